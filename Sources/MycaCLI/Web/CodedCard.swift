import MycaCore

/// The card a web command works on, with its colours and what its QR code carries:
/// `page`, `signature` and `background` read the card and the code options as `card` does.
struct CodedCard {
    /// `-o/--output FILE`.
    static let output = Option<OutputTarget>(
        "output", short: "o", valueName: "FILE", default: .standardOutput, completion: .file,
        help: "Write to FILE (atomically) instead of stdout ('-').")

    /// What a signature's code carries: `request`, with the printed fields unless
    /// --fields chose others, so that the code stays small (`batch --format signature` too).
    static func signatureCode(_ request: CodeRequest, _ args: ParsedArguments) throws -> CodeRequest {
        var request = request
        if try args.given(QROptionGroup.fields) == nil { request.fields = .printed }
        return request
    }

    /// The card.
    let card: ProfileSnapshot
    /// The colours: `--style` (else the card's), `--fg` and `--bg` over them.
    let style: QRStyle
    /// What the code carries and how it is encoded.
    var request: CodeRequest
    /// Whether the stored photo had metadata that ``card`` no longer has.
    var photoCleaned = false

    /// The code options the web commands declare, as `card` does.
    static let optionSpecs: [OptionSpec] = QROptionGroup.colourSpecs + QROptionGroup.contentSpecs

    /// Resolves the card (HANDLE, `--sample` or the default), its style and the code options.
    static func resolve(_ args: ParsedArguments, _ ctx: CommandContext) throws -> CodedCard {
        let source = try CardSource.resolve(args, ctx)
        let style = try QROptionGroup.colours(args) { source.qrStyle(ctx) }
        let (request, _) = try QROptionGroup.content(args)
        let card = try source.oneLanguage()
        return CodedCard(card: card, style: style, request: request,
                         photoCleaned: PhotoNotice.removed(from: source.profile.photo, in: card.photo))
    }

    /// The card's QR code.
    ///
    /// - Throws: `PayloadError` or `QRError` when the card does not fit in a code.
    func code() async throws -> QRMatrix {
        try await cardCode().matrix
    }

    /// The code with its payload and level.
    func cardCode() async throws -> CardCode {
        try await request.code(for: card)
    }

    /// With -v, what was written (`html: FILE, 5123 bytes`) and the code in it, as the
    /// drawing commands say it.
    func describe(_ format: String, _ target: OutputTarget, bytes: Int, code: CardCode?, _ ctx: CommandContext) {
        guard ctx.verbose else { return }
        if let code { ctx.stderr.write(CodeReport.describe(code, request) + "\n") }
        ctx.stderr.write("\(format): \(target.displayName), \(bytes) bytes\n")
    }
}

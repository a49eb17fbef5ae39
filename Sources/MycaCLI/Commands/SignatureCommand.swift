import MycaCore

/// `myca signature [HANDLE] [-o FILE] [--no-qr] [--text]`: the card as an email signature.
struct SignatureCommand: Command {
    /// The name people type.
    static let name = "signature"

    static let spec = CommandSpec(
        name: name,
        summary: "Write the card as an email signature (HTML or plain text).",
        discussion: """
            HTML that mail clients render: one table with inline styles, web-safe fonts, no \
            SVG, and the QR code as a small PNG inside the file (a data: URI; --no-qr leaves \
            it out, and webmail that strips such images shows nothing in its place). The \
            code carries \(FieldSelection.printed.text.replacingAll(",", with: ", ")) unless --fields says \
            otherwise, so it stays small. Open the \
            file in a browser and copy it into the client's signature settings, or point a \
            client that takes a signature file (Thunderbird) at it. Only http:, https:, \
            mailto: and tel: addresses become links.

            --text writes a plain-text signature instead: the '-- ' line, then \
            \(EmailSignature.maximumLines) lines of at most \(EmailSignature.maximumColumns) \
            columns (wide characters count two): name and pronouns, title and organization, \
            wrapped between words and never cut (a long one takes the lines it needs), then \
            emails, phones, web addresses and profiles as many to a line as fit in the lines \
            left. What finds no room is left out with a warning.
            """,
        arguments: [.handle()],
        options: [CodedCard.output.spec, qr.spec, text.spec] + CodedCard.optionSpecs + CardSource.specs,
        examples: [
            Example(command: "myca signature -o signature.html", explanation: "An HTML signature with a small QR code."),
            Example(command: "myca signature --no-qr -o signature.html", explanation: "The same without the code."),
            Example(command: "myca signature --text >> ~/.signature", explanation: "A plain-text signature."),
        ])

    /// `--[no-]qr`.
    static let qr = Flag("qr", negatable: true, default: true, help: "Add the QR code (--no-qr leaves it out).")
    /// `--text`.
    static let text = Flag("text", help: "Write a plain-text signature instead of HTML.")

    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let target = try args.value(CodedCard.output)
        let plain = args[Self.text]
        var coded = try CodedCard.resolve(args, ctx)
        coded.request = try CodedCard.signatureCode(coded.request, args)
        let output: String
        var code: CardCode?
        if plain {
            let (text, warnings) = EmailSignature.text(coded.card)
            for warning in warnings { ctx.warn(Localization.text(warning.messageText)) }
            output = text
        } else {
            code = args[Self.qr] ? try await coded.cardCode() : nil
            output = try EmailSignature.html(coded.card, code: code?.matrix, style: coded.style)
        }
        try target.write(Array(output.utf8), ctx)
        coded.describe(plain ? "text" : "html", target, bytes: output.utf8.count, code: code, ctx)
        return 0
    }
}

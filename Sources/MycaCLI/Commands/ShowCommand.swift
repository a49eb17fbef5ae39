import MycaCore

/// `myca show [HANDLE] [--no-qr] [--json] [--sample] [QR options]`: the card as a business
/// card in the terminal.
public struct ShowCommand: Command {
    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "show"

    /// The declaration.
    public static let spec = CommandSpec(
        name: name,
        summary: "Show a card as a business card with its QR code.",
        discussion: """
            Draws the card in a box with its QR code (the compact vCard 3.0 payload of \
            'myca qr') beside it when the terminal is wide enough, below it otherwise. \
            On a terminal with colour the card and the code are painted in the card's \
            style with explicit colours, so the code scans on dark and light themes. \
            Without colour (a pipe, NO_COLOR, --color=never) the output is plain text and \
            the code is drawn in plain half blocks, which scan on light backgrounds only. \
            When the locale is not UTF-8 the box and code are drawn in ASCII.

            The QR options are those of 'myca qr': --style, --fg and --bg paint the card \
            and its code; --payload, --fields, --ecc and --eci choose what the code carries. \
            With --fields the code carries those fields or none (no fitting to the window); \
            with --ecc it keeps that level instead of the highest its size allows.
            """,
        arguments: [ArgumentSpec("HANDLE", help: "The card (default: the default card).", optional: true, completion: .handle)],
        options: [qr.spec, json.spec, CardLinesOption.lines.spec] + CardSource.specs + QROptionGroup.contentSpecs
            + QROptionGroup.colourSpecs,
        examples: [
            Example(command: "myca show", explanation: "Show the default card."),
            Example(command: "myca show work --no-qr", explanation: "Show the card 'work' without its QR code."),
            Example(command: "myca show --fields " + FieldSelection.compact.text, explanation: "A smaller code: name, email and phone only."),
            Example(command: "myca show --json | jq -r .emails[0].address", explanation: "Use the card in a script."),
        ])

    /// `--[no-]qr`.
    static let qr = Flag("qr", negatable: true, default: true, help: "Draw the QR code (--no-qr leaves it out).")
    /// `--json`.
    static let json = Flag("json", help: "Print the card as a JSON object instead.")

    /// A show command.
    public init() {}

    /// Prints the card on stdout.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let source = try CardSource.resolve(args, ctx)
        let whole = try source.snapshot()
        if args[Self.json] {
            ctx.stdout.write(whole.jsonValue.serialized(pretty: true) + "\n")
            return 0
        }
        // The terminal shows one language, and says which others the card has.
        let card = try source.oneLanguage()
        let colour = ctx.colorEnabled(for: .stdout)
        let unicode = TerminalCapabilities.isUTF8(environment: ctx.environment)
        let depth = TerminalCapabilities.colorDepth(environment: ctx.environment)
        let style = try QROptionGroup.colours(args) { source.qrStyle(ctx) }
        let (request, eccGiven) = try QROptionGroup.content(args)
        var qr: [String] = []
        var qrWidth = 0
        if args[Self.qr] {
            let mode: TerminalOptions.Mode = !unicode ? .ascii : colour ? depth : .utf8
            let fitFields = try args.given(QROptionGroup.fields) == nil
            if let code = try await Self.qrCode(card, request: request, fitFields: fitFields, boost: !eccGiven,
                                                mode: mode, style: style, ctx) {
                (qr, qrWidth) = code
            }
        }
        var layout = CardLayout(unicode: unicode, paint: colour ? CardPaint(style: style, depth: depth) : .plain)
        layout.languages = try source.profile.snapshot().languages
        layout.lines = try args.value(CardLinesOption.lines)
        let shown = layout.render(card, qr: qr, qrWidth: qrWidth, terminalWidth: ctx.terminalWidth)
        ctx.stdout.write(shown.lines.map { $0 + "\n" }.joined())
        return 0
    }

    /// The QR code lines and their width: the code `request` asks for (the whole card's
    /// vcard3 code by default), or, on a terminal too small for it and unless the fields were
    /// chosen (`fitFields` false), a code of fewer fields that fits (with a note saying what it leaves
    /// out), or nil (with a warning saying what to do). See ``ScreenCode``.
    static func qrCode(
        _ card: ProfileSnapshot, request: CodeRequest, fitFields: Bool, boost: Bool,
        mode: TerminalOptions.Mode, style: QRStyle, _ ctx: CommandContext
    ) async throws -> ([String], Int)? {
        let options = TerminalOptions(mode: mode, style: style)
        // Into a pipe there is no window to fit: the whole card's code.
        let fit = try await ScreenCode.choose(card, request: request, fitFields: fitFields, boost: boost,
                                              margin: options.margin, ascii: mode == .ascii,
                                              columns: ctx.stdoutIsTTY ? ctx.terminalWidth : nil,
                                              rows: ctx.stdoutIsTTY ? ctx.terminalHeight : nil)
        switch fit {
        case .fits(let code):
            if !code.leftOut.isEmpty {
                let window = ctx.terminalHeight.map { "\(ctx.terminalWidth)×\($0)" }
                    ?? tr("%d columns", ctx.terminalWidth)
                ctx.note(tr("the QR code leaves out %s to fit %s; 'myca qr --png FILE' makes the full one",
                            code.leftOut.joined(separator: ", "), window))
            }
            return (try TerminalRenderer.render(code.matrix, options: options), code.columns)
        case .tooNarrow(let needs):
            ctx.warn(tr("the QR code needs at least %d columns, the terminal has %d: widen it, or write an image with 'myca qr --png FILE'",
                        needs, ctx.terminalWidth))
        case .tooShort(let needs):
            ctx.warn(tr("the QR code needs at least %d rows, the terminal has %d: make the window taller (or its font smaller), or write an image with 'myca qr --png FILE'",
                        needs, ctx.terminalHeight ?? 0))
        case .failed(let error):
            ctx.warn(tr("no QR code: %s", Localization.text(error.messageText)))
        }
        return nil
    }
}

import MycaCore

/// `myca show [HANDLE] [--no-qr] [--json] [--sample]`: the card as a business card in the terminal.
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
            """,
        arguments: [ArgumentSpec("HANDLE", help: "The card (default: the default card).", optional: true, completion: .handle)],
        options: [qr.spec, json.spec, CardSource.sample.spec],
        examples: [
            Example(command: "myca show", explanation: "Show the default card."),
            Example(command: "myca show work --no-qr", explanation: "Show the card 'work' without its QR code."),
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
        let card = try source.profile.snapshot()
        if args[Self.json] {
            ctx.stdout.write(card.jsonValue.serialized(pretty: true) + "\n")
            return 0
        }
        let colour = ctx.colorEnabled(for: .stdout)
        let unicode = TerminalCapabilities.isUTF8(environment: ctx.environment)
        let depth = TerminalCapabilities.colorDepth(environment: ctx.environment)
        let style = Self.cardStyle(source, ctx)
        var qr: [String] = []
        var qrWidth = 0
        if args[Self.qr] {
            let mode: TerminalOptions.Mode = !unicode ? .ascii : colour ? depth : .utf8
            if let code = try await Self.qrCode(card, mode: mode, style: style, ctx) {
                (qr, qrWidth) = code
            }
        }
        let layout = CardLayout(unicode: unicode, paint: colour ? CardPaint(style: style, depth: depth) : .plain)
        let shown = layout.render(card, qr: qr, qrWidth: qrWidth, terminalWidth: ctx.terminalWidth)
        ctx.stdout.write(shown.lines.map { $0 + "\n" }.joined())
        return 0
    }

    /// Fields of the smaller code shown when the whole card's code is wider than the terminal.
    public static let compactFields: PayloadFields = [.name, .org, .title, .email, .phone, .url]

    /// The QR code lines and their width: the whole card's vcard3 code, or on a terminal too
    /// narrow for it the code of `compactFields` (with a note), or nil (with a warning).
    static func qrCode(_ card: ProfileSnapshot, mode: TerminalOptions.Mode, style: QRStyle, _ ctx: CommandContext)
        async throws -> ([String], Int)?
    {
        let options = TerminalOptions(mode: mode, style: style)
        var narrowest = Int.max
        for fields in [PayloadFields.all, compactFields] {
            let matrix: QRMatrix
            do {
                matrix = try await QREncoder.encode(try QRPayload.build(card, kind: .vcard3, fields: fields))
            } catch let error as QRError {
                if fields == .all { continue }
                ctx.warn("no QR code: " + error.message)
                return nil
            }
            let width = (matrix.size + 2 * options.margin) * (mode == .ascii ? 2 : 1)
            if !ctx.stdoutIsTTY || width <= ctx.terminalWidth {
                if fields != .all {
                    ctx.note("the QR code holds name, organization, title, email, phone and web only, "
                        + "to fit \(ctx.terminalWidth) columns; 'myca qr' makes the full one")
                }
                return (TerminalRenderer.render(matrix, options: options), width)
            }
            narrowest = min(narrowest, width)
        }
        ctx.warn("the QR code needs at least \(narrowest) columns, the terminal has \(ctx.terminalWidth): "
            + "widen it, or write an image with 'myca qr --png FILE'")
        return nil
    }

    /// The card's style from config.json, or classic; an unknown stored name is warned about, not fatal.
    static func cardStyle(_ source: CardSource, _ ctx: CommandContext) -> QRStyle {
        guard let name = source.style else { return .classic }
        do {
            return try QRStyle.named(name)
        } catch {
            ctx.warn("card style '\(name)' is unknown; using classic (styles: \(QRStyle.allNames.joined(separator: ", ")))")
            return .classic
        }
    }
}

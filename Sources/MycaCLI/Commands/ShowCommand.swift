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
            'myca qr'). In a terminal the card's name and a code that scans always fit on \
            one screen: the code goes beside the box when the window is wide enough, else \
            under it, else under a one-line header without the box, and gets smaller as \
            the window requires: fewer fields (the note first), a 2-module quiet zone, \
            MECARD, and last the card's link alone. A last line says what the code leaves \
            out. Into a pipe the whole card's code is drawn. The box is as wide as the \
            card's widest line where the window has room; a value wider than the box wraps \
            inside it, its later lines under its first.

            On a terminal with colour the card and the code are painted in the card's \
            style with explicit colours, so the code scans on dark and light themes. \
            Without colour (a pipe, NO_COLOR, --color=never) the output is plain text and \
            the code is drawn in plain half blocks in the terminal's own colours: dark on a \
            light theme, and on a dark theme the inverted code, which ZXing-based scanners \
            read; --invert draws it light on dark, for a dark theme and any scanner. When \
            the locale is not UTF-8 the box and code are drawn in ASCII, the code painted in \
            the card's colours where colour is on.

            The QR options are those of 'myca qr': --style, --fg and --bg paint the card \
            and its code; --payload, --fields, --ecc and --eci choose what the code carries. \
            What they fix is kept and only the rest is fitted: with --fields the code \
            carries those fields or none; with --ecc it keeps that level instead of the \
            highest its size allows.
            """,
        arguments: [.handle()],
        options: [qr.spec, json.spec, CardLinesOption.lines.spec] + CardSource.specs + QROptionGroup.contentSpecs
            + QROptionGroup.colourSpecs + [QROptionGroup.invert.spec],
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
        var layout = CardLayout(unicode: unicode, paint: colour ? CardPaint(style: style, depth: depth) : .plain)
        layout.languages = try source.profile.snapshot().languages
        layout.lines = try args.value(CardLinesOption.lines)
        guard args[Self.qr] else {
            ctx.stdout.write(layout.render(card, qr: [], qrWidth: 0, placement: .none, terminalWidth: ctx.terminalWidth)
                .map { $0 + "\n" }.joined())
            return 0
        }
        let mode: TerminalOptions.Mode = !unicode ? .ascii : colour ? depth : .utf8
        let fixed = ScreenCodes.Fixed(
            kind: try args.given(QROptionGroup.payload), fields: try args.given(QROptionGroup.fields), ecc: eccGiven)
        var codes = ScreenCodes(card, request: request, fixed: fixed, ascii: mode == .ascii)
        // Into a pipe there is no window to fit: the fullest code, beside the card when the
        // width allows.
        let window = ctx.stdoutIsTTY ? WindowSize(columns: ctx.terminalWidth, rows: ctx.terminalHeight) : nil
        var placed: (code: ScreenCode, placement: CardLayout.Placement)?
        if let window {
            placed = try await Self.place(card, layout, &codes, window: window)
        } else if let code = try await codes.first(where: { _ in true }) {
            let beside = layout.besideWidth(card, qrWidth: code.columns, terminalWidth: ctx.terminalWidth) != nil
            placed = (code, beside ? .beside : .below)
        }
        guard let (code, placement) = placed else {
            ctx.stdout.write(layout.render(card, qr: [], qrWidth: 0, placement: .none, terminalWidth: ctx.terminalWidth)
                .map { $0 + "\n" }.joined())
            ctx.stdout.flush()
            if let window, let smallest = try await codes.smallest() {
                // The smallest screen: the name's line, the code, its note and the prompt's line.
                let needs = WindowSize.needs(width: smallest.columns, height: 1 + smallest.rows + smallest.noteRows(in: window))
                ctx.warn(tr("the card and its QR code need a window of at least %s (the name's line, the code, its note and a line for the prompt), and this one is %s: make it larger (or its font smaller), or write an image with 'myca qr --png FILE'",
                            WindowSize.text(needs), window.text))
            } else {
                ctx.warn(tr("no QR code: %s", Localization.text((codes.lastError ?? .emptyPayload).messageText)))
            }
            return 0
        }
        var options = TerminalOptions(mode: mode, style: style, invert: args[QROptionGroup.invert], margin: code.step.margin)
        // Without UTF-8 the code is drawn in ASCII cells, painted as the box is where colour is on.
        if mode == .ascii, colour { options.asciiDepth = depth }
        let qr = try TerminalRenderer.render(code.matrix, options: options)
        ctx.stdout.write(layout.render(card, qr: qr, qrWidth: code.columns, placement: placement, terminalWidth: ctx.terminalWidth)
            .map { $0 + "\n" }.joined())
        // The note comes last, so it stays on screen under what it speaks of.
        ctx.stdout.flush()
        if window != nil, let note = code.note { ctx.note(note) }
        return 0
    }

    /// The fullest code of `codes` that `window` holds with the card, and where it goes:
    /// beside the box, else under it, else under a one-line header without the box; the
    /// link alone only when no code that saves a contact fits. The note saying what the
    /// code leaves out counts, as it stays on screen too.
    static func place(_ card: ProfileSnapshot, _ layout: CardLayout, _ codes: inout ScreenCodes, window: WindowSize)
        async throws -> (code: ScreenCode, placement: CardLayout.Placement)?
    {
        // The box above a code is as wide as the window lets it be whatever the code.
        let fullRows = layout.boxRows(card, width: layout.fullWidth(card, terminalWidth: window.columns))
        func noteRows(_ code: ScreenCode) -> Int { code.noteRows(in: window) }
        for tier in codes.tiers {
            for step in tier {
                guard let code = try await codes.code(step) else { continue }
                let note = noteRows(code)
                if let width = layout.besideWidth(card, qrWidth: code.columns, terminalWidth: window.columns),
                   window.holds(width: width + CardLayout.gap + code.columns,
                                height: max(layout.boxRows(card, width: width), code.rows) + note) {
                    return (code, .beside)
                }
                if window.holds(width: code.columns, height: fullRows + 1 + code.rows + note) { return (code, .below) }
            }
            if let code = try await codes.first(of: tier, where: { window.holds(width: $0.columns, height: 1 + $0.rows + noteRows($0)) }) {
                return (code, .header)
            }
        }
        return nil
    }
}

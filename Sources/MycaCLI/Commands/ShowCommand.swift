import MycaCore

/// `myca show [HANDLE] [--no-qr] [--json] [--sample] [QR options]`: the card as a business
/// card in the terminal.
struct ShowCommand: Command {
    static let name = "show"

    static let spec = CommandSpec(
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

    /// Prints the card on stdout.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let source = try CardSource.resolve(args, ctx)
        let whole = try source.snapshot()
        if args[Self.json] {
            ctx.stdout.write(whole.jsonValue.serialized(pretty: true) + "\n")
            return 0
        }
        // The terminal shows one language, and says which others the card has.
        let card = try source.oneLanguage()
        let style = try QROptionGroup.colours(args) { source.qrStyle(ctx) }
        let (request, eccGiven) = try QROptionGroup.content(args)
        let screen = CardScreen(card, style: style, languages: try source.profile.snapshot().languages,
                                lines: try args.value(CardLinesOption.lines), ctx)
        guard args[Self.qr] else {
            screen.write()
            return 0
        }
        let fixed = ScreenCodes.Fixed(
            kind: try args.given(QROptionGroup.payload), fields: try args.given(QROptionGroup.fields), ecc: eccGiven)
        try await screen.write(request, fixed: fixed, invert: args[QROptionGroup.invert])
        return 0
    }
}

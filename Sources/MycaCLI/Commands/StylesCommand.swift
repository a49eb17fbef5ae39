import MycaCore

/// `myca styles`: the named QR styles with a preview swatch, their colours and a description.
public struct StylesCommand: Command {
    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "styles"

    /// The declaration.
    public static let spec = CommandSpec(
        name: name,
        summary: "List the named QR code styles.",
        discussion: """
            Each style is a pair of colours checked to scan well: dark modules on a light \
            ground. Use one with 'myca qr --style NAME' or 'myca new/edit --style NAME'.

            A style's ground is defined in the inks a press prints it with (each 0 or at \
            least 5 %); its sRGB is their equivalent through the press profile. 'myca card \
            --press' prints the text, code and marks in black alone and the ground in \
            those inks.
            """,
        examples: [Example(command: "myca styles", explanation: "Preview the styles.")])

    /// One line about each style, in `QRStyle.allNames` order, in the user's language.
    public static var descriptions: [String: String] { [
        "classic": tr("Black on white: the most robust code and the smallest PNG."),
        "ink": tr("Deep blue-black on warm paper."),
        "navy": tr("Navy on white, for corporate cards."),
        "forest": tr("Dark green on mint."),
        "plum": tr("Plum on blush."),
        "sunset": tr("Burnt orange-brown on cream."),
        "slate": tr("Slate on cool white."),
        "clear": tr("Black on a transparent ground, for printing on light stock."),
    ] }

    /// A styles command.
    public init() {}

    /// Prints one line per style: name, swatch (with colour), colours, description.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let colour = ctx.colorEnabled(for: .stdout)
        let depth = TerminalCapabilities.colorDepth(environment: ctx.environment)
        let width = QRStyle.allNames.map(\.count).max() ?? 0
        for name in QRStyle.allNames {
            // allNames lists exactly the names `named` accepts.
            guard let style = try? QRStyle.named(name) else { continue }
            var line = DisplayWidth.pad(name, toWidth: width) + "  "
            // The columns the line takes on screen: the swatch's colours take none.
            var shown = DisplayWidth.of(line)
            if colour {
                line += Self.swatch(style, depth: depth) + "  "
                shown += DisplayWidth.of(Self.swatchText) + 2
            }
            let ground = style.background?.hex ?? "transparent"
            var rest = "\(style.foreground.hex) on \(DisplayWidth.pad(ground, toWidth: 11))  "
            // What --press prints: the ink in black alone, the ground in its inks.
            rest += DisplayWidth.pad(tr("press: K100 on %s", style.pressGround?.inks ?? "paper"), toWidth: 24) + "  "
            line += rest
            shown += DisplayWidth.of(rest)
            ctx.stdout.write(Self.withDescription(line, shownWidth: shown, Self.descriptions[name] ?? "", width: ListCommand.width(ctx)))
        }
        // Sixteen colours have one dark and one light: every swatch is the same.
        if colour, depth == .ansi16 {
            ctx.note(tr("this terminal shows 16 colours, so every swatch is black on white; a terminal with 256 colours or COLORTERM=truecolor shows each style's own"))
        }
        return 0
    }

    /// `line` and `description` after it, kept to `width` columns: the description wraps
    /// under its own start, or under the style's name on a line of its own where too little
    /// room is left beside the colours.
    static func withDescription(_ line: String, shownWidth start: Int, _ description: String, width: Int?) -> String {
        guard let width, start + DisplayWidth.of(description) > width else { return line + description + "\n" }
        let beside = width - start
        if beside >= 20 {
            let pad = String(repeating: " ", count: start)
            let lines = TextWrap.lines(description, width: beside)
            return line + lines.enumerated().map { $0 == 0 ? $1 : pad + $1 }.joined(separator: "\n") + "\n"
        }
        var head = Substring(line)
        while head.last == " " { head.removeLast() }
        return head + "\n" + TextWrap.lines(description, width: max(10, width - 2)).map { "  " + $0 }.joined(separator: "\n") + "\n"
    }

    /// A QR-like sliver in the style's colours: ink and paper cells, set explicitly.
    static func swatch(_ style: QRStyle, depth: TerminalOptions.Mode) -> String {
        let paint = CardPaint(style: style, depth: depth)
        return paint.line([CardLayout.Span(swatchText)])
    }

    /// The swatch's cells.
    static let swatchText = " ██ ▀▄█▀ "

}

import MycaCore

/// The lines of `myca styles`: each named style with a swatch in its colours, its colours,
/// what `--press` prints and a description, kept to the output's width.
public struct StyleList {
    /// Whether the swatches are drawn, in their colours.
    var colour: Bool
    /// The colours the terminal shows.
    var depth: TerminalOptions.Mode
    /// The columns a line keeps to, or nil for none.
    var width: Int?

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

    /// The lines for `ctx`'s standard output.
    init(_ ctx: CommandContext) {
        colour = ctx.colorEnabled(for: .stdout)
        depth = TerminalCapabilities.colorDepth(environment: ctx.environment)
        width = ctx.outputWidth
    }

    /// Whether every swatch looks the same: sixteen colours have one dark and one light.
    var swatchesAlike: Bool { colour && depth == .ansi16 }

    /// One line per style, each with its newline: name, swatch (with colour), colours, description.
    var lines: [String] {
        let nameWidth = QRStyle.allNames.map(\.count).max() ?? 0
        return QRStyle.allNames.compactMap { name in
            // allNames lists exactly the names `named` accepts.
            guard let style = try? QRStyle.named(name) else { return nil }
            var line = DisplayWidth.pad(name, toWidth: nameWidth) + "  "
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
            return Self.withDescription(line, shownWidth: shown, Self.descriptions[name] ?? "", width: width)
        }
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
            return line + lines.enumerated().map { $0 == 0 ? $1 : pad + $1 }.joinedText(separator: "\n") + "\n"
        }
        var head = Substring(line)
        while head.last == " " { head.removeLast() }
        return head + "\n" + TextWrap.lines(description, width: max(10, width - 2)).map { "  " + $0 }.joinedText(separator: "\n") + "\n"
    }

    /// A QR-like sliver in the style's colours: ink and paper cells, set explicitly.
    static func swatch(_ style: QRStyle, depth: TerminalOptions.Mode) -> String {
        let paint = CardPaint(style: style, depth: depth)
        return paint.line([CardLayout.Span(swatchText)])
    }

    /// The swatch's cells.
    static let swatchText = " ██ ▀▄█▀ "
}

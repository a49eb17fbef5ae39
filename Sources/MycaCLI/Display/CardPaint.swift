import MycaCore

/// How card text is coloured: plain, or painted as a paper card in the style's colours.
///
/// A painted line sets both colours explicitly (ink on paper, like the QR code beside
/// it), so the card reads the same on dark and light terminal themes.
public struct CardPaint: Sendable, Equatable {
    /// SGR parameters selecting ink and paper, or nil for plain text.
    let colors: String?

    /// Plain text: no escape sequences at all.
    public static let plain = CardPaint(colors: nil)

    private init(colors: String?) { self.colors = colors }

    /// Ink and paper from `style` (a transparent ground is painted white) at `depth`.
    public init(style: QRStyle, depth: TerminalOptions.Mode) {
        let ink = style.foreground
        let paper = style.background ?? .white
        switch depth {
        case .truecolor, .ansi256, .ansi16:
            colors = SGR.color(ink, depth: depth, background: false, isDark: true) + ";"
                + SGR.color(paper, depth: depth, background: true, isDark: false)
        case .utf8, .ascii:
            colors = nil
        }
    }

    /// Whether escapes are written.
    public var isPlain: Bool { colors == nil }

    /// One line of spans, painted when colours are set (bold and faint end with SGR 22, keeping the colours).
    func line(_ spans: [CardLayout.Span]) -> String {
        guard let colors else { return spans.map(\.text).joinedText() }
        var out = "\u{1B}[0;\(colors)m"
        for span in spans {
            switch span.emphasis {
            case .normal: out += span.text
            case .bold: out += "\u{1B}[1m" + span.text + "\u{1B}[22m"
            case .dim: out += "\u{1B}[2m" + span.text + "\u{1B}[22m"
            }
        }
        return out + "\u{1B}[0m"
    }
}

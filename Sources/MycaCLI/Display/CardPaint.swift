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
        case .truecolor:
            colors = "38;2;\(ink.red);\(ink.green);\(ink.blue);48;2;\(paper.red);\(paper.green);\(paper.blue)"
        case .ansi256:
            colors = "38;5;\(Self.palette256(ink));48;5;\(Self.palette256(paper))"
        case .ansi16:
            // Themes redefine the 16 colours; black and bright white stay dark and light.
            colors = "30;107"
        case .utf8, .ascii:
            colors = nil
        }
    }

    /// Whether escapes are written.
    public var isPlain: Bool { colors == nil }

    /// One line of spans, painted when colours are set (bold and faint end with SGR 22, keeping the colours).
    func line(_ spans: [CardLayout.Span]) -> String {
        guard let colors else { return spans.map(\.text).joined() }
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

    /// The nearest colour of the 256-colour palette's 6×6×6 cube or grey ramp (never 0…15,
    /// which themes redefine).
    static func palette256(_ color: Color) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearest(_ c: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(c)) < abs(levels[$1] - Int(c)) } ?? 0
        }
        let (r, g, b) = (nearest(color.red), nearest(color.green), nearest(color.blue))
        func distance(_ x: Int, _ y: Int, _ z: Int) -> Int {
            let (dr, dg, db) = (x - Int(color.red), y - Int(color.green), z - Int(color.blue))
            return dr * dr + dg * dg + db * db
        }
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let step = min(23, max(0, (average - 8 + 5) / 10))
        let grey = 8 + 10 * step
        return distance(grey, grey, grey) < distance(levels[r], levels[g], levels[b])
            ? 232 + step : 16 + 36 * r + 6 * g + b
    }
}

/// The colours of the page and the signature, made from a card's QR style: its module
/// colour is the accent, its ground the paper. Each has a light and a dark variant; the
/// code itself keeps its light ground in both.
struct WebPalette {
    /// A colour for each colour scheme.
    struct Pair {
        var light: Color
        var dark: Color
    }

    /// Behind the card.
    let page: Pair
    /// The card.
    let paper: Pair
    /// Body text.
    let ink: Pair
    /// Labels and secondary text (at least 4.5:1 on the paper).
    let muted: Pair
    /// Title, icons, the button.
    let accent: Pair
    /// Text on the button.
    let onAccent: Pair
    /// Hairlines.
    let rule: Pair
    /// The code's ground: the style's, or white for a transparent style.
    let codeGround: Color
    /// The code's colours on that ground.
    let code: QRStyle

    init(_ style: QRStyle) {
        let accent = style.foreground
        let paper = style.background ?? .white
        codeGround = paper
        // The style was checked against white when transparent: the same colours on white pass.
        code = (try? QRStyle(foreground: accent, background: paper)) ?? .classic
        let nearBlack = Color(red: 0x1B, green: 0x1F, blue: 0x24)
        let ink = nearBlack.mixed(with: accent, 0.25)
        let darkPaper = Color(red: 0x16, green: 0x19, blue: 0x1E).mixed(with: accent, 0.12)
        let darkInk = Color(red: 0xE9, green: 0xEA, blue: 0xEC)
        self.page = Pair(light: accent.mixed(with: .white, 0.94),
                         dark: Color(red: 0x0C, green: 0x0E, blue: 0x11).mixed(with: accent, 0.10))
        self.paper = Pair(light: paper, dark: darkPaper)
        self.ink = Pair(light: ink, dark: darkInk)
        self.muted = Pair(light: Self.readable(ink.mixed(with: paper, 0.35), on: paper, toward: ink),
                          dark: Self.readable(darkInk.mixed(with: darkPaper, 0.35), on: darkPaper, toward: darkInk))
        // On dark paper the accent is lightened until it reads.
        let lightAccent = Self.readable(accent.mixed(with: .white, 0.7), on: darkPaper, toward: .white)
        self.accent = Pair(light: accent, dark: lightAccent)
        self.onAccent = Pair(light: .white, dark: darkPaper)
        self.rule = Pair(light: accent.mixed(with: paper, 0.85), dark: darkPaper.mixed(with: lightAccent, 0.18))
    }

    /// `color` moved toward `target` until it has 4.5:1 contrast on `ground`.
    static func readable(_ color: Color, on ground: Color, toward target: Color) -> Color {
        var amount = 0.0
        var c = color
        while Color.contrastRatio(c, ground) < QRStyle.minimumContrast, amount < 1 {
            amount += 0.05
            c = color.mixed(with: target, amount)
        }
        return c
    }
}

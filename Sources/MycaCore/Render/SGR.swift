/// Select Graphic Rendition parameters for colours: the one place that turns a colour into
/// the numbers between `ESC[` and `m`, for the QR code, the painted card and styled messages.
public enum SGR {
    /// The parameters selecting `color` as the foreground (or `background`) at `depth`.
    ///
    /// `ansi16` ignores the colour: themes redefine the 16 colours, and only black and bright
    /// white stay dark and light, so `isDark` picks 30/40 or 97/107. The text modes (`utf8`,
    /// `ascii`) have no colours; they get 24-bit parameters like `truecolor`.
    public static func color(_ color: Color, depth: TerminalOptions.Mode, background: Bool, isDark: Bool) -> String {
        switch depth {
        case .ansi256: palette(palette256Index(color), background: background)
        case .ansi16: isDark ? (background ? "40" : "30") : (background ? "107" : "97")
        case .truecolor, .utf8, .ascii: rgb(color.red, color.green, color.blue, background: background)
        }
    }

    /// `38;5;N` (or `48;5;N`): entry `index` of the 256-colour palette.
    public static func palette(_ index: Int, background: Bool) -> String {
        "\(background ? 48 : 38);5;\(index)"
    }

    /// `38;2;R;G;B` (or `48;2;…`): a 24-bit colour.
    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, background: Bool) -> String {
        "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
    }

    /// The nearest entry of the 6×6×6 cube (16...231) or grey ramp (232...255).
    ///
    /// Entries 0...15 are left out on purpose: themes change them.
    public static func palette256Index(_ color: Color) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ c: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(c)) < abs(levels[$1] - Int(c)) } ?? 0
        }
        let (r, g, b) = (nearestLevel(color.red), nearestLevel(color.green), nearestLevel(color.blue))
        let cube = (index: 16 + 36 * r + 6 * g + b, rgb: (levels[r], levels[g], levels[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let greyLevel = 8 + 10 * greyStep
        func distance(_ rgb: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (rgb.0 - Int(color.red), rgb.1 - Int(color.green), rgb.2 - Int(color.blue))
            return dr * dr + dg * dg + db * db
        }
        return distance((greyLevel, greyLevel, greyLevel)) < distance(cube.rgb) ? 232 + greyStep : cube.index
    }
}

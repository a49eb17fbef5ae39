/// Draws a `QRMatrix` as lines of terminal text.
///
/// Colour modes draw every cell as an upper half block `▀` whose foreground is
/// the upper module and whose background is the lower one, with both colours
/// set explicitly (dark modules on a light ground by default), so the code
/// looks the same on dark and light themes. Each line starts with both
/// colours and ends with `ESC[0m`; lines have no trailing newline.
public enum TerminalRenderer {
    /// Renders the matrix as lines, top to bottom, quiet zone included.
    public static func render(_ matrix: QRMatrix, options: TerminalOptions = .init()) -> [String] {
        let margin = max(0, options.margin)
        let range = -margin ..< matrix.size + margin
        switch options.mode {
        case .ascii:
            return range.map { y in
                String(range.map { x in matrix[x, y] != options.invert ? "##" : "  " }.joined())
            }
        case .utf8:
            return stride(from: range.lowerBound, to: range.upperBound, by: 2).map { y in
                String(range.map { x -> Character in
                    let top = matrix[x, y] != options.invert
                    let bottom = y + 1 < range.upperBound && (matrix[x, y + 1] != options.invert)
                    switch (top, bottom) {
                    case (true, true): return "█"
                    case (true, false): return "▀"
                    case (false, true): return "▄"
                    case (false, false): return " "
                    }
                })
            }
        case .truecolor, .ansi256, .ansi16:
            var dark = options.style.foreground
            var light = options.style.background ?? .white
            if options.invert { swap(&dark, &light) }
            let darkCode = SGR(color: dark, mode: options.mode, isDark: !options.invert)
            let lightCode = SGR(color: light, mode: options.mode, isDark: options.invert)
            return stride(from: range.lowerBound, to: range.upperBound, by: 2).map { y in
                var line = ""
                var current: (fg: Bool, bg: Bool)?
                for x in range {
                    let top = matrix[x, y]
                    // Below the last row lies more quiet zone.
                    let bottom = y + 1 < range.upperBound && matrix[x, y + 1]
                    if current?.fg != top || current?.bg != bottom {
                        var params: [String] = []
                        if current?.fg != top { params.append((top ? darkCode : lightCode).foreground) }
                        if current?.bg != bottom { params.append((bottom ? darkCode : lightCode).background) }
                        line += "\u{1B}[" + params.joined(separator: ";") + "m"
                        current = (top, bottom)
                    }
                    line += "▀"
                }
                return line + "\u{1B}[0m"
            }
        }
    }

    /// The SGR parameters selecting one colour as foreground and as background.
    struct SGR {
        let foreground: String
        let background: String

        init(color: Color, mode: TerminalOptions.Mode, isDark: Bool) {
            switch mode {
            case .ansi256:
                let index = SGR.palette256Index(color)
                foreground = "38;5;\(index)"
                background = "48;5;\(index)"
            case .ansi16:
                // Themes redefine the 16 colours; black and bright white stay dark and light.
                foreground = isDark ? "30" : "97"
                background = isDark ? "40" : "107"
            default:
                foreground = "38;2;\(color.red);\(color.green);\(color.blue)"
                background = "48;2;\(color.red);\(color.green);\(color.blue)"
            }
        }

        /// The nearest entry of the 6×6×6 cube (16...231) or grey ramp (232...255).
        ///
        /// Entries 0...15 are left out on purpose: themes change them.
        static func palette256Index(_ color: Color) -> Int {
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
}

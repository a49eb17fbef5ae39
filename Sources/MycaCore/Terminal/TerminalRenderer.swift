/// Draws a `QRMatrix` as lines of terminal text.
///
/// Colour modes draw every cell as an upper half block `▀` whose foreground is
/// the upper module and whose background is the lower one, with both colours
/// set explicitly (dark modules on a light ground by default), so the code
/// looks the same on dark and light themes. Each line starts with both
/// colours and ends with `ESC[0m`; lines have no trailing newline.
public enum TerminalRenderer {
    /// Renders the matrix as lines, top to bottom, quiet zone included.
    ///
    /// - Throws: `RenderError.invalidMargin` for a quiet zone outside `RenderSettings.margins`
    ///   (refused, as every renderer does, rather than drawn as some other margin).
    public static func render(_ matrix: QRMatrix, options: TerminalOptions = .init()) throws -> [String] {
        try RenderSettings.check(margin: options.margin, scale: 1)
        let margin = options.margin
        let range = -margin ..< matrix.size + margin
        switch options.mode {
        case .ascii:
            if let depth = options.asciiDepth, depth != .ascii, depth != .utf8 {
                let (darkCode, lightCode) = CellColor.pair(options, depth: depth)
                return range.map { y in
                    var line = ""
                    var current: Bool?
                    for x in range {
                        let ink = matrix[x, y]
                        if current != ink {
                            line += "\u{1B}[" + (ink ? darkCode : lightCode).background + "m"
                            current = ink
                        }
                        line += "  "
                    }
                    return line + "\u{1B}[0m"
                }
            }
            return range.map { y in
                String(range.map { x in matrix[x, y] != options.invert ? "##" : "  " }.joinedText())
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
            let (darkCode, lightCode) = CellColor.pair(options, depth: options.mode)
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
                        line += "\u{1B}[" + params.joinedText(separator: ";") + "m"
                        current = (top, bottom)
                    }
                    line += "▀"
                }
                return line + "\u{1B}[0m"
            }
        }
    }

    /// The SGR parameters selecting one colour as foreground and as background.
    struct CellColor {
        let foreground: String
        let background: String

        init(color: Color, mode: TerminalOptions.Mode, isDark: Bool) {
            foreground = SGR.color(color, depth: mode, background: false, isDark: isDark)
            background = SGR.color(color, depth: mode, background: true, isDark: isDark)
        }

        /// The colours of a dark module and of a light one at `depth`: the style's ink and
        /// paper (a transparent ground white), swapped when `options` invert.
        static func pair(_ options: TerminalOptions, depth: TerminalOptions.Mode) -> (dark: CellColor, light: CellColor) {
            var dark = options.style.foreground
            var light = options.style.background ?? .white
            if options.invert { swap(&dark, &light) }
            return (CellColor(color: dark, mode: depth, isDark: !options.invert),
                    CellColor(color: light, mode: depth, isDark: options.invert))
        }
    }
}

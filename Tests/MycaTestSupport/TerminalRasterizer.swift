/// Draws terminal text the way a terminal would, so decoders can judge it.
///
/// Each character cell is 1 pixel wide and 2 pixels tall (cells are about twice
/// as tall as wide). `▀` inks the upper pixel, `▄` the lower, `█` and `#` both,
/// a space neither. Ink takes the cell's foreground colour, the rest its
/// background; cells without explicit colours get the theme's defaults, and the
/// 16 ANSI colours come from the theme's palette, as in a real terminal.
package struct TerminalTheme {
    package var name: String
    package var foreground: RGBImage.Pixel
    package var background: RGBImage.Pixel
    /// ANSI colours 0...15 as this theme draws them.
    package var palette: [RGBImage.Pixel]

    /// Like Tango dark: light grey text on near-black.
    package static let dark = TerminalTheme(
        name: "dark", foreground: (0xD3, 0xD7, 0xCF), background: (0x1E, 0x1E, 0x1E),
        palette: [(0x2E, 0x34, 0x36), (0xCC, 0, 0), (0x4E, 0x9A, 0x06), (0xC4, 0xA0, 0), (0x34, 0x65, 0xA4),
                  (0x75, 0x50, 0x7B), (0x06, 0x98, 0x9A), (0xD3, 0xD7, 0xCF), (0x55, 0x57, 0x53), (0xEF, 0x29, 0x29),
                  (0x8A, 0xE2, 0x34), (0xFC, 0xE9, 0x4F), (0x72, 0x9F, 0xCF), (0xAD, 0x7F, 0xA8), (0x34, 0xE2, 0xE2),
                  (0xEE, 0xEE, 0xEC)])
    /// Like Solarized light: dark slate text on cream.
    package static let light = TerminalTheme(
        name: "light", foreground: (0x58, 0x6E, 0x75), background: (0xFD, 0xF6, 0xE3),
        palette: [(0x07, 0x36, 0x42), (0xDC, 0x32, 0x2F), (0x85, 0x99, 0x00), (0xB5, 0x89, 0x00), (0x26, 0x8B, 0xD2),
                  (0xD3, 0x36, 0x82), (0x2A, 0xA1, 0x98), (0xEE, 0xE8, 0xD5), (0x00, 0x2B, 0x36), (0xCB, 0x4B, 0x16),
                  (0x58, 0x6E, 0x75), (0x65, 0x7B, 0x83), (0x83, 0x94, 0x96), (0x6C, 0x71, 0xC4), (0x93, 0xA1, 0xA1),
                  (0xFD, 0xF6, 0xE3)])
}

package enum TerminalRasterizer {
    package struct Failure: Error, CustomStringConvertible { package let description: String }

    package static func rasterize(_ lines: [String], theme: TerminalTheme, pixelsPerCell: Int = 4) throws -> RGBImage {
        let rows = try lines.map { try cells($0, theme: theme) }
        let width = rows.map(\.count).max() ?? 0
        var image = RGBImage(width: width, height: rows.count * 2, fill: theme.background)
        for (row, cells) in rows.enumerated() {
            for (column, cell) in cells.enumerated() {
                image.set(column, row * 2, cell.inkTop ? cell.fg : cell.bg)
                image.set(column, row * 2 + 1, cell.inkBottom ? cell.fg : cell.bg)
            }
        }
        return image.scaled(by: pixelsPerCell)
    }

    package struct Cell { var fg: RGBImage.Pixel; var bg: RGBImage.Pixel; var inkTop: Bool; var inkBottom: Bool }

    package static func cells(_ line: String, theme: TerminalTheme) throws -> [Cell] {
        var fg = theme.foreground, bg = theme.background
        var result: [Cell] = []
        var scalars = Substring(line).unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "\u{1B}" {
                guard scalars.first == "[" else { throw Failure(description: "lone ESC") }
                let body = scalars.dropFirst().prefix { $0 != "m" }
                guard body.allSatisfy({ ("0"..."9").contains($0) || $0 == ";" }) else { throw Failure(description: "not SGR") }
                scalars = scalars.dropFirst(body.count + 2)
                var params = String(String.UnicodeScalarView(body)).split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                while !params.isEmpty {
                    let p = params.removeFirst()
                    switch p {
                    case 0: fg = theme.foreground; bg = theme.background
                    case 30...37: fg = theme.palette[p - 30]
                    case 90...97: fg = theme.palette[p - 90 + 8]
                    case 40...47: bg = theme.palette[p - 40]
                    case 100...107: bg = theme.palette[p - 100 + 8]
                    // Bold and faint text (the name over a code) change no block's colours.
                    case 1, 2, 22: break
                    case 39: fg = theme.foreground
                    case 49: bg = theme.background
                    case 38, 48:
                        let colour: RGBImage.Pixel
                        if params.first == 2, params.count >= 4 {
                            colour = (UInt8(params[1]), UInt8(params[2]), UInt8(params[3])); params.removeFirst(4)
                        } else if params.first == 5, params.count >= 2 {
                            colour = xterm256(params[1], theme: theme); params.removeFirst(2)
                        } else { throw Failure(description: "bad extended colour") }
                        if p == 38 { fg = colour } else { bg = colour }
                    default: throw Failure(description: "unexpected SGR \(p)")
                    }
                }
                continue
            }
            let (top, bottom): (Bool, Bool)
            switch scalar {
            case "▀": (top, bottom) = (true, false)
            case "▄": (top, bottom) = (false, true)
            case "█", "#": (top, bottom) = (true, true)
            case " ": (top, bottom) = (false, false)
            default: throw Failure(description: "unexpected character U+\(String(scalar.value, radix: 16))")
            }
            result.append(Cell(fg: fg, bg: bg, inkTop: top, inkBottom: bottom))
        }
        return result
    }

    /// `line` without its escape sequences: the text a terminal shows.
    package static func plain(_ line: String) -> String {
        var out = ""
        var inEscape = false
        for c in line {
            if c == "\u{1B}" { inEscape = true; continue }
            if inEscape { if c.isLetter { inEscape = false }; continue }
            out.append(c)
        }
        return out
    }

    /// The xterm 256-colour palette; 0...15 follow the theme.
    package static func xterm256(_ n: Int, theme: TerminalTheme) -> RGBImage.Pixel {
        switch n {
        case 0..<16: return theme.palette[n]
        case 16..<232:
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let i = n - 16
            return (levels[i / 36], levels[i / 6 % 6], levels[i % 6])
        default:
            let v = UInt8(8 + 10 * (n - 232))
            return (v, v, v)
        }
    }
}

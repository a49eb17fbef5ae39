import MycaCLI
import MycaCore
import MycaTestSupport

/// Cards and screen helpers for the show/qr/export/styles tests.
enum DisplayFixtures {
    static func snapshot(_ build: (inout Profile) -> Void) throws -> ProfileSnapshot {
        var p = Profile()
        build(&p)
        return try p.snapshot()
    }

    static var japanese: Profile {
        var p = Profile()
        p.formattedName = "佐藤 花子"
        p.familyName = "佐藤"
        p.givenName = "花子"
        p.title = "エンジニア"
        p.organization = "株式会社サンプル"
        p.emails = [Email(address: "hanako@example.jp")]
        return p
    }

    /// Lines as a terminal draws them, made drawable by `TerminalRasterizer`: text glyphs
    /// (letters, box drawing) become blank cells of their width in their colours, and
    /// bold/faint attributes are dropped (they change glyphs, not cell colours).
    static func screen(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var out = ""
            var rest = Substring(line)
            while let c = rest.first {
                if c == "\u{1B}", let m = rest.firstIndex(of: "m") {
                    let params = rest[rest.index(rest.startIndex, offsetBy: 2)..<m]
                        .split(separator: ";", omittingEmptySubsequences: false)
                    var kept: [Substring] = []
                    var i = 0
                    while i < params.count {
                        let p = params[i]
                        if p == "38" || p == "48" {
                            let n = params[i + 1] == "2" ? 5 : 3
                            kept += params[i..<i + n]
                            i += n
                            continue
                        }
                        if p != "1" && p != "2" && p != "22" { kept.append(p) }
                        i += 1
                    }
                    if !kept.isEmpty { out += "\u{1B}[" + kept.joined(separator: ";") + "m" }
                    rest = rest[rest.index(after: m)...]
                    continue
                }
                if "▀▄█ #".contains(c) {
                    out.append(c)
                } else {
                    out += String(repeating: " ", count: DisplayWidth.of(c))
                }
                rest = rest.dropFirst()
            }
            return out
        }
    }

    /// What zbar and ZXing read off `text` as drawn on `theme`.
    static func decodeScreen(_ text: String, theme: TerminalTheme) throws -> (zbar: [UInt8]?, zxing: [UInt8]?) {
        let image = try TerminalRasterizer.rasterize(screen(text), theme: theme)
        return try QRDecoders.both(image.ppm, ext: "ppm")
    }
}

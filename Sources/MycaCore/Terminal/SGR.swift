#if canImport(Glibc)
import Glibc
#endif

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

    /// The entry of the 6×6×6 cube (16...231) or grey ramp (232...255) that looks nearest
    /// (OKLab distance), keeping the hue of a colour that has one: a colour of OKLab chroma
    /// ``minimumHueChroma`` or more only gets entries within 45° of its hue and with at least
    /// half its chroma, so a dark navy or plum stays blue or purple rather than becoming
    /// the slightly closer dark grey. The palette has two dark blues, so dark blue-greys share one.
    /// A colour lighter than ``paperLightness`` is white (231).
    ///
    /// Entries 0...15 are left out on purpose: themes change them.
    public static func palette256Index(_ color: Color) -> Int {
        if let entry = namedStyleEntries[color] { return entry }
        return ranked256(color).first ?? 16
    }

    /// The palette entries `color` may take, nearest first, within the rules of
    /// ``palette256Index(_:)``: white alone for a ground lighter than the palette; the
    /// entries that keep its hue, else all of them.
    static func ranked256(_ color: Color) -> [Int] {
        let target = color.okLab
        // A ground lighter than the palette's lightest grey is white: the nearer light
        // grey or pale cube colour is darker than the ground and costs a code its contrast.
        if target.lightness >= paperLightness { return [231] }
        let chroma = (target.a * target.a + target.b * target.b).squareRoot()
        let hue = atan2(target.b, target.a)
        var keeping: [(index: Int, distance: Double)] = []
        var all: [(index: Int, distance: Double)] = []
        for (index, entry) in palette256 {
            let lab = entry.okLab
            let (dl, da, db) = (lab.lightness - target.lightness, lab.a - target.a, lab.b - target.b)
            let distance = dl * dl + da * da + db * db
            all.append((index, distance))
            if chroma >= minimumHueChroma {
                let entryChroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
                var turn = abs(atan2(lab.b, lab.a) - hue)
                if turn > Double.pi { turn = 2 * Double.pi - turn }
                guard entryChroma >= chroma / 2, turn <= Double.pi / 4 else { continue }
            }
            keeping.append((index, distance))
        }
        let chosen = keeping.isEmpty ? all : keeping
        return chosen.sorted { $0.distance < $1.distance }.map(\.index)
    }

    /// The named styles' ink colours in 256 colours, each its own entry: in their order,
    /// each takes its nearest entry (``ranked256(_:)``) that no style before it took, so
    /// ink, navy and slate, which all fall nearest to entry 17, stay three colours apart.
    /// A ground lighter than the palette stays white for every style.
    static let namedStyleEntries: [Color: Int] = {
        var entries: [Color: Int] = [:]
        var taken: Set<Int> = []
        for name in QRStyle.allNames {
            guard let style = try? QRStyle.named(name), entries[style.foreground] == nil else { continue }
            let ranked = ranked256(style.foreground)
            let entry = ranked.first { !taken.contains($0) } ?? ranked.first ?? 16
            entries[style.foreground] = entry
            taken.insert(entry)
        }
        return entries
    }()

    /// The OKLab lightness from which a colour is drawn white in 256 colours: above the
    /// palette's lightest grey (255, #EEEEEE, 0.949).
    public static let paperLightness = 0.955

    /// The OKLab chroma from which a colour's hue is kept (greys and near-greys below it
    /// take the nearest entry of any hue).
    public static let minimumHueChroma = 0.03

    /// The 240 palette entries myca picks from, with their colours as xterm defines them.
    static let palette256: [(Int, Color)] = {
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        var entries: [(Int, Color)] = []
        for r in 0..<6 {
            for g in 0..<6 {
                for b in 0..<6 {
                    entries.append((16 + 36 * r + 6 * g + b, Color(red: levels[r], green: levels[g], blue: levels[b])))
                }
            }
        }
        for step in 0..<24 {
            let v = UInt8(8 + 10 * step)
            entries.append((232 + step, Color(red: v, green: v, blue: v)))
        }
        return entries
    }()
}

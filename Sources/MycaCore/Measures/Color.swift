#if canImport(Glibc)
import Glibc
#endif

/// An opaque sRGB colour, parsed from `#rgb`, `#rrggbb`, `rrggbb` or a name.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8

    /// Creates a colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Pure black, `#000000`.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Pure white, `#ffffff`.
    public static let white = Color(red: 255, green: 255, blue: 255)

    /// The colour names `init(parsing:)` accepts, in a stable order.
    public static let names: [String] = named.map(\.0)

    private static let named: [(String, Color)] = [
        ("black", .black), ("white", .white),
        ("gray", Color(red: 0x80, green: 0x80, blue: 0x80)),
        ("navy", Color(red: 0x00, green: 0x00, blue: 0x80)),
        ("maroon", Color(red: 0x80, green: 0x00, blue: 0x00)),
        ("green", Color(red: 0x00, green: 0x80, blue: 0x00)),
        ("purple", Color(red: 0x80, green: 0x00, blue: 0x80)),
        ("teal", Color(red: 0x00, green: 0x80, blue: 0x80)),
    ]

    /// Parses `#rgb`, `#rrggbb`, `rrggbb` (any case) or a name from `Color.names`.
    ///
    /// - Throws: `RenderError.invalidColor` naming the text as given.
    public init(parsing text: String) throws {
        let trimmed = text.renderTrimmed
        if let match = Color.named.first(where: { $0.0 == trimmed.lowercased() }) {
            self = match.1
            return
        }
        var digits = Substring(trimmed)
        if digits.first == "#" { digits = digits.dropFirst() }
        let nibbles = digits.compactMap { $0.hexDigitValue }
        guard nibbles.count == digits.count, digits.allSatisfy(\.isASCII) else {
            throw RenderError.invalidColor(text)
        }
        switch nibbles.count {
        case 3:
            self.init(red: UInt8(nibbles[0] * 17), green: UInt8(nibbles[1] * 17), blue: UInt8(nibbles[2] * 17))
        case 6:
            self.init(red: UInt8(nibbles[0] * 16 + nibbles[1]),
                      green: UInt8(nibbles[2] * 16 + nibbles[3]),
                      blue: UInt8(nibbles[4] * 16 + nibbles[5]))
        default:
            throw RenderError.invalidColor(text)
        }
    }

    /// `#rrggbb` in lower case.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var out = "#"
        for component in [red, green, blue] {
            out.append(digits[Int(component >> 4)])
            out.append(digits[Int(component & 0xF)])
        }
        return out
    }

    public var description: String { hex }

    /// WCAG 2 relative luminance: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// An sRGB component as linear light, 0...1 (the sRGB transfer function undone).
    static func linear(_ component: UInt8) -> Double {
        let c = Double(component) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// WCAG 2 contrast ratio between two colours: 1 (none) to 21 (black on white).
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (a.relativeLuminance, b.relativeLuminance)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs (no Foundation here).
    var renderTrimmed: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let end = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[start...end])
    }
}

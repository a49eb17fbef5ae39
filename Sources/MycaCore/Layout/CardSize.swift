/// The trim size of a printed card, in millimetres, always landscape.
public struct CardSize: Sendable, Hashable, CustomStringConvertible {
    /// Width (the longer side).
    public let width: Double
    /// Height.
    public let height: Double

    /// The named sizes `init(parsing:)` accepts: EU 85×55 mm, US 3.5×2 in, the Japanese
    /// meishi 91×55 mm and ISO/IEC 7810 ID-1 (a bank card) 85.6×53.98 mm.
    public static let named: [(name: String, size: CardSize)] = [
        ("eu", CardSize(85, 55)),
        ("us", .us),
        ("jp", .jp),
        ("id1", CardSize(85.6, 53.98)),
    ]

    /// The named sizes with their sizes: "eu 85×55 mm, us 88.9×50.8 mm, …".
    public static var namedSummary: String {
        named.map { "\($0.name) \($0.size)" }.joinedText(separator: ", ")
    }

    /// The default size: EU.
    public static let eu = CardSize(85, 55)
    /// The Japanese meishi, the meishi design's size.
    public static let jp = CardSize(91, 55)
    /// The US card, 3.5×2 in.
    public static let us = CardSize(88.9, 50.8)

    /// The bleed a print shop expects when none is asked for, in millimetres: shops that
    /// measure in inches ask for 1/8 in (3.175 mm), and the US size is theirs; everywhere
    /// else 3 mm. The one place that decides it, for a press file and a ground on a sheet.
    public var defaultBleed: Double { self == Self.us ? PhysicalLength.millimetresPerInch / 8 : 3 }

    /// The smallest side accepted, in millimetres: below it nothing legible fits beside a code.
    public static let minimumSide = 20.0
    /// The largest side accepted, in millimetres (A3's long side).
    public static let maximumSide = 420.0

    private init(_ width: Double, _ height: Double) {
        self.width = max(width, height)
        self.height = min(width, height)
    }

    /// Parses a name from `named`, or `WxH` with an optional unit, `mm` (default) or `in`:
    /// `90x50`, `90x50mm`, `3.5x2in`. Portrait sizes are turned to landscape.
    ///
    /// - Throws: `LayoutError.invalidCardSize` naming the text.
    public init(parsing text: String) throws(LayoutError) {
        let key = text.renderTrimmed.lowercased()
        if let match = Self.named.first(where: { $0.name == key }) {
            self = match.size
            return
        }
        var body = Substring(key)
        var factor = 1.0
        if body.hasSuffix("mm") {
            body = body.dropLast(2)
        } else if body.hasSuffix("in") {
            body = body.dropLast(2)
            factor = PhysicalLength.millimetresPerInch
        }
        let parts = body.split(separator: "x", omittingEmptySubsequences: false)
        func number(_ part: Substring) -> Double? {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
            return Double(part)
        }
        guard parts.count == 2, let w = number(parts[0]), let h = number(parts[1]) else {
            throw LayoutError.invalidCardSize(text)
        }
        let size = CardSize(w * factor, h * factor)
        guard size.height >= Self.minimumSide, size.width <= Self.maximumSide else {
            throw LayoutError.cardSizeOutOfRange(text)
        }
        self = size
    }

    /// How to ask for this size: its name, else `WxH` in millimetres (`90x50`).
    public var name: String {
        Self.named.first { $0.size == self }?.name
            ?? "\(SVGRenderer.number(width))x\(SVGRenderer.number(height))"
    }

    public var description: String {
        "\(SVGRenderer.number(width))×\(SVGRenderer.number(height)) mm"
    }
}

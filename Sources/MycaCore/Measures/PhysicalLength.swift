/// A printed or on-screen length such as `25mm`, `2.5cm`, `1in` or `300px`.
public struct PhysicalLength: Sendable, Hashable, CustomStringConvertible {
    /// The unit a length was given in.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        /// Millimetres.
        case millimetre = "mm"
        /// Centimetres.
        case centimetre = "cm"
        /// Inches.
        case inch = "in"
        /// Device pixels: no physical size, no DPI involved.
        case pixel = "px"
    }

    /// The number as given (always > 0).
    public let value: Double
    /// The unit as given.
    public let unit: Unit

    /// Creates a length; returns nil unless `value` is finite and positive.
    public init?(_ value: Double, _ unit: Unit) {
        guard value.isFinite, value > 0 else { return nil }
        self.value = value
        self.unit = unit
    }

    /// Parses a positive decimal number directly followed by mm, cm, in or px.
    ///
    /// - Throws: `RenderError.invalidLength` naming the text.
    public init(parsing text: String) throws {
        let trimmed = text.renderTrimmed.lowercased()
        guard let unit = Unit.allCases.first(where: { trimmed.hasSuffix($0.rawValue) }) else {
            throw RenderError.invalidLength(text)
        }
        let number = trimmed.dropLast(unit.rawValue.count)
        // Only plain decimals: Double("1e3") or Double("inf") would be surprising here.
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(number), let length = PhysicalLength(value, unit) else {
            throw RenderError.invalidLength(text)
        }
        self = length
    }

    /// The length in inches, or nil for pixels.
    public var inches: Double? {
        switch unit {
        case .millimetre: value / Self.millimetresPerInch
        case .centimetre: value / 2.54
        case .inch: value
        case .pixel: nil
        }
    }

    /// The length in millimetres, or nil for pixels.
    public var millimetres: Double? { inches.map { $0 * Self.millimetresPerInch } }

    /// Whole pixels at `dpi`: `round(inches * dpi)`, or the pixel count as given (rounded).
    ///
    /// Capped at `Int32.max`, so absurd lengths give absurd but safe sizes that
    /// the renderers then refuse.
    public func pixels(dpi: Int) -> Int {
        let exact = inches.map { $0 * Double(dpi) } ?? value
        return Int(min(exact.rounded(), Double(Int32.max)))
    }

    public var description: String {
        let text = String(value)
        return (text.hasSuffix(".0") ? String(text.dropLast(2)) : text) + unit.rawValue
    }

    /// Millimetres in an inch, the one factor every conversion below goes through.
    public static let millimetresPerInch = 25.4
    /// PostScript and PDF points in an inch.
    public static let pointsPerInch = 72.0

    /// `mm` millimetres as pixels at `dpi`, unrounded.
    public static func pixels(millimetres mm: Double, dpi: Double) -> Double { mm / millimetresPerInch * dpi }
    /// `pixels` at `dpi` as millimetres.
    public static func millimetres(pixels: Double, dpi: Double) -> Double { pixels * millimetresPerInch / dpi }
    /// `points` as millimetres.
    public static func millimetres(points: Double) -> Double { points * millimetresPerInch / pointsPerInch }
    /// `mm` millimetres as points.
    public static func points(millimetres mm: Double) -> Double { mm * pointsPerInch / millimetresPerInch }

    /// `value` rounded to `digits` decimals with its trailing zeros dropped but for
    /// `keeping` of them: `2`, `0.45`, `-0.5`, and with `keeping: 1`, `85.0`. How messages,
    /// reports and SVG attributes write every length and size.
    public static func text(_ value: Double, digits: Int, keeping: Int = 0) -> String {
        var unit = 1
        for _ in 0..<digits { unit *= 10 }
        let scaled = (value * Double(unit)).rounded()
        // Past 2^53 a Double holds no fraction to write, and no length myca takes is near it.
        guard scaled.magnitude < 9e15 else { return String(value) }
        let n = Int(scaled)
        // Trailing zeros drop as whole numbers: a string's own comparison would be
        // Unicode-aware, and costly the first time a command uses it.
        var fraction = n.magnitude % UInt(unit)
        var shown = digits
        while shown > keeping, fraction % 10 == 0 {
            fraction /= 10
            shown -= 1
        }
        var text = (n < 0 ? "-" : "") + String(n.magnitude / UInt(unit))
        guard shown > 0 else { return text }
        let figures = String(fraction)
        text += "."
        for _ in figures.utf8.count..<shown { text += "0" }
        return text + figures
    }
}

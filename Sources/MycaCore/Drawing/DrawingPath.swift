/// A filled outline drawn in a square of `box` units, y down, that `DrawingItem.path`
/// scales into its rectangle: the marks of the social services.
///
/// It is kept as the text it was parsed from, a subset of SVG path data (absolute `M`, `L`,
/// `C` and `Z`, plain decimal numbers), so an SVG writes that text as it is and cairo
/// follows the segments parsed from it: both draw the one outline.
public struct DrawingPath: Sendable, Hashable {
    /// Which areas of a self-crossing or nested outline are inside, as SVG and cairo name them.
    public enum FillRule: String, Sendable {
        case nonZero = "nonzero"
        case evenOdd = "evenodd"
    }

    /// One step of the outline, in box units.
    public enum Segment: Sendable, Hashable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case curve(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
        case close
    }

    /// The side of the square the outline is drawn in: the icon sets' 24 units.
    public static let box = 24.0

    /// The path data, as SVG reads it.
    public let data: String
    public let fillRule: FillRule
    /// `data` parsed.
    public let segments: [Segment]

    /// The outline `data` gives, or nil unless it is absolute `M`, `L`, `C` and `Z` only,
    /// starting with `M`, each command followed by all its numbers (separated by a space,
    /// or by the sign of a negative one): nothing that SVG could read otherwise, and nothing
    /// an XML attribute would have to escape.
    public init?(_ data: String, fillRule: FillRule) {
        var segments: [Segment] = []
        var numbers: [Double] = []
        var command: UInt8?
        var number: [UInt8] = []
        func endNumber() -> Bool {
            guard !number.isEmpty else { return true }
            defer { number = [] }
            // Digits, at most one point with digits on both sides, an optional leading minus.
            let digits = number.first == UInt8(ascii: "-") ? number.dropFirst() : number[...]
            let parts = digits.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            guard (1 ... 2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(Self.isDigit) }),
                  let value = Double(String(decoding: number, as: UTF8.self)), value.isFinite else { return false }
            numbers.append(value)
            return true
        }
        func endCommand() -> Bool {
            guard let command else { return numbers.isEmpty }
            let n = numbers
            numbers = []
            switch (command, n.count) {
            case (UInt8(ascii: "M"), 2): segments.append(.move(x: n[0], y: n[1]))
            case (UInt8(ascii: "L"), 2): segments.append(.line(x: n[0], y: n[1]))
            case (UInt8(ascii: "C"), 6): segments.append(.curve(x1: n[0], y1: n[1], x2: n[2], y2: n[3], x: n[4], y: n[5]))
            case (UInt8(ascii: "Z"), 0): segments.append(.close)
            default: return false
            }
            return true
        }
        for byte in data.utf8 {
            switch byte {
            case UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "C"), UInt8(ascii: "Z"):
                guard endNumber(), endCommand() else { return nil }
                command = byte
            case UInt8(ascii: " "):
                guard endNumber() else { return nil }
            case UInt8(ascii: "-"):
                guard endNumber() else { return nil }
                number = [byte]
            case UInt8(ascii: "."), UInt8(ascii: "0") ... UInt8(ascii: "9"):
                number.append(byte)
            default:
                return nil
            }
            guard command != nil else { return nil }
        }
        guard endNumber(), endCommand(), case .move = segments.first else { return nil }
        self.data = data
        self.fillRule = fillRule
        self.segments = segments
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) }
}

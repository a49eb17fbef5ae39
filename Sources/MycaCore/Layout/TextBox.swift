/// Text to draw on one line inside a box, before it is fitted to real font metrics.
///
/// The layout decides the box and the sizes; the renderer's `TextFitter` decides the
/// size actually used (from `size` down to `minimumSize`) and, when even that is too
/// wide, cuts the text with an ellipsis. So the drawn text never leaves its box.
public struct TextBox: Sendable, Hashable {
    /// How heavy the face is.
    public enum Weight: String, Sendable, Hashable {
        /// Regular.
        case regular
        /// Bold.
        case bold
    }

    /// Where the text sits horizontally in its box.
    public enum Alignment: String, Sendable, Hashable {
        /// Where its lines start: the left edge, the right edge for right-to-left text.
        case leading
        /// Centred.
        case center
        /// Against the right edge, whatever the direction (a right-to-left card's column).
        case right
    }

    /// The text, one line (line breaks are drawn as spaces).
    public var text: String
    /// The box the text must stay inside.
    public var rect: DrawingRect
    /// The size wanted, in points.
    public var size: Double
    /// The smallest size the fitter may shrink to, in points.
    public var minimumSize: Double
    /// Face weight.
    public var weight: Weight
    /// Colour.
    public var color: Color
    /// Horizontal placement.
    public var alignment: Alignment
    /// What the text is (`name`, `email`, …): named in warnings and reports.
    public var role: String
    /// The text without what may go when the whole does not fit even at the minimum
    /// size (an email's `(work)`), or nil: tried before anything is cut.
    public var shorter: String?
    /// The boxes of a page with the same group are set at one size, the smallest any of
    /// them needs (a card's contact lines), so a block does not mix sizes; nil for none.
    public var group: String?
    /// Where the text links to in a PDF (`mailto:…`, `tel:…`, `https://…`), or nil.
    public var link: String?

    /// A text box; `minimumSize` is clamped to at most `size`.
    public init(_ text: String, in rect: DrawingRect, size: Double, minimumSize: Double, weight: Weight = .regular,
                color: Color, alignment: Alignment = .leading, role: String, shorter: String? = nil,
                group: String? = nil, link: String? = nil) {
        self.group = group
        self.link = link
        self.text = TextBox.oneLine(text)
        self.shorter = shorter.map(TextBox.oneLine)
        self.rect = rect
        self.size = size
        self.minimumSize = min(minimumSize, size)
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.role = role
    }

    /// Whether the text runs right to left: its first letter is of a right-to-left script
    /// (Hebrew, Arabic, Syriac, Thaana, N'Ko …), the rule pango and browsers use for a
    /// paragraph's base direction.
    public var isRightToLeft: Bool { Self.isRightToLeft(text) }

    /// Whether `text` runs right to left, by the rule of ``isRightToLeft``.
    public static func isRightToLeft(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { $0.properties.isAlphabetic }) else { return false }
        return rightToLeftScripts.contains { $0.contains(first.value) }
    }

    /// The blocks of the right-to-left scripts: Hebrew to NKo and Samaritan to Arabic
    /// Extended, the Hebrew and Arabic presentation forms, and the historic and Adlam
    /// blocks of the supplementary planes.
    static let rightToLeftScripts: [ClosedRange<UInt32>] = [
        0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
    ]

    /// Millimetres in a point (1/72 in).
    public static let millimetresPerPoint = PhysicalLength.millimetres(points: 1)

    /// Line breaks, tabs and other controls as spaces: a box holds one line.
    static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                out.unicodeScalars.append(" ")
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

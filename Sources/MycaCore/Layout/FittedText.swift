/// A `TextBox` after fitting: the text as drawn, the size used and what it measured.
public struct FittedText: Sendable, Hashable {
    /// The box as laid out.
    public var box: TextBox
    /// The text drawn: the box's text, its shorter form, or a prefix of one ending in `…`.
    public var drawn: String
    /// The size used, in points.
    public var size: Double
    /// The drawn text's extent at that size.
    public var extent: TextExtent
    /// Whether the text was cut (drawn is neither the text nor its shorter form).
    public var isCut: Bool { drawn != box.text && drawn != box.shorter }
    /// Whether it was drawn smaller than the size wanted.
    public var isShrunk: Bool { size < box.size }

    /// Where the drawn text's extent lies: inside `box.rect`, placed by its alignment (a
    /// right-to-left line's leading edge is the right one) and centred vertically.
    public var inkRect: DrawingRect {
        let rect = box.rect
        let x = switch box.alignment {
        case .center: rect.x + (rect.width - extent.width) / 2
        case .right: rect.maxX - extent.width
        case .leading: box.isRightToLeft ? rect.maxX - extent.width : rect.x
        }
        return DrawingRect(x: x, y: rect.y + (rect.height - extent.height) / 2,
                           width: extent.width, height: extent.height)
    }
}

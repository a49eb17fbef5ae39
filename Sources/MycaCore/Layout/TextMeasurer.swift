/// The size a line of text takes in some font: what `TextFitter` needs from a renderer.
public protocol TextMeasurer {
    /// The logical extent of `text` set in one line at `size` points and `weight`, in millimetres.
    func measure(_ text: String, size: Double, weight: TextBox.Weight) -> TextExtent
}

/// The width and height a line of text takes, in millimetres.
public struct TextExtent: Sendable, Hashable {
    /// Advance width.
    public var width: Double
    /// Line height (ascent plus descent of the fonts used).
    public var height: Double

    /// An extent.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

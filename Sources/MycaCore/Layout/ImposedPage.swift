/// A page with cards placed on it, and where they are: their trims and code areas.
public struct ImposedPage: Sendable, Hashable {
    /// The page to draw.
    public var page: DrawingPage
    /// Each card's trim, in page coordinates.
    public var trims: [DrawingRect]
    /// Each card's code with its quiet zone, in page coordinates.
    public var codeAreas: [DrawingRect]
}

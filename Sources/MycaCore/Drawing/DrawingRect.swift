/// A rectangle on a page, in millimetres from the page's top-left corner (y grows downwards).
public struct DrawingRect: Sendable, Hashable, CustomStringConvertible {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width (≥ 0).
    public var width: Double
    /// Height (≥ 0).
    public var height: Double

    /// A rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Right edge.
    public var maxX: Double { x + width }
    /// Bottom edge.
    public var maxY: Double { y + height }

    /// Whether the two share any area (touching edges do not count).
    public func intersects(_ other: DrawingRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` millimetres of rounding.
    public func contains(_ other: DrawingRect, tolerance: Double = 1e-6) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offset(_ dx: Double, _ dy: Double) -> DrawingRect {
        DrawingRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle grown by `amount` on every side (shrunk when negative).
    public func inset(by amount: Double) -> DrawingRect {
        DrawingRect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount),
                    height: max(0, height - 2 * amount))
    }

    public var description: String { "\(x),\(y) \(width)×\(height) mm" }
}

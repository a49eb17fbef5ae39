/// A page to draw: its size in millimetres and its items, painted in order.
public struct DrawingPage: Sendable, Hashable {
    /// Page width.
    public var width: Double
    /// Page height.
    public var height: Double
    /// The items, first painted first.
    public var items: [DrawingItem] = []
    /// Where a page holding one card is cut (from the page's top-left), for the PDF's
    /// TrimBox; nil for a sheet of several.
    public var trim: DrawingRect?
    /// How far the card's background reaches beyond `trim`, for the PDF's BleedBox.
    public var bleed: Double = 0

    /// The page's text boxes, in painting order.
    public var textBoxes: [TextBox] {
        items.compactMap { if case let .text(box) = $0 { box } else { nil } }
    }

    /// The colour painted under a picture placed at `rect`: the last rectangle before it
    /// that holds the picture whole, else the paper (white). What a picture with an alpha
    /// channel is composited over where a file may hold no transparency.
    public func ground(under rect: DrawingRect) -> Color {
        var ground = Color.white
        for item in items {
            switch item {
            case let .rect(area, fill, _) where area.contains(rect): ground = fill
            case let .image(_, placed) where placed == rect: return ground
            default: continue
            }
        }
        return ground
    }

    /// Pixels for `length` millimetres at `dpi`: `round(mm / 25.4 × dpi)`, as `qr` sizes PNGs.
    public static func pixels(_ length: Double, dpi: Int) -> Int {
        Int(PhysicalLength.pixels(millimetres: length, dpi: Double(dpi)).rounded())
    }
}

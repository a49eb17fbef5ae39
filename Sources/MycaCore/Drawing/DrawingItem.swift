/// One thing drawn on a page. Every renderer (SVG here, PDF and PNG in `myca-draw`) knows
/// exactly these, so a layout (a card, a sheet of cards, a call background) is drawn the
/// same way by each.
public enum DrawingItem: Sendable, Hashable {
    /// A filled rectangle, corners rounded by `radius` millimetres.
    case rect(DrawingRect, fill: Color, radius: Double)
    /// A circle: filled, or stroked `lineWidth` millimetres wide when `lineWidth > 0`.
    case circle(centerX: Double, centerY: Double, radius: Double, color: Color, lineWidth: Double)
    /// A straight line `width` millimetres wide.
    case line(x1: Double, y1: Double, x2: Double, y2: Double, color: Color, width: Double)
    /// A line of text, fitted to its box when drawn.
    case text(TextBox)
    /// A QR code: its dark modules in `color`, the matrix filling `rect` exactly (no quiet
    /// zone: the layout leaves that free around it).
    case code(QRMatrix, DrawingRect, color: Color)
    /// A picture filling `rect` (a layout gives the rect the picture's ``CardPicture/aspect``),
    /// turned by its orientation.
    case image(CardPicture, DrawingRect)
    /// A filled outline, its `DrawingPath.box` square scaled to `rect`.
    case path(DrawingPath, DrawingRect, color: Color)

    /// The item moved by `dx`, `dy` millimetres.
    public func offset(_ dx: Double, _ dy: Double) -> DrawingItem {
        switch self {
        case let .rect(rect, fill, radius):
            return .rect(rect.offset(dx, dy), fill: fill, radius: radius)
        case let .circle(cx, cy, radius, color, lineWidth):
            return .circle(centerX: cx + dx, centerY: cy + dy, radius: radius, color: color, lineWidth: lineWidth)
        case let .line(x1, y1, x2, y2, color, width):
            return .line(x1: x1 + dx, y1: y1 + dy, x2: x2 + dx, y2: y2 + dy, color: color, width: width)
        case var .text(box):
            box.rect = box.rect.offset(dx, dy)
            return .text(box)
        case let .code(matrix, rect, color):
            return .code(matrix, rect.offset(dx, dy), color: color)
        case let .image(picture, rect):
            return .image(picture, rect.offset(dx, dy))
        case let .path(path, rect, color):
            return .path(path, rect.offset(dx, dy), color: color)
        }
    }
}

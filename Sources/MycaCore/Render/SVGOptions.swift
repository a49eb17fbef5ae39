/// How to draw a QR code as SVG text.
public struct SVGOptions: Sendable, Hashable {
    /// The colours; a nil background leaves the code transparent.
    public var style: QRStyle
    /// Quiet zone in modules on each side (0...100); 4 is the standard.
    public var margin: Int
    /// The printed width (= height): mm and cm become `mm`, in stays `in`, px unitless.
    public var size: PhysicalLength?
    /// Width in pixels per module when no `size` is given (1...1000).
    public var scale: Int
    /// Text for the `<title>` element (escaped); nil writes none.
    public var title: String?

    /// Creates options; defaults: classic style, 4-module quiet zone, 8 pixels per module.
    public init(style: QRStyle = .classic, margin: Int = QRMatrix.quietZone, size: PhysicalLength? = nil,
                scale: Int = 8, title: String? = nil) {
        self.style = style
        self.margin = margin
        self.size = size
        self.scale = scale
        self.title = title
    }
}

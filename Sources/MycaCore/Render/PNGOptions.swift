/// How to draw a QR code as a PNG image.
public struct PNGOptions: Sendable, Hashable {
    /// The colours; black on white gives a 1-bit greyscale PNG, others a 2-colour palette.
    public var style: QRStyle
    /// Quiet zone in modules on each side; 4 is the standard.
    public var margin: Int
    /// Pixels per module when no `size` is given.
    public var scale: Int
    /// The wanted width (= height); pixels per module then follow `PixelLayout`'s rule.
    public var size: PhysicalLength?
    /// Resolution written as the pHYs chunk; nil writes none unless `size` is
    /// physical, which then uses `defaultDPI`.
    public var dpi: Int?

    /// The resolution assumed for a physical size when none is given.
    public static let defaultDPI = 300

    /// Creates options; defaults: classic style, 4-module quiet zone, 8 pixels per module.
    public init(style: QRStyle = .classic, margin: Int = QRMatrix.quietZone, scale: Int = 8,
                size: PhysicalLength? = nil, dpi: Int? = nil) {
        self.style = style
        self.margin = margin
        self.scale = scale
        self.size = size
        self.dpi = dpi
    }

    /// The resolution actually used: `dpi`, else `defaultDPI` for a physical size, else nil.
    public var effectiveDPI: Int? {
        if let dpi { return dpi }
        if let size, size.unit != .pixel { return PNGOptions.defaultDPI }
        return nil
    }
}

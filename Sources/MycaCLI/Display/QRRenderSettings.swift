import MycaCore

/// Everything the QR renderers need besides the matrix, gathered from `myca qr`'s options.
public struct QRRenderSettings: Sendable, Hashable {
    /// Colours.
    public var style: QRStyle
    /// Quiet zone in modules on each side.
    public var margin: Int
    /// Pixels per module (PNG) or user units per module (SVG) when no size is given.
    public var scale: Int
    /// The printed size, if any.
    public var size: PhysicalLength?
    /// The resolution for PNG, if any.
    public var dpi: Int?
    /// Light modules as ink (terminal output only).
    public var invert: Bool
    /// Colour depth for `terminal` output.
    public var depth: TerminalOptions.Mode
    /// The SVG `<title>`, if any.
    public var title: String?

    /// Settings; defaults: classic, 4-module quiet zone, 8 per module, truecolor terminal.
    public init(style: QRStyle = .classic, margin: Int = 4, scale: Int = 8, size: PhysicalLength? = nil,
                dpi: Int? = nil, invert: Bool = false, depth: TerminalOptions.Mode = .truecolor,
                title: String? = nil) {
        self.style = style
        self.margin = margin
        self.scale = scale
        self.size = size
        self.dpi = dpi
        self.invert = invert
        self.depth = depth
        self.title = title
    }

    /// The PNG renderer's options.
    public var png: PNGOptions { PNGOptions(style: style, margin: margin, scale: scale, size: size, dpi: dpi) }

    /// The SVG renderer's options.
    public var svg: SVGOptions { SVGOptions(style: style, margin: margin, size: size, scale: scale, title: title) }

    /// The terminal renderer's options in `mode`.
    public func terminal(_ mode: TerminalOptions.Mode) -> TerminalOptions {
        TerminalOptions(mode: mode, style: style, invert: invert, margin: margin)
    }
}

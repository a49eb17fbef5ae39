/// Everything the renderers need besides the matrix, checked once when made: every
/// `RenderFormat` draws with the same colours, quiet zone and size, and none of them
/// meets a value it would have to clamp or refuse.
public struct RenderSettings: Sendable, Hashable {
    /// Colours.
    public let style: QRStyle
    /// Quiet zone in modules on each side, within `margins`.
    public let margin: Int
    /// Pixels per module (PNG) or user units per module (SVG) when no size is given, within `scales`.
    public let scale: Int
    /// The printed size, if any.
    public let size: PhysicalLength?
    /// The resolution for PNG, if any, within `resolutions`.
    public let dpi: Int?
    /// Light modules as ink (terminal output only).
    public var invert: Bool
    /// Colour depth for `terminal` output.
    public var depth: TerminalOptions.Mode
    /// The SVG `<title>`, if any.
    public var title: String?

    /// The quiet zones accepted, in modules (4 is the standard).
    public static let margins = 0...100
    /// The scales accepted, in pixels per module.
    public static let scales = 1...1000
    /// The resolutions accepted, in dots per inch.
    public static let resolutions = 1...100_000

    /// Checked settings; defaults: classic, 4-module quiet zone, 8 per module, truecolor terminal.
    ///
    /// - Throws: `RenderError.invalidMargin`, `.invalidScale` or `.invalidDPI` for values
    ///   outside `margins`, `scales` or `resolutions`.
    public init(style: QRStyle = .classic, margin: Int = QRMatrix.quietZone, scale: Int = 8, size: PhysicalLength? = nil,
                dpi: Int? = nil, invert: Bool = false, depth: TerminalOptions.Mode = .truecolor,
                title: String? = nil) throws {
        try Self.check(margin: margin, scale: scale, dpi: dpi)
        self.style = style
        self.margin = margin
        self.scale = scale
        self.size = size
        self.dpi = dpi
        self.invert = invert
        self.depth = depth
        self.title = title
    }

    /// Refuses a quiet zone, scale or resolution outside the accepted ranges; every renderer
    /// that takes one checks it here.
    public static func check(margin: Int, scale: Int, dpi: Int? = nil) throws {
        guard margins.contains(margin) else { throw RenderError.invalidMargin(margin) }
        guard scales.contains(scale) else { throw RenderError.invalidScale(scale) }
        if let dpi, !resolutions.contains(dpi) { throw RenderError.invalidDPI(dpi) }
    }

    /// These settings with a quiet zone of `margin` modules.
    ///
    /// - Throws: `RenderError.invalidMargin` outside `margins`.
    public func withMargin(_ margin: Int) throws -> RenderSettings {
        try RenderSettings(style: style, margin: margin, scale: scale, size: size, dpi: dpi, invert: invert, depth: depth,
                           title: title)
    }

    /// The PNG renderer's options.
    public var png: PNGOptions { PNGOptions(style: style, margin: margin, scale: scale, size: size, dpi: dpi) }

    /// The SVG renderer's options.
    public var svg: SVGOptions { SVGOptions(style: style, margin: margin, size: size, scale: scale, title: title) }

    /// The terminal renderer's options in `mode`.
    public func terminal(_ mode: TerminalOptions.Mode) -> TerminalOptions {
        TerminalOptions(mode: mode, style: style, invert: invert, margin: margin)
    }

    /// Throws when not even the smallest code (version 1) could be drawn as a PNG this large,
    /// so a run of many codes stops before the first instead of failing on every one.
    public func checkPNGSize() throws {
        let version1 = 21  // modules per side of a version-1 code, the smallest there is
        _ = try PNGRenderer.layout(modules: version1, options: png)
    }
}

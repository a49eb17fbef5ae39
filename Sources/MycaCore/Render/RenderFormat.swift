/// The ways a QR code is drawn, and the one table from format to renderer.
public enum RenderFormat: String, Sendable, CaseIterable {
    /// A PNG image (libpng): for print, with a size and a resolution.
    case png
    /// An SVG image: for slides and print at any size.
    case svg
    /// Half blocks with explicit colours at the terminal's colour depth.
    case terminal
    /// Half blocks without colour (dark modules are ink: scans on light backgrounds).
    case utf8
    /// `##` and spaces, one line per module row.
    case ascii

    /// Whether the output is an image file (bytes), not lines of text.
    public var isImage: Bool { self == .png || self == .svg }

    /// The rendered code: image bytes, or text lines each ending in `\n`.
    ///
    /// - Throws: `RenderError` for a PNG larger than `PNGRenderer.maximumPixels`.
    public func render(_ matrix: QRMatrix, _ settings: RenderSettings) throws -> [UInt8] {
        switch self {
        case .png: return try PNGRenderer.render(matrix, options: settings.png)
        case .svg: return Array(try SVGRenderer.render(matrix, options: settings.svg).utf8)
        case .terminal, .utf8, .ascii: return Array(try lines(matrix, settings).map { $0 + "\n" }.joinedText().utf8)
        }
    }

    /// Columns a text code takes on a terminal (ASCII draws a module two characters wide).
    public func columns(_ matrix: QRMatrix, _ settings: RenderSettings) -> Int {
        (matrix.size + 2 * settings.margin) * (self == .ascii ? 2 : 1)
    }

    /// The code as lines of text without newlines (`terminal`, `utf8`, `ascii`); empty for images.
    public func lines(_ matrix: QRMatrix, _ settings: RenderSettings) throws -> [String] {
        switch self {
        case .png, .svg: return []
        case .terminal: return try TerminalRenderer.render(matrix, options: settings.terminal(settings.depth))
        case .utf8: return try TerminalRenderer.render(matrix, options: settings.terminal(.utf8))
        case .ascii: return try TerminalRenderer.render(matrix, options: settings.terminal(.ascii))
        }
    }
}

import MycaCore

/// The ways `myca qr` writes a code, and the one table from format to renderer.
public enum QROutputFormat: String, Sendable, CaseIterable {
    /// A PNG image (libpng): for print, with `--size` and `--dpi`.
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
    /// - Throws: `RenderError` for PNG sizes out of range.
    public func render(_ matrix: QRMatrix, _ settings: QRRenderSettings) throws -> [UInt8] {
        switch self {
        case .png: return try PNGRenderer.render(matrix, options: settings.png)
        case .svg: return Array(SVGRenderer.render(matrix, options: settings.svg).utf8)
        case .terminal: return Self.text(TerminalRenderer.render(matrix, options: settings.terminal(settings.depth)))
        case .utf8: return Self.text(TerminalRenderer.render(matrix, options: settings.terminal(.utf8)))
        case .ascii: return Self.text(TerminalRenderer.render(matrix, options: settings.terminal(.ascii)))
        }
    }

    private static func text(_ lines: [String]) -> [UInt8] {
        Array(lines.map { $0 + "\n" }.joined().utf8)
    }
}

import MycaCore

/// A link drawn as a QR code on stdout, by the renderer `myca qr` draws a card's code with
/// and in its form (``TerminalCapabilities/codeFormat(_:)``): the smallest version at level
/// L, raised as far as that version allows, fitted to the window or refused.
enum ScreenLink {
    /// The text of `link`'s code in `style`'s colours: with the standard quiet zone, else
    /// the 2 modules of ``ScreenCodes/margins``, whichever a terminal's window holds; into a
    /// pipe, with the standard one.
    ///
    /// - Throws: ``ScreenFitError`` when the link is too long for any QR code, or its code
    ///   for the window.
    static func draw(_ link: String, style: QRStyle, _ ctx: CommandContext) async throws -> [UInt8] {
        let matrix: QRMatrix
        do {
            matrix = try await QREncoder.encodeBoosted(Array(link.utf8)).matrix
        } catch let QRError.payloadTooLarge(bytes, maximum, _) {
            throw ScreenFitError.linkTooLong(bytes: bytes, maximum: maximum)
        }
        let format = TerminalCapabilities.codeFormat(ctx)
        let window = WindowSize(columns: ctx.terminalWidth, rows: ctx.terminalHeight)
        var needs = (columns: 0, rows: 0)
        for margin in ScreenCodes.margins {
            var settings = try RenderSettings(style: style, margin: margin)
            settings.depth = TerminalCapabilities.colorDepth(environment: ctx.environment)
            let drawn = try format.render(matrix, settings)
            let (columns, rows) = (format.columns(matrix, settings), drawn.count(where: { $0 == 0x0A }))
            if !ctx.stdoutIsTTY || window.holds(width: columns, height: rows) { return drawn }
            needs = WindowSize.needs(width: columns, height: rows)
        }
        throw ScreenFitError.linkTooLarge(columns: needs.columns, rows: needs.rows, window: window.text)
    }
}

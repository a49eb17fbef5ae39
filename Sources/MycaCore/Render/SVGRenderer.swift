/// Draws a `QRMatrix` as an SVG document.
///
/// The dark modules are one `<path>` of run-length rectangles, one
/// `M x y h w v1 h-w z` per horizontal run, in a `viewBox` measured in modules
/// (quiet zone included), with `shape-rendering="crispEdges"` so viewers do not
/// blur the seams between runs.
public enum SVGRenderer {
    /// Renders the matrix as a complete SVG document ending in a newline.
    ///
    /// - Throws: `RenderError.invalidMargin` or `.invalidScale` for values outside
    ///   `RenderSettings.margins` and `.scales` (never clamped: the image would not be
    ///   what was asked for).
    public static func render(_ matrix: QRMatrix, options: SVGOptions = .init()) throws -> String {
        try RenderSettings.check(margin: options.margin, scale: options.scale)
        let margin = options.margin
        let total = matrix.size + 2 * margin
        let (width, height) = dimensions(total: total, options: options)
        var svg = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        svg += #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\#(width)" height="\#(height)" "#
        svg += #"viewBox="0 0 \#(total) \#(total)" shape-rendering="crispEdges">"# + "\n"
        if let title = options.title {
            svg += "<title>" + XMLText.escape(title) + "</title>\n"
        }
        if let background = options.style.background {
            svg += #"<rect width="\#(total)" height="\#(total)" fill="\#(background.hex)"/>"# + "\n"
        }
        svg += #"<path fill="\#(options.style.foreground.hex)" d=""#
        svg += path(matrix, margin: margin)
        svg += "\"/>\n</svg>\n"
        return svg
    }

    /// The path data: `M x y h w v1 h-w z` per run of dark modules, in module units.
    static func path(_ matrix: QRMatrix, margin: Int) -> String {
        var d = ""
        matrix.forEachDarkRun { x, y, run in d += "M\(x + margin) \(y + margin)h\(run)v1h-\(run)z" }
        return d
    }

    private static func dimensions(total: Int, options: SVGOptions) -> (String, String) {
        guard let size = options.size else {
            let pixels = "\(total * options.scale)"
            return (pixels, pixels)
        }
        let text: String
        switch size.unit {
        case .millimetre: text = number(size.value) + "mm"
        case .centimetre: text = number(size.value * 10) + "mm"
        case .inch: text = number(size.value) + "in"
        case .pixel: text = number(size.value)
        }
        return (text, text)
    }

    /// A decimal with at most four fraction digits and no trailing zeros.
    static func number(_ value: Double) -> String { PhysicalLength.text(value, digits: 4) }
}

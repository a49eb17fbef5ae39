/// Draws a `DrawingPage` as an SVG document in millimetres, its text kept as text.
///
/// Needs no library. Text comes fitted from where the PDF is drawn (pango, through
/// `myca-draw`'s texts-only request), so the SVG and the PDF of a card set the same lines
/// at the same sizes; where myca-draw cannot run, texts are fitted with
/// `EstimatedTextMeasurer`. It is set in a font stack that every system has a member of
/// (Latin, CJK and emoji faces, then `sans-serif`). Outlines are drawn from the path data
/// cairo draws for the PDF, in the same box.
public enum DrawingSVGRenderer {
    /// The font stack of every text: Latin faces first, then CJK; emoji fall back to the
    /// system's emoji face (one named here would draw the digits, which are emoji too).
    public static let fontStack = "'DejaVu Sans Condensed', 'DejaVu Sans', 'Noto Sans', 'Helvetica Neue', Arial, 'Noto Sans CJK JP', "
        + "'Hiragino Sans', 'Yu Gothic', sans-serif"

    /// The SVG document (ending in a newline) and the texts as fitted: each text box as
    /// `fitted` has it, the others by `measurer`.
    public static func render(_ page: DrawingPage, title: String? = nil, fitted given: [FittedText] = [],
                              measurer: some TextMeasurer = EstimatedTextMeasurer()) -> (svg: String, texts: [FittedText]) {
        // Without texts fitted by pango, the estimate fits the page, groups and all.
        var fits = given.isEmpty
            ? TextFitter.fit(page.items.compactMap { if case let .text(box) = $0 { box } else { nil } }, measurer: measurer)
            : [:]
        for text in given { fits[text.box] = text }
        let n = SVGRenderer.number
        let w = n(page.width)
        let h = n(page.height)
        var svg = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        svg += #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\#(w)mm" height="\#(h)mm" "#
        svg += #"viewBox="0 0 \#(w) \#(h)">"# + "\n"
        if let title { svg += "<title>" + XMLText.escape(title) + "</title>\n" }
        var texts: [FittedText] = []
        func draw(_ item: DrawingItem) {
            switch item {
            case let .rect(rect, fill, radius):
                svg += #"<rect x="\#(n(rect.x))" y="\#(n(rect.y))" width="\#(n(rect.width))" "#
                    + #"height="\#(n(rect.height))""#
                    + (radius > 0 ? #" rx="\#(n(radius))""# : "") + #" fill="\#(fill.hex)"/>"# + "\n"
            case let .circle(cx, cy, radius, color, lineWidth):
                let paint = lineWidth > 0
                    ? #"fill="none" stroke="\#(color.hex)" stroke-width="\#(n(lineWidth))""#
                    : #"fill="\#(color.hex)""#
                svg += #"<circle cx="\#(n(cx))" cy="\#(n(cy))" r="\#(n(radius))" \#(paint)/>"# + "\n"
            case let .line(x1, y1, x2, y2, color, width):
                svg += #"<line x1="\#(n(x1))" y1="\#(n(y1))" x2="\#(n(x2))" y2="\#(n(y2))" "#
                    + #"stroke="\#(color.hex)" stroke-width="\#(n(width))"/>"# + "\n"
            case let .text(box):
                let fitted = fits[box] ?? TextFitter.fit(box, measurer: measurer)
                texts.append(fitted)
                guard !fitted.drawn.isEmpty else { return }
                svg += text(fitted)
            case let .code(matrix, rect, color):
                // The code's own path in module units, scaled into its box.
                let scale = rect.width / Double(matrix.size)
                svg += #"<path transform="translate(\#(n(rect.x)) \#(n(rect.y))) scale(\#(n(scale)))" "#
                    + #"shape-rendering="crispEdges" fill="\#(color.hex)" d=""#
                    + SVGRenderer.path(matrix, margin: 0) + "\"/>\n"
            case let .image(picture, rect):
                let seen = picture.seenSize
                let m = picture.orientationMatrix.map(n).joinedText(separator: " ")
                svg += #"<image transform="translate(\#(n(rect.x)) \#(n(rect.y))) "#
                    + #"scale(\#(n(rect.width / seen.width)) \#(n(rect.height / seen.height))) matrix(\#(m))" "#
                    + #"width="\#(picture.pixelWidth)" height="\#(picture.pixelHeight)" preserveAspectRatio="none" "#
                    + #"href="data:\#(picture.kind.mediaType);base64,\#(Base64.encode(picture.bytes))"/>"# + "\n"
            case let .path(path, rect, color):
                // The outline in its own units, placed and scaled as cairo places it.
                let rule = path.fillRule == .evenOdd ? #" fill-rule="evenodd""# : ""
                svg += #"<path transform="translate(\#(n(rect.x)) \#(n(rect.y))) "#
                    + #"scale(\#(n(rect.width / DrawingPath.box)) \#(n(rect.height / DrawingPath.box)))" "#
                    + #"fill="\#(color.hex)"\#(rule) d="\#(path.data)"/>"# + "\n"
            }
        }
        page.items.forEach(draw)
        svg += "</svg>\n"
        return (svg, texts)
    }

    /// One `<text>`: the baseline placed so the line's extent is centred in the box.
    static func text(_ fitted: FittedText) -> String {
        let n = SVGRenderer.number
        let box = fitted.box
        let em = fitted.size * TextBox.millimetresPerPoint
        let ink = fitted.inkRect
        // About 0.8 em of a line's height lies above the baseline in the fonts of the stack.
        let baseline = ink.y + (ink.height - em * 1.17) / 2 + em * 0.93
        // A right-to-left line ends at the box's right edge (the bidi algorithm orders its
        // letters); anchoring its end there holds whatever direction the viewer assumes.
        let (x, anchor) = switch box.alignment {
        case .center: (box.rect.x + box.rect.width / 2, #" text-anchor="middle""#)
        case .right: (box.rect.maxX, #" text-anchor="end""#)
        case .leading: box.isRightToLeft ? (box.rect.maxX, #" text-anchor="end""#) : (box.rect.x, "")
        }
        let weight = box.weight == .bold ? #" font-weight="bold""# : ""
        // A viewer sets an SVG's text in a left-to-right paragraph, so the "…" ending a cut
        // right-to-left line would stand at its right; in a right-to-left isolate it ends
        // the line on the left, where pango (and so the PDF) puts it.
        let drawn = box.isRightToLeft ? "\u{2067}" + fitted.drawn + "\u{2069}" : fitted.drawn
        return #"<text x="\#(n(x))" y="\#(n(baseline))" font-family="\#(XMLText.escape(fontStack))" "#
            + #"font-size="\#(n(em))"\#(weight)\#(anchor) fill="\#(box.color.hex)" xml:space="preserve">"#
            + XMLText.escape(drawn) + "</text>\n"
    }
}

import CPangoCairo
#if canImport(Glibc)
import Glibc
#endif
import MycaCore

/// Draws `DrawingPage`s with cairo, text shaped by pango (fallback fonts through
/// fontconfig: CJK, emoji and right-to-left scripts), into PDF or PNG bytes.
///
/// The only file that imports `CPangoCairo`; no cairo or pango pointer leaves it.
/// User space is millimetres on every surface, so the layout's boxes are drawn as given
/// and text is measured in the very context it is drawn in.
enum CairoDrawing {
    /// Renders `request` and says how each text was fitted.
    ///
    /// - Throws: `DrawError` when cairo fails or the image would be too large.
    static func render(_ request: DrawingRequest) throws(DrawError) -> (bytes: [UInt8], report: DrawingReport) {
        guard let first = request.pages.first else { throw DrawError.noPages }
        switch request.format {
        case .pdf: return try pdf(request.pages, press: request.pressColours, created: request.created)
        case .png: return try png(first, dpi: request.dpi)
        case .texts:
            // Fitted in the PDF's own context, so the texts are exactly the PDF's.
            return ([], try pdf(request.pages).1)
        }
    }

    static let pointsPerMillimetre = PhysicalLength.points(millimetres: 1)

    private static func pdf(_ pages: [DrawingPage], press: [PressMapping] = [], created: Int64 = SourceDate.fixed) throws(DrawError) -> ([UInt8], DrawingReport) {
        let document = try PDFDocument(press: press, created: created)
        let report = try document.add(pages)
        return (try document.finish(), report)
    }

    /// A PDF drawn a few pages at a time, for a document longer than one request should
    /// hold (the sheets of a whole batch): cairo writes each page as it is shown, so only
    /// the file grows, never the pages kept.
    final class PDFDocument {
        private let sink = ByteSink()
        private var surface: OpaquePointer?
        private var cr: OpaquePointer?
        private var text: PangoText?
        private var finishing: PDFFinishing

        /// A document with no page yet, its colours set for the press when `press` is given.
        init(press: [PressMapping] = [], created: Int64 = SourceDate.fixed) throws(DrawError) {
            finishing = PDFFinishing(created: created, press: press)
        }

        deinit {
            if let cr { cairo_destroy(cr) }
            if let surface { cairo_surface_destroy(surface) }
        }

        /// Draws `pages` after those drawn so far; the report numbers them in the whole document.
        func add(_ pages: [DrawingPage]) throws(DrawError) -> DrawingReport {
            guard let first = pages.first else { return DrawingReport() }
            if surface == nil {
                guard let made = cairo_pdf_surface_create_for_stream(
                    ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(),
                    first.width * pointsPerMillimetre, first.height * pointsPerMillimetre)
                else { throw DrawError.cairo(step: "PDF surface", status: nil) }
                surface = made
                cairo_pdf_surface_set_metadata(made, CAIRO_PDF_METADATA_CREATOR, "myca")
                guard let context = cairo_create(made) else { throw DrawError.cairo(step: "context", status: nil) }
                cr = context
                text = PangoText(context)
            }
            guard let surface, let cr, let text else { throw DrawError.cairo(step: "PDF surface", status: nil) }
            let pictures = try PictureSurfaces(pages)
            var report = DrawingReport()
            for page in pages {
                cairo_pdf_surface_set_size(surface, page.width * pointsPerMillimetre, page.height * pointsPerMillimetre)
                cairo_save(cr)
                cairo_scale(cr, pointsPerMillimetre, pointsPerMillimetre)
                var links: [PDFFinishing.Link] = []
                draw(page, cr, text, pictures, finishing.pages.count, &report, pdf: PDFDrawing(press: !finishing.press.isEmpty) {
                    links.append($0)
                })
                cairo_restore(cr)
                cairo_show_page(cr)
                finishing.pages.append(PDFFinishing.Page(boxes: PDFFinishing.Boxes(page), links: links))
            }
            try check(cairo_surface_status(surface), "PDF")
            return report
        }

        /// The file of every page drawn.
        ///
        /// - Throws: `DrawError.noPages` when none was.
        func finish() throws(DrawError) -> [UInt8] {
            guard let surface else { throw DrawError.noPages }
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface), "PDF")
            return try finishing.apply(to: sink.bytes)
        }
    }

    private static func png(_ page: DrawingPage, dpi: Int) throws(DrawError) -> ([UInt8], DrawingReport) {
        // myca refuses a larger image before it asks; this program holds to the same bound
        // whoever asks.
        let size: RasterSize
        do {
            size = try RasterSize(page, dpi: dpi)
        } catch {
            throw DrawError.imageTooLarge(error)
        }
        let (width, height) = (size.width, size.height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw DrawError.cairo(step: "image surface", status: nil)
        }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), "image surface")
        guard let cr = cairo_create(surface) else { throw DrawError.cairo(step: "context", status: nil) }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(width) / page.width, Double(height) / page.height)
        let text = PangoText(cr)
        let pictures = try PictureSurfaces([page])
        var report = DrawingReport()
        draw(page, cr, text, pictures, 0, &report)
        cairo_surface_flush(surface)
        let sink = ByteSink()
        try check(cairo_surface_write_to_png_stream(surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque()),
                  "PNG")
        return (PNGChunk.settingResolution(sink.bytes, dpi: dpi), report)
    }

    /// `picture` painted over `ground` into an image without alpha, its size; nil when cairo
    /// cannot make one (the picture is then drawn as it is).
    private static func opaque(_ picture: OpaquePointer, over ground: Color) -> OpaquePointer? {
        let (width, height) = (cairo_image_surface_get_width(picture), cairo_image_surface_get_height(picture))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        setColor(cr, ground)
        cairo_paint(cr)
        cairo_set_source_surface(cr, picture, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    private static func check(_ status: cairo_status_t, _ what: String) throws(DrawError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw DrawError.cairo(step: what, status: String(cString: cairo_status_to_string(status)))
        }
    }

    private static func setColor(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgb(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
    }

    /// How a page is drawn into a PDF: its links handed on (qpdf adds them as annotations),
    /// and, for the press, pictures made opaque.
    struct PDFDrawing {
        /// Whether the PDF goes to press: PDF/X-1a has no transparency, so a picture with an
        /// alpha channel is composited over the colour under it first, and the page keeps
        /// its text and code as they are instead of Ghostscript flattening it into one image.
        var press: Bool
        var link: (PDFFinishing.Link) -> Void
    }

    private static func draw(_ page: DrawingPage, _ cr: OpaquePointer, _ text: PangoText, _ pictures: PictureSurfaces,
                             _ index: Int, _ report: inout DrawingReport, pdf: PDFDrawing? = nil) {
        text.update()
        let fits = TextFitter.fit(page.items.compactMap { if case let .text(box) = $0 { box } else { nil } }, measurer: text)
        for item in page.items {
            switch item {
            case let .rect(rect, fill, radius):
                setColor(cr, fill)
                if radius > 0 {
                    let r = min(radius, rect.width / 2, rect.height / 2)
                    cairo_new_sub_path(cr)
                    cairo_arc(cr, rect.maxX - r, rect.y + r, r, -Double.pi / 2, 0)
                    cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
                    cairo_arc(cr, rect.x + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
                    cairo_arc(cr, rect.x + r, rect.y + r, r, Double.pi, 3 * Double.pi / 2)
                    cairo_close_path(cr)
                } else {
                    cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
                }
                cairo_fill(cr)
            case let .circle(cx, cy, radius, color, lineWidth):
                setColor(cr, color)
                cairo_new_sub_path(cr)
                cairo_arc(cr, cx, cy, radius, 0, 2 * Double.pi)
                if lineWidth > 0 {
                    cairo_set_line_width(cr, lineWidth)
                    cairo_stroke(cr)
                } else {
                    cairo_fill(cr)
                }
            case let .line(x1, y1, x2, y2, color, width):
                setColor(cr, color)
                cairo_set_line_width(cr, width)
                cairo_move_to(cr, x1, y1)
                cairo_line_to(cr, x2, y2)
                cairo_stroke(cr)
            case let .text(box):
                // Checked on the whole text: without any font, nothing would fit and be drawn.
                if text.unknownGlyphs(box.text, size: box.size, weight: box.weight) > 0 {
                    report.missingGlyphs.append(box.text)
                }
                let fitted = fits[box] ?? TextFitter.fit(box, measurer: text)
                report.entries.append(DrawingReport.Entry(page: index, text: fitted))
                guard !fitted.drawn.isEmpty else { continue }
                setColor(cr, box.color)
                let ink = fitted.inkRect
                // In a PDF the line is a link over its text.
                if let pdf, let link = box.link {
                    // Device units are points from the top left; a PDF's from the bottom left.
                    var (x0, y0, x1, y1) = (ink.x, ink.y, ink.maxX, ink.maxY)
                    cairo_user_to_device(cr, &x0, &y0)
                    cairo_user_to_device(cr, &x1, &y1)
                    let height = page.height * pointsPerMillimetre
                    pdf.link(PDFFinishing.Link(rect: [min(x0, x1), height - max(y0, y1), max(x0, x1), height - min(y0, y1)],
                                               uri: PDFLink.uri(link)))
                }
                cairo_move_to(cr, ink.x, ink.y)
                text.show(fitted.drawn, size: fitted.size, weight: box.weight)
            case let .code(matrix, rect, color):
                // Whole modules without anti-aliasing: no grey seams between them in a PNG.
                cairo_save(cr)
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
                setColor(cr, color)
                let module = rect.width / Double(matrix.size)
                if pdf != nil {
                    // In a PDF, the code is the outline of its dark modules, filled at once:
                    // vector at any resolution, no image for a print shop's check to find at
                    // a few dozen pixels per inch, and no seam between modules.
                    cairo_translate(cr, rect.x, rect.y)
                    cairo_scale(cr, module, module)
                    cairo_new_path(cr)
                    for loop in matrix.outline() {
                        guard let first = loop.first else { continue }
                        cairo_move_to(cr, Double(first.x), Double(first.y))
                        for point in loop.dropFirst() { cairo_line_to(cr, Double(point.x), Double(point.y)) }
                        cairo_close_path(cr)
                    }
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                    cairo_fill(cr)
                } else {
                    matrix.forEachDarkRun { x, y, run in
                        cairo_rectangle(cr, rect.x + Double(x) * module, rect.y + Double(y) * module,
                                        Double(run) * module, module)
                    }
                    cairo_fill(cr)
                }
                cairo_restore(cr)
            case let .image(picture, rect):
                guard var surface = pictures.surfaces[picture] else { return }
                var composited: OpaquePointer?
                if pdf?.press == true, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 {
                    composited = Self.opaque(surface, over: page.ground(under: rect))
                    if let composited { surface = composited }
                }
                defer { if let composited { cairo_surface_destroy(composited) } }
                // Stored pixels mapped to the picture as seen, then into its box.
                cairo_save(cr)
                let seen = picture.seenSize
                cairo_translate(cr, rect.x, rect.y)
                cairo_scale(cr, rect.width / seen.width, rect.height / seen.height)
                let m = picture.orientationMatrix
                var matrix = cairo_matrix_t(xx: m[0], yx: m[1], xy: m[2], yy: m[3], x0: m[4], y0: m[5])
                cairo_transform(cr, &matrix)
                cairo_rectangle(cr, 0, 0, Double(picture.pixelWidth), Double(picture.pixelHeight))
                cairo_clip(cr)
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
            case let .path(path, rect, color):
                // The outline in its own units, placed and scaled as the SVG's transform does.
                cairo_save(cr)
                cairo_translate(cr, rect.x, rect.y)
                cairo_scale(cr, rect.width / DrawingPath.box, rect.height / DrawingPath.box)
                cairo_new_path(cr)
                for segment in path.segments {
                    switch segment {
                    case let .move(x, y): cairo_move_to(cr, x, y)
                    case let .line(x, y): cairo_line_to(cr, x, y)
                    case let .curve(x1, y1, x2, y2, x, y): cairo_curve_to(cr, x1, y1, x2, y2, x, y)
                    case .close: cairo_close_path(cr)
                    }
                }
                cairo_set_fill_rule(cr, path.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setColor(cr, color)
                cairo_fill(cr)
                cairo_restore(cr)
            }
        }
    }
}

/// The cairo surfaces of the pictures on some pages, each decoded once before anything is
/// drawn, so drawing never stops half-way on a broken picture. A JPEG keeps its file as
/// the surface's JPEG data: cairo writes those bytes into a PDF as they are (DCTDecode),
/// and draws the decoded pixels everywhere else.
private final class PictureSurfaces {
    private(set) var surfaces: [CardPicture: OpaquePointer] = [:]

    init(_ pages: [DrawingPage]) throws(DrawError) {
        for page in pages {
            for case let .image(picture, _) in page.items where surfaces[picture] == nil {
                let surface = try picture.kind == .png ? Self.png(picture) : Self.jpeg(picture)
                surfaces[picture] = surface
            }
        }
    }

    deinit { surfaces.values.forEach { cairo_surface_destroy($0) } }

    /// Feeds a PNG's bytes to cairo's reader.
    private final class Source {
        let bytes: [UInt8]
        var at = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        static let read: cairo_read_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.at + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            source.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + source.at, count: count) }
            source.at += count
            return CAIRO_STATUS_SUCCESS
        }
    }

    private static func png(_ picture: CardPicture) throws(DrawError) -> OpaquePointer {
        let source = Source(picture.bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(Source.read, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { throw DrawError.pictureDamaged(picture.name, why: nil) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            // cairo 1.16 reports every error libpng raises as NO_MEMORY (later versions as
            // PNG_ERROR), and its reader's end of data as READ_ERROR. The picture's chunks
            // and size were checked before (CardPicture), and its surface is at most
            // 8192 × 8192, so what fails here is its compressed data.
            throw DrawError.pictureDamaged(picture.name, why: nil)
        }
        return surface
    }

    private static func jpeg(_ picture: CardPicture) throws(DrawError) -> OpaquePointer {
        let decoded = try TurboJPEG.decode(picture)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(decoded.width), Int32(decoded.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { throw DrawError.cairo(step: "picture surface", status: nil) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let row = decoded.width * 4
        decoded.pixels.withUnsafeBufferPointer { pixels in
            for y in 0 ..< decoded.height {
                (data + y * stride).update(from: pixels.baseAddress! + y * row, count: row)
            }
        }
        cairo_surface_mark_dirty(surface)
        // cairo frees its copy of the file with the surface.
        let file = UnsafeMutablePointer<UInt8>.allocate(capacity: picture.bytes.count)
        file.initialize(from: picture.bytes, count: picture.bytes.count)
        let status = cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_JPEG, file, UInt(picture.bytes.count),
                                                 { $0?.assumingMemoryBound(to: UInt8.self).deallocate() }, file)
        if status != CAIRO_STATUS_SUCCESS { file.deallocate() }
        return surface
    }
}

/// One pango layout on a cairo context: measures and draws single lines of text.
private final class PangoText: TextMeasurer {
    /// Latin first, then CJK (Japanese forms); fontconfig falls back beyond these (emoji).
    /// An emoji face in the list would draw digits, which are emoji too (keycaps). The
    /// condensed cut sets a long email whole at 7 pt on a card's text column.
    static let families = "DejaVu Sans Condensed,DejaVu Sans,Noto Sans CJK JP,sans-serif"

    private let cr: OpaquePointer
    private let layout: OpaquePointer

    init(_ cr: OpaquePointer) {
        self.cr = cr
        // pango_cairo_create_layout only fails when memory does: glib aborts then.
        layout = pango_cairo_create_layout(cr)
        // Unhinted metrics at unrounded positions: widths scale with the size, so what is
        // measured is what is drawn, on a PDF page and at any PNG resolution alike.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        let context = pango_layout_get_context(layout)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Picks up the context's current transformation (call after scaling).
    func update() { pango_cairo_update_layout(cr, layout) }

    private func set(_ text: String, size: Double, weight: TextBox.Weight) {
        let font = pango_font_description_new()
        pango_font_description_set_family(font, Self.families)
        pango_font_description_set_weight(font, weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, size * TextBox.millimetresPerPoint * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, text, -1)
    }

    func measure(_ text: String, size: Double, weight: TextBox.Weight) -> TextExtent {
        set(text, size: size, weight: weight)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return TextExtent(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }

    /// Characters no installed font has (pango draws them as hex boxes).
    func unknownGlyphs(_ text: String, size: Double, weight: TextBox.Weight) -> Int {
        set(text, size: size, weight: weight)
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    /// Draws the line with its logical top-left at the current point.
    func show(_ text: String, size: Double, weight: TextBox.Weight) {
        set(text, size: size, weight: weight)
        pango_cairo_show_layout(cr, layout)
    }
}

/// The bytes cairo writes, through its stream callback.
private final class ByteSink {
    var bytes: [UInt8] = []

    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}

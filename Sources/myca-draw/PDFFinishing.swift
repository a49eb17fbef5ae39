import CQPDF
#if canImport(Glibc)
import Glibc
#endif
import MycaCore

/// What cairo has no call for, set on the PDF it wrote with qpdf: each page's print boxes
/// (`TrimBox`, `BleedBox`; a print shop's preflight reads the trim from the TrimBox and
/// without one takes the whole page, bleed and crop marks included, for the card), its
/// link annotations, the document's dates (the ones asked for, not the clock's, so the same
/// card gives the same bytes) and, for a press file, the colours a press prints with
/// (``PDFContentColours``). qpdf reads the file into objects, these are set on them, and
/// it writes the file again whole: one cross-reference table, every stream compressed, an
/// ID derived from the content.
///
/// The only file that imports `CQPDF`; no qpdf handle leaves it.
struct PDFFinishing {
    /// The boxes of one page, in PDF points from the page's bottom-left corner, each as
    /// `[x0, y0, x1, y1]`.
    struct Boxes: Sendable, Hashable {
        /// Where the page is cut.
        var trim: [Double]
        /// How far the printed area reaches beyond the trim.
        var bleed: [Double]

        /// The boxes of `page`, whose trim it knows; nil for a page without one (a sheet of
        /// several cards). The bleed box stays within the page.
        init?(_ page: DrawingPage) {
            guard let trim = page.trim else { return nil }
            let k = CairoDrawing.pointsPerMillimetre
            func box(_ r: DrawingRect) -> [Double] {
                [max(0, r.x) * k, max(0, page.height - r.maxY) * k,
                 min(page.width, r.maxX) * k, min(page.height, page.height - r.y) * k]
            }
            let bleed = page.bleed
            self.trim = box(trim)
            self.bleed = box(DrawingRect(x: trim.x - bleed, y: trim.y - bleed,
                                         width: trim.width + 2 * bleed, height: trim.height + 2 * bleed))
        }
    }

    /// A link over a line of text: where (PDF points from the page's bottom-left corner,
    /// `[x0, y0, x1, y1]`) and to what.
    struct Link: Sendable, Hashable {
        var rect: [Double]
        var uri: String
    }

    /// What one page gets.
    struct Page: Sendable {
        var boxes: Boxes?
        var links: [Link] = []
    }

    var pages: [Page] = []
    /// When the document was made and modified (seconds since 1970, ``SourceDate``).
    var created: Int64 = SourceDate.fixed
    /// The press colours, empty for a PDF to look at.
    var press: [PressMapping] = []

    /// `[ a b c d ]` in points with up to three decimals, as cairo writes them.
    static func array(_ values: [Double]) -> String { "[ " + values.map(number).joinedText(separator: " ") + " ]" }

    /// A number with up to three decimals, as cairo writes one.
    static func number(_ value: Double) -> String { PhysicalLength.text(value, digits: 3) }

    /// `pdf` as cairo wrote it, finished.
    ///
    /// - Throws: `DrawError.pdf` when qpdf finds the file damaged or fails.
    func apply(to pdf: [UInt8]) throws(DrawError) -> [UInt8] {
        let file = try QPDFFile(pdf)
        return try file.finish(self)
    }
}

/// One PDF open in qpdf, for ``PDFFinishing`` alone.
private final class QPDFFile {
    private var q: qpdf_data?
    /// qpdf reads from this memory until it is cleaned up.
    private let input: UnsafeMutableBufferPointer<CChar>

    init(_ pdf: [UInt8]) throws(DrawError) {
        input = .allocate(capacity: max(1, pdf.count))
        pdf.withUnsafeBytes { raw in
            UnsafeMutableRawBufferPointer(input).copyMemory(from: raw)
        }
        q = qpdf_init()
        qpdf_silence_errors(q)
        qpdf_set_suppress_warnings(q, QPDF_TRUE)
        let code = qpdf_read_memory(q, "the card's PDF", input.baseAddress, UInt64(pdf.count), nil)
        try check(code, "reading")
    }

    deinit {
        qpdf_cleanup(&q)
        input.deallocate()
    }

    /// Fails on an error and on any warning: a file cairo wrote that qpdf has to repair is
    /// a file some other reader would take for damaged.
    private func check(_ code: QPDF_ERROR_CODE, _ step: String) throws(DrawError) {
        var problems: [String] = []
        if qpdf_has_error(q) != 0, let error = qpdf_get_error(q) {
            problems.append(String(cString: qpdf_get_error_full_text(q, error)))
        }
        while qpdf_more_warnings(q) != 0, let warning = qpdf_next_warning(q) {
            problems.append(String(cString: qpdf_get_error_full_text(q, warning)))
        }
        guard problems.isEmpty, code & ~QPDF_ERROR_CODE(QPDF_SUCCESS) == 0 else {
            throw DrawError.pdf(step: step, detail: problems.first ?? "qpdf status \(code)")
        }
    }

    private func parse(_ text: String) -> qpdf_oh { qpdf_oh_parse(q, text) }

    private func key(_ object: qpdf_oh, _ name: String) -> qpdf_oh? {
        let value = qpdf_oh_get_key(q, object, name)
        return qpdf_oh_is_null(q, value) != 0 ? nil : value
    }

    /// `object`'s `name` entry, a dictionary made for it when it has none.
    private func dictionary(_ object: qpdf_oh, _ name: String) -> qpdf_oh {
        if let found = key(object, name), qpdf_oh_is_dictionary(q, found) != 0 { return found }
        let made = qpdf_oh_new_dictionary(q)
        qpdf_oh_replace_key(q, object, name, made)
        return made
    }

    func finish(_ finishing: PDFFinishing) throws(DrawError) -> [UInt8] {
        let count = Int(qpdf_get_num_pages(q))
        var done = Set<Int32>()
        for index in 0 ..< count {
            let page = qpdf_get_page_n(q, index)
            let wanted = index < finishing.pages.count ? finishing.pages[index] : PDFFinishing.Page()
            if let boxes = wanted.boxes {
                qpdf_oh_replace_key(q, page, "/TrimBox", parse(PDFFinishing.array(boxes.trim)))
                qpdf_oh_replace_key(q, page, "/BleedBox", parse(PDFFinishing.array(boxes.bleed)))
            }
            if !wanted.links.isEmpty { addLinks(wanted.links, to: page) }
            if !finishing.press.isEmpty { try setPressColours(of: page, finishing.press, done: &done) }
        }
        let date = SourceDate.pdfDate(finishing.created)
        qpdf_set_info_key(q, "/CreationDate", date)
        qpdf_set_info_key(q, "/ModDate", date)
        try check(qpdf_has_error(q) != 0 ? QPDF_ERROR_CODE(QPDF_ERRORS) : QPDF_ERROR_CODE(QPDF_SUCCESS), "editing")
        try check(qpdf_init_write_memory(q), "writing")
        // The ID follows from the content, not the clock: the same card, the same bytes.
        qpdf_set_deterministic_ID(q, QPDF_TRUE)
        qpdf_set_compress_streams(q, QPDF_TRUE)
        qpdf_set_object_stream_mode(q, qpdf_o_disable)
        try check(qpdf_write(q), "writing")
        let length = qpdf_get_buffer_length(q)
        guard let buffer = qpdf_get_buffer(q) else { throw DrawError.pdf(step: "writing", detail: "no output") }
        return Array(UnsafeBufferPointer(start: buffer, count: length))
    }

    /// Link annotations without a border, their addresses as PDF strings (qpdf escapes
    /// what a string must, so no address can end one).
    private func addLinks(_ links: [PDFFinishing.Link], to page: qpdf_oh) {
        let annotations: qpdf_oh
        if let found = key(page, "/Annots"), qpdf_oh_is_array(q, found) != 0 {
            annotations = found
        } else {
            annotations = qpdf_oh_new_array(q)
            qpdf_oh_replace_key(q, page, "/Annots", annotations)
        }
        for link in links {
            let annotation = parse("<< /Type /Annot /Subtype /Link /Border [ 0 0 0 ] /Rect \(PDFFinishing.array(link.rect)) >>")
            let action = parse("<< /Type /Action /S /URI >>")
            qpdf_oh_replace_key(q, action, "/URI", qpdf_oh_new_string(q, link.uri))
            qpdf_oh_replace_key(q, annotation, "/A", action)
            qpdf_oh_append_item(q, annotations, qpdf_make_indirect_object(q, annotation))
        }
    }

    /// The page's content, and that of the forms and patterns it draws, with press colours
    /// and the overprint states they name in each one's resources.
    private func setPressColours(of page: qpdf_oh, _ press: [PressMapping], done: inout Set<Int32>) throws(DrawError) {
        var buffer: UnsafeMutablePointer<UInt8>?
        var length = 0
        try check(qpdf_oh_get_page_content_data(q, page, &buffer, &length), "reading the page's content")
        let content = buffer.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
        free(buffer)
        let stream = qpdf_oh_new_stream(q)
        replace(stream, with: PDFContentColours.applying(press, to: content))
        qpdf_oh_replace_key(q, page, "/Contents", stream)
        withoutBlendingSpace(page)
        let resources = dictionary(page, "/Resources")
        addStates(to: resources)
        try setPressColours(inResources: resources, press, done: &done)
    }

    /// The content streams `resources` names (forms among its XObjects, tiling patterns),
    /// each once.
    private func setPressColours(inResources resources: qpdf_oh, _ press: [PressMapping], done: inout Set<Int32>) throws(DrawError) {
        for category in ["/XObject", "/Pattern"] {
            guard let entries = key(resources, category), qpdf_oh_is_dictionary(q, entries) != 0 else { continue }
            var streams: [qpdf_oh] = []
            qpdf_oh_begin_dict_key_iter(q, entries)
            var names: [String] = []
            while qpdf_oh_dict_more_keys(q) != 0, let name = qpdf_oh_dict_next_key(q) { names.append(String(cString: name)) }
            for name in names {
                guard let value = key(entries, name), qpdf_oh_is_stream(q, value) != 0 else { continue }
                let dictionary = qpdf_oh_get_dict(q, value)
                let isForm = qpdf_oh_is_name_and_equals(q, qpdf_oh_get_key(q, dictionary, "/Subtype"), "/Form") != 0
                let isPattern = qpdf_oh_is_integer(q, qpdf_oh_get_key(q, dictionary, "/PatternType")) != 0
                    && qpdf_oh_get_int_value_as_int(q, qpdf_oh_get_key(q, dictionary, "/PatternType")) == 1
                guard isForm || isPattern else { continue }
                let id = qpdf_oh_get_object_id(q, value)
                guard id == 0 || done.insert(id).inserted else { continue }
                streams.append(value)
            }
            for stream in streams {
                var buffer: UnsafeMutablePointer<UInt8>?
                var length = 0
                var filtered: QPDF_BOOL = 0
                try check(qpdf_oh_get_stream_data(q, stream, qpdf_dl_generalized, &filtered, &buffer, &length),
                          "reading a form's content")
                let content = buffer.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
                free(buffer)
                guard filtered != 0 else { throw DrawError.pdf(step: "reading a form's content", detail: "an unknown filter") }
                replace(stream, with: PDFContentColours.applying(press, to: content))
                let dictionary = qpdf_oh_get_dict(q, stream)
                withoutBlendingSpace(dictionary)
                let inner = self.dictionary(dictionary, "/Resources")
                addStates(to: inner)
                try setPressColours(inResources: inner, press, done: &done)
            }
        }
    }

    /// `object`'s transparency group without cairo's RGB blending space: a group without one
    /// blends in the output intent's CMYK (ISO 32000-1, 11.4.7), and Ghostscript's pdfwrite
    /// copies a group's colour space as it finds it, whatever it converts the colours to, so
    /// a press file would keep a `/DeviceRGB`.
    private func withoutBlendingSpace(_ object: qpdf_oh) {
        guard let group = key(object, "/Group"), qpdf_oh_is_dictionary(q, group) != 0 else { return }
        qpdf_oh_remove_key(q, group, "/CS")
    }

    private func addStates(to resources: qpdf_oh) {
        let states = dictionary(resources, "/ExtGState")
        for (name, dictionary) in PDFContentColours.states {
            qpdf_oh_replace_key(q, states, "/" + name, parse(dictionary))
        }
    }

    /// `stream`'s data replaced by `data`, unfiltered (qpdf compresses it as it writes).
    private func replace(_ stream: qpdf_oh, with data: [UInt8]) {
        data.withUnsafeBufferPointer { bytes in
            qpdf_oh_replace_stream_data(q, stream, bytes.baseAddress, bytes.count, qpdf_oh_new_null(q), qpdf_oh_new_null(q))
        }
    }
}

import CTesseract
import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// The lines of text on a paper card, through Tesseract's C API: its layout analysis
/// gives each line's box, so the card's largest line (the name, usually) can be told
/// apart from the small print. Every Tesseract pointer stays in here.
enum TesseractOCR {
    /// A Latin card reads this sure of itself with the English model; below it, the
    /// Japanese model is tried too and the surer reading kept.
    static let latinConfidence = 75.0

    /// The lines read in `language` (`eng`, `jpn`, or `auto`: English, and Japanese with
    /// English when English reads poorly), with the language that gave them.
    static func read(_ image: GrayImage, language: String) throws(ScanError) -> (lines: [ScanReport.Line], language: String) {
        guard language == "auto" else { return (try recognise(image, language: language), language) }
        let english = try recognise(image, language: "eng")
        let englishConfidence = meanConfidence(english)
        guard englishConfidence < latinConfidence else { return (english, "eng") }
        let japanese = try recognise(image, language: "jpn+eng")
        return meanConfidence(japanese) > englishConfidence ? (japanese, "jpn") : (english, "eng")
    }

    /// The confidence of `lines`, each weighed by its length.
    static func meanConfidence(_ lines: [ScanReport.Line]) -> Double {
        let weights = lines.map { Double($0.text.count) }
        let total = weights.reduce(0, +)
        guard total > 0 else { return 0 }
        return zip(lines, weights).map { $0.confidence * $1 }.reduce(0, +) / total
    }

    private static func recognise(_ image: GrayImage, language: String) throws(ScanError) -> [ScanReport.Line] {
        guard let api = TessBaseAPICreate() else { throw .undecodable(file: "", detail: "Tesseract cannot start") }
        defer { TessBaseAPIDelete(api) }
        guard TessBaseAPIInit3(api, nil, language) == 0 else { throw .noLanguageData(language: language) }
        // A card's text is scattered blocks, not a page of columns.
        TessBaseAPISetPageSegMode(api, PSM_SPARSE_TEXT)
        image.withBytes { bytes in
            TessBaseAPISetImage(api, bytes, Int32(image.width), Int32(image.height), 1, Int32(image.stride))
        }
        TessBaseAPISetSourceResolution(api, 300)
        guard TessBaseAPIRecognize(api, nil) == 0, let iterator = TessBaseAPIGetIterator(api) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        let page = TessResultIteratorGetPageIterator(iterator)
        var lines: [ScanReport.Line] = []
        repeat {
            guard let raw = TessResultIteratorGetUTF8Text(iterator, RIL_TEXTLINE) else { continue }
            let text = String(cString: raw)
            TessDeleteText(raw)
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            _ = TessPageIteratorBoundingBox(page, RIL_TEXTLINE, &left, &top, &right, &bottom)
            let trimmed = TypedValue.trim(text)
            guard !trimmed.isEmpty else { continue }
            lines.append(ScanReport.Line(text: trimmed, x: Int(left), y: Int(top), width: Int(right - left),
                                         height: Int(bottom - top),
                                         confidence: Double(TessResultIteratorConfidence(iterator, RIL_TEXTLINE))))
        } while TessPageIteratorNext(page, RIL_TEXTLINE) != 0
        return lines
    }
}

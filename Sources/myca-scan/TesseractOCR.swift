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
    static let latinConfidence = 80.0

    /// The lines read in `language` (`eng`, `jpn+eng`, or `auto`: English, and Japanese
    /// when English reads poorly), with the language that gave them.
    static func read(_ image: GrayImage, language: String) throws(ScanError) -> (lines: [ScanReport.Line], language: String) {
        if language == "eng" { return (try Engine(image, language: "eng").lines(), "eng") }
        var english: [ScanReport.Line] = []
        if language == "auto" {
            english = try Engine(image, language: "eng").lines()
            let englishConfidence = meanConfidence(english)
            if englishConfidence >= latinConfidence { return (english, "eng") }
        }
        var japanese = try Engine(image, language: "jpn").lines()
        // The Japanese model reads Latin print (emails, web addresses) poorly: a line that
        // is mostly Latin is read again, alone, by the English one.
        if japanese.contains(where: isMostlyLatin) {
            let latin = try Engine(image, language: "eng")
            for index in japanese.indices where isMostlyLatin(japanese[index]) {
                if let again = latin.line(in: japanese[index]), again.confidence > japanese[index].confidence {
                    japanese[index] = again
                }
            }
        }
        if language == "auto", meanConfidence(english) >= meanConfidence(japanese) { return (english, "eng") }
        return (japanese, "jpn")
    }

    /// Whether most of a line's letters are ASCII.
    static func isMostlyLatin(_ line: ScanReport.Line) -> Bool {
        let characters = line.text.filter { $0 != " " }
        guard !characters.isEmpty else { return false }
        return Double(characters.filter(\.isASCII).count) / Double(characters.count) >= 0.6
    }

    /// The confidence of `lines`, each weighed by its length.
    static func meanConfidence(_ lines: [ScanReport.Line]) -> Double {
        let weights = lines.map { Double($0.text.count) }
        let total = weights.reduce(0, +)
        guard total > 0 else { return 0 }
        return zip(lines, weights).map { $0.confidence * $1 }.reduce(0, +) / total
    }

    /// One Tesseract instance of one language, on one image.
    final class Engine {
        private let api: OpaquePointer
        private let image: GrayImage

        init(_ image: GrayImage, language: String) throws(ScanError) {
            guard let api = TessBaseAPICreate() else { throw .undecodable(file: "", detail: "Tesseract cannot start") }
            guard TessBaseAPIInit3(api, nil, language) == 0 else {
                TessBaseAPIDelete(api)
                throw .noLanguageData(language: language)
            }
            self.api = api
            self.image = image
            image.withBytes { bytes in
                TessBaseAPISetImage(api, bytes, Int32(image.width), Int32(image.height), 1, Int32(image.stride))
            }
            TessBaseAPISetSourceResolution(api, 300)
        }

        deinit { TessBaseAPIDelete(api) }

        /// Every line, by Tesseract's own page layout analysis (which follows lines printed
        /// askew, where the sparse-text mode breaks them into pieces).
        func lines() -> [ScanReport.Line] {
            TessBaseAPISetPageSegMode(api, PSM_AUTO)
            return recognise()
        }

        /// The text in `line`'s box (a little larger), read as one line.
        func line(in line: ScanReport.Line) -> ScanReport.Line? {
            let margin = line.height / 4
            let x = max(line.x - margin, 0), y = max(line.y - margin, 0)
            TessBaseAPISetPageSegMode(api, PSM_SINGLE_LINE)
            TessBaseAPISetRectangle(api, Int32(x), Int32(y), Int32(min(line.width + 2 * margin, image.width - x)),
                                    Int32(min(line.height + 2 * margin, image.height - y)))
            let read = recognise()
            guard !read.isEmpty else { return nil }
            let text = read.map(\.text).joinedText(separator: " ")
            return ScanReport.Line(text: text, x: line.x, y: line.y, width: line.width, height: line.height,
                                   confidence: meanConfidence(read))
        }

        private func recognise() -> [ScanReport.Line] {
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
}

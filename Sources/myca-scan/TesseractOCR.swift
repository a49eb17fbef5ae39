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

    /// A line read below this confidence is read again alone.
    static let rereadConfidence = 85.0
    /// The heights, in pixels, a line is read again at: where Tesseract's models read
    /// best, and smaller for blurred print.
    static let rereadHeights = [48.0, 32.0]

    /// The width a card is read at, in pixels: a card's small print then stands some 25
    /// pixels tall, where Tesseract's models read best, whether the photo was taken close
    /// or from further away.
    static let cardWidth = 2000

    /// The share of the card's size kept around it: a band of colour at a card's edge is
    /// no part of the bright region its outline is found by, and may hold the company's name.
    static let cardMargin = 0.25

    /// `image` as OCR reads it best: the card seen square-on at ``cardWidth`` when its
    /// outline is found, else the photo turned level.
    static func prepared(_ image: GrayImage) -> GrayImage {
        if let outline = CardOutline(image), let card = image.rectified(outline, cardWidth: cardWidth, margin: cardMargin) {
            return card
        }
        return image.deskewed() ?? image
    }

    /// The lines read in `language` (`eng`, `jpn+eng`, or `auto`: English, and Japanese
    /// when English reads poorly), with the language that gave them.
    static func read(_ image: GrayImage, language: String) throws(ScanError) -> (lines: [ScanReport.Line], language: String) {
        if language == "eng" { return (try Engine(image, language: "eng").lines(rereading: true), "eng") }
        var english: [ScanReport.Line] = []
        if language == "auto" {
            english = try Engine(image, language: "eng").lines(rereading: true)
            let englishConfidence = meanConfidence(english)
            if englishConfidence >= latinConfidence { return (english, "eng") }
        }
        var japanese = try Engine(image, language: "jpn").lines(rereading: true)
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
        /// askew, where the sparse-text mode breaks them into pieces); `rereading`, a line
        /// read with little confidence is read again alone at the height the models read
        /// best, and the surer reading kept.
        func lines(rereading: Bool = false) -> [ScanReport.Line] {
            TessBaseAPISetPageSegMode(api, PSM_AUTO)
            var lines = recognise()
            guard rereading else { return lines }
            for index in lines.indices where lines[index].confidence < rereadConfidence {
                for height in rereadHeights {
                    if let again = alone(lines[index], height: height), again.confidence > lines[index].confidence {
                        lines[index] = again
                    }
                }
            }
            return lines
        }

        /// `line` read again by itself, scaled to `height` pixels.
        private func alone(_ line: ScanReport.Line, height rereadHeight: Double) -> ScanReport.Line? {
            let margin = line.height / 5
            let x = max(line.x - margin, 0), y = max(line.y - margin, 0)
            let width = min(line.width + 2 * margin, image.width - x), height = min(line.height + 2 * margin, image.height - y)
            let scale = min(max(rereadHeight / Double(max(line.height, 1)), 0.25), 4)
            guard width > 0, height > 0,
                  let crop = image.cropped(x: x, y: y, width: width, height: height, scale: scale, border: 20) else { return nil }
            defer {
                image.withBytes { bytes in
                    TessBaseAPISetImage(api, bytes, Int32(image.width), Int32(image.height), 1, Int32(image.stride))
                }
            }
            crop.withBytes { bytes in
                TessBaseAPISetImage(api, bytes, Int32(crop.width), Int32(crop.height), 1, Int32(crop.stride))
            }
            TessBaseAPISetPageSegMode(api, PSM_SINGLE_LINE)
            let read = recognise()
            guard !read.isEmpty else { return nil }
            return ScanReport.Line(text: read.map(\.text).joined(separator: " "), x: line.x, y: line.y, width: line.width,
                                   height: line.height, confidence: meanConfidence(read))
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
            let text = read.map(\.text).joined(separator: " ")
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

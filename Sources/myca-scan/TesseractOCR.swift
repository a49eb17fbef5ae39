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
    static let rereadConfidence = 90.0
    /// The heights, in pixels, a line is read again at: where Tesseract's models read
    /// best, and smaller for blurred print.
    static let rereadHeights = [48.0, 32.0, 64.0, 40.0]

    /// The width a card is read at, in pixels: a card's small print then stands some 25
    /// pixels tall, where Tesseract's models read best, whether the photo was taken close
    /// or from further away.
    static let cardWidth = 2000

    /// The width of a business card in inches (85 to 91 mm): Tesseract told the card's
    /// true resolution finds its lines of every size, where at 300 it takes a cut-out
    /// card's print for headlines and loses small lines beside large ones.
    static let cardInches = 3.5

    /// The share of the card's size kept around it: a band of colour at a card's edge is
    /// no part of the bright region its outline is found by, and may hold the company's name.
    static let cardMargin = 0.25

    /// `image` as OCR reads it best: the card seen square-on at ``cardWidth`` when its
    /// outline is found, else the photo turned level.
    static func prepared(_ image: GrayImage) -> GrayImage {
        if let outline = CardOutline(image), let card = image.rectified(outline, cardWidth: cardWidth, margin: cardMargin) {
            card.resolution = Int(Double(cardWidth) / cardInches)
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
            // Japanese print read by the English model comes out as short lines of little
            // confidence among the sure Latin ones: any such line has Japanese tried too.
            if meanConfidence(english) >= latinConfidence, !english.contains(where: { $0.confidence < PaperCardReader.doubtfulConfidence }) {
                return (english, "eng")
            }
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

    /// A word Tesseract read, with its box and confidence.
    struct Word {
        var text: String
        var left, top, right, bottom: Int
        var confidence: Double
    }

    /// `line` as it is, or in pieces where a gap between its `words` wider than twice the
    /// line's height parts them: a card printed in two columns, whose lines Tesseract
    /// joins across the gap when they stand level. Each piece gets its words' box.
    static func pieces(_ line: ScanReport.Line?, _ words: [Word]) -> [ScanReport.Line] {
        guard let line else { return [] }
        var groups: [[Word]] = []
        for word in words {
            if let last = groups.last?.last, word.left - last.right <= 2 * max(line.height, 1) {
                groups[groups.count - 1].append(word)
            } else {
                groups.append([word])
            }
        }
        guard groups.count > 1 else { return line.text.isEmpty ? [] : [line] }
        return groups.compactMap { group in
            let text = WhiteSpace.trim(group.map(\.text).joined(separator: " "))
            guard !text.isEmpty, let left = group.map(\.left).min(), let right = group.map(\.right).max(),
                  let top = group.map(\.top).min(), let bottom = group.map(\.bottom).max() else { return nil }
            let weights = group.map { Double(max($0.text.count, 1)) }
            let confidence = zip(group, weights).map { $0.confidence * $1 }.reduce(0, +) / weights.reduce(0, +)
            return ScanReport.Line(text: text, x: left, y: top, width: right - left, height: bottom - top, confidence: confidence)
        }
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
            TessBaseAPISetSourceResolution(api, Int32(image.resolution ?? 300))
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
                TessBaseAPISetSourceResolution(api, Int32(image.resolution ?? 300))
            }
            crop.withBytes { bytes in
                TessBaseAPISetImage(api, bytes, Int32(crop.width), Int32(crop.height), 1, Int32(crop.stride))
            }
            TessBaseAPISetSourceResolution(api, Int32(Double(image.resolution ?? 300) * scale))
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
            let text = read.map(\.text).joinedText(separator: " ")
            return ScanReport.Line(text: text, x: line.x, y: line.y, width: line.width, height: line.height,
                                   confidence: meanConfidence(read))
        }

        private func recognise() -> [ScanReport.Line] {
            guard TessBaseAPIRecognize(api, nil) == 0, let iterator = TessBaseAPIGetIterator(api) else { return [] }
            defer { TessResultIteratorDelete(iterator) }
            let page = TessResultIteratorGetPageIterator(iterator)
            var lines: [ScanReport.Line] = []
            var line: ScanReport.Line?
            var words: [Word] = []
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            repeat {
                if TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0 {
                    lines += TesseractOCR.pieces(line, words)
                    words = []
                    line = nil
                    if let raw = TessResultIteratorGetUTF8Text(iterator, RIL_TEXTLINE) {
                        _ = TessPageIteratorBoundingBox(page, RIL_TEXTLINE, &left, &top, &right, &bottom)
                        line = ScanReport.Line(text: WhiteSpace.trim(String(cString: raw)), x: Int(left), y: Int(top),
                                               width: Int(right - left), height: Int(bottom - top),
                                               confidence: Double(TessResultIteratorConfidence(iterator, RIL_TEXTLINE)))
                        TessDeleteText(raw)
                    }
                }
                guard let raw = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
                let text = String(cString: raw)
                TessDeleteText(raw)
                _ = TessPageIteratorBoundingBox(page, RIL_WORD, &left, &top, &right, &bottom)
                words.append(Word(text: text, left: Int(left), top: Int(top), right: Int(right), bottom: Int(bottom),
                                  confidence: Double(TessResultIteratorConfidence(iterator, RIL_WORD))))
            } while TessPageIteratorNext(page, RIL_WORD) != 0
            return lines + TesseractOCR.pieces(line, words)
        }
    }
}

/// What the scanning program found in one image, as it hands it back: the text of every
/// code, and, where there was none, the lines OCR read with their boxes and confidences.
/// Both sides read and write it through ``json`` and ``init(json:)``.
public struct ScanReport: Sendable, Equatable {
    /// One code: its text and its corners (x, y pairs, clockwise from the top left).
    public struct Code: Sendable, Equatable {
        public var text: String
        public var corners: [Int]

        public init(text: String, corners: [Int] = []) {
            self.text = text
            self.corners = corners
        }
    }

    /// A line of text OCR read: its words, its box in pixels and its confidence (0–100).
    public struct Line: Sendable, Equatable {
        public var text: String
        public var x: Int, y: Int, width: Int, height: Int
        public var confidence: Double

        public init(text: String, x: Int, y: Int, width: Int, height: Int, confidence: Double) {
            self.text = text
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.confidence = confidence
        }
    }

    /// The image's size as seen (after its orientation).
    public var width: Int
    public var height: Int
    /// The mean gray level, 0 (black) to 255, and its standard deviation: what says an
    /// image is too dark or too flat to read.
    public var brightness: Double
    public var contrast: Double
    public var codes: [Code]
    public var lines: [Line]
    /// The OCR language used (`eng`, `jpn`), or empty when OCR did not run.
    public var language: String

    public init(width: Int, height: Int, brightness: Double = 128, contrast: Double = 64, codes: [Code] = [],
                lines: [Line] = [], language: String = "") {
        self.width = width
        self.height = height
        self.brightness = brightness
        self.contrast = contrast
        self.codes = codes
        self.lines = lines
        self.language = language
    }

    public var json: JSONValue {
        var object = JSONObject()
        object["width"] = .integer(width)
        object["height"] = .integer(height)
        object["brightness"] = .number(brightness)
        object["contrast"] = .number(contrast)
        object["codes"] = .array(codes.map { code in
            var item = JSONObject()
            item["text"] = .string(code.text)
            item["corners"] = .array(code.corners.map { .integer($0) })
            return .object(item)
        })
        object["lines"] = .array(lines.map { line in
            var item = JSONObject()
            item["text"] = .string(line.text)
            item["box"] = .array([line.x, line.y, line.width, line.height].map { .integer($0) })
            item["confidence"] = .number(line.confidence)
            return .object(item)
        })
        object["language"] = .string(language)
        return .object(object)
    }

    /// A report read back; nil when it is not one.
    public init?(json: JSONValue) {
        guard let width = json["width"]?.intValue, let height = json["height"]?.intValue,
              let codes = json["codes"]?.arrayValue, let lines = json["lines"]?.arrayValue else { return nil }
        self.width = width
        self.height = height
        brightness = json["brightness"]?.doubleValue ?? 128
        contrast = json["contrast"]?.doubleValue ?? 64
        language = json["language"]?.stringValue ?? ""
        var readCodes: [Code] = []
        for item in codes {
            guard let text = item["text"]?.stringValue else { return nil }
            readCodes.append(Code(text: text, corners: item["corners"]?.arrayValue?.compactMap(\.intValue) ?? []))
        }
        var readLines: [Line] = []
        for item in lines {
            guard let text = item["text"]?.stringValue, let box = item["box"]?.arrayValue?.compactMap(\.intValue),
                  box.count == 4 else { return nil }
            readLines.append(Line(text: text, x: box[0], y: box[1], width: box[2], height: box[3],
                                  confidence: item["confidence"]?.doubleValue ?? 0))
        }
        self.codes = readCodes
        self.lines = readLines
    }
}

extension ScanReport {
    /// Why an image that gave no contact gave none, from what it looks like.
    public var emptyReason: ScanError.Reason {
        if min(width, height) < 64 { return .tooSmall }
        if brightness < 35 { return .tooDark }
        if brightness > 245 && contrast < 12 { return .tooBright }
        if contrast < 8 { return .flat }
        return lines.isEmpty ? .noText : .noContact
    }
}

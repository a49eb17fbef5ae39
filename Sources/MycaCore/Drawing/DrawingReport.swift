/// What drawing did with the text: every box as fitted, per page, and the characters no
/// installed font could draw.
public struct DrawingReport: Sendable, Hashable {
    /// A fitted text and the index of its page.
    public struct Entry: Sendable, Hashable {
        /// Page index, from 0.
        public var page: Int
        /// The text as fitted.
        public var text: FittedText

        /// An entry.
        public init(page: Int, text: FittedText) {
            self.page = page
            self.text = text
        }
    }

    /// Every text box drawn, in page and painting order.
    public var entries: [Entry]
    /// Texts some of whose characters no installed font has (drawn as boxes).
    public var missingGlyphs: [String]

    /// A report.
    public init(entries: [Entry] = [], missingGlyphs: [String] = []) {
        self.entries = entries
        self.missingGlyphs = missingGlyphs
    }

    /// The report as JSON (what the card command writes for checks).
    public var json: JSONValue {
        var object = JSONObject()
        object["texts"] = .array(entries.map { DrawingCodec.encode($0.text, page: $0.page) })
        object["missingGlyphs"] = .array(missingGlyphs.map(JSONValue.string))
        return .object(object)
    }

    /// Reads a report written by `json`.
    public init(json: JSONValue) throws(DrawingCodecError) {
        guard let texts = json["texts"]?.arrayValue, let missing = json["missingGlyphs"]?.arrayValue else {
            throw DrawingCodecError("report")
        }
        entries = try texts.map { (value) throws(DrawingCodecError) -> Entry in
            let (page, text) = try DrawingCodec.decodeFitted(value)
            return Entry(page: page, text: text)
        }
        missingGlyphs = missing.compactMap(\.stringValue)
    }
}

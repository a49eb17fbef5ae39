/// What `myca card` asks of `myca-draw`: pages to draw, the format and the resolution.
///
/// Sent as JSON (`json` / `init(json:)`) through a file, so the drawing process can be a
/// separate executable that alone links cairo and pango.
public struct DrawingRequest: Sendable, Hashable {
    /// The formats `myca-draw` writes.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// One PDF page per drawing page.
        case pdf
        /// A PNG of the first page, with pHYs set to `dpi`.
        case png
        /// No picture: only the report, every text fitted as the PDF fits it, for a
        /// surface `myca` writes itself (the SVG card), so both set the same lines alike.
        case texts
    }

    /// The format.
    public var format: Format
    /// The PNG resolution in dots per inch.
    public var dpi: Int
    /// The pages.
    public var pages: [DrawingPage]

    /// A request.
    /// For a press PDF, what each colour of the drawing is printed with; a colour not
    /// listed is printed as a tint of black (``PressColour/black(for:on:)`` on white).
    /// Empty for every other drawing.
    public var pressColours: [PressMapping]
    /// When a PDF says it was made, in seconds since 1970 (``SourceDate``): never the
    /// clock, so the same card gives the same bytes.
    public var created: Int64
    /// For a PDF drawn in parts by one serving program: the document goes on in the next
    /// request, so these pages are drawn after the ones before and the answer holds their
    /// report alone; the next request without it ends the document and is answered with
    /// the file of every page. A document longer than one request should hold (a batch's
    /// sheets) is drawn so.
    public var continues = false

    public init(format: Format, dpi: Int, pages: [DrawingPage], pressColours: [PressMapping] = [],
                created: Int64 = SourceDate.fixed) {
        self.format = format
        self.dpi = dpi
        self.pressColours = pressColours
        self.pages = pages
        self.created = created
    }

    /// The request as drawn in `environment`: a PDF dated ``SourceDate/seconds(in:)``.
    /// - Throws: `SourceDateError` for a malformed `SOURCE_DATE_EPOCH` (PDF only).
    public func dated(in environment: Environment) throws(SourceDateError) -> DrawingRequest {
        var request = self
        if format == .pdf { request.created = try SourceDate.seconds(in: environment) }
        return request
    }

    /// The request as a JSON value.
    public var json: JSONValue {
        var object = JSONObject()
        object["format"] = .string(format.rawValue)
        object["dpi"] = .integer(dpi)
        object["pages"] = .array(pages.map(DrawingCodec.encode))
        if !pressColours.isEmpty { object["press"] = .array(pressColours.map(DrawingCodec.encode)) }
        object["created"] = .integer(Int(created))
        if continues { object["continues"] = .bool(true) }
        return .object(object)
    }

    /// Reads a request written by `json`.
    ///
    /// - Throws: `DrawingCodecError` naming what is missing or malformed.
    public init(json: JSONValue) throws(DrawingCodecError) {
        guard let name = json["format"]?.stringValue, let format = Format(rawValue: name) else {
            throw DrawingCodecError("format")
        }
        guard let dpi = json["dpi"]?.intValue, dpi > 0 else { throw DrawingCodecError("dpi") }
        guard let pages = json["pages"]?.arrayValue else { throw DrawingCodecError("pages") }
        self.format = format
        self.dpi = dpi
        self.pages = try pages.map(DrawingCodec.decodePage)
        self.pressColours = try (json["press"]?.arrayValue ?? []).map(DrawingCodec.decodePressMapping)
        guard let created = json["created"]?.intValue, created >= 0 else { throw DrawingCodecError("created") }
        self.created = Int64(created)
        continues = json["continues"]?.boolValue ?? false
    }
}

/// A drawing request or report that is not what `myca` writes.
public struct DrawingCodecError: MycaError, Equatable {
    /// The member that is missing or malformed.
    public let member: String

    /// An error about `member`.
    public init(_ member: String) { self.member = member }

    public var messageText: MessageText { MessageText("drawing request: '%s' is missing or malformed", member) }

    public var hintText: MessageText? {
        MessageText("myca and myca-draw come from the same build; reinstall both (make install)")
    }
}

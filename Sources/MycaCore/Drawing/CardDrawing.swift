/// Draws pages and makes press files: what the drawing programs do (`myca-draw` with cairo
/// and pango, Ghostscript), behind a protocol so that a batch in Core draws its rows'
/// cards as `myca card` draws one, while only the command line runs programs.
public protocol CardDrawing: Sendable {
    /// The file and the report of `request`.
    /// - Throws: when the drawing cannot be made: the program missing, a font missing.
    func draw(_ request: DrawingRequest) throws -> ([UInt8], DrawingReport)

    /// The press file (PDF/X, CMYK) of a card's `pdf`, titled `title`, in the standard and
    /// for the output condition the drawing was set up with.
    func press(_ pdf: [UInt8], title: String) throws -> [UInt8]

    /// A PDF to be drawn a few pages at a time, at `dpi`, its colours printed as
    /// `pressColours` say (``DrawingRequest/pressColours``).
    func document(dpi: Int, pressColours: [PressMapping]) -> any DrawingDocument
}

/// A PDF drawn a few pages at a time (``CardDrawing/document(dpi:pressColours:)``), so that
/// who draws a long document holds a few of its pages at once, never all of them.
public protocol DrawingDocument: AnyObject {
    /// Draws `pages` after those before.
    /// - Throws: as ``CardDrawing/draw(_:)``; the document is then given up.
    func add(_ pages: [DrawingPage]) throws

    /// The file of every page added.
    func finish() throws -> [UInt8]
}

extension CardDrawing {
    /// A document whose pages are kept and drawn in one request when it is finished.
    public func document(dpi: Int, pressColours: [PressMapping]) -> any DrawingDocument {
        KeptDocument(drawing: self, dpi: dpi, pressColours: pressColours)
    }
}

/// A ``DrawingDocument`` that holds its pages until ``finish()``: for drawings that draw a
/// request at a time.
final class KeptDocument: DrawingDocument {
    let drawing: any CardDrawing
    let dpi: Int
    let pressColours: [PressMapping]
    private var pages: [DrawingPage] = []

    init(drawing: any CardDrawing, dpi: Int, pressColours: [PressMapping]) {
        self.drawing = drawing
        self.dpi = dpi
        self.pressColours = pressColours
    }

    func add(_ pages: [DrawingPage]) throws { self.pages += pages }

    func finish() throws -> [UInt8] {
        try drawing.draw(DrawingRequest(format: .pdf, dpi: dpi, pages: pages, pressColours: pressColours)).0
    }
}

extension PrintedCard {
    /// The card drawn as `format`: one PDF of every page, or one PNG a page (front, then
    /// back); with the texts as the drawing fitted them, each with its page.
    public func drawn(_ format: DrawingRequest.Format, dpi: Int, pressColours: [PressMapping] = [],
                      with drawing: any CardDrawing) throws -> (files: [[UInt8]], texts: [DrawingReport.Entry]) {
        if format == .pdf {
            let (bytes, report) = try drawing.draw(DrawingRequest(format: .pdf, dpi: dpi, pages: pages.map(\.page),
                                                                  pressColours: pressColours))
            return ([bytes], report.entries)
        }
        var files: [[UInt8]] = []
        var texts: [DrawingReport.Entry] = []
        for (index, imposed) in pages.enumerated() {
            let (bytes, report) = try drawing.draw(DrawingRequest(format: format, dpi: dpi, pages: [imposed.page]))
            files.append(bytes)
            texts += report.entries.map { DrawingReport.Entry(page: index, text: $0.text) }
        }
        return (files, texts)
    }

    /// The card as SVG, a file a page (front, then back), its texts set as `fitted` (the
    /// drawing's `texts` report, so that they are set as in the PDF; estimated when empty),
    /// titled `title`; with the texts as set, each with its page.
    public func svgs(title: String, fitted: [DrawingReport.Entry]) -> (files: [[UInt8]], texts: [DrawingReport.Entry]) {
        var files: [[UInt8]] = []
        var texts: [DrawingReport.Entry] = []
        for (index, imposed) in pages.enumerated() {
            let (svg, set) = DrawingSVGRenderer.render(imposed.page, title: title,
                                                       fitted: fitted.filter { $0.page == index }.map(\.text))
            files.append(Array(svg.utf8))
            texts += set.map { DrawingReport.Entry(page: index, text: $0) }
        }
        return (files, texts)
    }

    /// The texts as the drawing fits them, for ``svgs(title:fitted:)``.
    public func fittedTexts(dpi: Int, with drawing: any CardDrawing) throws -> [DrawingReport.Entry] {
        try drawing.draw(DrawingRequest(format: .texts, dpi: dpi, pages: pages.map(\.page))).1.entries
    }

    /// The texts the drawing had to cut, each once, that may be printed cut (a title, an
    /// address); the others stop the card.
    ///
    /// - Throws: `LayoutError.nameTooLong` for the name (printed cut it names someone
    ///   else); ``PrintedCardError/contactCut(role:text:minimum:)`` for an email, phone, web
    ///   address or handle (printed cut it is a wrong address).
    public static func cuts(_ texts: [DrawingReport.Entry], name: String) throws -> [FittedText] {
        let cut = texts.map(\.text).filter(\.isCut)
        if cut.contains(where: { $0.box.role == CardContent.Role.name.rawValue }) { throw LayoutError.nameTooLong(name) }
        if let wrong = cut.first(where: { CardContent.Role(rawValue: $0.box.role)?.isContactData == true }) {
            // The value as typed: without the label or kinds a box may set before or after it.
            throw PrintedCardError.contactCut(role: wrong.box.role, text: wrong.box.shorter ?? wrong.box.text,
                                              minimum: wrong.box.minimumSize)
        }
        var reported: Set<String> = []
        return cut.filter { reported.insert($0.box.role + "\u{0}" + $0.box.text).inserted }
    }
}

extension FittedText {
    /// What a text printed cut says: which, at what smallest size, and what is left.
    public var cutText: MessageText {
        MessageText("the %s '%s' does not fit even at %s pt and was cut to '%s'", "\(box.role)", box.text,
                    PhysicalLength.text(box.minimumSize, digits: 1, keeping: 1), drawn)
    }
}

extension PrintedCard {
    /// What the card says of the lines it prints on the back (their roles, in order).
    public static func movedText(_ roles: [String]) -> MessageText {
        MessageText.plural("%d line did not fit on the front and is printed on the back (%s)",
                           "%d lines did not fit on the front and are printed on the back (%s)",
                           roles.count, roles.count, kinds(roles))
    }

    /// Each role of `roles` once, in order: `address, social profile`.
    static func kinds(_ roles: [String]) -> String {
        var kinds: [String] = []
        for role in roles where !kinds.contains(role) { kinds.append(role) }
        return kinds.joinedText(separator: ", ")
    }

    /// What the card says of the lines it would print on the back when only its front is
    /// written (a one-page format on standard output).
    public static func leftOffStandardOutputText(_ roles: [String]) -> MessageText {
        MessageText.plural("%d line did not fit on the front and was left out (%s); written to a file, it goes on the back",
                           "%d lines did not fit on the front and were left out (%s); written to a file, they go on the back",
                           roles.count, roles.count, kinds(roles))
    }
}

extension CardLayoutWarning {
    /// What the warning says, in terms of the card alone.
    public var messageText: MessageText {
        switch self {
        case let .linesLeftOut(roles):
            return MessageText.plural("%d line did not fit on the card and was left out (%s)",
                                      "%d lines did not fit on the card and were left out (%s)",
                                      roles.count, roles.count, roles.joinedText(separator: ", "))
        case let .socialProfilesLeftOut(count):
            return MessageText("a card shows %d social profiles; %d more left out", CardContent.maximumSocialProfiles, count)
        case let .smallModules(module, minimum):
            return PrintedCardError.codeTooDense(module: module, minimum: minimum).messageText
        }
    }
}

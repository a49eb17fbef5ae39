/// The rows' cards imposed on sheets as the rows come, in row order: each sheet is drawn
/// once it is full (the last one when the rows are done) into one PDF that the drawing
/// holds, so a run holds one sheet's cards, not every row's.
public struct BatchSheets {
    /// The most cards one run imposes: 1,000 sheets of ten, a large print job. The file
    /// passes through memory whole when it is finished (about 2.3 KB a card, more with
    /// photos), so a larger run is split into shards, each with sheets of its own.
    public static let maximumCards = 10_000

    private let maximum: Int
    private let paper: PrintSheet.Paper
    private let perSheet: Int
    private let document: any DrawingDocument
    private var waiting: [PrintSheet.Card] = []
    /// The cards taken so far.
    private(set) var cards = 0
    /// The sheets drawn so far.
    private(set) var sheets = 0

    /// Sheets of `options.sheet`, drawn by `options.drawing`; nil when the run imposes none.
    init?(_ options: BatchOptions) throws {
        guard options.sheetPath != nil, let paper = options.sheet, let drawing = options.drawing, let card = options.card
        else { return nil }
        self.paper = paper
        maximum = options.maximumSheetCards
        perSheet = try PrintSheet.cardsPerSheet(card.size, bleed: card.bleed, paper: paper)
        document = drawing.document(dpi: options.cardDPI,
                                    pressColours: options.press ? CardFaceLayout.pressColours(card.style) : [])
    }

    /// Takes the next rows' cards, drawing every sheet they fill.
    /// - Throws: ``BatchError/tooManyForSheets(maximum:)`` past the options' maximum; what
    ///   the drawing throws.
    mutating func add(_ next: [PrintSheet.Card]) throws {
        guard cards + next.count <= maximum else { throw BatchError.tooManyForSheets(maximum: maximum) }
        cards += next.count
        waiting += next
        while waiting.count >= perSheet {
            try draw(Array(waiting.prefix(perSheet)))
            waiting.removeFirst(perSheet)
        }
    }

    /// The PDF of every sheet, the last one part full when the cards do not fill it; nil
    /// when no card came.
    mutating func finish() throws -> [UInt8]? {
        if !waiting.isEmpty { try draw(waiting) }
        waiting = []
        return cards > 0 ? try document.finish() : nil
    }

    private mutating func draw(_ sheet: [PrintSheet.Card]) throws {
        try document.add(try PrintSheet.sheets(sheet, paper: paper).pages.map(\.page))
        sheets += 1
    }
}

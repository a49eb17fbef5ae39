/// Places card artworks on pages: one card per page (with bleed and crop marks), or as many
/// as fit on a sheet of paper, with a back page registered for duplex printing.
public enum PrintSheet {
    /// Sheets of paper cards are printed on.
    public enum Paper: String, Sendable, CaseIterable {
        /// ISO A4, 210×297 mm.
        case a4
        /// US Letter, 8.5×11 in.
        case letter
        /// ISO SRA3, 320×450 mm: the press sheet digital print shops run cards on.
        case sra3

        /// The paper's name as printers and shops write it.
        public var displayName: String {
            switch self {
            case .a4: "A4"
            case .letter: "US Letter"
            case .sra3: "SRA3"
            }
        }

        /// Width and height in millimetres (portrait).
        public var size: (width: Double, height: Double) {
            switch self {
            case .a4: (210, 297)
            case .letter: (215.9, 279.4)
            case .sra3: (320, 450)
            }
        }
    }

    /// Crop marks start this far beyond the bleed.
    public static let markGap = 2.0
    /// Crop marks are this long: 3 mm reads at a glance and leaves ten EU cards with their
    /// gutters room on A4.
    public static let markLength = 3.0
    /// Crop marks are this wide (0.25 pt, a hairline that prints).
    public static let markWidth = 0.25 * TextBox.millimetresPerPoint
    /// The margin a sheet assumes its printer cannot print in, kept free beyond the crop
    /// marks and the slug line: 5 mm, which office and digital presses reach (many leave
    /// 4 to 5 mm unprinted, a few 2 mm); a mark in that margin is a cut without a guide.
    /// The slug line names it, so a shop whose printer leaves more knows at a glance.
    public static let printerMargin = 5.0
    /// The slug line's type, in points: as small as press type goes.
    public static let slugType = 6.0
    /// Room kept between the slug line and the crop marks beside it, in millimetres.
    static let slugClearance = 1.0
    /// The least room between two cards on a sheet. Cards that abut share one cut, and a
    /// cutter's tolerance then moves one card's edge onto its neighbour; with a gutter each
    /// card has cuts of its own.
    public static let minimumGutter = 2.0
    /// The colour of crop marks: registration black.
    static let markColor = Color.black

    /// One card on a page of the trim size plus bleed, plus room for crop marks when asked
    /// (`bleed + markGap + markLength` on each side).
    public static func single(_ card: CardArtwork, cropMarks: Bool) -> ImposedPage {
        let slug = slug(bleed: card.bleed, cropMarks: cropMarks)
        let (width, height) = singleSize(card.size, bleed: card.bleed, cropMarks: cropMarks)
        var page = DrawingPage(width: width, height: height)
        page.items = card.items.map { $0.offset(slug, slug) }
        let trim = DrawingRect(x: slug, y: slug, width: card.size.width, height: card.size.height)
        page.trim = trim
        page.bleed = card.bleed
        if cropMarks {
            page.items += marks(xs: [trim.x, trim.maxX], ys: [trim.y, trim.maxY], around: trim, bleed: card.bleed)
        }
        return ImposedPage(page: page, trims: [trim], codeAreas: [card.codeArea.offset(slug, slug)])
    }

    /// The size of the page ``single(_:cropMarks:)`` puts a card of `size` on.
    public static func singleSize(_ size: CardSize, bleed: Double, cropMarks: Bool) -> (width: Double, height: Double) {
        let slug = slug(bleed: bleed, cropMarks: cropMarks)
        return (size.width + 2 * slug, size.height + 2 * slug)
    }

    /// What a page holding one card has around its trim on each side.
    private static func slug(bleed: Double, cropMarks: Bool) -> Double { bleed + (cropMarks ? markGap + markLength : 0) }

    /// The room between two cards on a sheet: both cards' bleeds, and never less than
    /// ``minimumGutter``.
    public static func gutter(bleed: Double) -> Double { max(2 * bleed, minimumGutter) }

    /// How many cards fit across and down on `paper`, ``gutter(bleed:)`` apart; the grid keeps
    /// `bleed + markGap + markLength + printerMargin` free on every side for the crop marks
    /// (and the slug line, which stands between the marks under the first card).
    public static func grid(_ size: CardSize, bleed: Double, paper: Paper) -> (columns: Int, rows: Int) {
        let margin = bleed + markGap + markLength + printerMargin
        let gutter = gutter(bleed: bleed)
        func count(_ paperLength: Double, _ cardLength: Double) -> Int {
            max(0, Int(((paperLength - 2 * margin + gutter) / (cardLength + gutter) + 1e-9).rounded(.down)))
        }
        return (count(paper.size.width, size.width), count(paper.size.height, size.height))
    }

    /// How many cards of `size` fit on a sheet of `paper` (``grid(_:bleed:paper:)``).
    ///
    /// - Throws: `LayoutError.sheetTooSmall` when not even one does.
    public static func cardsPerSheet(_ size: CardSize, bleed: Double, paper: Paper) throws(LayoutError) -> Int {
        let (columns, rows) = grid(size, bleed: bleed, paper: paper)
        guard columns > 0, rows > 0 else { throw LayoutError.sheetTooSmall(sheet: paper.displayName, card: "\(size)") }
        return columns * rows
    }

    /// One card on a sheet: its front and, when the cards have backs, its back.
    public struct Card: Sendable, Hashable {
        /// The front.
        public var front: CardArtwork
        /// The back.
        public var back: CardArtwork?

        /// A card of a sheet.
        public init(front: CardArtwork, back: CardArtwork?) {
            self.front = front
            self.back = back
        }
    }

    /// A sheet of fronts, and when `back` is given a sheet of backs, every place holding the
    /// same card (``sheets(_:paper:)``).
    ///
    /// - Throws: `LayoutError.sheetTooSmall` when not even one card fits.
    public static func sheet(front: CardArtwork, back: CardArtwork?, paper: Paper) throws(LayoutError)
        -> (pages: [ImposedPage], cards: Int)
    {
        let perSheet = try cardsPerSheet(front.size, bleed: front.bleed, paper: paper)
        return (try sheets(Array(repeating: Card(front: front, back: back), count: perSheet), paper: paper).pages, perSheet)
    }

    /// `cards` on as many sheets as they need, in order across and then down, each sheet of
    /// fronts followed by its sheet of backs when any card has one: the back of the card at
    /// column c is at column `columns − 1 − c` of the same row, so the pages register when
    /// printed on both sides and turned on the long edge. The last sheet may be part full;
    /// its crop marks are the full grid's, so every sheet is cut alike. Every card has the
    /// first one's size and bleed (one sheet is cut with one grid).
    ///
    /// - Throws: `LayoutError.sheetTooSmall` when not even one card fits.
    public static func sheets(_ cards: [Card], paper: Paper) throws(LayoutError) -> (pages: [ImposedPage], cards: Int) {
        guard let first = cards.first?.front else { return ([], 0) }
        let size = first.size
        let bleed = first.bleed
        let perSheet = try cardsPerSheet(size, bleed: bleed, paper: paper)
        let (columns, rows) = grid(size, bleed: bleed, paper: paper)
        let (paperWidth, paperHeight) = paper.size
        let gutter = gutter(bleed: bleed)
        let gridWidth = Double(columns) * size.width + Double(columns - 1) * gutter
        let gridHeight = Double(rows) * size.height + Double(rows - 1) * gutter
        let left = (paperWidth - gridWidth) / 2
        let top = (paperHeight - gridHeight) / 2
        let xs = (0 ..< columns).map { left + Double($0) * (size.width + gutter) }
        let ys = (0 ..< rows).map { top + Double($0) * (size.height + gutter) }
        let grid = DrawingRect(x: left, y: top, width: gridWidth, height: gridHeight)
        let cuts = marks(xs: xs.flatMap { [$0, $0 + size.width] }, ys: ys.flatMap { [$0, $0 + size.height] },
                         around: grid, bleed: bleed)
        let hasBacks = cards.contains { $0.back != nil }
        // The slug line stands in the band of the marks under the grid, between the two
        // marks of the first column's cuts (the grid is centred, so the mirrored back's
        // first column is cut at the same places).
        let slugBand = DrawingRect(x: xs[0] + slugClearance, y: grid.maxY + bleed + markGap,
                                   width: size.width - 2 * slugClearance, height: markLength)
        func page(_ sides: [CardArtwork?], mirrored: Bool) -> ImposedPage {
            var imposed = ImposedPage(page: DrawingPage(width: paperWidth, height: paperHeight), trims: [], codeAreas: [])
            for (place, side) in sides.enumerated() {
                guard let side else { continue }
                let x = xs[place % columns], y = ys[place / columns]
                let placedX = mirrored ? paperWidth - x - size.width : x
                imposed.page.items += side.items.map { $0.offset(placedX, y) }
                imposed.trims.append(DrawingRect(x: placedX, y: y, width: size.width, height: size.height))
                imposed.codeAreas.append(side.codeArea.offset(placedX, y))
            }
            imposed.page.items += cuts
            let line = slug(paper: paper, cards: perSheet, size: size, bleed: bleed, backs: hasBacks ? mirrored : nil)
            imposed.page.items.append(.text(TextBox(line.text, in: slugBand, size: slugType, minimumSize: slugType,
                                                    color: markColor, role: slugRole, shorter: line.shorter)))
            return imposed
        }
        var pages: [ImposedPage] = []
        for start in stride(from: 0, to: cards.count, by: perSheet) {
            let sheet = cards[start ..< min(start + perSheet, cards.count)]
            pages.append(page(sheet.map(\.front), mirrored: false))
            if hasBacks { pages.append(page(sheet.map(\.back), mirrored: true)) }
        }
        return (pages, perSheet)
    }

    /// The role of the slug line's text box.
    public static let slugRole = "slug"

    /// The slug line of a sheet: what a shop checks before it cuts (the paper, the cards
    /// and their trim size, the bleed and gutter, the printer margin the sheet assumes),
    /// and on a duplex sheet which side it is (`backs`: true on the backs, false on the
    /// fronts, nil without backs). In English, as shops' tickets are, with a shorter form
    /// for narrow cards.
    static func slug(paper: Paper, cards: Int, size: CardSize, bleed: Double, backs: Bool?)
        -> (text: String, shorter: String)
    {
        let side = backs.map { $0 ? " · backs" : " · fronts" } ?? ""
        let mm = { (v: Double) in PhysicalLength.text(v, digits: 2) + " mm" }
        let text = "\(paper.displayName) · \(cards)-up, trim \(size) · bleed \(mm(bleed)) · gutter \(mm(gutter(bleed: bleed)))"
            + " · printer margin \(mm(printerMargin))" + side
        let shorter = "\(paper.displayName) · \(cards) × \(size) · margin \(mm(printerMargin))" + side
        return (text, shorter)
    }

    /// Crop marks for the cut lines `xs` (vertical) and `ys` (horizontal), outside `area` and
    /// its bleed: each cut gets a mark at both of its ends.
    static func marks(xs: [Double], ys: [Double], around area: DrawingRect, bleed: Double) -> [DrawingItem] {
        let near = bleed + markGap
        let far = near + markLength
        func unique(_ values: [Double]) -> [Double] {
            values.sorted().reduce(into: []) { out, v in if out.last.map({ abs($0 - v) > 1e-6 }) ?? true { out.append(v) } }
        }
        var items: [DrawingItem] = []
        for x in unique(xs) {
            items.append(.line(x1: x, y1: area.y - far, x2: x, y2: area.y - near, color: markColor, width: markWidth))
            items.append(.line(x1: x, y1: area.maxY + near, x2: x, y2: area.maxY + far, color: markColor,
                               width: markWidth))
        }
        for y in unique(ys) {
            items.append(.line(x1: area.x - far, y1: y, x2: area.x - near, y2: y, color: markColor, width: markWidth))
            items.append(.line(x1: area.maxX + near, y1: y, x2: area.maxX + far, y2: y, color: markColor,
                               width: markWidth))
        }
        return items
    }
}

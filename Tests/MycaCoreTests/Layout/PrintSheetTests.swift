import Testing
@testable import MycaCore

@Suite("PrintSheet")
struct PrintSheetTests {
    static func artwork(_ size: CardSize, bleed: Double = 0) throws -> CardArtwork {
        let card = try Profile.sample.snapshot()
        let matrix = try QREncoder.encodeSync(Array("https://alexmorgan.example".utf8))
        return CardFaceLayout.back(caption: card.formattedName, code: matrix, style: .classic, size: size, bleed: bleed)
    }

    @Test func eightCardsOnA4AndLetterWithMarksInsideThePrintersMargin() throws {
        // Ten EU cards on A4 put the marks 2 mm from the edge, where most printers print
        // nothing: with a 5 mm margin eight fit.
        #expect(PrintSheet.grid(.eu, bleed: 0, paper: .a4) == (2, 4))
        #expect(PrintSheet.grid(.us, bleed: 0, paper: .letter) == (2, 4))
        #expect(PrintSheet.grid(.eu, bleed: 3, paper: .a4) == (2, 4))
        #expect(PrintSheet.grid(.us, bleed: 0, paper: .a4) == (2, 5))
        #expect(PrintSheet.grid(.us, bleed: CardSize.us.defaultBleed, paper: .a4) == (1, 4), "a US card with 1/8 in bleed")
    }

    @Test func theBackMirrorsTheColumnsForDuplex() throws {
        let art = try Self.artwork(.eu)
        let sheet = try PrintSheet.sheet(front: art, back: art, paper: .a4)
        #expect(sheet.cards == 8 && sheet.pages.count == 2)
        let (front, back) = (sheet.pages[0], sheet.pages[1])
        #expect(front.trims.count == 8 && back.trims.count == 8)
        for (f, b) in zip(front.trims, back.trims) {
            // Turned over on the long edge, x becomes 210 − x − width; y stays.
            #expect(abs(b.x - (210 - f.x - f.width)) < 1e-9 && b.y == f.y)
        }
        #expect(front.trims[0].x != back.trims[0].x)
    }

    @Test func cardsOfManyPeopleFillSheetsInOrderWithTheirBacksMirrored() throws {
        // Thirteen cards told apart by their code areas' widths.
        let cards = try (0 ..< 13).map { index -> PrintSheet.Card in
            var front = try Self.artwork(.eu)
            front.codeArea.width = Double(index + 1)
            var back = front
            back.codeArea.width = Double(100 + index)
            return PrintSheet.Card(front: front, back: back)
        }
        let (pages, perSheet) = try PrintSheet.sheets(cards, paper: .a4)
        #expect(perSheet == 8 && pages.count == 4)
        #expect(pages.map(\.trims.count) == [8, 8, 5, 5])
        #expect(pages[0].codeAreas.map(\.width) == (1 ... 8).map(Double.init))
        #expect(pages[2].codeAreas.map(\.width) == [9, 10, 11, 12, 13])
        #expect(pages[3].codeAreas.map(\.width) == [108, 109, 110, 111, 112])
        for (front, back) in [(pages[0], pages[1]), (pages[2], pages[3])] {
            for (f, b) in zip(front.trims, back.trims) { #expect(abs(b.x - (210 - f.x - f.width)) < 1e-9 && b.y == f.y) }
        }
        // A part-full sheet is cut as a full one.
        #expect(pages[2].trims == Array(pages[0].trims.prefix(5)))
        let marks = { (page: ImposedPage) in page.page.items.filter { if case .line = $0 { true } else { false } } }
        #expect(marks(pages[2]) == marks(pages[0]) && !marks(pages[0]).isEmpty)
        // Without backs, sheets of fronts alone.
        #expect(try PrintSheet.sheets(cards.map { PrintSheet.Card(front: $0.front, back: nil) }, paper: .a4).pages.count == 2)
        #expect(try PrintSheet.sheets([], paper: .a4).pages.isEmpty)
        #expect(PrintSheet.grid(.eu, bleed: 0, paper: .sra3) == (3, 7))
    }

    /// The sizes the sheets are checked with: the named ones, a small and a large one.
    static let sizes: [CardSize] = CardSize.named.map(\.size) + [try! CardSize(parsing: "50x30"), try! CardSize(parsing: "148x105")]

    @Test func cropMarksAndTheSlugStayInsideThePrintersMarginAndOutsideEveryCardsBleed() throws {
        let margin = PrintSheet.printerMargin
        #expect(margin >= 5, "the margin most printers leave")
        for paper in PrintSheet.Paper.allCases {
            let (width, height) = paper.size
            for size in Self.sizes {
                for bleed in [0.0, 1.0, 3.0, size.defaultBleed, 5.0] {
                    let art = try Self.artwork(size, bleed: bleed)
                    guard let sheet = try? PrintSheet.sheet(front: art, back: art, paper: paper) else { continue }
                    let (columns, rows) = PrintSheet.grid(size, bleed: bleed, paper: paper)
                    for page in sheet.pages {
                        var marks: [DrawingRect] = []
                        for case let .line(x1, y1, x2, y2, _, _) in page.page.items {
                            marks.append(DrawingRect(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1)))
                        }
                        let slugs = page.page.textBoxes.filter { $0.role == PrintSheet.slugRole }.map(\.rect)
                        #expect(slugs.count == 1, "one slug line on \(paper) of \(size)")
                        for item in marks + slugs {
                            for trim in page.trims {
                                #expect(!trim.inset(by: -bleed).intersects(item), "\(item) over the card at \(trim), bleed \(bleed)")
                            }
                            #expect(item.x >= margin - 1e-9 && item.maxX <= width - margin + 1e-9, "\(item) on \(paper)")
                            #expect(item.y >= margin - 1e-9 && item.maxY <= height - margin + 1e-9, "\(item) on \(paper)")
                        }
                        for slug in slugs { #expect(!marks.contains { $0.intersects(slug) }, "the slug clear of the marks") }
                        // Every card has cuts of its own, each with two marks.
                        #expect(marks.count == 2 * (2 * columns + 2 * rows), "\(paper) \(size) bleed \(bleed)")
                    }
                }
            }
        }
    }

    @Test func theSlugNamesThePaperTheCardsTheBleedAndTheMargin() throws {
        let sheet = try PrintSheet.sheet(front: try Self.artwork(.eu, bleed: 3), back: try Self.artwork(.eu, bleed: 3), paper: .a4)
        let slugs = sheet.pages.map { $0.page.textBoxes.first { $0.role == PrintSheet.slugRole } }
        #expect(slugs[0]?.text == "A4 · 8-up, trim 85×55 mm · bleed 3 mm · gutter 6 mm · printer margin 5 mm · fronts")
        #expect(slugs[1]?.text.hasSuffix("· backs") == true)
        #expect(slugs[0]?.color == .black && slugs[0]?.size == PrintSheet.slugType)
    }

    @Test func aTintedCardCarriesItsBleedOnTheSheet() throws {
        let card = try Profile.sample.snapshot()
        let matrix = try QREncoder.encodeSync(Array("https://alexmorgan.example".utf8))
        let forest = try QRStyle.named("forest")
        let navy = try QRStyle.named("navy")
        #expect(forest.hasGround && !QRStyle.classic.hasGround && !navy.hasGround, "navy is printed on white")
        for paper in PrintSheet.Paper.allCases {
            for size in [CardSize.eu, .us, .jp] {
                let bleed = size.defaultBleed
                let art = CardFaceLayout.back(caption: card.formattedName, code: matrix, style: forest, size: size, bleed: bleed)
                let page = try PrintSheet.sheet(front: art, back: nil, paper: paper).pages[0]
                let grounds = page.page.items.compactMap { item -> DrawingRect? in
                    if case let .rect(rect, fill, _) = item, fill == forest.background { rect } else { nil }
                }
                #expect(grounds.count == page.trims.count)
                for (ground, trim) in zip(grounds, page.trims) {
                    #expect(ground == trim.inset(by: -bleed), "the ground reaches \(bleed) mm past the trim")
                }
                // Neighbours are at least twice the bleed apart: their grounds never overlap.
                for (i, a) in grounds.enumerated() { for b in grounds[(i + 1)...] { #expect(!a.inset(by: 1e-6).intersects(b)) } }
            }
        }
    }

    @Test func aSingleCardPageIsTrimPlusBleedPlusRoomForMarks() throws {
        let art = try Self.artwork(.eu, bleed: 3)
        let plain = PrintSheet.single(art, cropMarks: false)
        #expect(plain.page.width == 91 && plain.page.height == 61)
        let marked = PrintSheet.single(art, cropMarks: true)
        #expect(marked.page.width == 85 + 2 * (3 + PrintSheet.markGap + PrintSheet.markLength))
        #expect(marked.trims == [DrawingRect(x: 8, y: 8, width: 85, height: 55)])
    }

    @Test func cardsOnASheetNeverShareACut() throws {
        for bleed in [0.0, 1.0, 3.0] {
            let sheet = try PrintSheet.sheet(front: try Self.artwork(.eu, bleed: bleed), back: nil, paper: .a4)
            let trims = sheet.pages[0].trims
            for (i, a) in trims.enumerated() {
                for b in trims[(i + 1)...] {
                    #expect(!a.inset(by: 1e-6 - max(2 * bleed, PrintSheet.minimumGutter)).intersects(b),
                            "cards at \(a) and \(b) with bleed \(bleed)")
                }
            }
        }
    }

    @Test func aCardLargerThanTheSheetIsRefused() throws {
        let art = try Self.artwork(try CardSize(parsing: "400x300"))
        #expect(throws: LayoutError.sheetTooSmall(sheet: "A4", card: "400×300 mm")) {
            try PrintSheet.sheet(front: art, back: nil, paper: .a4)
        }
        #expect(LayoutError.sheetTooSmall(sheet: "A4", card: "400×300 mm").message
            == "a 400×300 mm card with its crop marks does not fit on A4 paper")
    }

    @Test func aDrawingRequestReadsBackAsWritten() throws {
        let art = try Self.artwork(.eu, bleed: 3)
        let request = DrawingRequest(format: .pdf, dpi: 600, pages: [PrintSheet.single(art, cropMarks: true).page])
        let text = request.json.serialized()
        #expect(try DrawingRequest(json: JSONValue.parse(text)) == request)
    }
}

import Testing
@testable import MycaCore

@Suite("PrintSheet")
struct PrintSheetTests {
    static func artwork(_ size: CardSize, bleed: Double = 0) throws -> CardArtwork {
        let card = try Profile.sample.snapshot()
        let matrix = try QREncoder.encodeSync(Array("https://alexmorgan.example".utf8))
        return CardFaceLayout.back(caption: card.formattedName, code: matrix, style: .classic, size: size, bleed: bleed)
    }

    @Test func tenEUCardsOnA4AndTenUSCardsOnLetter() throws {
        #expect(PrintSheet.grid(.eu, bleed: 0, paper: .a4) == (2, 5))
        #expect(PrintSheet.grid(try CardSize(parsing: "us"), bleed: 0, paper: .letter) == (2, 5))
        #expect(PrintSheet.grid(.eu, bleed: 3, paper: .a4) == (2, 4), "a bleed needs gutters")
    }

    @Test func theBackMirrorsTheColumnsForDuplex() throws {
        let art = try Self.artwork(.eu)
        let sheet = try PrintSheet.sheet(front: art, back: art, paper: .a4)
        #expect(sheet.cards == 10 && sheet.pages.count == 2)
        let (front, back) = (sheet.pages[0], sheet.pages[1])
        #expect(front.trims.count == 10 && back.trims.count == 10)
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
        #expect(perSheet == 10 && pages.count == 4)
        #expect(pages.map(\.trims.count) == [10, 10, 3, 3])
        #expect(pages[0].codeAreas.map(\.width) == (1 ... 10).map(Double.init))
        #expect(pages[2].codeAreas.map(\.width) == [11, 12, 13])
        #expect(pages[3].codeAreas.map(\.width) == [110, 111, 112])
        for (front, back) in [(pages[0], pages[1]), (pages[2], pages[3])] {
            for (f, b) in zip(front.trims, back.trims) { #expect(abs(b.x - (210 - f.x - f.width)) < 1e-9 && b.y == f.y) }
        }
        // A part-full sheet is cut as a full one.
        #expect(pages[2].trims == Array(pages[0].trims.prefix(3)))
        let marks = { (page: ImposedPage) in page.page.items.filter { if case .line = $0 { true } else { false } } }
        #expect(marks(pages[2]) == marks(pages[0]) && !marks(pages[0]).isEmpty)
        // Without backs, sheets of fronts alone.
        #expect(try PrintSheet.sheets(cards.map { PrintSheet.Card(front: $0.front, back: nil) }, paper: .a4).pages.count == 2)
        #expect(try PrintSheet.sheets([], paper: .a4).pages.isEmpty)
        #expect(PrintSheet.grid(.eu, bleed: 0, paper: .sra3) == (3, 7))
    }

    @Test func cropMarksStayOutsideEveryTrimAndBleed() throws {
        for bleed in [0.0, 3.0] {
            let art = try Self.artwork(.eu, bleed: bleed)
            let sheet = try PrintSheet.sheet(front: art, back: nil, paper: .a4)
            let page = sheet.pages[0]
            var marks = 0
            for case let .line(x1, y1, x2, y2, _, _) in page.page.items {
                marks += 1
                let mark = DrawingRect(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
                for trim in page.trims { #expect(!trim.inset(by: -bleed).intersects(mark)) }
                #expect(mark.x >= PrintSheet.unprintable - 1e-9 && mark.maxX <= 210 - PrintSheet.unprintable + 1e-9)
                #expect(mark.y >= PrintSheet.unprintable - 1e-9 && mark.maxY <= 297 - PrintSheet.unprintable + 1e-9)
            }
            // Every card has cuts of its own (4 vertical, 10 or 8 horizontal), each with two marks.
            #expect(marks == (bleed == 0 ? 2 * (4 + 10) : 2 * (4 + 8)))
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

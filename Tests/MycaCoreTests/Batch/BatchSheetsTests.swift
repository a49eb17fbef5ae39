import Foundation
import Synchronization
import Testing
@testable import MycaCore
import MycaTestSupport

/// A drawing that fits every text whole and keeps the pages of every PDF it is asked for.
private final class KeepingDrawing: CardDrawing {
    let documents = Mutex<[[DrawingPage]]>([])

    func draw(_ request: DrawingRequest) throws -> ([UInt8], DrawingReport) {
        // Row 2 is slow, so that the rows after it finish first.
        if request.format == .texts, request.pages.contains(where: { BatchSheetsTests.names($0) == ["P2"] }) {
            Thread.sleep(forTimeInterval: 0.2)
        }
        if request.format == .pdf { documents.withLock { $0.append(request.pages) } }
        return (Array("%PDF \(request.pages.count) pages".utf8), DrawingReport())
    }

    func press(_ pdf: [UInt8], title: String) throws -> [UInt8] { pdf }
}

@Suite("batch sheets")
struct BatchSheetsTests {
    /// 25 people, row 7 of whom cannot be a card.
    static let csv = "name,email\n" + (1 ... 25).map { $0 == 7 ? "Broken,not-an-email\n" : "P\($0),p\($0)@example.org\n" }.joined()

    static func run(jobs: Int, maximum: Int = BatchSheets.maximumCards) async throws
        -> (BatchSummary, [[DrawingPage]], TemporaryDirectory)
    {
        let dir = try TemporaryDirectory("batch-sheets")
        let source = try BatchSource(path: try dir.write("team.csv", Self.csv), name: "team.csv")
        let drawing = KeepingDrawing()
        var options = BatchOptions(outputDirectory: dir.path, formats: [.cardPDF], render: try RenderSettings(),
                                   template: try FileNameTemplate(), jobs: jobs)
        options.card = PrintedCard.Options(style: .classic, code: CodeRequest(), back: true)
        options.sheet = .a4
        options.maximumSheetCards = maximum
        options.drawing = drawing
        let summary = try await BatchRunner.run(source, options: options)
        return (summary, drawing.documents.withLock { $0 }, dir)
    }

    /// The names on a page, in the order its cards are placed.
    static func names(_ page: DrawingPage) -> [String] {
        page.items.compactMap { if case let .text(box) = $0, box.role == CardContent.Role.name.rawValue { box.text } else { nil } }
    }

    @Test("the sheets take every card in row order, however many jobs finish in whatever order; a failed row is left off",
          arguments: [1, 4])
    func rowOrder(jobs: Int) async throws {
        let (summary, documents, dir) = try await Self.run(jobs: jobs)
        #expect(summary.failed == 1 && summary.sheetCards == 24 && summary.files == 1, "\(summary)")
        // One document: three sheets of ten, each followed by its backs.
        #expect(documents.count == 1 && documents.first?.count == 6)
        let fronts = stride(from: 0, to: 6, by: 2).flatMap { Self.names(documents[0][$0]) }
        #expect(fronts == (1 ... 25).filter { $0 != 7 }.map { "P\($0)" })
        #expect(FileSystem.exists(dir.path + "/cards.pdf"))
    }

    @Test("past the most cards the sheets take, the batch stops and writes no sheets")
    func tooManyCards() async throws {
        let (summary, documents, dir) = try await Self.run(jobs: 2, maximum: 10)
        #expect(summary.stoppedBy == .tooManyForSheets(maximum: 10))
        #expect(documents.isEmpty && summary.sheetCards == 0)
        #expect(!FileSystem.exists(dir.path + "/cards.pdf"))
    }
}

import Foundation
@testable import MycaCLI
import MycaCore
import MycaTestSupport
import Testing

/// A batch's cards are drawn by myca-draw programs that serve request after request: they
/// draw what a program run once a card draws, and a program that cannot start is said so.
@Suite struct ServedDrawingTests {
    static func sample() throws -> PrintedCard {
        let card = try Profile.sample.snapshot()
        return try PrintedCard(card, whole: card, PrintedCard.Options(style: .classic, code: CodeRequest()))
    }

    @Test func aServedProgramDrawsWhatAProgramRunOnceDraws() throws {
        let printed = try Self.sample()
        let served = ServedDrawing(environment: [:])
        let once = try printed.drawn(.png, dpi: 150, with: ProgramDrawing(environment: [:]))
        let first = try printed.drawn(.png, dpi: 150, with: served)
        // The same program, kept from the first request, draws the second.
        let second = try printed.drawn(.png, dpi: 150, with: served)
        #expect(first.files == once.files)
        #expect(second.files == once.files)
        #expect(first.files.first.map { Array($0.prefix(4)) } == [0x89, 0x50, 0x4E, 0x47])
        #expect(first.texts.map(\.text) == once.texts.map(\.text))
    }

    @Test func aProgramThatCannotStartIsNamed() throws {
        let printed = try Self.sample()
        let served = ServedDrawing(environment: ["MYCA_DRAW": "/nonexistent/myca-draw"])
        #expect(throws: HelperProgramError.cannotStart(.draw, path: "/nonexistent/myca-draw", errno: ENOENT)) {
            _ = try printed.drawn(.png, dpi: 150, with: served)
        }
    }
}

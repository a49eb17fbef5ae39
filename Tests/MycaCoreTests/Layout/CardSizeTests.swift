import Testing
@testable import MycaCore

@Suite("CardSize")
struct CardSizeTests {
    @Test(arguments: [
        ("eu", 85.0, 55.0), ("us", 88.9, 50.8), ("jp", 91.0, 55.0), ("id1", 85.6, 53.98), ("EU", 85, 55),
        ("90x50", 90, 50), ("90x50mm", 90, 50), ("3.5x2in", 88.9, 50.8), ("55x85", 85, 55),
    ])
    func parses(text: String, width: Double, height: Double) throws {
        let size = try CardSize(parsing: text)
        #expect(abs(size.width - width) < 1e-9 && abs(size.height - height) < 1e-9)
    }

    @Test(arguments: ["", "a4", "85", "85x", "x55", "85x55cm", "-85x55", "85×55", "1e2x50"])
    func refusesWhatIsNotASize(text: String) {
        #expect(throws: LayoutError.invalidCardSize(text)) { try CardSize(parsing: text) }
    }

    @Test(arguments: ["10x10", "500x50", "0x0"])
    func refusesSizesOutOfRange(text: String) {
        #expect(throws: LayoutError.cardSizeOutOfRange(text)) { try CardSize(parsing: text) }
    }
}

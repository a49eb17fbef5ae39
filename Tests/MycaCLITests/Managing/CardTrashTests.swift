@testable import MycaCLI
import Testing

@Suite("CardTrash")
struct CardTrashTests {
    @Test("a trash timestamp reads as a UTC date and time; anything else is shown as it is")
    func shownStamps() {
        #expect(CardTrash.shown("20240501T101500Z") == "2024-05-01 10:15:00 UTC")
        #expect(CardTrash.shown("20240501") == "20240501")
    }
}

@testable import MycaCLI
import Testing

@Suite("ImportSummary")
struct ImportSummaryTests {
    @Test("a handle the inputs share is listed once, in the order it first came")
    func uniqueKeepsOrder() {
        #expect(ImportSummary.unique(["ana", "bo", "ana", "cy", "bo"]) == ["ana", "bo", "cy"])
    }

    @Test("up to the limit every handle is listed")
    func listedUpToTheLimit() {
        let handles = (1...ImportSummary.limit).map { "card-\($0)" }
        #expect(ImportSummary.listed(handles) == handles.joined(separator: ", "))
    }
}

@testable import MycaCLI
import MycaCore
import MycaInProcess
import Testing

/// Each `myca edit` holds a draft file of its own, however close together they start.
@Suite struct DraftNameTests {
    @Test("two edits of one card in the same second get two drafts, each made as it is named")
    func draftsStartedTogetherDiffer() throws {
        let h = try MycaHarness()
        try h.add("work")
        let first = try EditorSession.newDraftPath(store: h.store, handle: "work")
        let second = try EditorSession.newDraftPath(store: h.store, handle: "work")
        #expect(first != second)
        #expect(FileSystem.isRegularFile(first) && FileSystem.isRegularFile(second))
        #expect(h.drafts().count == 2, "\(h.drafts())")
    }
}

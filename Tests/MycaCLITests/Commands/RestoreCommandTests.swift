import Foundation
import MycaCLI
import MycaCore
import MycaInProcess
import Testing

@Suite("myca restore")
struct RestoreCommandTests {
    @Test("restore with nothing removed says the trash is empty")
    func emptyTrash() async throws {
        let h = try ManageCommandTests.twoCards()
        for argv in [["restore"], ["restore", "--list"]] {
            let run = await h.run(argv)
            #expect(run.status == 0)
            #expect(run.out == "")
            #expect(run.err == "the trash is empty; 'myca rm' moves cards there\n")
        }
        let missing = await h.run(["restore", "alex"])
        #expect(missing.status == 1)
        #expect(missing.err == "myca: error: no removed card named 'alex' is in the trash\nhint: the trash is empty\n")
    }

    @Test("rm then restore brings the same bytes back; the list shows the newest first")
    func roundTrip() async throws {
        let h = try ManageCommandTests.twoCards()
        let before = try h.tree()
        #expect(await h.run(["rm", "-y", "alex"]).status == 0)
        #expect(await h.run(["rm", "-y", "sato"]).status == 0)
        let list = await h.run(["restore"])
        #expect(list.status == 0)
        let lines = list.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("sato  20") == true && lines.first?.hasSuffix(" UTC  佐藤 花子") == true, "\(list.out)")
        #expect(lines.last?.hasPrefix("alex  20") == true && lines.last?.hasSuffix(" UTC  Alex Morgan") == true, "\(list.out)")
        #expect(await h.run(["restore", "--list", "sato"]).out == lines[0] + "\n")

        let run = await h.run(["restore", "alex"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.hasPrefix("restored 'alex' (removed 20"))
        #expect(run.err.hasSuffix(" UTC)\nthe default card is now 'alex'\n"))
        #expect(try h.tree()["cards/alex.vcf"] == before["cards/alex.vcf"])
        #expect(try h.store.handles() == ["alex"])
        #expect(try h.config().defaultHandle == "alex")
        #expect(try h.store.trashedCards().map(\.handle) == ["sato"])
    }

    @Test("restore refuses to replace a card of the handle, changing nothing; --as restores beside it")
    func neverReplaces() async throws {
        let h = try ManageCommandTests.twoCards()
        #expect(await h.run(["rm", "-y", "sato"]).status == 0)
        try h.add("sato", name: "Sato Two")
        let before = try h.tree()
        let refused = await h.run(["restore", "sato"])
        #expect(refused.status == 1)
        #expect(refused.err == """
            myca: error: cannot restore 'sato': a card named 'sato' already exists
            hint: restore it under another handle with --as NEW, or rename the card that has it first ('myca rename sato NEW')

            """)
        #expect(try h.tree() == before)
        let taken = await h.run(["restore", "sato", "--as", "alex"])
        #expect(taken.status == 1)
        #expect(taken.err.hasSuffix("hint: choose another handle with --as\n"))
        #expect(try h.tree() == before)

        let run = await h.run(["restore", "sato", "--as", "sato-old"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.hasPrefix("restored 'sato' as 'sato-old' (removed "))
        #expect(try h.store.handles() == ["alex", "sato", "sato-old"])
        #expect(try h.config().defaultHandle == "alex")
    }

    @Test("a handle removed twice comes back as its latest copy; the older one stays")
    func latestCopy() async throws {
        let h = try MycaHarness()
        try h.add("ana", name: "Ana One")
        #expect(await h.run(["rm", "-y", "ana"]).status == 0)
        try h.add("ana", name: "Ana Two")
        #expect(await h.run(["rm", "-y", "ana"]).status == 0)
        #expect(await h.run(["restore", "ana"]).status == 0)
        #expect(try CardFiles(store: h.store).load("ana").formattedName == "Ana Two")
        let left = try h.store.trashedCards()
        #expect(left.count == 1)
        #expect(CardFiles(store: h.store).name(of: try #require(left.first)) == "Ana One")
    }

    @Test("an unknown handle suggests removed ones; --as without HANDLE is a usage error")
    func mistakes() async throws {
        let h = try ManageCommandTests.twoCards()
        #expect(await h.run(["rm", "-y", "alex"]).status == 0)
        let before = try h.tree()
        let typo = await h.run(["restore", "alx"])
        #expect(typo.status == 1)
        #expect(typo.err == "myca: error: no removed card named 'alx' is in the trash\nhint: did you mean 'alex'?\n")
        let far = await h.run(["restore", "zzzz"])
        #expect(far.err.hasSuffix("hint: run 'myca restore' to list the removed cards\n"))
        let usage = await h.run(["restore", "--as", "x"])
        #expect(usage.status == 2)
        #expect(try h.tree() == before)
    }
}

@Suite struct TrashedCardTests {
    @Test("trash file names give the handle, time and sequence; others are not cards of the trash", arguments: [
        ("ana.20240501T101500Z.vcf", "ana", "20240501T101500Z", 1),
        ("a.b.20240501T101500Z-3.vcf", "a.b", "20240501T101500Z", 3),
    ])
    func names(name: String, handle: String, stamp: String, sequence: Int) throws {
        let card = try #require(CardStore.TrashedCard(fileName: name, in: "/s/trash"))
        #expect(card.handle == handle && card.removedAt == stamp && card.sequence == sequence)
        #expect(card.path == "/s/trash/" + name)
    }

    @Test("names the trash does not give are left out", arguments: [
        "ana.vcf", "ana.20240501T101500Z", "Ana.20240501T101500Z.vcf", ".20240501T101500Z.vcf",
        "ana.20240501T1015Z.vcf", "ana.20240501T101500Z-1.vcf", "ana.20240501T101500Z-.vcf", "notes.txt",
    ])
    func rejected(name: String) {
        #expect(CardStore.TrashedCard(fileName: name, in: "/s/trash") == nil)
    }
}

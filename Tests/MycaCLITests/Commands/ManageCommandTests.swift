import Foundation
import MycaCLI
import MycaCore
import MycaInProcess
import Testing

@Suite("myca use, rename, rm")
struct ManageCommandTests {
    /// Two cards, `alex` (the default, with a style) and `sato`.
    static func twoCards() throws -> MycaHarness {
        let h = try MycaHarness()
        try h.add("alex", name: "Alex Morgan")
        try h.add("sato", name: "佐藤 花子")
        try h.store.setStyle("ocean", for: "alex")
        return h
    }

    // MARK: use

    @Test("use sets the default in config.json")
    func useSetsDefault() async throws {
        let h = try Self.twoCards()
        let run = await h.run(["use", "sato"])
        #expect(run.status == 0)
        #expect(run.err == "the default card is now 'sato'\n")
        #expect(try h.config().defaultHandle == "sato")
        #expect(await h.run(["use", "sato"]).err == "'sato' is already the default card\n")
    }

    @Test("use of an unknown handle suggests close ones and changes nothing")
    func useUnknown() async throws {
        let h = try Self.twoCards()
        let before = try h.tree()
        let run = await h.run(["use", "alx"])
        #expect(run.status == 1)
        #expect(run.err == "myca: error: no card named 'alx'\nhint: did you mean 'alex'?\n")
        #expect(try h.tree() == before)
    }

    // MARK: rename

    @Test("rename moves the file; the default and the style follow")
    func renameFollows() async throws {
        let h = try Self.twoCards()
        let bytes = try h.tree()["cards/alex.vcf"]
        let run = await h.run(["rename", "alex", "work"])
        #expect(run.status == 0)
        #expect(run.err == "renamed 'alex' to 'work'\n")
        let after = try h.tree()
        #expect(after["cards/alex.vcf"] == nil)
        #expect(after["cards/work.vcf"] == bytes)
        let config = try h.config()
        #expect(config.defaultHandle == "work")
        #expect(config.styles == ["work": "ocean"])
    }

    @Test("rename onto an existing card is refused and changes nothing")
    func renameOntoExisting() async throws {
        let h = try Self.twoCards()
        let before = try h.tree()
        let run = await h.run(["rename", "alex", "sato"])
        #expect(run.status == 1)
        #expect(run.err == """
            myca: error: cannot rename 'alex' to 'sato': a card named 'sato' already exists
            hint: choose another handle, or remove the other card first with 'myca rm sato'

            """)
        #expect(try h.tree() == before)
    }

    @Test("rename of an unknown card suggests close ones")
    func renameUnknown() async throws {
        let h = try Self.twoCards()
        let run = await h.run(["rename", "sat", "tanaka"])
        #expect(run.status == 1)
        #expect(run.err.contains("no card named 'sat'"))
        #expect(run.err.contains("did you mean 'sato'?"))
    }

    // MARK: rm

    @Test("rm without --yes when stdin is not a terminal is a usage error and changes nothing")
    func rmNeedsConfirmation() async throws {
        let h = try Self.twoCards()
        let before = try h.tree()
        let run = await h.run(["rm", "sato"], stdin: "y\n")
        #expect(run.status == 2)
        #expect(run.out == "")
        #expect(run.err.hasPrefix("myca: error: not removing 'sato' without confirmation: standard input is not a terminal\n"))
        #expect(run.err.contains("hint: add --yes to remove it without asking\n"))
        #expect(try h.tree() == before)
    }

    @Test("rm --yes moves the card to the trash, says where, and the default moves on")
    func rmToTrash() async throws {
        let h = try Self.twoCards()
        let bytes = try #require(try h.tree()["cards/alex.vcf"])
        let run = await h.run(["rm", "--yes", "alex"])
        #expect(run.status == 0)
        let after = try h.tree()
        #expect(after["cards/alex.vcf"] == nil)
        let trashed = after.keys.filter { $0.hasPrefix("trash/alex.") && $0.hasSuffix(".vcf") }
        #expect(trashed.count == 1)
        #expect(trashed.first.flatMap { after[$0] } == bytes)
        let lines = run.err.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first == "moved 'alex' to \(h.home)/\(trashed.first ?? "?") ('myca restore alex' brings it back)")
        #expect(lines.last == "the default card is now 'sato'")
        let config = try h.config()
        #expect(config.defaultHandle == "sato")
        #expect(config.styles.isEmpty)
    }

    @Test("rm of the last card says to run 'myca new'")
    func rmLast() async throws {
        let h = try MycaHarness()
        try h.add("only", name: "Only One")
        let run = await h.run(["rm", "-y", "only"])
        #expect(run.status == 0)
        #expect(run.err.hasSuffix("there are no cards left; run 'myca new' to create one\n"))
        #expect(try h.store.handles().isEmpty)
    }

    @Test("rm on a terminal asks; only yes removes", arguments: [
        ("y\n", true), ("yes\n", true), ("n\n", false), ("\n", false), ("", false), ("maybe\nn\n", false),
    ])
    func rmAsks(answer: String, removes: Bool) async throws {
        let h = try Self.twoCards()
        let before = try h.tree()
        let run = await h.run(["rm", "sato"], stdin: answer, tty: .stdin)
        #expect(run.err.hasPrefix("Move 'sato' (佐藤 花子) to the trash? [y/N]: "), "the default is shown once")
        #expect(run.status == (removes ? 0 : 1))
        #expect(try h.store.handles() == (removes ? ["alex"] : ["alex", "sato"]))
        if !removes {
            #expect(try h.tree() == before)
            #expect(run.err.hasSuffix("kept 'sato'\n"))
        }
    }

    // MARK: hostile handles

    static let hostileHandles = ["../x", "/etc/passwd", "A B", "", String(repeating: "a", count: 65), ".hidden", "x/y", "..", "a\u{1B}[2Jb"]

    @Test("hostile handles are refused with the rule and nothing on disk changes", arguments: hostileHandles)
    func hostileHandle(handle: String) async throws {
        let h = try Self.twoCards()
        let input = try h.input("one.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:One\nEND:VCARD\n")
        let before = try h.tree()
        for argv in [["use", handle], ["rename", "alex", handle], ["rename", handle, "new"],
                     ["rm", "--yes", handle], ["import", "--as", handle, input], ["restore", handle],
                     ["restore", "alex", "--as", handle]] {
            let run = await h.run(argv)
            #expect(run.status == 1 || run.status == 2, "\(argv)")
            #expect(run.err.contains(Handle.rule), "\(argv): \(run.err)")
            #expect(!run.err.contains("\u{1B}"), "\(argv)")
            #expect(try h.tree() == before, "\(argv)")
        }
    }
}

import Foundation
import MycaCLI
import MycaCore
import MycaInProcess
import Testing

/// `myca edit` with a scripted `$EDITOR` (shell scripts that edit the file with sed).
@Suite struct EditorSessionTests {
    @Test func savedChangesGoIntoTheCardAndTheDraftIsRemoved() async throws {
        let h = try MycaHarness()
        var card = Profile.sample
        card.extras = [VCardProperty(name: "X-TEAM", value: "blue")]
        try h.add("work", card)
        let editor = try h.script("ed.sh", """
            sed -i -e 's/^title: .*/title: Chief Editor/' -e 's/^pronouns: .*/pronouns:/' \
              -e 's/^note: .*/note: line one\\n  line two/' "$1"
            echo 'email: home: alex@home.example' >> "$1"
            """)
        let r = await h.run(["edit"], environment: MycaHarness.environment(["EDITOR": editor]))
        #expect(r.status == 0)
        #expect(r.err == "updated card 'work'\n")
        let after = try h.card("work")
        #expect(after.title == "Chief Editor")
        #expect(after.pronouns == "")
        #expect(after.note == "line one\nline two")
        #expect(after.emails.map(\.address) == ["alex.morgan@northwind.example", "alex@home.example"])
        #expect(after.extras == card.extras && after.uid == card.uid && after.phones == card.phones)
        #expect(h.drafts() == [])
    }

    @Test func visualWinsOverEditor() async throws {
        let h = try MycaHarness()
        try h.add("work")
        let visual = try h.script("visual.sh", "sed -i 's/^role:.*/role: Visual/' \"$1\"")
        let editor = try h.script("editor.sh", "sed -i 's/^role:.*/role: Editor/' \"$1\"")
        let r = await h.run(["edit", "work"], environment: MycaHarness.environment(["VISUAL": visual, "EDITOR": editor]))
        #expect(r.status == 0)
        #expect(try h.card("work").role == "Visual")
    }

    @Test func aTypoReopensTheEditorWithTheErrorOnTopAndTheTextKept() async throws {
        let h = try MycaHarness()
        try h.add("work")
        let counter = h.directory.path + "/count"
        let seen = h.directory.path + "/second-round.txt"
        // Round 1 breaks the email; round 2 saves what it was shown, then fixes the typo.
        let editor = try h.script("typo.sh", """
            n=$(cat '\(counter)' 2>/dev/null || echo 0); n=$((n + 1)); echo $n > '\(counter)'
            if [ $n -eq 1 ]; then
              sed -i -e 's/^email: .*/email: work: bob@/' -e 's/^title: .*/title: Typist/' "$1"
            else
              cp "$1" '\(seen)'
              sed -i 's/^email: work: bob@$/email: work: bob@example.org/' "$1"
            fi
            """)
        let r = await h.run(["edit"], environment: MycaHarness.environment(["EDITOR": editor]))
        #expect(r.status == 0)
        #expect(r.err == "updated card 'work'\n")
        #expect(try String(contentsOfFile: counter, encoding: .utf8) == "2\n")
        let second = try String(contentsOfFile: seen, encoding: .utf8)
        let lines = second.split(separator: "\n", omittingEmptySubsequences: false)
        let emailLine = try #require(lines.firstIndex(of: "email: work: bob@")) + 1
        #expect(lines[0] == "# error: line \(emailLine): email address \"bob@\" is malformed")
        #expect(lines[1].hasPrefix("# ^ fix the lines above"))
        #expect(lines.contains("title: Typist"))  // the person's other change is still there
        let after = try h.card("work")
        #expect(after.title == "Typist")
        #expect(after.emails == [Email(address: "bob@example.org", types: ["work"])])
        #expect(h.drafts() == [])
    }

    @Test(arguments: [("true", "unchanged"), (": > \"$1\"", "emptied"), ("rm \"$1\"", "deleted")])
    func unchangedOrEmptiedTextWritesNothing(body: String, label: String) async throws {
        let h = try MycaHarness()
        try h.add("work")
        let before = try h.bytes("work")
        let editor = try h.script("ed.sh", body)
        let r = await h.run(["edit", "work"], environment: MycaHarness.environment(["EDITOR": editor]))
        #expect(r.status == 0, "\(label)")
        #expect(r.err == "no changes; card 'work' left as it was\n")
        #expect(try h.bytes("work") == before)
        #expect(h.drafts() == [])
    }

    @Test func onlyCommentChangesWriteNothing() async throws {
        let h = try MycaHarness()
        try h.add("work")
        let before = try h.bytes("work")
        let editor = try h.script("ed.sh", "echo '# just a comment' >> \"$1\"")
        let r = await h.run(["edit"], environment: MycaHarness.environment(["EDITOR": editor]))
        #expect(r.status == 0)
        #expect(r.err == "no changes; card 'work' left as it was\n")
        #expect(try h.bytes("work") == before)
    }

    @Test(arguments: ["emptied", "unchanged"])
    func givingUpAfterAnErrorKeepsTheDraft(how: String) async throws {
        let h = try MycaHarness()
        try h.add("work")
        let before = try h.bytes("work")
        let counter = h.directory.path + "/count"
        let giveUp = how == "emptied" ? ": > \"$1\"" : "true"
        let editor = try h.script("ed.sh", """
            n=$(cat '\(counter)' 2>/dev/null || echo 0); n=$((n + 1)); echo $n > '\(counter)'
            if [ $n -eq 1 ]; then sed -i 's/^phone: work,voice: .*/phone: call me maybe/' "$1"; else \(giveUp); fi
            """)
        let r = await h.run(["edit"], environment: MycaHarness.environment(["EDITOR": editor]))
        #expect(r.status == 1)
        let drafts = h.drafts()
        #expect(drafts.count == 1)
        let draft = h.home + "/drafts/" + (drafts.first ?? "")
        #expect(drafts.first?.hasPrefix("work-") == true && drafts.first?.hasSuffix("Z.txt") == true)
        #expect(r.err.hasPrefix("myca: error: gave up after an error; nothing written. Your text is kept in \(draft)\n"))
        #expect(try String(contentsOfFile: draft, encoding: .utf8).contains("\nphone: call me maybe\n"))
        #expect(try h.bytes("work") == before)
    }

    @Test func anEditorThatFailsAfterChangesKeepsTheDraft() async throws {
        let h = try MycaHarness()
        try h.add("work")
        let before = try h.bytes("work")
        let editor = try h.script("ed.sh", "sed -i 's/^title: .*/title: Half done/' \"$1\"; exit 3")
        let r = await h.run(["edit"], environment: MycaHarness.environment(["EDITOR": editor]))
        #expect(r.status == 1)
        #expect(r.err.hasPrefix("myca: error: the editor quit with status 3, which cancels the edit: card 'work' is left as it was; your text is kept in \(h.home)/drafts/work-"),
                "\(r.err)")
        #expect(r.err.contains("hint: copy what you need from it into 'myca edit', then delete it"))
        let drafts = h.drafts()
        #expect(drafts.count == 1)
        #expect(try String(contentsOfFile: h.home + "/drafts/" + drafts[0], encoding: .utf8).contains("\ntitle: Half done\n"))
        #expect(try h.bytes("work") == before)
    }

    @Test func anEditorQuitUntouchedCancelsAndLeavesNoDraft() async throws {
        let h = try MycaHarness()
        try h.add("work")
        let r = await h.run(["edit"], environment: MycaHarness.environment(["EDITOR": "false"]))
        #expect(r.status == 1)
        #expect(r.err == "myca: error: the editor quit with status 1, which cancels the edit: card 'work' is left as it was\n")
        #expect(h.drafts() == [])
    }

    @Test func anEditorThatCannotRunFailsAndSaysWhatToSet() async throws {
        let h = try MycaHarness()
        try h.add("work")
        let r = await h.run(["edit"], environment: MycaHarness.environment(["EDITOR": "/nonexistent/editor"]))
        #expect(r.status == 1)
        #expect(r.err.hasPrefix("myca: error: the editor '/nonexistent/editor' failed (exit status 127); nothing written\n"), "\(r.err)")
        #expect(r.err.contains("hint: set $VISUAL or $EDITOR to an editor that works here"))
        #expect(h.drafts() == [])
    }

    @Test func aChangeMadeMeanwhileByAnotherProcessIsKept() async throws {
        let h = try MycaHarness()
        try h.add("work")
        // While the editor is open, "another process" adds an email and changes the role.
        let other = try h.directory.write("other.vcf", "")
        var changed = try h.card("work")
        changed.emails.append(Email(address: "meanwhile@example.org"))
        changed.role = "Set meanwhile"
        var snapshotted = changed
        snapshotted.touch()
        try Data(VCardWriter.writeBytes([try snapshotted.snapshot()])).write(to: URL(fileURLWithPath: other))
        let editor = try h.script("ed.sh", """
            cp '\(other)' '\(h.home)/cards/work.vcf'
            sed -i 's/^title: .*/title: Edited in the editor/' "$1"
            """)
        let r = await h.run(["edit"], environment: MycaHarness.environment(["EDITOR": editor]))
        #expect(r.status == 0, "\(r.err)")
        let after = try h.card("work")
        #expect(after.title == "Edited in the editor")
        #expect(after.role == "Set meanwhile")
        #expect(after.emails.map(\.address) == ["alex.morgan@northwind.example", "meanwhile@example.org"])
    }
}

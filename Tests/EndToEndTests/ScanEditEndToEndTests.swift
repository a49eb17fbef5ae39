import Foundation
import Testing
import MycaCore
import MycaTestSupport

/// `myca scan --edit`: each contact found is opened in `$EDITOR` as `myca edit` opens a
/// card, with the same loop on an error, before it is written.
@Suite struct ScanEditEndToEndTests {
    @Test("each contact is reviewed in the editor; a typo is shown on top and fixed on the second try; the draft is gone")
    func reviewFixesTypo() throws {
        let dir = try TemporaryDirectory()
        let home = dir.file("home")
        let folder = dir.file("contacts")
        let sean = try ScanDirectoryEndToEndTests.code("MECARD:N:Owen,Sean;TEL:+1 415 555 0100;EMAIL:sean@example.com;;", "sean.png", in: dir)
        let editor = try ScriptedEditor("""
            if [ $n -eq 1 ]; then
              grep -q '^email: .*sean@example.com$' "$1" || exit 9
              sed -i -e 's/sean@example.com/sean@exmaple..com/' -e 's/^title:.*/title: Met at the meetup/' "$1"
            else
              grep -q '^# error: line [0-9]*: email address "sean@exmaple..com" is malformed$' "$1" || exit 7
              sed -i 's/sean@exmaple..com/sean@example.org/' "$1"
            fi
            """)
        let run = try MycaProcess.run(["scan", "--edit", "--to", folder, sean], home: home, environment: editor.environment)
        #expect(run.status == 0, "\(run.err)")
        #expect(editor.runs == 2)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".vcf") }
        try #require(files.count == 1)
        let card = try VCardReader.read(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + files[0])))).profiles[0]
        #expect(card.emails.map(\.address) == ["sean@example.org"])
        #expect(card.title == "Met at the meetup")
        #expect(card.phones.map(\.number) == ["+1 415 555 0100"])
        let drafts = (try? FileManager.default.contentsOfDirectory(atPath: home + "/drafts")) ?? []
        #expect(drafts.isEmpty, "\(drafts)")
        // The contacts never enter the store of the person's own cards.
        #expect(!FileManager.default.fileExists(atPath: home + "/cards"))
    }

    @Test("quitting the editor with an error status leaves that contact out, says so, and exits 1; the others are written")
    func cancelLeavesOut() throws {
        let dir = try TemporaryDirectory()
        let sean = try ScanDirectoryEndToEndTests.code("MECARD:N:Owen,Sean;EMAIL:sean@example.com;;", "sean.png", in: dir)
        let ana = try ScanDirectoryEndToEndTests.code("MECARD:N:Lima,Ana;EMAIL:ana@example.com;;", "ana.png", in: dir)
        let editor = try ScriptedEditor("""
            if grep -q 'Sean' "$1"; then exit 1; fi
            sed -i 's/^title:.*/title: Engineer/' "$1"
            """)
        let run = try MycaProcess.run(["scan", "--edit", "--jobs", "1", sean, ana], home: dir.file("home"), environment: editor.environment)
        #expect(run.status == 1)
        #expect(run.err.contains("sean.png: the editor quit with status 1, so the contact Sean Owen is left out"), "\(run.err)")
        let cards = try VCardReader.read(Array(run.out.utf8)).profiles
        #expect(cards.map(\.formattedName) == ["Ana Lima"])
        #expect(cards.first?.title == "Engineer")
    }

    @Test("without a terminal or $EDITOR, --edit is a usage error before any image is read")
    func noEditor() throws {
        let dir = try TemporaryDirectory()
        let sean = try ScanDirectoryEndToEndTests.code("MECARD:N:Owen,Sean;EMAIL:sean@example.com;;", "sean.png", in: dir)
        // No vi on PATH either: were the check missing, the fallback editor fails at once
        // instead of waiting for a person.
        let run = try MycaProcess.run(["scan", "--edit", sean], home: dir.file("home"),
                                      environment: ["EDITOR": "", "VISUAL": "", "PATH": dir.file("nothing")])
        #expect(run.status == 2)
        #expect(run.err.contains("'--edit' needs a terminal or $EDITOR"), "\(run.err)")
        #expect(run.out.isEmpty)
    }
}

import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// `myca new` and `myca edit` through the built binary: prompts on a real pseudo-terminal,
/// a scripted editor, and what ends up on disk.
@Suite("myca new/edit (binary)")
struct EditingEndToEndTests {
    static func card(_ home: String, _ handle: String) throws -> Profile {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(home)/cards/\(handle).vcf")))
        let result = try VCardReader.read(bytes)
        #expect(result.warnings.isEmpty)
        return try #require(result.profiles.first)
    }

    /// Every entry under `home` (the lock file left out), to check that nothing was written.
    static func entries(_ home: String) -> [String] {
        ((FileManager.default.subpaths(atPath: home)) ?? []).filter { $0 != ".lock" }.sorted()
    }

    @Test("prompted new on a terminal: re-asks with the reason, then saves")
    func promptedNew() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path
        let result = try PseudoTerminal.run(["new"], home: home, steps: [
            .init(expect: "Name: ", send: "\n"),
            .init(expect: "a name is required", send: ""),
            .init(expect: "Name: ", send: "佐藤 花子\n"),
            .init(expect: "Title: ", send: "主任\n"),
            .init(expect: "Organization: ", send: "Example KK\n"),
            .init(expect: "Email: ", send: "hanako@\n"),
            .init(expect: "is malformed", send: ""),
            .init(expect: "Email: ", send: "work:hanako@example.jp\n"),
            .init(expect: "Phone: ", send: "\n"),
            .init(expect: "Website: ", send: "example.jp\n"),
        ])
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.transcript.contains("email address \"hanako@\" is malformed"))
        // A name with nothing usable for a handle: the handle comes from the email.
        #expect(result.transcript.hasSuffix("Website: example.jp\ncreated card 'hanako' (default)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home + "/cards") == ["hanako.vcf"])
        let card = try Self.card(home, "hanako")
        #expect(card.formattedName == "佐藤 花子" && card.title == "主任" && card.organization == "Example KK")
        #expect(card.emails == [Email(address: "hanako@example.jp", types: ["work"])])
        #expect(card.phones.isEmpty)
        #expect(card.urls.map(\.value) == ["https://example.jp"])
    }

    @Test("Ctrl-D at a prompt aborts and writes nothing", arguments: ["Title: ", "Website: "])
    func controlD(at prompt: String) throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path
        var steps: [PseudoTerminal.Step] = [.init(expect: "Name: ", send: "Ana Lima\n")]
        if prompt == "Website: " {
            steps += [.init(expect: "Title: ", send: "\n"), .init(expect: "Organization: ", send: "\n"),
                      .init(expect: "Email: ", send: "\n"), .init(expect: "Phone: ", send: "\n")]
        }
        steps.append(.init(expect: prompt, send: "^D"))
        let result = try PseudoTerminal.run(["new", "work"], home: home, steps: steps)
        #expect(result.status == 1, "\(result.transcript)")
        #expect(result.transcript.hasSuffix("myca: error: aborted; nothing written\n"))
        #expect(Self.entries(home) == [])
    }

    @Test("Ctrl-C at a prompt stops myca before anything is written")
    func controlC() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path
        let result = try PseudoTerminal.run(["new"], home: home, steps: [
            .init(expect: "Name: ", send: "Ana Lima\n"),
            .init(expect: "Title: ", send: "CTO\n"),
            .init(expect: "Organization: ", send: "^C"),
        ])
        #expect(result.status == -2 || result.status == 130, "\(result.transcript)")
        #expect(Self.entries(home) == [])
    }

    @Test("new off a terminal reads its answers line by line; no line at all is a usage error, never a hang")
    func noTerminal() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path
        let empty = try MycaProcess.run(["new"], home: home, stdin: [])
        #expect(empty.status == 2)
        #expect(empty.err.hasPrefix("myca: error: no card fields given, and no terminal to ask for them\n"))
        #expect(Self.entries(home) == [])
        // A line to each question in order; an empty line skips one; the end leaves the rest.
        let piped = try MycaProcess.run(["new"], home: home, stdin: Array("Ana Lima\n\nExample Co\nana@example.org\n".utf8))
        #expect(piped.status == 0, "\(piped.err)")
        let card = try MycaProcess.run(["export"], home: home)
        #expect(card.out.contains("FN:Ana Lima\r\n") && card.out.contains("ORG:Example Co\r\n")
                && card.out.contains("EMAIL:ana@example.org\r\n") && !card.out.contains("TITLE"), "\(card.out)")
        // A refused answer names its line and question, and writes nothing.
        let bad = try MycaProcess.run(["new", "bo"], home: home, stdin: Array("Bo\n\n\nnot-an-email\n".utf8))
        #expect(bad.status == 1)
        #expect(bad.err.hasPrefix("myca: error: standard input, line 4 (Email): "), "\(bad.err)")
        #expect(bad.err.contains("hint: each line answers one question, in order: Name, Title, Organization, Email, Phone, Website"))
        let list = try MycaProcess.run(["list"], home: home)
        #expect(!list.out.contains("bo"), "\(list.out)")
    }

    @Test("new from options, edit from options, edit in a scripted editor with a typo fixed on the second try")
    func newThenEdit() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path
        let created = try MycaProcess.run(
            ["new", "--name", "Kai Sato", "--email", "work:kai@example.org", "--phone", "cell:+81 90 1234 5678",
             "--social", "GitHub:https://github.com/kai", "--street", "1-1 Chiyoda", "--city", "Tokyo"],
            home: home)
        #expect(created.status == 0)
        #expect(created.err == "created card 'kai-sato' (default)\n")
        let edited = try MycaProcess.run(["edit", "--title", "Designer", "--remove-social", "github"], home: home)
        #expect(edited.err == "updated card 'kai-sato'\n")
        let editor = try ScriptedEditor("""
            if [ $n -eq 1 ]; then
              sed -i -e 's/^email: work: kai@example.org$/email: work: kai@exmaple..org/' -e 's/^note:.*/note: first\\n  second/' "$1"
            else
              grep -q '^# error: line [0-9]*: email address "kai@exmaple..org" is malformed$' "$1" || exit 7
              sed -i 's/kai@exmaple..org/kai@example.com/' "$1"
            fi
            """)
        let viaEditor = try MycaProcess.run(["edit", "kai-sato"], home: home, environment: editor.environment)
        #expect(viaEditor.status == 0, "\(viaEditor.err)")
        #expect(viaEditor.err == "updated card 'kai-sato'\n")
        #expect(editor.runs == 2)
        let card = try Self.card(home, "kai-sato")
        #expect(card.title == "Designer")
        #expect(card.socialProfiles.isEmpty)
        #expect(card.emails == [Email(address: "kai@example.com", types: ["work"])])
        #expect(card.note == "first\nsecond")
        #expect(card.addresses.first?.street == "1-1 Chiyoda")
        #expect(Self.entries(home).filter { $0.hasPrefix("drafts/") } == [])
    }
}

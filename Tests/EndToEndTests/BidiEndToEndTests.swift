import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// Characters that hide in text or turn it around, through the built binary: a link, an
/// email address or a phone number holding one is refused on every way in, naming the
/// field, with exit 1 and nothing written; a name holding one is stored as typed and cannot
/// reorder what follows it on the page, in either signature or in JSON.
@Suite("bidi and invisible characters (binary)", .serialized)
struct BidiEndToEndTests {
    static let rlo = "\u{202E}"
    /// `https://example.com/moc.live` shown with an override: the link reads backwards.
    static let url = "https://example.com/" + rlo + "evil.com"
    static let email = "ann" + rlo + "@example.com"
    static let phone = "+1 555 " + rlo + "0100"

    /// (option, value, the field's words in the error)
    static let refused: [(String, String, String)] = [
        ("--url", url, "url"), ("--email", email, "email"), ("--phone", phone, "phone"),
        ("--social", "github:https://github.com/a" + rlo + "b", "social profile"),
    ]

    /// Every entry under `home` but the lock file, to check that nothing was written.
    static func entries(_ home: String) -> [String] {
        (FileManager.default.subpaths(atPath: home) ?? []).filter { $0 != ".lock" }.sorted()
    }

    static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The refusal: exit `status` (2 for an option's value, a usage error; 1 for a file's),
    /// the field and the character named, a hint, nothing on stdout.
    static func expectRefused(_ r: MycaProcess.Result, field: String, hint: String = "hint: type the value again by hand",
                              status: Int32 = 1, _ comment: Comment? = nil) {
        #expect(r.status == status, "\(comment?.description ?? ""): \(r.err)")
        #expect(r.stdout.isEmpty)
        #expect(r.err.contains("holds an invisible or direction-changing character (U+202E)"), "\(r.err)")
        #expect(r.err.contains(field), "\(r.err)")
        #expect(r.err.contains(hint), "\(r.err)")
        #expect(!r.err.unicodeScalars.contains("\u{202E}"), "the error shows the character, escaped")
    }

    // MARK: Refused

    @Test("new with a URL, email, phone or social link holding U+202E: exit 2, the field named, nothing written",
          arguments: refused)
    func newRefuses(_ option: String, _ value: String, _ field: String) throws {
        let tmp = try TemporaryDirectory("myca-bidi")
        let r = try MycaProcess.run(["new", "ann", "--name", "Ann", option, value], home: tmp.path)
        Self.expectRefused(r, field: field, status: 2, "new \(option)")
        #expect(Self.entries(tmp.path).filter { $0.hasPrefix("cards/") } == [] || Self.entries(tmp.path) == ["cards"])
    }

    @Test("edit with a URL, email, phone or social link holding U+202E: exit 2, the card unchanged", arguments: refused)
    func editRefuses(_ option: String, _ value: String, _ field: String) throws {
        let tmp = try TemporaryDirectory("myca-bidi")
        let home = tmp.path
        #expect(try MycaProcess.run(["new", "ann", "--name", "Ann", "--email", "ann@example.com"], home: home).status == 0)
        let before = try Self.read(home + "/cards/ann.vcf")
        let r = try MycaProcess.run(["edit", "ann", option, value], home: home)
        Self.expectRefused(r, field: field, status: 2, "edit \(option)")
        #expect(try Self.read(home + "/cards/ann.vcf") == before)
    }

    @Test("import of a vCard whose URL, email or phone holds U+202E: the card is refused, naming file and line",
          arguments: [("URL:" + url, "url"), ("EMAIL:" + email, "email"), ("TEL:" + phone, "phone")])
    func importRefuses(_ line: String, _ field: String) throws {
        let tmp = try TemporaryDirectory("myca-bidi")
        let home = tmp.path
        let vcf = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\n" + line + "\r\nEND:VCARD\r\n"
        try Data(vcf.utf8).write(to: URL(fileURLWithPath: home + "/evil.vcf"))
        let r = try MycaProcess.run(["import", home + "/evil.vcf"], home: home)
        Self.expectRefused(r, field: field, hint: "hint: fix the card in the file", "import \(line)")
        // The line of the property at fault, not the card's BEGIN:VCARD.
        #expect(r.err.contains(home + "/evil.vcf:4: card 1 not imported"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: home + "/cards/ann.vcf"))
    }

    /// A file of two cards whose second one has a folded URL holding U+202E on line 9
    /// (continued on line 10), after a NOTE and an EMAIL.
    static let secondCardAtFault = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bo\r\nEND:VCARD\r\n"
        + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nNOTE:first\r\nURL:https://example.com/\r\n " + rlo + "evil.com\r\n"
        + "EMAIL:ann@example.org\r\nEND:VCARD\r\n"

    @Test func importNamesTheLineOfTheFoldedPropertyInTheSecondCard() throws {
        let tmp = try TemporaryDirectory("myca-bidi")
        let home = tmp.path
        try Data(Self.secondCardAtFault.utf8).write(to: URL(fileURLWithPath: home + "/two.vcf"))
        let r = try MycaProcess.run(["import", home + "/two.vcf"], home: home)
        #expect(r.status == 1, "\(r.err)")
        #expect(r.err.contains(home + "/two.vcf:9: card 2 not imported: url"), "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: home + "/cards/bo.vcf"))
    }

    @Test func batchNamesTheLineOfThePropertyAtFault() throws {
        let tmp = try TemporaryDirectory("myca-bidi")
        let dir = tmp.path
        try Data(Self.secondCardAtFault.utf8).write(to: URL(fileURLWithPath: dir + "/two.vcf"))
        let r = try MycaProcess.run(["batch", "two.vcf", "-o", "out", "--name", "{row}"], directory: dir)
        #expect(r.status == 1, "\(r.err)")
        #expect(r.err.contains("myca: error: row 2 (line 9): url"), "\(r.err)")
    }

    /// (input file, its text, the column or property, the field's words in the error)
    static let batchInputs: [(String, String, String)] = [
        ("in.csv", "name,url\nAnn,\(url)\n", "row 1: field 'url'"),
        ("in.csv", "name,email\nAnn,\(email)\n", "row 1: field 'email'"),
        ("in.csv", "name,phone\nAnn,\(phone)\n", "row 1: field 'phone'"),
        ("in.vcf", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\nURL:\(url)\r\nEND:VCARD\r\n", "url"),
    ]

    @Test("batch from CSV or vCards: a row whose URL, email or phone holds U+202E fails, naming it; exit 1",
          arguments: batchInputs)
    func batchRefuses(_ file: String, _ input: String, _ named: String) throws {
        let tmp = try TemporaryDirectory("myca-bidi")
        let dir = tmp.path
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/" + file))
        let r = try MycaProcess.run(["batch", file, "-o", "out", "--name", "{row}"], directory: dir)
        #expect(r.status == 1, "\(r.err)")
        #expect(r.err.contains(named) && r.err.contains("(U+202E)"), "\(r.err)")
        #expect(!r.err.unicodeScalars.contains("\u{202E}"))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: dir + "/out"))?.isEmpty ?? true)
    }

    @Test("edit in \\$EDITOR: a URL with U+202E is shown back as an error naming the field; giving up changes nothing")
    func editorRefuses() throws {
        let tmp = try TemporaryDirectory("myca-bidi")
        let home = tmp.path
        #expect(try MycaProcess.run(["new", "ann", "--name", "Ann", "--url", "https://example.com"], home: home).status == 0)
        let before = try Self.read(home + "/cards/ann.vcf")
        // The first run puts the override in; the second finds the error and saves nothing new.
        let editor = try ScriptedEditor("""
            if [ $n -eq 1 ]; then
              sed -i 's|^url: https://example.com$|url: \(Self.url)|' "$1"
            else
              grep -q '^# error: .*url .*(U+202E)' "$1" || exit 7
            fi
            """)
        let r = try MycaProcess.run(["edit", "ann"], home: home, environment: editor.environment)
        #expect(r.status == 1, "\(r.err)")
        #expect(editor.runs == 2, "the editor was shown the error")
        #expect(r.err.contains("gave up after an error"), "the editor found the error: \(r.err)")
        #expect(try Self.read(home + "/cards/ann.vcf") == before)
    }

    @Test("prompted new on a terminal: an email with U+202E is asked again with the reason; Ctrl-D writes nothing")
    func promptRefuses() throws {
        let tmp = try TemporaryDirectory("myca-bidi")
        let home = tmp.path
        let result = try PseudoTerminal.run(["new", "ann"], home: home, steps: [
            .init(expect: "Name: ", send: "Ann\n"),
            .init(expect: "Title: ", send: "\n"),
            .init(expect: "Organization: ", send: "\n"),
            .init(expect: "Email: ", send: Self.email + "\n"),
            .init(expect: "(U+202E)", send: ""),
            .init(expect: "Email: ", send: "^D"),
        ])
        #expect(result.status == 1, "\(result.transcript)")
        #expect(result.transcript.contains("email"))
        #expect(Self.entries(home) == [])
    }

    // MARK: Isolated

    /// A card whose name, title and note hold unclosed overrides and isolates, and a
    /// Persian given name with its ZWNJ.
    static func hostileCard(_ home: String) throws {
        let r = try MycaProcess.run([
            "new", "eve", "--name", "Eve" + rlo + "moc.elpmaxe", "--title", "\u{2067}title", "--org", "Org\u{202D}",
            "--given", "می\u{200C}خواهم", "--note", "a " + rlo + "note", "--email", "eve@example.com",
            "--url", "https://example.com",
        ], home: home)
        #expect(r.status == 0, "\(r.err)")
    }

    @Test("a name with U+202E is stored as typed, and the page, both signatures and JSON close it within the field")
    func nameIsIsolated() throws {
        let tmp = try TemporaryDirectory("myca-bidi")
        let home = tmp.path
        try Self.hostileCard(home)
        let name = "Eve" + Self.rlo + "moc.elpmaxe"
        let stored = try #require(try VCardReader.read(try Self.read(home + "/cards/eve.vcf")).profiles.first)
        #expect(stored.formattedName.unicodeScalars.elementsEqual(name.unicodeScalars), "stored as typed")
        #expect(stored.givenName.unicodeScalars.contains("\u{200C}"), "the ZWNJ is kept")

        let page = try MycaProcess.run(["page", "eve"], home: home)
        #expect(page.status == 0, "\(page.err)")
        #expect(BidiBalance.holds(in: page.out))
        #expect(page.out.contains("<h1 class=\"p-name\"><bdi>" + name + "\u{202C}</bdi></h1>"))
        #expect(page.out.contains("می\u{200C}خواهم"))

        let html = try MycaProcess.run(["signature", "eve"], home: home)
        #expect(html.status == 0, "\(html.err)")
        #expect(BidiBalance.holds(in: html.out))
        #expect(html.out.contains("<bdi>" + name + "\u{202C}</bdi>"))

        let text = try MycaProcess.run(["signature", "eve", "--text"], home: home)
        #expect(text.status == 0, "\(text.err)")
        #expect(BidiBalance.holds(in: text.out))
        #expect(text.out.hasPrefix("-- \n" + name + "\u{202C}\n"))

        for args in [["show", "eve", "--json"], ["list", "--json"]] {
            let json = try MycaProcess.run(args, home: home)
            #expect(json.status == 0, "\(json.err)")
            #expect(!json.out.unicodeScalars.contains(where: BidiText.isDirectionalControl), "\(args)")
            #expect(json.out.contains(#""Eve\u202emoc.elpmaxe""#), "\(args): \(json.out)")
        }
        // Read back, the JSON gives the name as typed.
        let shown = try JSONValue.parse(try MycaProcess.run(["show", "eve", "--json"], home: home).stdout)
        guard case .string(let back)? = shown["formattedName"] ?? shown["name"] else {
            Issue.record("no name in \(shown)")
            return
        }
        #expect(back.unicodeScalars.elementsEqual(name.unicodeScalars))

        // The terminal shows the override as an escape (the sanitizer's rule), and the
        // joiner of a Persian name as it is.
        #expect(try MycaProcess.run(["new", "maryam", "--name", "می\u{200C}خواهم"], home: home).status == 0)
        for args in [["show", "maryam", "--no-qr"], ["list"]] {
            let r = try MycaProcess.run(args, home: home)
            #expect(r.status == 0 && r.out.contains("می\u{200C}خواهم"), "\(args): \(r.out)")
        }
        for args in [["show", "eve", "--no-qr"], ["list"]] {
            let r = try MycaProcess.run(args, home: home)
            #expect(r.status == 0 && !r.out.unicodeScalars.contains(where: BidiText.isDirectionalControl), "\(args)")
            #expect(r.out.contains("Eve\\u{202E}moc.elpmaxe"), "\(args): \(r.out)")
        }
    }
}

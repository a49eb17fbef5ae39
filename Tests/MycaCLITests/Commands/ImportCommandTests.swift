import Foundation
import MycaCLI
import MycaCore
import MycaInProcess
import MycaTestSupport
import Testing

@Suite("myca import")
struct ImportCommandTests {
    static let alex = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Morgan;Alex;;;\r\nFN:Alex Morgan\r\nEMAIL;TYPE=work:alex@example.com\r\nEND:VCARD\r\n"
    static let twoCards = """
        BEGIN:VCARD
        VERSION:4.0
        FN:佐藤 花子
        N:佐藤;花子;;;
        X-PHONETIC-LAST-NAME:さとう
        END:VCARD
        BEGIN:VCARD
        VERSION:4.0
        FN:Ana Lima
        TEL;VALUE=uri;TYPE=cell:tel:+55-11-5555-0100
        END:VCARD

        """

    @Test("every card of every file becomes a card named after the person; a summary at the end")
    func importsFiles() async throws {
        let h = try MycaHarness()
        let a = try h.input("alex.vcf", Self.alex)
        let b = try h.input("team.vcf", Self.twoCards)
        let run = await h.run(["import", a, b])
        #expect(run.status == 0)
        #expect(run.out == "")
        #expect(run.err == "imported 3 cards from 2 files: alex-morgan, card, ana-lima\n")
        #expect(try h.store.handles() == ["alex-morgan", "ana-lima", "card"])
        #expect(try h.card("card").familyName == "佐藤")
        #expect(try h.card("card").phoneticFamilyName == "さとう")
        #expect(try h.card("alex-morgan").emails.map(\.address) == ["alex@example.com"])
        #expect(try h.card("ana-lima").phones.map(\.number) == ["+55-11-5555-0100"])
        #expect(try h.config().defaultHandle == "alex-morgan")
    }

    @Test("a name with nothing usable for a handle falls back to the email's local part, then the organization")
    func handleFromEmail() async throws {
        let h = try MycaHarness()
        let file = try h.input("jp.vcf", """
            BEGIN:VCARD
            VERSION:4.0
            FN:佐藤 花子
            EMAIL:hanako.sato@example.jp
            END:VCARD
            BEGIN:VCARD
            VERSION:4.0
            FN:山田 太郎
            ORG:Yamada Shoji
            END:VCARD

            """)
        let run = await h.run(["import", file])
        #expect(run.err == "imported 2 cards from 1 file: hanako-sato, yamada-shoji\n")
        #expect(try h.card("hanako-sato").formattedName == "佐藤 花子")
    }

    @Test("relative paths are read from the working directory")
    func relativePath() async throws {
        let h = try MycaHarness()
        try h.input("alex.vcf", Self.alex)
        let run = await h.run(["import", "in/alex.vcf"], directory: h.directory.path)
        #expect(run.status == 0)
        #expect(try h.store.handles() == ["alex-morgan"])
    }

    @Test("a card of a taken name gets the next handle; the same card again is skipped and named, not copied")
    func uniqueHandles() async throws {
        let h = try MycaHarness()
        try h.add("alex-morgan", name: "Alex Morgan (old)")
        let before = try #require(try h.tree()["cards/alex-morgan.vcf"])
        let a = try h.input("alex.vcf", Self.alex)
        let run = await h.run(["import", a, a, a])
        #expect(run.status == 0)
        #expect(run.err == "imported 1 card from 3 files: alex-morgan-2; skipped 2 cards already in the store (alex-morgan-2; --force replaces them with the file's versions)\n")
        #expect(try h.tree()["cards/alex-morgan.vcf"] == before)
        #expect(try h.store.handles() == ["alex-morgan", "alex-morgan-2"])
    }

    @Test("an import run again adds nothing and says so; --force puts the file's version over the stored copy")
    func reimportSkips() async throws {
        let h = try MycaHarness()
        let team = try h.input("team.vcf", Self.twoCards)
        #expect(await h.run(["import", team]).status == 0)
        let before = try h.tree()
        let again = await h.run(["import", team])
        #expect(again.status == 0)
        #expect(again.err == "imported 0 cards from 1 file; skipped 2 cards already in the store (card, ana-lima; --force replaces them with the file's versions)\n")
        #expect(try h.tree() == before)
        let forced = await h.run(["import", "--force", team])
        #expect(forced.status == 0)
        #expect(forced.err == "imported 2 cards from 1 file: card, ana-lima; replaced card, ana-lima\n")
        #expect(try h.store.handles() == ["ana-lima", "card"])
    }

    @Test("--force replaces the existing card of the same name instead of adding one")
    func forceReplaces() async throws {
        let h = try MycaHarness()
        try h.add("alex-morgan", name: "Alex Morgan (old)")
        let run = await h.run(["import", "--force", try h.input("alex.vcf", Self.alex)])
        #expect(run.status == 0)
        #expect(run.err == "imported 1 card from 1 file: alex-morgan; replaced alex-morgan\n")
        #expect(try h.card("alex-morgan").formattedName == "Alex Morgan")
        #expect(try h.store.handles() == ["alex-morgan"])
    }

    @Test("--as names the single card; an existing handle needs --force")
    func asHandle() async throws {
        let h = try MycaHarness()
        let a = try h.input("alex.vcf", Self.alex)
        #expect(await h.run(["import", "--as", "work", a]).status == 0)
        #expect(try h.store.handles() == ["work"])
        let before = try h.tree()
        let refused = await h.run(["import", "--as", "work", a])
        #expect(refused.status == 1)
        #expect(refused.err.hasPrefix("myca: error: a card named 'work' already exists\n"))
        #expect(try h.tree() == before)
        let forced = await h.run(["import", "--as", "work", "--force", a])
        #expect(forced.status == 0)
        #expect(forced.err == "imported 1 card from 1 file: work; replaced work\n")
    }

    @Test("--as with several cards is a usage error and nothing is written")
    func asNeedsOneCard() async throws {
        let h = try MycaHarness()
        let run = await h.run(["import", "--as", "team", try h.input("team.vcf", Self.twoCards)])
        #expect(run.status == 2)
        #expect(run.err.hasPrefix("myca: error: '--as' names one card, but the input holds 2 cards\n"))
        #expect(try h.tree().isEmpty)
    }

    @Test("standard input with -")
    func fromStdin() async throws {
        let h = try MycaHarness()
        let run = await h.run(["import", "-"], stdin: Self.twoCards)
        #expect(run.status == 0)
        #expect(run.err == "imported 2 cards from 1 file: card, ana-lima\n")
    }

    @Test("a file that cannot be read stops the import before anything is written")
    func missingFile() async throws {
        let h = try MycaHarness()
        try h.add("keep", name: "Keep Me")
        let before = try h.tree()
        let good = try h.input("alex.vcf", Self.alex)
        let run = await h.run(["import", good, "in/nope.vcf"], directory: h.directory.path)
        #expect(run.status == 1)
        #expect(run.err == "myca: error: cannot read 'in/nope.vcf': No such file or directory\nhint: nothing was imported; check the file name\n")
        #expect(try h.tree() == before)
    }

    @Test("a file that is not a vCard is an error with a line number; nothing is written", arguments: [
        ("\n\nhello world\n", "garbage.vcf:3: not a vCard: no BEGIN:VCARD line (this line is the first text)"),
        ("BEGIN:VCARD\nVERSION:3.0\nFN:Cut Short\n", "garbage.vcf:1: BEGIN:VCARD has no matching END:VCARD"),
        ("FN:x\nEND:VCARD\n", "garbage.vcf:2: END:VCARD without BEGIN:VCARD"),
        ("", "garbage.vcf: the file is empty; no vCard found"),
    ])
    func garbage(text: String, message: String) async throws {
        let h = try MycaHarness()
        let good = try h.input("alex.vcf", Self.alex)
        let bad = try h.input("garbage.vcf", text)
        let run = await h.run(["import", good, bad])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("myca: error: " + h.directory.path + "/in/" + message + "\n"), "\(run.err)")
        #expect(try h.tree().isEmpty)
    }

    @Test("reader warnings are printed as FILE:LINE: message, sanitized")
    func warnings() async throws {
        let h = try MycaHarness()
        let file = try h.input("w.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:Warned\nURL:my home page\nthis is no property\u{1B}[2J\nEND:VCARD\n")
        let run = await h.run(["import", file])
        #expect(run.status == 0)
        let lines = run.err.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "myca: warning: \(file):4: URL: url \"my home page\" is not a URL with a scheme; kept as X-URL")
        #expect(lines[1].hasPrefix("myca: warning: \(file):5: not a vCard property, ignored: "))
        #expect(!run.err.contains("\u{1B}"))
        #expect(lines[2] == "imported 1 card from 1 file: warned")
        // The value kept as is does not make the stored card unreadable for other commands.
        #expect(try h.card("warned").extras.map(\.value) == ["my home page"])
        #expect(await h.run(["list"]).out == "* warned  Warned\n")
    }

    @Test("a card with no name at all is imported under a name from the file, with a warning")
    func namelessCard() async throws {
        let h = try MycaHarness()
        let photo = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgAB4iG8MwAAAABJRU5ErkJggg=="
        let file = try h.input("Old Phone.vcf", """
            BEGIN:VCARD
            VERSION:3.0
            FN:Named Person
            END:VCARD
            BEGIN:VCARD
            VERSION:3.0
            PHOTO;ENCODING=b;TYPE=PNG:\(photo)
            END:VCARD

            """)
        let run = await h.run(["import", file])
        #expect(run.status == 0)
        #expect(run.err == """
            myca: warning: \(file):5: card 2 has no name; it is imported as 'Old Phone 2' (from the file name); give it a name with 'myca edit HANDLE --name NAME'
            imported 2 cards from 1 file: named-person, old-phone-2

            """)
        let card = try h.card("old-phone-2")
        #expect(card.formattedName == "Old Phone 2")
        #expect(card.photo != nil)
    }

    @Test("the photo-only card of the sabre corpus file is imported, not dropped")
    func corpusPhotoOnlyCard() async throws {
        let h = try MycaHarness()
        let file = SharedCorpus.vcards + "/sabre-issue64.vcf"
        let original = try VCardReader.read(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        let run = await h.run(["import", file])
        #expect(run.status == 0)
        #expect(run.err.contains("\(file):1: card 1 has no name; it is imported as 'sabre-issue64'"))
        let stored = try h.card("sabre-issue64")
        // The photo is stored as it came, less its Exif (which holds no orientation).
        let photo = try #require(original.profiles.first?.photo)
        #expect(try photo.withoutMetadata().removed)
        #expect(stored.photo == (try photo.withoutMetadata().photo))
        #expect(run.err.contains("card 1: removed metadata (such as location and camera details) from the photo"))
    }

    @Test("a card that does not validate is refused by file, line and number; the others are imported; exit 1")
    func invalidCard() async throws {
        let h = try MycaHarness()
        let file = try h.input("mixed.vcf", """
            BEGIN:VCARD
            VERSION:3.0
            FN:First Person
            END:VCARD
            BEGIN:VCARD
            VERSION:3.0
            FN:Bad Parameter
            X-FOO;X P=b:value
            END:VCARD
            BEGIN:VCARD
            VERSION:3.0
            FN:Third Person
            END:VCARD

            """)
        let run = await h.run(["import", file])
        #expect(run.status == 1)
        #expect(run.err == """
            myca: error: \(file):5: card 2 not imported: kept property "X-FOO" has a malformed name or group
            hint: fix the card in the file and import it again
            imported 2 cards from 1 file: first-person, third-person; 1 card not imported (see the errors above)

            """)
        #expect(try h.store.handles() == ["first-person", "third-person"])
    }

    @Test("unknown properties survive import: extras and the set of property names are kept")
    func extrasRoundTrip() async throws {
        let h = try MycaHarness()
        let text = """
            BEGIN:VCARD\r
            VERSION:3.0\r
            FN:Kept Extras\r
            N:Extras;Kept;;;\r
            item1.X-ABLABEL:_$!<HomePage>!$_\r
            item1.URL:https://kept.example\r
            X-CUSTOM;X-PARAM=a,b:some value\\, with comma\r
            GEO:geo:37.386013,-122.082932\r
            X-MS-OL-DEFAULT-POSTAL-ADDRESS:2\r
            CATEGORIES:friends,work\r
            END:VCARD\r

            """
        let file = try h.input("extras.vcf", text)
        #expect(await h.run(["import", file]).status == 0)
        let original = try #require(try VCardReader.read(Array(text.utf8)).profiles.first)
        let stored = try h.card("kept-extras")
        #expect(stored.extras == original.extras)
        #expect(!stored.extras.isEmpty)
        let storedText = String(decoding: try #require(try h.tree()["cards/kept-extras.vcf"]), as: UTF8.self)
        #expect(Self.propertyNames(storedText).isSuperset(of: Self.propertyNames(text)))
    }

    /// Upper-cased `group.NAME`s of a vCard's content lines (continuations left out).
    static func propertyNames(_ text: String) -> Set<String> {
        var names = Set<String>()
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            guard let first = line.first, first != " ", first != "\t" else { continue }
            let head = line.prefix { $0 != ":" && $0 != ";" }
            names.insert(head.uppercased())
        }
        return names
    }

    @Test("every corpus file imports; every card keeps its fields and its extras")
    func corpus() async throws {
        let files = SharedCorpus.vcardFiles
        #expect(files.count >= 20, "corpus not found at \(SharedCorpus.vcards)")
        for file in files {
            let h = try MycaHarness()
            let run = await h.run(["import", file])
            #expect(run.status == 0, "\(file): \(run.err)")
            let originals = try VCardReader.read(Array(try Data(contentsOf: URL(fileURLWithPath: file)))).profiles
            let stored = try h.store.handles().map(h.card)
            #expect(stored.count == originals.count, "\(file)")
            // Handles are sorted, not in file order: match each original by its extras and emails.
            for original in originals {
                let match = stored.first { $0.extras == original.extras && $0.emails.map(\.address) == original.emails.map(\.address)
                    && $0.phones.map(\.number) == original.phones.map(\.number)
                    && $0.note == original.note.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") }
                #expect(match != nil, "\(file): no stored card matches '\(original.formattedName)'")
                if let match {
                    let norm = TextHelpersForTests.normalized
                    #expect(match.familyName == norm(original.familyName) && match.givenName == norm(original.givenName), "\(file)")
                    #expect(match.urls.map(\.value) == original.urls.map { norm($0.value) }, "\(file)")
                    #expect(match.addresses.count == original.addresses.filter { !$0.isEmpty }.count, "\(file)")
                }
            }
        }
    }
}

/// What `snapshot()` does to a note: CRLF and CR become LF, surrounding white space goes.
enum TextHelpersForTests {
    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

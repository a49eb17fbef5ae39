import Foundation
import MycaCLI
import MycaCore
import Testing

@Suite("myca list")
struct ListCommandTests {
    @Test("with no cards: says to run 'myca new' on stderr, nothing on stdout, exit 0")
    func noCards() async throws {
        let home = try ManageHome()
        let run = await home.run(["list"])
        #expect(run.status == 0)
        #expect(run.out == "")
        #expect(run.err == "there are no cards yet; run 'myca new' to create one\n")
        #expect(!FileManager.default.fileExists(atPath: home.path), "list must not create the store")
    }

    @Test("--json with no cards prints an empty array")
    func noCardsJSON() async throws {
        let home = try ManageHome()
        let run = await home.run(["list", "--json"])
        #expect(run.status == 0)
        #expect(run.out == "[]\n")
    }

    @Test("columns are aligned by display width, Japanese names counting two columns a character")
    func tableSnapshot() async throws {
        let home = try ManageHome()
        try home.add("alex", name: "Alex Morgan", title: "Engineer", org: "Example Corp")
        try home.add("sato-hanako", name: "佐藤 花子", title: "エンジニア", org: "株式会社サンプル")
        try home.add("zed", name: "Zed")
        try home.add("kim", name: "Kim", org: "Solo Org")
        let run = await home.run(["list"])
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(run.out == """
            * alex         Alex Morgan  Engineer · Example Corp
              kim          Kim          Solo Org
              sato-hanako  佐藤 花子    エンジニア · 株式会社サンプル
              zed          Zed

            """)
    }

    @Test("the * follows 'myca use'")
    func markerFollowsDefault() async throws {
        let home = try ManageHome()
        try home.add("a", name: "Ann")
        try home.add("b", name: "Bob")
        #expect(await home.run(["use", "b"]).status == 0)
        #expect(await home.run(["list"]).out == "  a  Ann\n* b  Bob\n")
    }

    @Test("on a terminal, lines are cut to its width with an ellipsis")
    func truncatedOnTerminal() async throws {
        let home = try ManageHome()
        try home.add("alex", name: "Alex Morgan", title: "Principal Engineer", org: "A Very Long Company Name")
        try home.add("sato", name: "佐藤 花子", title: "エンジニア", org: "株式会社サンプル")
        let run = await home.run(["list"], stdoutIsTTY: true, width: 30)
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines == ["* alex  Alex Morgan  Principa…", "  sato  佐藤 花子    エンジニ…"])
        for line in lines { #expect(DisplayWidth.of(line) <= 30) }
    }

    @Test("text from a card file reaches the terminal without invisible or reordering characters")
    func hostileTextSanitized() async throws {
        let home = try ManageHome()
        // The reader keeps values with control characters aside; bidi overrides and
        // zero-width characters do reach the name, and must be shown visibly.
        try home.writeCardFile("evil", """
            BEGIN:VCARD\r
            VERSION:4.0\r
            FN:Evil\u{202E}emaN\u{200B}\r
            ORG:Org\u{2066}X\r
            END:VCARD\r

            """)
        let run = await home.run(["list"])
        #expect(run.status == 0)
        #expect(!run.out.unicodeScalars.contains { Sanitizer.needsEscape($0.value) && $0 != "\n" })
        #expect(run.out == "* evil  Evil\\u{202E}emaN\\u{200B}  Org\\u{2066}X\n")
    }

    @Test("a card whose name the reader kept aside (control characters) is listed by handle only")
    func controlCharactersNeverPrinted() async throws {
        let home = try ManageHome()
        try home.writeCardFile("evil", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Evil\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\r\nEND:VCARD\r\n")
        let run = await home.run(["list"])
        #expect(run.status == 0)
        #expect(run.out == "* evil\n")
    }

    @Test("--json: an array of objects that Foundation parses, with default, email and style")
    func json() async throws {
        let home = try ManageHome()
        try home.add("work", name: "Ana Lima", title: "CTO", org: "Lima & Co", email: "ana@lima.example")
        try home.add("home", name: "Ana \"Nana\" Lima")
        try home.store.setStyle("ocean", for: "work")
        let run = await home.run(["list", "--json"])
        #expect(run.status == 0)
        #expect(run.err == "")
        let parsed = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]]
        let items = try #require(parsed)
        #expect(items.count == 2)
        #expect(items[0]["handle"] as? String == "home")
        #expect(items[0]["default"] as? Bool == false)
        #expect(items[0]["name"] as? String == "Ana \"Nana\" Lima")
        #expect(items[0]["org"] as? String == "")
        #expect(items[0]["email"] is NSNull)
        #expect(items[0]["style"] is NSNull)
        #expect(items[1]["handle"] as? String == "work")
        #expect(items[1]["default"] as? Bool == true)
        #expect(items[1]["name"] as? String == "Ana Lima")
        #expect(items[1]["org"] as? String == "Lima & Co")
        #expect(items[1]["title"] as? String == "CTO")
        #expect(items[1]["email"] as? String == "ana@lima.example")
        #expect(items[1]["style"] as? String == "ocean")
        #expect(Set(items[1].keys) == ["handle", "default", "name", "org", "title", "email", "style"])
    }

    @Test("an unreadable card file is reported with its line, the others are listed, exit 1")
    func unreadableCard() async throws {
        let home = try ManageHome()
        try home.add("good", name: "Good Card")
        try home.writeCardFile("broken", "BEGIN:VCARD\nVERSION:4.0\nFN:Half\n")
        let run = await home.run(["list"])
        #expect(run.status == 1)
        #expect(run.out == "* good  Good Card\n")
        #expect(run.err.contains("broken.vcf"))
        #expect(run.err.contains("line 1"))
    }
}

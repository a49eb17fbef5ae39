import Foundation
import MycaCLI
import MycaCore
import MycaInProcess
import Testing

@Suite("myca list")
struct ListCommandTests {
    @Test("with no cards: says to run 'myca new' on stderr, nothing on stdout, exit 0")
    func noCards() async throws {
        let h = try MycaHarness()
        let run = await h.run(["list"])
        #expect(run.status == 0)
        #expect(run.out == "")
        #expect(run.err == "there are no cards yet; run 'myca new' to create one\n")
        #expect(!FileManager.default.fileExists(atPath: h.home), "list must not create the store")
    }

    @Test("--json with no cards prints an empty array")
    func noCardsJSON() async throws {
        let h = try MycaHarness()
        let run = await h.run(["list", "--json"])
        #expect(run.status == 0)
        #expect(run.out == "[]\n")
    }

    @Test("columns are aligned by display width, Japanese names counting two columns a character")
    func tableSnapshot() async throws {
        let h = try MycaHarness()
        try h.add("alex", name: "Alex Morgan", title: "Engineer", org: "Example Corp")
        try h.add("sato-hanako", name: "佐藤 花子", title: "エンジニア", org: "株式会社サンプル")
        try h.add("zed", name: "Zed")
        try h.add("kim", name: "Kim", org: "Solo Org")
        let run = await h.run(["list"])
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
        let h = try MycaHarness()
        try h.add("a", name: "Ann")
        try h.add("b", name: "Bob")
        #expect(await h.run(["use", "b"]).status == 0)
        #expect(await h.run(["list"]).out == "  a  Ann\n* b  Bob\n")
    }

    @Test("on a terminal, lines are cut to its width with an ellipsis")
    func truncatedOnTerminal() async throws {
        let h = try MycaHarness()
        try h.add("alex", name: "Alex Morgan", title: "Principal Engineer", org: "A Very Long Company Name")
        try h.add("sato", name: "佐藤 花子", title: "エンジニア", org: "株式会社サンプル")
        let run = await h.run(["list"], tty: .stdout, width: 30, color: .never)
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines == ["* alex  Alex Morgan  Principa…", "  sato  佐藤 花子    エンジニ…"])
        for line in lines { #expect(DisplayWidth.of(line) <= 30) }
    }

    /// A team with one long name: the professor's would have pushed everyone's titles out.
    static func longNameTeam(_ h: MycaHarness) throws {
        try h.add("max", name: "Prof. Dr.-Ing. Maximilian Alexander von Schwarzenberg-Hohenstein",
                  title: "Lehrstuhlinhaber für Angewandte Informatik", org: "Rheinisch-Westfälische Technische Hochschule Aachen")
        try h.add("ann", name: "Ann Lee", title: "Engineer", org: "Northwind")
        try h.add("sato", name: "佐藤 花子", title: "エンジニア", org: "株式会社サンプル")
        try h.add("nameonly", name: "Ada")
    }

    @Test("at 80 columns no line is wider, every handle and name is whole, and short names keep their titles",
          arguments: [80, 60, 40])
    func longNameWithinTheWindow(width: Int) async throws {
        let h = try MycaHarness()
        try Self.longNameTeam(h)
        let run = await h.run(["list"], tty: .stdout, width: width, color: .never)
        let lines = run.out.split(separator: "\n").map(String.init)
        for line in lines { #expect(DisplayWidth.of(line) <= width, "\(line)") }
        let text = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        for whole in ["max", "ann", "sato", "nameonly", "Prof. Dr.-Ing. Maximilian Alexander von Schwarzenberg-Hohenstein",
                      "Ann Lee", "佐藤 花子", "Ada"] {
            #expect(text.contains(whole), "\(whole) not whole in:\n\(run.out)")
        }
        if width >= 60 {
            #expect(lines.contains { $0.contains("Ann Lee") && $0.contains("Engineer · Northwind") }, "\(run.out)")
        }
    }

    @Test("piped, COLUMNS is the width to keep to; without it the lines are whole")
    func pipedKeepsToColumns() async throws {
        let h = try MycaHarness()
        try Self.longNameTeam(h)
        let narrow = await h.run(["list"], environment: MycaHarness.environment(["COLUMNS": "100"]))
        #expect(!narrow.out.isEmpty)
        for line in narrow.out.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 100, "\(line)") }
        let whole = await h.run(["list"])
        #expect(whole.out.contains("Rheinisch-Westfälische Technische Hochschule Aachen"))
    }

    @Test("text from a card file reaches the terminal without invisible or reordering characters")
    func hostileTextSanitized() async throws {
        let h = try MycaHarness()
        // The reader keeps values with control characters aside; bidi overrides and
        // zero-width characters do reach the name, and must be shown visibly.
        try h.writeCardFile("evil", """
            BEGIN:VCARD\r
            VERSION:4.0\r
            FN:Evil\u{202E}emaN\u{200B}\r
            ORG:Org\u{2066}X\r
            END:VCARD\r

            """)
        let run = await h.run(["list"])
        #expect(run.status == 0)
        #expect(!run.out.unicodeScalars.contains { Sanitizer.needsEscape($0.value) && $0 != "\n" })
        #expect(run.out == "* evil  Evil\\u{202E}emaN\\u{200B}  Org\\u{2066}X\n")
    }

    @Test("a stored name holding control characters is listed without them (the reader removes them)")
    func controlCharactersNeverPrinted() async throws {
        let h = try MycaHarness()
        try h.writeCardFile("evil", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Evil\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\r\nEND:VCARD\r\n")
        let run = await h.run(["list"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "* evil  Evil]52;c;aGk=[2J\n")
    }

    @Test("--json: an array of objects that Foundation parses, with default, email and style")
    func json() async throws {
        let h = try MycaHarness()
        try h.add("work", name: "Ana Lima", title: "CTO", org: "Lima & Co", email: "ana@lima.example")
        try h.add("home", name: "Ana \"Nana\" Lima")
        try h.store.setStyle("ocean", for: "work")
        let run = await h.run(["list", "--json"])
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
        let h = try MycaHarness()
        try h.add("good", name: "Good Card")
        try h.writeCardFile("broken", "BEGIN:VCARD\nVERSION:4.0\nFN:Half\n")
        let run = await h.run(["list"])
        #expect(run.status == 1)
        #expect(run.out == "* good  Good Card\n")
        #expect(run.err.contains("broken.vcf:1: BEGIN:VCARD has no matching END:VCARD"))
    }
}

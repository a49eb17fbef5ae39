import Testing
import MycaCore

@Suite struct TeamSiteTests {
    static func entry(_ row: Int, _ name: String, title: String = "", org: String = "Acme", language: String? = nil,
                      page: String) throws -> TeamSite.Entry {
        var p = Profile()
        p.formattedName = name
        p.title = title
        p.organization = org
        p.language = language
        return TeamSite.Entry(row: row, card: try p.snapshot(), page: page)
    }

    @Test("people are listed by row; a shared organization is the heading and not repeated")
    func orderAndHeading() throws {
        let html = TeamSite.index([try Self.entry(2, "Bo", page: "bo.html"), try Self.entry(1, "Ana", title: "Lead", page: "ana.html")],
                                  style: .classic)
        let ana = try #require(html.range(of: "Ana")), bo = try #require(html.range(of: "Bo<"))
        #expect(ana.lowerBound < bo.lowerBound)
        #expect(html.contains("<title>Acme</title>") && html.contains("<h1><bdi>Acme</bdi></h1>"))
        #expect(!html.contains("p-org"))
        #expect(html.contains("<span class=\"p-job-title\"><bdi>Lead</bdi></span>"))
    }

    @Test("names are escaped and file names become links that cannot leave the folder or read as a scheme")
    func escapingAndLinks() throws {
        let html = TeamSite.index([try Self.entry(1, "<script>x</script>", org: "A&B", page: "javascript:a b#?.html"),
                                   try Self.entry(2, "Zoë", org: "C", page: "zoë/../x.html")], style: .classic)
        #expect(!html.contains("<script>") && html.contains("&lt;script&gt;"))
        #expect(html.contains("href=\"./javascript%3Aa%20b%23%3F.html\""))
        #expect(html.contains("href=\"./zo%C3%AB%2F..%2Fx.html\""))
        #expect(html.contains("<h1><bdi>Team</bdi></h1>") && html.contains("<bdi>A&amp;B</bdi>"))
    }

    @Test("the index speaks the language everyone shares, and marks an entry in another")
    func languages() throws {
        let japanese = TeamSite.index([try Self.entry(1, "山田", org: "", language: "ja", page: "a.html"),
                                       try Self.entry(2, "田中", org: "", language: "ja", page: "b.html")], style: .classic)
        #expect(japanese.contains("<html lang=\"ja\">") && japanese.contains("<h1><bdi>メンバー</bdi></h1>"))
        #expect(!japanese.contains("<li class=\"h-card\" lang="))
        let mixed = TeamSite.index([try Self.entry(1, "Ana", page: "a.html"), try Self.entry(2, "نور", language: "ar", page: "b.html")],
                                   style: .classic)
        #expect(mixed.contains("<html lang=\"en\">") && mixed.contains("<li class=\"h-card\" lang=\"ar\">"))
    }

    @Test("an empty team is a page with its heading and no list")
    func empty() {
        let html = TeamSite.index([], style: .classic)
        #expect(html.contains("<h1><bdi>Team</bdi></h1>") && !html.contains("<ul") && html.hasSuffix("</html>\n"))
    }
}

/// A team's pages as one folder a web server can serve as it is: each person's page as
/// `myca page` makes it, and ``index(_:style:)``, the `index.html` listing everyone by
/// name, title and organization with a link to their page. Like the pages, the index
/// loads nothing: its styles are inline, and each person is an h-card.
public enum TeamSite {
    /// The index's file name.
    public static let indexName = "index.html"
    /// The stem no person's page may take: the index has it.
    public static let indexStem = "index"

    /// One person in the index.
    public struct Entry: Sendable, Hashable {
        /// Their row, from 1: the index lists people in row order.
        public var row: Int
        /// Their name, title and organization as the page shows them.
        public var name: String, title: String, organization: String
        /// The language their card is in, for the entry's `lang`.
        public var language: String?
        /// Their page's file name, in the same folder.
        public var page: String

        /// The entry of `card` (in the one language its page is in), whose page is `page`.
        public init(row: Int, card: ProfileSnapshot, page: String) {
            self.row = row
            name = card.formattedName
            title = card.title
            organization = card.organization
            language = card.language
            self.page = page
        }
    }

    /// The index page of `entries` (in any order; listed by row), in `style`'s colours,
    /// ending in a newline. Its heading is the organization every entry shares, else
    /// the word for a team in the language every entry shares (else English).
    public static func index(_ entries: [Entry], style: QRStyle) -> String {
        let people = entries.sorted { $0.row < $1.row }
        let e = HTML.escape, i = HTML.isolate
        let languages = Set(people.map { $0.language ?? "en" })
        var text = WebText.english
        if languages.count == 1, let only = languages.first {
            text = LanguageTag.isJapanese(only) ? .japanese : .english
            text.language = only
        }
        let organizations = Set(people.map(\.organization))
        let heading = organizations.count == 1 && !(organizations.first ?? "").isEmpty ? organizations.first ?? "" : text.team
        var list = ""
        for person in people {
            let lang = person.language.map { $0 == text.language ? "" : " lang=\"" + e($0) + "\"" } ?? ""
            list += "<li class=\"h-card\"" + lang + "><a class=\"u-url p-name\" href=\"" + e(HTML.relativeLink(person.page))
                + "\">" + i(person.name) + "</a>"
            var work: [String] = []
            if !person.title.isEmpty { work.append("<span class=\"p-job-title\">" + i(person.title) + "</span>") }
            if !person.organization.isEmpty && organizations.count > 1 {
                work.append("<span class=\"p-org\">" + i(person.organization) + "</span>")
            }
            if !work.isEmpty { list += "<span class=\"work\">" + work.joinedText(separator: " · ") + "</span>" }
            list += "</li>\n"
        }
        let main = "<main class=\"team\">\n<h1>" + i(heading) + "</h1>\n"
            + (people.isEmpty ? "" : "<ul class=\"people\">\n" + list + "</ul>\n") + "</main>\n"
        return CardPage.document(language: text.language, title: heading, head: "", stylesheet: stylesheet(WebPalette(style)),
                                 main: main)
    }

    /// One column of names, light and dark from the reader's preference, in the pages' colours.
    static func stylesheet(_ p: WebPalette) -> String {
        func colours(_ scheme: KeyPath<WebPalette.Pair, Color>) -> String {
            "body{background:\(p.page[keyPath: scheme].hex);color:\(p.ink[keyPath: scheme].hex)}\n"
                + ".team{background:\(p.paper[keyPath: scheme].hex);border-top-color:\(p.accent[keyPath: scheme].hex)}\n"
                + ".people li{border-color:\(p.rule[keyPath: scheme].hex)}.work{color:\(p.muted[keyPath: scheme].hex)}\n"
                + ".people a{color:\(p.ink[keyPath: scheme].hex)}"
                + ".people a:hover,.people a:focus-visible{color:\(p.accent[keyPath: scheme].hex)}\n"
        }
        return layout + colours(\.light) + "@media (prefers-color-scheme:dark){\n" + colours(\.dark) + "}\n"
    }

    static let layout = CardPage.base + """
        .team{width:100%;max-width:720px;border-radius:20px;border-top:6px solid;\
        box-shadow:0 1px 2px rgba(0,0,0,.06),0 12px 32px rgba(0,0,0,.08);padding:24px 20px}
        h1{margin:0 0 12px;font-size:1.9rem;line-height:1.15;overflow-wrap:anywhere}
        .people{list-style:none;margin:0;padding:0}
        .people li{display:flex;flex-wrap:wrap;column-gap:12px;align-items:baseline;padding:10px 0;border-bottom:1px solid}
        .people a{font-weight:600;text-decoration:none;overflow-wrap:anywhere}
        .people a:focus-visible{outline:3px solid;outline-offset:3px}
        .work{font-size:.9rem;overflow-wrap:anywhere}
        @media (min-width:720px){body{padding:48px 24px}.team{padding:36px 40px}}

        """
}

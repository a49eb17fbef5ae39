/// A card as one self-contained web page: a microformats2 h-card in the card's colours.
///
/// The page loads nothing: the styles are inline, the QR code is the SVG renderer's output
/// inline, the photo a `data:` URI, and the vCard 3.0 offered for download a `data:` link
/// named after the card. It follows the reader's light or dark preference; the code keeps
/// dark modules on a light ground in both. Every text from the card goes through
/// ``HTML/escape(_:)`` and, where it is shown, into ``HTML/isolate(_:)``, so no character in
/// it reorders the page after it; only URLs ``HTML/href(_:)`` accepts become links.
///
/// The h-card: `p-name`, `p-given-name`, `p-family-name`, `p-additional-name`,
/// `p-honorific-prefix`/`-suffix`, `p-nickname`, `p-job-title`, `p-role`, `p-org`, `u-email`,
/// `p-tel`, `u-url` (web addresses, then social profiles, which are also `rel="me"`),
/// `p-adr` (an `h-adr` with `p-post-office-box`, `p-extended-address`, `p-street-address`,
/// `p-locality`, `p-region`, `p-postal-code`, `p-country-name`), `p-note`, `u-photo`,
/// `dt-bday` and `p-pronouns` (proposed on microformats.org). The phonetic reading has no
/// h-card property: it is shown without a class.
public enum CardPage {
    /// The page, ending in a newline.
    ///
    /// - Parameters:
    ///   - code: the card's QR code; drawn with `style`'s colours on its own ground (white
    ///     when the style has none).
    ///   - text: the words around the card's own.
    /// - Throws: `RenderError` when the code cannot be drawn in these colours.
    public static func render(_ card: ProfileSnapshot, code: QRMatrix, style: QRStyle,
                              text: WebText? = nil) throws -> String {
        let text = text ?? WebText(for: card)
        let palette = WebPalette(style)
        let svg = try SVGRenderer.render(code, options: SVGOptions(style: palette.code, scale: 4))
        let e = HTML.escape
        let content = CardContent(card)
        var body = ""
        body += header(card, content, text)
        let vcard = VCardWriter.writeBytes([card], version: .v3_0)
        let download = HTML.fileName(card.formattedName, ext: "vcf", fallback: "contact")
        // On a phone the button comes before the code (display: contents); beside the text
        // on a wider screen, the code comes first.
        body += "<div class=\"side\">\n"
        body += "<div class=\"save\"><a class=\"button\" href=\""
            + HTML.dataURI(mediaType: "text/vcard;charset=utf-8", vcard) + "\" download=\"" + e(download) + "\">"
            + icon("M12 3v12m0 0-5-5m5 5 5-5M4 19h16") + e(text.saveContact) + "</a></div>\n"
        // The XML declaration has no place inside HTML.
        let inline = svg.split(separator: "\n", maxSplits: 1).last.map(String.init) ?? svg
        body += "<figure class=\"code\"><div class=\"qr\" role=\"img\" aria-label=\"" + e(text.codeLabel) + "\">"
            + inline + "</div><figcaption>" + e(text.scanToSave) + "</figcaption></figure>\n</div>\n"
        body += contacts(card, content, text)
        if !card.note.isEmpty { body += "<p class=\"p-note note\">" + HTML.isolate(card.note) + "</p>\n" }

        var head = ""
        // What link previews (messengers, social sites) show when the page's address is shared.
        // Each part closed on its own, so a title cannot reorder the organization after it.
        let summary = content.work.map(BidiText.balanced).joinedText(separator: ", ")
        if !summary.isEmpty { head += "<meta name=\"description\" content=\"" + e(summary) + "\">\n" }
        head += "<meta property=\"og:type\" content=\"profile\">\n"
        head += "<meta property=\"og:title\" content=\"" + e(card.formattedName) + "\">\n"
        if !summary.isEmpty { head += "<meta property=\"og:description\" content=\"" + e(summary) + "\">\n" }
        if !card.givenName.isEmpty { head += "<meta property=\"profile:first_name\" content=\"" + e(card.givenName) + "\">\n" }
        if !card.familyName.isEmpty { head += "<meta property=\"profile:last_name\" content=\"" + e(card.familyName) + "\">\n" }
        return document(language: text.language, title: card.formattedName, head: head, stylesheet: stylesheet(palette),
                        main: "<main class=\"h-card card\">\n" + body + "</main>\n")
    }

    /// A whole document that loads nothing, in `language`, with `head`'s extra elements,
    /// `stylesheet` inline and `main` as its body: the page's frame, which the team site's
    /// index shares.
    static func document(language: String, title: String, head: String, stylesheet: String, main: String) -> String {
        let e = HTML.escape
        var page = "<!DOCTYPE html>\n<html lang=\"" + e(language) + "\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        page += "<meta name=\"generator\" content=\"myca " + MycaVersion.current + "\">\n"
        page += "<title>" + e(title) + "</title>\n" + head
        // An empty icon: without one a browser asks the server for /favicon.ico.
        page += "<link rel=\"icon\" href=\"data:,\">\n"
        page += "<style>\n" + stylesheet + "</style>\n</head>\n<body>\n" + main + "</body>\n</html>\n"
        return page
    }

    /// Photo, reading, name (with its parts as data), pronouns, title, role, organization.
    static func header(_ card: ProfileSnapshot, _ content: CardContent, _ text: WebText) -> String {
        let e = HTML.escape
        let i = HTML.isolate
        var out = "<header class=\"head\">\n"
        if let photo = card.photo, let type = Photo.sniffMediaType(photo.data) {
            out += "<img class=\"u-photo photo\" src=\"" + HTML.dataURI(mediaType: type, photo.data) + "\" alt=\""
                + e(text.photo(of: BidiText.balanced(card.formattedName))) + "\">\n"
        }
        out += "<div class=\"who\">\n"
        if let reading = content.first(.phonetic) { out += "<p class=\"reading\">" + i(reading.text) + "</p>\n" }
        out += "<h1 class=\"p-name\">" + i(card.formattedName) + "</h1>\n"
        // The name's parts are data, not shown: the formatted name already says them.
        let parts: [(String, [String])] = [
            ("p-honorific-prefix", card.prefixes), ("p-given-name", [card.givenName]),
            ("p-additional-name", card.additionalNames), ("p-family-name", [card.familyName]),
            ("p-honorific-suffix", card.suffixes), ("p-nickname", card.nicknames),
        ]
        for (name, values) in parts {
            for value in values where !value.isEmpty { out += "<data class=\"" + name + "\" value=\"" + e(value) + "\"></data>\n" }
        }
        if !card.pronouns.isEmpty { out += "<p class=\"pronouns\"><span class=\"p-pronouns\">" + i(card.pronouns) + "</span></p>\n" }
        var work: [String] = []
        if !card.title.isEmpty { work.append("<span class=\"p-job-title\">" + i(card.title) + "</span>") }
        if !card.role.isEmpty { work.append("<span class=\"p-role\">" + i(card.role) + "</span>") }
        if !work.isEmpty { out += "<p class=\"title\">" + work.joinedText(separator: " · ") + "</p>\n" }
        if !card.organization.isEmpty {
            out += "<p class=\"org\"><span class=\"p-org\">" + i(card.organization) + "</span>"
            for unit in card.organizationUnits where !unit.isEmpty { out += " · <span class=\"unit\">" + i(unit) + "</span>" }
            out += "</p>\n"
        }
        if let birthday = card.birthday, birthday.isValid, let year = birthday.year {
            let iso = String(year) + "-" + twoDigits(birthday.month) + "-" + twoDigits(birthday.day)
            out += "<data class=\"dt-bday\" value=\"" + iso + "\"></data>\n"
        }
        return out + "</div>\n</header>\n"
    }

    /// Emails, phones, web addresses, postal addresses and social profiles, one row each.
    static func contacts(_ card: ProfileSnapshot, _ content: CardContent, _ text: WebText) -> String {
        let e = HTML.escape
        var rows: [String] = []
        func row(_ label: String, _ kinds: [String], _ content: String, icon path: String) {
            let shown = kinds.isEmpty ? label : label + " · " + kinds.map(text.kind).joinedText(separator: ", ")
            rows.append("<li>" + icon(path) + "<span class=\"label\">" + HTML.isolate(shown) + "</span><span class=\"value\">"
                + content + "</span></li>")
        }
        func link(_ href: String?, _ shown: String, _ classes: String, rel: String? = nil) -> String {
            guard let href else { return "<span class=\"" + classes + "\">" + HTML.isolate(shown) + "</span>" }
            return "<a class=\"" + classes + "\" href=\"" + e(href) + "\"" + (rel.map { " rel=\"" + $0 + "\"" } ?? "")
                + ">" + HTML.isolate(shown) + "</a>"
        }
        // The card's lines, in their order; an address is one row of its components.
        var addresses = card.addresses.makeIterator()
        for line in content.lines {
            switch line.role {
            case .email: row(text.email, line.kinds, link(line.link, line.text, "u-email"), icon: Icons.email)
            case .phone: row(text.phone, line.kinds, link(line.link, line.text, "p-tel"), icon: Icons.phone)
            case .web: row(text.web, line.kinds, link(line.link, line.text, "u-url"), icon: Icons.web)
            case .address:
                guard !line.continues, let address = addresses.next() else { continue }
                row(text.address, line.kinds, self.address(address, language: card.language), icon: Icons.address)
            case .social:
                let label = line.socialProfile?.label ?? ""
                let shown = line.text.isEmpty ? label : line.text
                // The link is the profile's own (u-url, rel=me); a handle without one stays text.
                let content = line.link.map { link($0, shown, "u-url", rel: "me") }
                    ?? "<span>" + HTML.isolate(shown) + "</span>"
                row(label, [], content, icon: Icons.profile)
            case .phonetic, .name, .pronouns, .title, .organization:
                continue
            }
        }
        return rows.isEmpty ? "" : "<ul class=\"contacts\">\n" + rows.joinedText(separator: "\n") + "\n</ul>\n"
    }

    /// An `h-adr` with one element per component, in the order the card shows its lines
    /// (``PostalAddress/displayPieces(language:)``); a street of several lines is one
    /// element with a break between them.
    static func address(_ a: PostalAddress, language: String?) -> String {
        let names: [AddressPiece.Part: String] = [
            .poBox: "p-post-office-box", .extended: "p-extended-address", .street: "p-street-address",
            .locality: "p-locality", .region: "p-region", .postalCode: "p-postal-code", .country: "p-country-name",
        ]
        var out = ""
        var openStreet = false
        for (n, line) in a.displayPieces(language: language).enumerated() {
            let continuesStreet = openStreet && line.first?.part == .street
            if openStreet && !continuesStreet {
                out += "</span>"
                openStreet = false
            }
            if n > 0 { out += "<br>" }
            for piece in line {
                if openStreet && piece.part != .street {
                    out += "</span>"
                    openStreet = false
                }
                guard let part = piece.part, let name = names[part] else {
                    out += HTML.escape(piece.text)
                    continue
                }
                if part == .street {
                    if !openStreet { out += "<span class=\"" + name + "\">" }
                    out += HTML.isolate(piece.text)
                    openStreet = true
                } else {
                    out += "<span class=\"" + name + "\">" + HTML.isolate(piece.text) + "</span>"
                }
            }
        }
        if openStreet { out += "</span>" }
        return "<span class=\"p-adr h-adr\">" + out + "</span>"
    }

    static func twoDigits(_ n: Int) -> String { n < 10 ? "0" + String(n) : String(n) }

    /// A 24×24 line icon, hidden from screen readers (the label says the same).
    static func icon(_ path: String) -> String {
        "<svg class=\"icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"" + path + "\"/></svg>"
    }

    /// Stroke paths of the row icons (drawn with `stroke: currentColor`).
    enum Icons {
        static let email = "M3 6h18v12H3zM3 7l9 6 9-6"
        static let phone = "M8 3h8v18H8zM11 18h2"
        static let web = "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"
        static let address = "M12 21s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12zM12 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z"
        static let profile = "M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21c1-4 4-6 8-6s7 2 8 6"
    }

    /// The styles: one column on a phone, text beside the code on a wider screen; light and
    /// dark from the reader's preference, the code's box always light.
    static func stylesheet(_ p: WebPalette) -> String {
        layout.replacingAll("{code}", with: p.codeGround.hex) + colours(p, \.light)
            + "@media (prefers-color-scheme:dark){\n" + colours(p, \.dark) + "}\n"
    }

    /// The rules that set colours, for one scheme.
    static func colours(_ p: WebPalette, _ scheme: KeyPath<WebPalette.Pair, Color>) -> String {
        let page = p.page[keyPath: scheme].hex, paper = p.paper[keyPath: scheme].hex
        let ink = p.ink[keyPath: scheme].hex, muted = p.muted[keyPath: scheme].hex
        let accent = p.accent[keyPath: scheme].hex, onAccent = p.onAccent[keyPath: scheme].hex
        let rule = p.rule[keyPath: scheme].hex
        return """
            body{background:\(page);color:\(ink)}
            .card{background:\(paper);border-top-color:\(accent)}
            .reading,.pronouns,.unit,figcaption,.label,.note{color:\(muted)}
            .title{color:\(accent)}
            .icon{stroke:\(accent)}
            .org,.contacts a{color:\(ink)}
            .button{background:\(accent);color:\(onAccent)}
            .button:focus-visible,.contacts a:focus-visible,.contacts a:hover{outline-color:\(accent);\
            border-bottom-color:\(accent)}
            .photo,.qr,.contacts,.contacts li,.contacts a{border-color:\(rule)}

            """
    }

    /// The rules every document shares: the scheme, the type, the body's frame.
    static let base = """
        :root{color-scheme:light dark}
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
        body{margin:0;min-height:100vh;\
        font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,\
        "Noto Sans CJK JP","Hiragino Sans","Yu Gothic",sans-serif;display:flex;justify-content:center;\
        align-items:flex-start;padding:16px}

        """

    /// The rules that place things (colours come from ``colours(_:_:)``); `{code}` is the
    /// code's ground.
    static let layout = base + """
        .card{width:100%;max-width:920px;border-radius:20px;border-top:6px solid;\
        box-shadow:0 1px 2px rgba(0,0,0,.06),0 12px 32px rgba(0,0,0,.08);\
        padding:24px 20px;display:grid;grid-template-columns:minmax(0,1fr);\
        grid-template-areas:"head" "save" "code" "contacts" "note";gap:18px}
        .head{grid-area:head;display:flex;gap:16px;align-items:center;min-width:0}
        .photo{width:76px;height:76px;border-radius:50%;object-fit:cover;flex:none;border:3px solid}
        .who{min-width:0}
        .who p{margin:0}
        h1{margin:0;font-size:1.9rem;line-height:1.15;letter-spacing:-.01em;overflow-wrap:anywhere}
        .reading{font-size:.85rem}
        .pronouns{font-size:.9rem}
        .title{margin-top:6px!important;font-weight:600}
        .save{grid-area:save}
        .button{display:flex;align-items:center;justify-content:center;gap:8px;width:100%;padding:12px 18px;\
        border-radius:12px;font-weight:600;text-decoration:none}
        .button .icon{stroke:currentColor}
        .button:focus-visible,.contacts a:focus-visible{outline:3px solid;outline-offset:3px}
        .code{grid-area:code;margin:0;justify-self:center;text-align:center;width:100%;max-width:264px}
        .qr{background:{code};border-radius:14px;padding:6px;border:1px solid}
        .qr svg{display:block;width:100%;height:auto}
        figcaption{margin-top:8px;font-size:.85rem}
        .contacts{grid-area:contacts;list-style:none;margin:0;padding:0;border-top:1px solid}
        .contacts li{display:grid;grid-template-columns:22px minmax(0,1fr);column-gap:12px;padding:10px 0;\
        border-bottom:1px solid}
        .contacts .icon{grid-row:span 2;margin-top:3px}
        .icon{width:20px;height:20px;fill:none;stroke-width:1.8;stroke-linecap:round;stroke-linejoin:round}
        .label{font-size:.75rem;text-transform:uppercase;letter-spacing:.06em}
        .value{overflow-wrap:anywhere;white-space:pre-line}
        .contacts a{text-decoration:none;border-bottom:1px solid}
        .note{grid-area:note;margin:0;white-space:pre-line;overflow-wrap:anywhere}
        .side{display:contents}
        @media (min-width:720px){body{padding:48px 24px;align-items:center}
        .card{padding:36px 40px;column-gap:40px;grid-template-columns:minmax(0,1fr) 264px;\
        grid-template-areas:"head side" "contacts side" "note note";grid-template-rows:auto 1fr auto}
        .photo{width:96px;height:96px}h1{font-size:2.3rem}
        .side{grid-area:side;display:flex;flex-direction:column-reverse;justify-content:flex-end;gap:20px}}
        @media print{body{background:#fff;padding:0}.card{box-shadow:none;border:1px solid #ccc}.save{display:none}}

        """
}

import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// `myca page`, `signature` and `background` as built, judged by independent readers:
/// mf2py (microformats), Python's html.parser, headless Chromium, zbar and ez-vcard.
@Suite("web end to end", .serialized)
struct WebEndToEndTests {
    typealias Workspace = CardEndToEndTests.Workspace

    /// `myca ARGS` in the workspace's store; fails the test on a non-zero exit.
    @discardableResult
    static func myca(_ space: Workspace, _ arguments: [String]) throws -> MycaProcess.Result {
        let result = try MycaProcess.run(arguments, home: space.home, directory: space.folder)
        #expect(result.status == 0, "myca \(arguments): \(result.err)")
        return result
    }

    /// Tests/Tools/WebPageCheck.py MODE FILE, parsed.
    static func check(_ mode: String, _ file: String) throws -> JSONValue {
        let result = try ToolProcess.run(
            "/usr/bin/env", ["python3", MycaProcess.packageRoot + "/Tests/Tools/WebPageCheck.py", mode, file])
        try #require(result.status == 0, "WebPageCheck \(mode): \(result.err)")
        return try JSONValue.parse(result.stdout)
    }

    /// The English sample (with a photo) or the Japanese sample card, stored; its handle.
    static func addCard(_ language: String, to space: Workspace) throws -> String {
        if language == "en" {
            var card = Profile.sample
            // A real image as the photo: a small PNG of a checkerboard (nothing a decoder reads).
            let squares = try #require(QRMatrix(version: 1, size: 21, modules: (0 ..< 441).map { ($0 % 21 / 3 + $0 / 63) % 2 == 0 }))
            card.photo = Photo(fileBytes: try PNGRenderer.render(squares, options: PNGOptions(margin: 0, scale: 4)))
            try space.add(card, handle: "alex")
            return "alex"
        }
        let vcf = [UInt8](try Data(contentsOf: URL(fileURLWithPath: MycaProcess.packageRoot + "/samples/sato-hanako.vcf")))
        try space.add(try #require(try VCardReader.read(vcf).profiles.first), handle: "hanako")
        return "hanako"
    }

    /// The card as stored, read back from `myca export`.
    static func stored(_ space: Workspace, _ handle: String) throws -> ProfileSnapshot {
        let exported = try myca(space, ["export", handle])
        return try #require(try VCardReader.read(exported.stdout).profiles.first).snapshot()
    }

    /// The h-card properties the page must carry for `card`: its fields under their mf2 names.
    static func expectedProperties(_ card: ProfileSnapshot) -> [String: [String]] {
        var p: [String: [String]] = ["name": [card.formattedName]]
        func add(_ key: String, _ values: [String]) {
            let kept = values.filter { !$0.isEmpty }
            if !kept.isEmpty { p[key, default: []] += kept }
        }
        add("honorific-prefix", card.prefixes)
        add("given-name", [card.givenName])
        add("additional-name", card.additionalNames)
        add("family-name", [card.familyName])
        add("honorific-suffix", card.suffixes)
        add("nickname", card.nicknames)
        add("pronouns", [card.pronouns])
        add("job-title", [card.title])
        add("role", [card.role])
        add("org", [card.organization])
        add("email", card.emails.map { "mailto:" + $0.address })
        add("tel", card.phones.map(\.number))
        add("url", card.urls.map(\.value) + card.socialProfiles.compactMap(\.link))
        add("note", [card.note])
        if let photo = card.photo { add("photo", ["data:" + photo.mediaType + ";base64," + Base64.encode(photo.data)]) }
        for a in card.addresses {
            let parts = [("post-office-box", a.poBox), ("extended-address", a.extended), ("street-address", a.street),
                         ("locality", a.locality), ("region", a.region), ("postal-code", a.postalCode),
                         ("country-name", a.country)].filter { !$0.1.isEmpty }
            // In the order of the address's country on the page: compared as a set.
            add("adr", [parts.map { $0.0 + "=" + $0.1 }.sorted().joined(separator: "|")])
        }
        return p
    }

    /// mf2py's properties in the same shape: strings, a photo's `value`, an h-adr's parts.
    static func parsedProperties(_ item: JSONValue) -> [String: [String]] {
        var p: [String: [String]] = [:]
        for (key, values) in item["properties"]?.objectValue ?? JSONObject() {
            p[key] = (values.arrayValue ?? []).map { value in
                if let text = value.stringValue { return text }
                if let nested = value["properties"]?.objectValue {
                    return nested.map { $0.key + "=" + ($0.value[0]?.stringValue ?? "?") }.sorted().joined(separator: "|")
                }
                return value["value"]?.stringValue ?? "\(value)"
            }
        }
        return p
    }

    @Test("mf2py reads one h-card equal to the card", arguments: ["en", "ja"])
    func microformatsEqualTheCard(language: String) throws {
        let space = try Workspace()
        let handle = try Self.addCard(language, to: space)
        try Self.myca(space, ["page", handle, "-o", "page.html"])
        let parsed = try Self.check("mf2", space.path("page.html"))
        let items = parsed["items"]?.arrayValue ?? []
        try #require(items.count == 1, "\(parsed)")
        #expect(items[0]["type"] == .array([.string("h-card")]))
        let card = try Self.stored(space, handle)
        let expected = Self.expectedProperties(card)
        let found = Self.parsedProperties(items[0])
        #expect(Set(found.keys) == Set(expected.keys))
        for key in expected.keys.sorted() { #expect(found[key] == expected[key], "\(key)") }
        #expect(parsed["rels"]?["me"]?.arrayValue?.compactMap(\.stringValue) == card.socialProfiles.compactMap(\.link))
    }

    @Test("Chromium at 390×844 and 1280×800, light and dark: the code decodes", arguments: ["en", "ja"])
    func screenshotsDecode(language: String) throws {
        let space = try Workspace()
        let handle = try Self.addCard(language, to: space)
        try Self.myca(space, ["page", handle, "-o", "page.html"])
        let payload = try space.payload(handle)
        let keep = ProcessInfo.processInfo.environment["MYCA_KEEP_SCREENSHOTS"]
        for (width, height) in [(390, 844), (1280, 800)] {
            var grounds: [Bool: Int] = [:]
            for dark in [false, true] {
                let shot = try Chromium.screenshot(space.path("page.html"), width: width, height: height, dark: dark)
                if let keep {
                    let name = "\(keep)/page-\(language)-\(width)x\(height)-\(dark ? "dark" : "light").png"
                    try Data(shot).write(to: URL(fileURLWithPath: name))
                }
                #expect(try QRDecoders.zbar(shot, ext: "png")?.bytes == payload, "\(width)×\(height) dark: \(dark)")
                // The scheme took effect: the page's ground (a corner) is light, or dark.
                let corner = try PNGInspector(shot).pixel(2, height - 3)
                grounds[dark] = (Int(corner.0) + Int(corner.1) + Int(corner.2)) / 3
            }
            #expect((grounds[false] ?? 0) > 200 && (grounds[true] ?? 255) < 60, "\(grounds)")
        }
    }

    @Test func theDownloadLinkIsTheCardAsVCard3ThatEzVCardReads() throws {
        let space = try Workspace()
        let handle = try Self.addCard("ja", to: space)
        try Self.myca(space, ["page", handle, "-o", "page.html"])
        let markup = try Self.check("markup", space.path("page.html"))
        let downloads = markup["downloads"]?.arrayValue ?? []
        try #require(downloads.count == 1)
        #expect(downloads[0][0]?.stringValue == "佐藤 花子.vcf")
        let text = try #require(downloads[0][1]?.stringValue)
        let card = try Self.stored(space, handle)
        #expect(text == VCardWriter.write([card], version: .v3_0))
        let file = try space.directory.write("download.vcf", text)
        let (status, output) = try EzVCard.validate(version: "3.0", files: [file])
        #expect(status == 0, "\(output)")
        #expect(output.contains("佐藤 花子"), "\(output)")
    }

    @Test func thePageLoadsNothing() throws {
        let space = try Workspace()
        let handle = try Self.addCard("en", to: space)
        try Self.myca(space, ["page", handle, "-o", "page.html"])
        let markup = try Self.check("markup", space.path("page.html"))
        let loads = (markup["loads"]?.arrayValue ?? []).compactMap(\.stringValue)
        #expect(!loads.isEmpty && loads.allSatisfy { $0.hasPrefix("data:") }, "\(loads)")
        #expect(try Chromium.pageRequests(space.path("page.html")) == [])
        // The check sees a request when there is one.
        let control = try space.directory.write("control.html",
            "<!DOCTYPE html><title>x</title><img src=\"https://myca.invalid/x.png\" alt=\"\">")
        #expect(try Chromium.pageRequests(control) == ["https://myca.invalid/x.png"])
    }

    /// Markup, quotes and script in every field a card has.
    static var hostileCard: Profile {
        let evil = "<script>document.title='pwned'</script>\"'><img src=x onerror=\"document.title='pwned'\">&amp;"
        let noQuote = "<script>alert(1)</script>'><b onmouseover=alert(1)>"
        var p = Profile()
        p.formattedName = "Eve " + evil
        p.givenName = "Eve" + evil
        p.familyName = "Mallory" + evil
        p.additionalNames = [evil]
        p.prefixes = [evil]
        p.suffixes = [evil]
        p.nicknames = [evil]
        p.pronouns = evil
        p.organization = evil
        p.organizationUnits = [evil]
        p.title = evil
        p.role = evil
        p.note = evil + "\n" + evil
        p.emails = [Email(address: "o'hara&x'onclick=alert@evil.example")]
        p.phones = [Phone(number: "+1 (555) 010-0000")]
        p.urls = [WebURL(value: "javascript:alert(document.domain)"), WebURL(value: "JaVaScRiPt:alert('x')//<script>"),
                  WebURL(value: "data:text/html,<script>alert(1)</script>"),
                  WebURL(value: "https://ok.example/'><script>alert(1)</script>")]
        p.addresses = [PostalAddress(poBox: evil, extended: evil, street: evil, locality: evil, region: evil,
                                     postalCode: evil, country: evil)]
        p.socialProfiles = [SocialProfile(service: noQuote, url: "javascript:alert(1)", user: noQuote),
                            SocialProfile(service: "GitHub", user: noQuote)]
        return p
    }

    /// What the renderers write: any other element or attribute came from a card.
    static let allowedElements: Set<String> = [
        "html", "head", "meta", "title", "link", "style", "body", "main", "header", "div", "h1", "p", "span", "data",
        "a", "ul", "li", "br", "figure", "figcaption", "svg", "path", "rect", "table", "tr", "td", "img", "bdi",
    ]
    static let allowedAttributes: Set<String> = [
        "lang", "charset", "name", "content", "property", "rel", "href", "class", "value", "download", "role", "aria-label",
        "aria-hidden", "xmlns", "version", "width", "height", "viewbox", "shape-rendering", "fill", "d", "style",
        "cellpadding", "cellspacing", "border", "src", "alt",
    ]

    @Test("a card with markup in every field renders it as text", arguments: ["page", "signature"])
    func hostileCardIsText(command: String) throws {
        let space = try Workspace()
        try space.add(Self.hostileCard, handle: "eve")
        try Self.myca(space, [command, "eve", "-o", "out.html", "--payload", "url"])
        let markup = try Self.check("markup", space.path("out.html"))
        let elements = markup["elements"]?.arrayValue ?? []
        let tags = elements.compactMap { $0[0]?.stringValue }
        #expect(Set(tags).subtracting(Self.allowedElements) == [], "\(Set(tags))")
        // Only the signature's code is an image.
        #expect(tags.filter { $0 == "img" }.count == (command == "signature" ? 1 : 0))
        for element in elements {
            for attribute in element[1]?.arrayValue ?? [] {
                let name = attribute[0]?.stringValue ?? ""
                let value = attribute[1]?.stringValue ?? ""
                #expect(Self.allowedAttributes.contains(name), "<\(element[0]?.stringValue ?? "")> has \(name)")
                if name == "href" || name == "src" {
                    let scheme = value.lowercased()
                    let ok = ["https://", "http://", "mailto:", "tel:", "data:text/vcard", "data:image/png", "data:,"]
                        .contains { scheme.hasPrefix($0) }
                    #expect(ok, "\(name)=\(value)")
                }
            }
        }
        #expect(markup["unclosed"]?.arrayValue?.isEmpty == true)
        let texts = (markup["texts"]?.arrayValue ?? []).compactMap(\.stringValue)
        #expect(texts.contains("Eve <script>document.title='pwned'</script>\"'><img src=x onerror=\"document.title='pwned'\">&amp;"))
        #expect(texts.contains { $0.contains("javascript:alert(document.domain)") })
        if command == "page" {
            // A browser runs nothing and adds no element.
            let dom = try Chromium.dumpDOM(space.path("out.html"))
            #expect(!dom.contains("<script") && !dom.contains("<img") && !dom.contains("<b "), "\(dom)")
            #expect(dom.contains("<title>Eve &lt;script&gt;"))
        }
    }

    @Test("a mailto: URL that adds recipients or headers is shown, not linked", arguments: ["page", "signature"])
    func mailtoWithHeadersIsText(command: String) throws {
        let space = try Workspace()
        let file = space.path("mallory.vcf")
        let vcf = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Mallory\r\nEMAIL:ann@example.org\r\n"
            + "URL:mailto:ann@example.org?bcc=evil@x.example\r\nEND:VCARD\r\n"
        try Data(vcf.utf8).write(to: URL(fileURLWithPath: file))
        try Self.myca(space, ["import", "--as", "mallory", file])
        try Self.myca(space, [command, "mallory", "-o", "out.html"])
        let markup = try Self.check("markup", space.path("out.html"))
        let hrefs = (markup["elements"]?.arrayValue ?? []).flatMap { element in
            (element[1]?.arrayValue ?? []).filter { $0[0]?.stringValue == "href" }.compactMap { $0[1]?.stringValue }
        }
        #expect(hrefs.contains("mailto:ann@example.org"), "\(hrefs)")
        #expect(!hrefs.contains { $0.contains("evil") }, "\(hrefs)")
        let texts = (markup["texts"]?.arrayValue ?? []).compactMap(\.stringValue)
        #expect(texts.contains { $0.contains("mailto:ann@example.org?bcc=evil@x.example") }, "\(texts)")
    }

    @Test func theHTMLSignatureIsATableWithAPNGCodeThatDecodes() throws {
        let space = try Workspace()
        let handle = try Self.addCard("en", to: space)
        try Self.myca(space, ["signature", handle, "-o", "sig.html"])
        let markup = try Self.check("markup", space.path("sig.html"))
        let elements = markup["elements"]?.arrayValue ?? []
        let tags = Set(elements.compactMap { $0[0]?.stringValue })
        #expect(tags.isDisjoint(with: ["svg", "style", "link", "script"]) && tags.contains("table"), "\(tags)")
        let sources = (markup["loads"]?.arrayValue ?? []).compactMap(\.stringValue)
        try #require(sources.count == 1 && sources[0].hasPrefix("data:image/png;base64,"), "\(sources)")
        let png = try #require(Base64.decode(sources[0].dropFirst("data:image/png;base64,".count)))
        // The signature's code carries what a reply needs (README), unless --fields says otherwise.
        let lean = try FieldSelection(parsing: "name,org,title,email,phone,url")
        let card = try Self.stored(space, handle)
        #expect(try QRDecoders.zbar(png, ext: "png")?.bytes == (try QRPayload.build(card, kind: .vcard3, fields: lean)))
        try Self.myca(space, ["signature", handle, "-o", "all.html", "--fields", "all"])
        let all = try Self.check("markup", space.path("all.html"))
        let source = try #require(all["loads"]?[0]?.stringValue)
        let full = try #require(Base64.decode(source.dropFirst("data:image/png;base64,".count)))
        #expect(try QRDecoders.zbar(full, ext: "png")?.bytes == (try space.payload(handle)))

        try Self.myca(space, ["signature", handle, "-o", "plain.html", "--no-qr"])
        let plain = try Self.check("markup", space.path("plain.html"))
        #expect(plain["loads"]?.arrayValue?.isEmpty == true)
    }

    @Test("the plain-text signature: '-- ', 4 lines of 72 columns, more only for a name or title that needs them whole",
          arguments: ["en", "ja", "long"])
    func plainTextSignature(card: String) throws {
        let space = try Workspace()
        let handle: String
        if card == "long" {
            var p = PrintTestCards.longName
            p.title = "シニア・プリンシパル・ソフトウェア・エンジニア（インフラストラクチャ信頼性および開発者体験担当）"
            p.emails += [Email(address: "second.address.that.is.long@hohenzollern-sigmaringen.example")]
            p.phones = PrintTestCards.tenPhones.phones
            try space.add(p, handle: "long")
            handle = "long"
        } else {
            handle = try Self.addCard(card, to: space)
        }
        let result = try Self.myca(space, ["signature", handle, "--text"])
        let text = result.out
        #expect(text.hasPrefix("-- \n") && text.hasSuffix("\n"))
        let lines = text.dropFirst(4).dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 2 && (lines.count <= 4 || card == "long"), "\(lines)")
        #expect(!text.contains("…"), "\(text)")
        let file = try space.directory.write("sig.txt", lines.joined(separator: "\n"))
        let widths = (try Self.check("columns", file).arrayValue ?? []).compactMap(\.intValue)
        #expect(widths.count == lines.count && widths.allSatisfy { $0 <= 72 }, "\(widths): \(lines)")
        let stored = try Self.stored(space, handle)
        #expect(lines[0].hasPrefix(String(stored.formattedName.prefix(20))))
        // Whole across its lines (a Japanese title breaks between characters, with no space).
        #expect(lines.joined().filter { $0 != " " }.contains(stored.title.filter { $0 != " " }), "the title is whole: \(lines)")
        // What did not fit is said, never dropped quietly.
        let shown = stored.emails.map(\.address) + stored.phones.map(\.number)
        let missing = shown.filter { !text.contains($0) }
        for item in missing { #expect(result.err.contains(item), "\(item) left out without a warning") }
        if card == "long" { #expect(!missing.isEmpty && result.err.contains("warning")) }
    }

    @Test func aBackgroundWhoseCodeWouldNotScanOnACallSaysSo() throws {
        let space = try Workspace()
        var card = Profile.sample
        card.note = String(repeating: "A note long enough to make a dense code. ", count: 30)
        try space.add(card, handle: "dense")
        let result = try Self.myca(space, ["background", "dense", "--png", "bg.png", "--size", "640x360"])
        #expect(result.err.contains("pixels when a call shows the picture at 1280×720"), "\(result.err)")
        #expect(result.err.contains("--payload url"))
        let png = try PNGInspector(try space.read("bg.png"))
        #expect(png.width == 640 && png.height == 360)
        let plain = try Self.myca(space, ["background", "dense", "--png", "small.png", "--size", "640x360",
                                          "--payload", "url"])
        #expect(plain.err.isEmpty, "\(plain.err)")
    }

    @Test("the background scaled to 1280×720 decodes; the middle is free", arguments: ["en", "ja"])
    func backgroundDecodesAt720p(language: String) throws {
        let space = try Workspace()
        let handle = try Self.addCard(language, to: space)
        try Self.myca(space, ["background", handle, "--png", "bg.png"])
        let png = try PNGInspector(try space.read("bg.png"))
        #expect(png.width == 1920 && png.height == 1080)
        let small = RGBImage(png).resampled(width: 1280, height: 720)
        if let keep = ProcessInfo.processInfo.environment["MYCA_KEEP_SCREENSHOTS"] {
            try Data(try space.read("bg.png")).write(to: URL(fileURLWithPath: "\(keep)/background-\(language).png"))
        }
        #expect(try QRDecoders.zbar(small.ppm, ext: "ppm")?.bytes == (try space.payload(handle)))
        // Nothing drawn between 36 % and 62 % of the width: one colour, the ground's.
        let ground = small.get(640, 5)
        var inked = 0
        for y in 0 ..< 720 { for x in 461 ..< 794 where small.get(x, y) != ground { inked += 1 } }
        #expect(inked == 0)
        // The name is on the left, the code on the right.
        var left = 0, right = 0
        for y in 0 ..< 720 {
            for x in 30 ..< 461 where small.get(x, y) != ground { left += 1 }  // past the stripe
            for x in 794 ..< 1280 where small.get(x, y) != ground { right += 1 }
        }
        #expect(left > 2000 && right > 50_000, "left \(left), right \(right)")
    }
}

import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// `myca card --template meishi` as built, judged by independent tools: pdfplumber for where
/// each character is and its size, poppler for the text and the fonts, zbar for the back's
/// code, and the back's pixels for its module.
@Suite("meishi end to end", .serialized)
struct MeishiEndToEndTests {
    typealias Workspace = CardEndToEndTests.Workspace

    static var taro: Profile { MeishiTestCards.taro }

    /// One character as pdfplumber reads it, in points from the page's top left.
    struct Char {
        var text: String
        var x0: Double, x1: Double, top: Double, bottom: Double, baseline: Double, size: Double
        var font: String
        var middle: Double { (x0 + x1) / 2 }
    }

    /// Every character of each page of `pdf` (Tests/Tools/PDFChars.py).
    static func chars(_ pdf: String) throws -> [[Char]] {
        let result = try ToolProcess.run("/usr/bin/env", ["python3", MycaProcess.packageRoot + "/Tests/Tools/PDFChars.py", pdf])
        try #require(result.status == 0, "PDFChars: \(result.err)")
        let pages = try #require(try JSONValue.parse(result.stdout).arrayValue)
        return pages.map { page in
            (page.arrayValue ?? []).map { c in
                Char(text: c["text"]?.stringValue ?? "", x0: c["x0"]?.doubleValue ?? 0, x1: c["x1"]?.doubleValue ?? 0,
                     top: c["top"]?.doubleValue ?? 0, bottom: c["bottom"]?.doubleValue ?? 0,
                     baseline: c["baseline"]?.doubleValue ?? 0, size: c["size"]?.doubleValue ?? 0, font: c["font"]?.stringValue ?? "")
            }
        }
    }

    /// The characters of `text` where it appears in `chars` as one run, in order.
    static func run(_ text: String, in chars: [Char]) throws -> [Char] {
        let wanted = text.map(String.init)
        let start = try #require(chars.indices.first { i in
            i + wanted.count <= chars.count && zip(chars[i...], wanted).allSatisfy { $0.text == $1 }
        }, "'\(text)' is not in the PDF")
        return Array(chars[start ..< start + wanted.count])
    }

    /// A store holding `card` as `taro`, in which `myca card taro --template meishi ARGS` has run
    /// and succeeded.
    static func meishi(_ arguments: [String], card: Profile = taro) throws -> Workspace {
        let space = try Workspace()
        try space.add(card, handle: "taro")
        let result = try space.card(["taro", "--template", "meishi"] + arguments)
        #expect(result.status == 0, "\(result.err)")
        return space
    }

    static let mm = 72 / 25.4
    /// What the PDF's numbers lose of a size (cairo writes 6 pt as 5.999).
    static let rounding = 0.005

    @Test("the front in meishi order: organization, title, ruby over each name part, the address from 〒 down, TEL, 携帯, E-mail, URL")
    func frontInMeishiOrder() throws {
        let space = try Self.meishi(["--pdf", "card.pdf", "--layout", "layout.json"])
        let pdf = space.path("card.pdf")
        // 91×55 mm without --size.
        let sizes = try CardEndToEndTests.pageSizes(pdf)
        #expect(sizes.count == 2)
        #expect(abs(sizes[0].0 - CardEndToEndTests.points(91)) < 0.01 && abs(sizes[0].1 - CardEndToEndTests.points(55)) < 0.01,
                "\(sizes)")

        // Lines top to bottom as poppler reads them.
        let text = try CardEndToEndTests.tool("pdftotext", ["-layout", "-f", "1", "-l", "1", pdf, "-"]).out
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let order = ["株式会社サンプル", "開発部", "部長", "やまだ", "山田", "〒100-0001 東京都千代田区千代田1-1", "TEL 03-1234-5678",
                     "E-mail taro.yamada@example.co.jp"]
        let found = order.compactMap { part in lines.firstIndex { $0.contains(part) } }
        #expect(found.count == order.count && found == found.sorted(), "\(lines)")
        for line in ["携帯 090-1234-5678", "FAX 03-1234-5679", "URL example.co.jp"] { #expect(text.contains(line), "\(text)") }
        #expect(!text.contains("phone") && !text.contains("Tel ") && !text.contains("Mobile"), "\(text)")
        // A Japanese card's address in Japan goes without the country, as at home.
        #expect(!text.contains("日本"), "\(text)")

        let front = try Self.chars(pdf)[0]
        // Each reading centred over its own part, just above it (em box on em box).
        let family = try Self.run("山田", in: front), given = try Self.run("太郎", in: front)
        for (reading, part) in [("やまだ", family), ("たろう", given)] {
            let ruby = try Self.run(reading, in: front)
            let rubyMiddle = (ruby[0].x0 + ruby[ruby.count - 1].x1) / 2
            let partMiddle = (part[0].x0 + part[part.count - 1].x1) / 2
            #expect(abs(rubyMiddle - partMiddle) < 0.3 * Self.mm, "\(reading) is \((rubyMiddle - partMiddle) / Self.mm) mm off its part")
            let gap = (part.map(\.top).min() ?? 0) - (ruby.map(\.bottom).max() ?? 0)
            // pdfplumber's boxes are the face's size from its descent (-0.288 em), so they
            // stand further apart than the em boxes, which the layout sets 0.3 mm apart.
            #expect(gap >= 0 && gap < 1.2 * Self.mm, "\(reading) sits \(gap / Self.mm) mm above its part")
            #expect(ruby.allSatisfy { $0.size >= 6 - Self.rounding }, "\(ruby.map(\.size))")
        }
        // Family and given name apart by about a full-width space of the name's size.
        let nameSize = family[0].size
        let space_ = given[0].x0 - family[family.count - 1].x1
        #expect(space_ > 0.6 * nameSize && space_ < 1.3 * nameSize, "\(space_) pt between the parts at \(nameSize) pt")
        #expect(nameSize >= 14, "\(nameSize)")
        // The organization at the top left, the title just above the name, the foot below.
        let organization = try Self.run("株式会社サンプル", in: front)
        #expect(organization[0].x0 < 6 * Self.mm && organization[0].top < 9 * Self.mm)
        let title = try Self.run("部長", in: front)
        #expect(title[0].bottom < (family.map(\.top).min() ?? 0))
        let postal = try Self.run("〒100-0001", in: front)
        #expect(postal[0].top > family[0].bottom)

        // Type floors, on both sides: nothing under 6 pt, the foot at 7 pt or more.
        for (index, page) in try Self.chars(pdf).enumerated() {
            for char in page where !char.text.trimmingCharacters(in: .whitespaces).isEmpty {
                #expect(char.size >= 6 - Self.rounding, "page \(index + 1): '\(char.text)' at \(char.size) pt")
            }
        }
        for contact in ["TEL 03-1234-5678", "〒100-0001", "E-mail"] {
            #expect(try Self.run(contact, in: front).allSatisfy { $0.size >= 7 - Self.rounding }, "\(contact)")
        }

        // One baseline rhythm at the foot: the digits (all in the Latin face) of a line of
        // Latin text alone and of one beside it with kanji share a baseline, and the lines
        // stand 3.6 mm (two rows) apart whatever their script.
        let tel = try Self.run("03-1234-5678", in: front), mobile = try Self.run("090-1234-5678", in: front)
        let email = try Self.run("taro.yamada", in: front), postcode = try Self.run("100-0001", in: front)
        #expect(abs(tel[0].baseline - mobile[0].baseline) < 0.1, "TEL at \(tel[0].baseline) pt, 携帯 at \(mobile[0].baseline) pt")
        for (upper, lower) in [(postcode, tel), (tel, email)] {
            let step = (lower[0].baseline - upper[0].baseline) / Self.mm
            #expect(abs(step.remainder(dividingBy: 3.6)) < 0.05, "lines \(step) mm apart")
        }

        // The layout keeps its promises: inside the safe area, no box over another but the
        // ruby over its own name's blank head.
        let (pages, entries) = try CardEndToEndTests.layout(try space.read("layout.json"))
        let problems = CardLayoutCheck.problems(trims: pages[0].trims, codeAreas: pages[0].codes,
                                                texts: entries.filter { $0.page == 0 }.map(\.text))
            .filter { !($0.hasPrefix("phonetic name") && $0.contains(" overlaps name ")) && !($0.hasPrefix("name") && $0.contains(" overlaps phonetic name ")) }
        #expect(problems.isEmpty, "\(problems)")

        let fonts = try CardEndToEndTests.tool("pdffonts", [pdf]).out
        let cjk = fonts.split(separator: "\n").filter { $0.contains("NotoSansCJKjp") }
        #expect(!cjk.isEmpty && cjk.allSatisfy { $0.contains(" yes yes ") }, "\(fonts)")
    }

    @Test("the back's code decodes to the card and its modules measure 0.45 mm or more; the front has none")
    func theCodeIsOnTheBack() throws {
        let space = try Self.meishi(["--png", "card.png", "--dpi", "600"])
        let back = try space.read("card-back.png")
        let expected = try CardEndToEndTests.frontPayload(try space.stored("taro"), size: try CardSize(parsing: "jp"))
        #expect(try QRDecoders.zbar(back, ext: "png")?.bytes == expected)
        #expect(try QRDecoders.zbar(try space.read("card.png"), ext: "png") == nil, "a code on the front")
        // The module off the pixels: the top-left finder's top edge is 7 modules of ink.
        let image = try PNGInspector(back)
        func dark(_ x: Int, _ y: Int) -> Bool { image.pixel(x, y).0 < 128 }
        let top = try #require((0 ..< image.height).first { y in (0 ..< image.width).contains { dark($0, y) } })
        let row = top + 2
        let left = try #require((0 ..< image.width).first { dark($0, row) })
        let run = (left ..< image.width).prefix { dark($0, row) }.count
        let module = Double(run) / 7 / 600 * 25.4
        #expect(module >= 0.45, "modules of \(module) mm")
    }

    @Test("an email too long to print whole is an error naming it, and nothing is written")
    func aLongEmailIsRefused() throws {
        let space = try Workspace()
        var taro = Self.taro
        // An address breaks after its @ and before its dots; this one has no such place
        // that leaves a part narrow enough.
        let email = "taroyamadakaihatsubudaihyoumadoguchitokyohonshasampleholdingsexample@x.jp"
        taro.emails = [Email(address: email)]
        try space.add(taro, handle: "taro")
        let result = try space.card(["taro", "--template", "meishi", "--pdf", "card.pdf", "--png", "card.png"])
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("the email '\(email)' does not fit on the card even at 7 pt"), "\(result.err)")
        for file in ["card.pdf", "card.png", "card-back.png"] {
            #expect(!FileManager.default.fileExists(atPath: space.path(file)), "\(file) was written")
        }
    }

    @Test("without readings there is no ruby line and no gap for one: the title sits on the name")
    func noReadingsNoRuby() throws {
        let space = try Workspace()
        var taro = Self.taro
        taro.phoneticFamilyName = ""
        taro.phoneticGivenName = ""
        try space.add(taro, handle: "taro")
        try space.add(Self.taro, handle: "ruby")
        func front(_ handle: String) throws -> [DrawingReport.Entry] {
            let result = try space.card([handle, "--template", "meishi", "--pdf", handle + ".pdf", "--layout", handle + ".json"])
            #expect(result.status == 0, "\(result.err)")
            return try CardEndToEndTests.layout(try space.read(handle + ".json")).texts.filter { $0.page == 0 }
        }
        let plain = try front("taro")
        #expect(!plain.contains { $0.text.box.role == "phonetic name" })
        let title = try #require(plain.first { $0.text.box.role == "title" }).text.box.rect
        let name = try #require(plain.first { $0.text.box.role == "name" }).text.box.rect
        #expect(abs(name.y - title.maxY) < 1e-6, "title ends at \(title.maxY), the name starts at \(name.y)")
        // With readings, the rows between title and name hold the ruby.
        let withRuby = try front("ruby")
        let rubyTitle = try #require(withRuby.first { $0.text.box.role == "title" }).text.box.rect
        let rubyName = try #require(withRuby.first { $0.text.box.role == "name" }).text.box.rect
        let ruby = withRuby.filter { $0.text.box.role == "phonetic name" }.map(\.text.box.rect)
        #expect(ruby.count == 2 && ruby.allSatisfy { $0.y >= rubyTitle.maxY - 1e-6 && $0.y < rubyName.y })
        #expect(rubyName.y - rubyTitle.maxY > 1)
    }

    @Test("a card in English prints as a meishi with its Latin name, no ruby and English labels")
    func anEnglishCard() throws {
        let space = try Workspace()
        let result = try space.card(["--sample", "--template", "meishi", "--pdf", "card.pdf", "--layout", "layout.json"])
        #expect(result.status == 0, "\(result.err)")
        let text = try CardEndToEndTests.tool("pdftotext", ["-layout", "-f", "1", "-l", "1", space.path("card.pdf"), "-"]).out
        for line in ["Northwind Labs", "Alex Morgan", "Mobile +1-415-555-0134", "Tel +1-415-555-0199",
                     "Email alex.morgan@northwind.example", "500 Howard Street, Suite 300, San Francisco, CA 94105, USA"] {
            #expect(text.contains(line), "'\(line)' is not in \(text)")
        }
        #expect(!text.contains("TEL") && !text.contains("携帯") && !text.contains("E-mail"), "\(text)")
        let texts = try CardEndToEndTests.layout(try space.read("layout.json")).texts
        #expect(!texts.contains { $0.text.box.role == "phonetic name" })
        #expect(texts.filter { $0.page == 0 && $0.text.box.role == "name" }.map(\.text.box.text) == ["Alex Morgan"])
        // A size given wins over the meishi's own.
        let eu = try space.card(["--sample", "--template", "meishi", "--pdf", "eu.pdf", "--size", "eu"])
        #expect(eu.status == 0, "\(eu.err)")
        let sizes = try CardEndToEndTests.pageSizes(space.path("eu.pdf"))
        #expect(abs(sizes[0].0 - CardEndToEndTests.points(85)) < 0.01, "\(sizes)")
    }

    @Test("a bilingual card's back is its English side as the classic card, whose code is in English")
    func aBilingualBack() throws {
        var taro = Self.taro
        var english = ProfileAlternate(language: "en")
        english.formattedName = "Taro Yamada"
        english.familyName = "Yamada"
        english.givenName = "Taro"
        english.organization = "Sample Inc."
        english.title = "Director"
        taro.alternates = [english]
        let space = try Self.meishi(["--pdf", "card.pdf"], card: taro)
        let pdf = space.path("card.pdf")
        let back = try CardEndToEndTests.tool("pdftotext", ["-f", "2", "-l", "2", pdf, "-"]).out
        #expect(back.contains("Taro Yamada") && back.contains("Director") && !back.contains("やまだ"), "\(back)")
        let decoded = try #require(try QRDecoders.zbar(try CardEndToEndTests.rasterize(pdf, page: 2), ext: "png"))
        let payload = String(decoding: decoded.bytes, as: UTF8.self)
        #expect(payload.contains("FN:Taro Yamada") && !payload.contains("山田"), "\(payload)")
        #expect(try QRDecoders.zbar(try CardEndToEndTests.rasterize(pdf, page: 1), ext: "png") == nil)
    }

    @Test("a name too wide for the card even at its smallest size is an error, and nothing is written")
    func aNameTooLongIsRefused() throws {
        let space = try Workspace()
        var card = Profile.sample
        card.formattedName = String(repeating: "Wolfeschlegelsteinhausenbergerdorff", count: 3)
        card.familyName = ""
        card.givenName = card.formattedName
        try space.add(card, handle: "long")
        // On every design: a name printed cut names someone else.
        for design in ["meishi", "classic", "minimal"] {
            let result = try space.card(["long", "--template", design, "--pdf", "card.pdf", "--png", "card.png"])
            #expect(result.status == 1, "\(design): \(result.err)")
            #expect(result.err.contains("does not fit across the card even at its smallest size"), "\(design): \(result.err)")
            #expect(!FileManager.default.fileExists(atPath: space.path("card.pdf")), "\(design)")
            #expect(!FileManager.default.fileExists(atPath: space.path("card.png")), "\(design)")
        }
    }

    @Test("show labels a Japanese card as Japanese cards are, in any locale")
    func showSpeaksTheCardsLanguage() throws {
        let space = try Workspace()
        try space.add(Self.taro, handle: "taro")
        let shown = try MycaProcess.run(["show", "taro", "--no-qr"], home: space.home)
        #expect(shown.status == 0, "\(shown.err)")
        for line in ["TEL     03-1234-5678", "携帯    090-1234-5678", "E-mail  taro.yamada@example.co.jp", "URL     example.co.jp", "FAX     03-1234-5679",
                     "住所    〒100-0001"] {
            #expect(shown.out.contains(line), "'\(line)' is not in \(shown.out)")
        }
        #expect(!shown.out.contains("email") && !shown.out.contains("(cell") && !shown.out.contains("(work"), "\(shown.out)")
    }
}

import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// `myca card` as built, judged by independent tools: poppler (pdfinfo, pdftotext, pdftoppm),
/// librsvg (rsvg-convert) and zbar on every code.
@Suite("card end to end", .serialized)
struct CardEndToEndTests {
    /// A temporary folder with a card store, removed with the value.
    final class Workspace {
        let directory: TemporaryDirectory
        var folder: String { directory.path }
        var home: String { folder + "/home" }

        init() throws { directory = try TemporaryDirectory("myca-card") }

        func path(_ name: String) -> String { folder + "/" + name }

        /// Stores `profile` under `handle` (through a vCard file, as a person would).
        func add(_ profile: Profile, handle: String) throws {
            let file = path(handle + ".vcf")
            try Data(VCardWriter.writeBytes([try profile.snapshot()])).write(to: URL(fileURLWithPath: file))
            let result = try MycaProcess.run(["new", handle, "--from", file], home: home)
            #expect(result.status == 0, "\(result.err)")
        }

        /// `myca card ARGS` in this store.
        func card(_ arguments: [String]) throws -> MycaProcess.Result {
            try MycaProcess.run(["card"] + arguments, home: home, directory: folder)
        }

        /// The card's vcard3 payload, from the card as stored (export, read back).
        func payload(_ handle: String) throws -> [UInt8] {
            try QRPayload.build(try stored(handle), kind: .vcard3)
        }

        /// The printed card's front code payload, from the card as stored.
        func cardPayload(_ handle: String, size: CardSize? = nil) throws -> [UInt8] {
            try CardEndToEndTests.frontPayload(try stored(handle), size: size ?? CardSize(parsing: "eu"))
        }

        /// The card as stored (export, read back).
        func stored(_ handle: String) throws -> ProfileSnapshot {
            let exported = try MycaProcess.run(["export", handle], home: home)
            return try #require(try VCardReader.read(exported.stdout).profiles.first).snapshot()
        }

        func read(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name)))) }
    }

    static func tool(_ name: String, _ arguments: [String]) throws -> ToolProcess.Result {
        let result = try ToolProcess.run("/usr/bin/" + name, arguments)
        #expect(result.status == 0, "\(name) \(arguments): \(result.err)")
        return result
    }

    /// Each page's size in points, from pdfinfo.
    static func pageSizes(_ pdf: String) throws -> [(Double, Double)] {
        let out = try tool("pdfinfo", ["-f", "1", "-l", "99", pdf]).out
        return out.split(separator: "\n").filter { $0.hasPrefix("Page ") && $0.contains(" size: ") }.map { line in
            let numbers = line.split(separator: " ").compactMap { Double($0) }
            return (numbers[1], numbers[2])
        }
    }

    static func points(_ mm: Double) -> Double { mm / 25.4 * 72 }

    /// Each page's `box` (TrimBox, BleedBox, MediaBox) in points, from `pdfinfo -box`, which
    /// must read the file without a complaint.
    static func pageBoxes(_ pdf: String, _ box: String) throws -> [[Double]] {
        let result = try tool("pdfinfo", ["-box", "-f", "1", "-l", "99", pdf])
        #expect(result.err == "", "pdfinfo: \(result.err)")
        return result.out.split(separator: "\n").filter { $0.hasPrefix("Page ") && $0.contains(" \(box):") }.map { line in
            Array(line.split(separator: " ").compactMap { Double($0) }.dropFirst())
        }
    }

    /// Whether two boxes agree to a hundredth of a point (pdfinfo's precision).
    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == 4 && b.count == 4 && zip(a, b).allSatisfy { abs($0 - $1) < 0.006 }
    }

    /// Page `page` (from 1) of `pdf` as a PNG, optionally only the part `crop` (mm).
    static func rasterize(_ pdf: String, page: Int, dpi: Int = 300, crop: DrawingRect? = nil) throws -> [UInt8] {
        let prefix = pdf + "-raster-\(page)"
        var arguments = ["-r", "\(dpi)", "-f", "\(page)", "-l", "\(page)", "-png", "-singlefile"]
        if let crop {
            let px = { (mm: Double) in String(Int((mm / 25.4 * Double(dpi)).rounded())) }
            arguments += ["-x", px(crop.x), "-y", px(crop.y), "-W", px(crop.width), "-H", px(crop.height)]
        }
        _ = try tool("pdftoppm", arguments + [pdf, prefix])
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: prefix + ".png")))
    }

    /// The `--layout` file: trims and code areas per page, and every text as fitted.
    static func layout(_ bytes: [UInt8]) throws -> (pages: [(trims: [DrawingRect], codes: [DrawingRect])], texts: [DrawingReport.Entry]) {
        let json = try JSONValue.parse(bytes)
        func rects(_ value: JSONValue?) -> [DrawingRect] {
            (value?.arrayValue ?? []).compactMap { r in
                let n = r.arrayValue?.compactMap(\.doubleValue) ?? []
                return n.count == 4 ? DrawingRect(x: n[0], y: n[1], width: n[2], height: n[3]) : nil
            }
        }
        let pages = (json["pages"]?.arrayValue ?? []).map { (rects($0["trims"]), rects($0["codeAreas"])) }
        var report = JSONObject()
        report["texts"] = json["texts"]
        report["missingGlyphs"] = .array([])
        return (pages, try DrawingReport(json: .object(report)).entries)
    }

    static func checkLayout(_ bytes: [UInt8], _ label: String) throws -> [DrawingReport.Entry] {
        let (pages, texts) = try layout(bytes)
        #expect(!texts.isEmpty)
        for (index, page) in pages.enumerated() {
            let problems = CardLayoutCheck.problems(trims: page.trims, codeAreas: page.codes,
                                                    texts: texts.filter { $0.page == index && $0.text.box.role != PrintSheet.slugRole }
                                                        .map(\.text))
            #expect(problems.isEmpty, "\(label), page \(index + 1): \(problems)")
        }
        return texts
    }

    @Test("PDF of an English and a Japanese card: page size, text, code", arguments: ["en", "ja"])
    func pdfHoldsTheCard(language: String) throws {
        let space = try Workspace()
        let handle: String
        var expected: [String]
        if language == "en" {
            try space.add(Profile.sample, handle: "alex")
            handle = "alex"
            expected = ["Alex Morgan", "Staff Developer Advocate", "Northwind Labs", "alex.morgan@northwind.example",
                        "+1-415-555-0134"]
        } else {
            let vcf = [UInt8](try Data(contentsOf: URL(fileURLWithPath: MycaProcess.packageRoot + "/samples/sato-hanako.vcf")))
            try space.add(try #require(try VCardReader.read(vcf).profiles.first), handle: "hanako")
            handle = "hanako"
            expected = ["さとう はなこ", "佐藤 花子", "シニアエンジニア", "株式会社サンプル", "hanako.sato@sample.example.jp",
                        "+81-90-1234-5678"]
        }
        let result = try space.card([handle, "--pdf", "card.pdf", "--layout", "layout.json", "--size", "jp"])
        #expect(result.status == 0, "\(result.err)")
        let pdf = space.path("card.pdf")
        let sizes = try Self.pageSizes(pdf)
        // The Japanese card's address takes four lines: its social profile goes on the back.
        #expect(sizes.count == (language == "ja" ? 2 : 1))
        #expect(abs(sizes[0].0 - Self.points(91)) < 0.001 && abs(sizes[0].1 - Self.points(55)) < 0.001, "\(sizes)")
        let text = try Self.tool("pdftotext", [pdf, "-"]).out
        for field in expected { #expect(text.contains(field), "pdftotext lacks '\(field)': \(text)") }
        #expect(try QRDecoders.zbar(try Self.rasterize(pdf, page: 1), ext: "png")?.bytes
            == (try space.cardPayload(handle, size: try CardSize(parsing: "jp"))))
        _ = try Self.checkLayout(try space.read("layout.json"), language)
    }

    /// The payload the front's code carries when no option chooses it: the first of the
    /// documented steps whose modules on a `size` card reach 0.45 mm, encoded here as a
    /// phone would be given it (vCard 3.0 at level M, then MECARD).
    static func frontPayload(_ card: ProfileSnapshot, size: CardSize? = nil) throws -> [UInt8] {
        let size = try size ?? CardSize(parsing: "eu")
        let steps = CardFaceLayout.codeFieldSteps.map { (PayloadKind.vcard3, $0) } + [(.mecard, .compact)]
        for (kind, fields) in steps {
            let code = try CodeRequest(kind: kind, fields: fields).codeSync(for: card)
            let side = min(size.height - 6, size.width * 0.42)
            if side / Double(code.matrix.size + 8) >= 0.45 { return code.payload }
        }
        Issue.record("no step fits")
        return []
    }

    /// The scan budget and the type floor, on the sample and a card with much to say: the
    /// front code's modules (its drawn area over the modules zbar's version gives) are
    /// 0.45 mm or more, every text is 6 pt or more and the body 7 pt or more, and the code
    /// still decodes at a phone's resolution (about 8 px/mm).
    @Test(arguments: ["sample", "busy"])
    func codesAndTypeKeepTheirFloors(card: String) throws {
        let space = try Workspace()
        var profile = Profile.sample
        if card == "busy" {
            profile.emails += [Email(address: "alex@home.example", types: ["home"]), Email(address: "a.m@mail.example")]
            profile.phones.append(Phone(number: "+1-415-555-0100", types: ["home"]))
            profile.note = String(repeating: "A note that no card prints. ", count: 20)
        }
        try space.add(profile, handle: "c")
        let result = try space.card(["c", "--pdf", "card.pdf", "--layout", "layout.json"])
        #expect(result.status == 0, "\(result.err)")
        let (pages, texts) = try Self.layout(try space.read("layout.json"))
        let area = try #require(pages.first?.codes.first)
        let payload = try space.cardPayload("c")
        let modules = Double(try QREncoder.encodeSync(payload).size + 8)
        #expect(area.width / modules >= 0.45 - 1e-9, "modules of \(area.width / modules) mm")
        for entry in texts {
            #expect(entry.text.size >= 6, "\(entry.text.box.role) at \(entry.text.size) pt")
            if let role = CardContent.Role(rawValue: entry.text.box.role), role.block == .contact {
                #expect(entry.text.size >= 7, "\(entry.text.box.role) at \(entry.text.size) pt")
            }
        }
        #expect(!texts.contains { $0.text.isCut && CardContent.Role(rawValue: $0.text.box.role)?.isContactData == true })
        // The lines of a block are set at one size on each side.
        for block in [CardContent.Block.work, .contact, .social] {
            for page in Set(texts.map(\.page)) {
                let sizes = Set(texts.filter { $0.page == page && CardContent.Role(rawValue: $0.text.box.role)?.block == block }
                    .map(\.text.size))
                #expect(sizes.count <= 1, "\(block) on page \(page): \(sizes)")
            }
        }
        // The note is not printed, so the code does not carry it.
        #expect(!String(decoding: payload, as: UTF8.self).contains("NOTE"))
        #expect(try QRDecoders.zbar(try Self.rasterize(space.path("card.pdf"), page: 1, dpi: 203), ext: "png")?.bytes == payload)
    }

    /// What a print shop's preflight checks, with tools of its own: Ghostscript's ink
    /// coverage and separations, poppler's boxes and fonts, and the file's PDF/X keys.
    @Test("--press: PDF/X-1a with a CMYK output intent, trim and bleed, fonts embedded; text in black alone, the ground in the style's inks",
          arguments: QRStyle.allNames)
    func pressPDF(style: String) throws {
        let space = try Workspace()
        let result = try space.card(["--sample", "--pdf", "press.pdf", "--press", "--bleed", "3mm", "--crop-marks",
                                     "--style", style])
        #expect(result.status == 0, "\(result.err)")
        let pdf = space.path("press.pdf")
        let bytes = String(decoding: try space.read("press.pdf"), as: UTF8.self)
        #expect(bytes.contains("/GTS_PDFXVersion(PDF/X-1:2001)") && bytes.contains("/GTS_PDFXConformance(PDF/X-1a:2001)"))
        #expect(bytes.contains("/OutputIntents") && bytes.contains("/S/GTS_PDFX") && bytes.contains("/DestOutputProfile"))
        #expect(!bytes.contains("/DeviceRGB"), "an RGB colour space")
        let boxes = try Self.tool("pdfinfo", ["-box", pdf]).out
        #expect(boxes.contains("TrimBox:") && boxes.contains("BleedBox:"))
        let fonts = try Self.tool("pdffonts", [pdf]).out.split(separator: "\n").dropFirst(2)
        #expect(!fonts.isEmpty && fonts.allSatisfy { $0.contains(" yes ") }, "\(fonts)")
        // The plates, separated by Ghostscript: C, M and Y hold the style's ground and
        // nothing else, K the text's black and one tint; no spot over 300 %.
        let plates = try Self.plates(pdf, space)
        let ground = try #require(try QRStyle.named(style).pressGround)
        guard case let .process(c, m, y, _) = ground else { Issue.record("a ground of process inks"); return }
        for (plate, defined) in zip(plates.values.prefix(3), [c, m, y]) {
            #expect(plate.isSubset(of: [0, defined]), "\(style): \(plate.sorted()) for \(defined) %")
        }
        #expect(plates.values[3].contains(100) && plates.values[3].count <= 3, "\(style): K \(plates.values[3].sorted())")
        #expect(plates.maximum <= 300)
        // The code still reads off the press file.
        #expect(try QRDecoders.zbar(try Self.rasterize(pdf, page: 1), ext: "png") != nil)
    }

    /// The ink values in percent each plate (C, M, Y, K) of page 1 of `pdf` holds, and the
    /// most ink on one spot, as Ghostscript separates it (8-bit CMYK PAM, no anti-aliasing).
    static func plates(_ pdf: String, _ space: Workspace) throws -> (values: [Set<Int>], maximum: Int) {
        let pam = space.path("plates.pam")
        _ = try tool("gs", ["-q", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pamcmyk32", "-r100", "-dFirstPage=1", "-dLastPage=1",
                            "-o", pam, pdf])
        let bytes = try space.read("plates.pam")
        let header = try #require(String(decoding: bytes.prefix(200), as: UTF8.self).components(separatedBy: "ENDHDR\n").first)
        func field(_ name: String) -> Int? {
            header.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Int($0.split(separator: " ")[1]) }
        }
        let width = try #require(field("WIDTH")), height = try #require(field("HEIGHT"))
        let start = header.utf8.count + "ENDHDR\n".utf8.count
        var values = [Set<Int>](repeating: [], count: 4)
        var maximum = 0
        for i in stride(from: start, to: start + width * height * 4, by: 4) {
            var total = 0
            for plate in 0..<4 {
                let percent = Int((Double(bytes[i + plate]) * 100 / 255).rounded())
                values[plate].insert(percent)
                total += percent
            }
            maximum = max(maximum, total)
        }
        return (values, maximum)
    }

    /// A screen PDF's emails, phones, web addresses and profiles are links a reader taps;
    /// a press PDF has none (PDF/X allows no link inside the bleed).
    @Test func screenPDFsLinkTheirContactsAndPressPDFsDoNot() throws {
        let space = try Workspace()
        #expect(try space.card(["--sample", "--pdf", "screen.pdf"]).status == 0)
        let screen = String(decoding: try space.read("screen.pdf"), as: UTF8.self)
        for uri in ["mailto:alex.morgan@northwind.example", "tel:+1-415-555-0134", "https://alexmorgan.example",
                    "https://hachyderm.io/@alexmorgan"] {
            #expect(screen.contains("/URI (" + uri + ")"), "no link to \(uri)")
        }
        #expect(try space.card(["--sample", "--pdf", "press.pdf", "--press"]).status == 0)
        let press = String(decoding: try space.read("press.pdf"), as: UTF8.self)
        #expect(!press.contains("/URI") && !press.contains("/Annots"))
    }

    @Test("--preflight: a press PDF with bleed passes every rule; a screen PDF fails, and nothing is written")
    func preflight() throws {
        let space = try Workspace()
        let press = try space.card(["--sample", "--pdf", "press.pdf", "--press", "--bleed", "3mm", "--preflight"])
        #expect(press.status == 0, "\(press.err)")
        let lines = press.out.split(separator: "\n").map(String.init)
        for name in ["trim", "bleed", "type", "code", "colour", "ink", "fonts"] {
            #expect(lines.contains { $0.hasPrefix(name + " ") }, "no \(name) line: \(press.out)")
        }
        #expect(!press.out.contains("FAIL") && press.out.contains("CMYK, PDF/X-1a:2001 for FOGRA39"), "\(press.out)")
        #expect(FileManager.default.fileExists(atPath: space.path("press.pdf")))
        let screen = try space.card(["--sample", "--pdf", "screen.pdf", "--preflight"])
        #expect(screen.status == 1)
        #expect(screen.out.contains("bleed") && screen.out.contains("FAIL (at least 3 mm)"), "\(screen.out)")
        #expect(screen.out.contains("RGB, no output intent  FAIL (CMYK)"), "\(screen.out)")
        // Measured per spot: the press PDF's black is K alone, the screen PDF's a rich black near 300 %.
        #expect(press.out.contains("black only, at most 100 %"), "\(press.out)")
        let screenInk = try #require(screen.out.split(separator: "\n").first { $0.hasPrefix("ink ") })
        let most = try #require(screenInk.split(separator: " ").compactMap { Int($0) }.first)
        #expect(most > 250, "\(screenInk)")
        let text = screen.out.split(separator: "\n").first { $0.hasPrefix("text ") } ?? ""
        #expect(text.contains("in C, M or Y too") && text.hasSuffix("FAIL (black alone)"), "\(screen.out)")
        #expect(press.out.contains("black alone"), "\(press.out)")
        // A design with its code on the back is measured there.
        for design in ["minimal", "meishi"] {
            let back = try space.card(["--sample", "--pdf", "\(design).pdf", "--press", "--bleed", "3mm", "--preflight",
                                       "--template", design])
            #expect(back.status == 0 && !back.out.contains("FAIL"), "\(design): \(back.out)")
        }
        #expect(screen.err.contains("myca: error: the PDF fails the preflight"), "\(screen.err)")
        #expect(!FileManager.default.fileExists(atPath: space.path("screen.pdf")))
    }

    /// A card whose name runs right to left reads from the right: the code on the left,
    /// every line flush right, in the PDF and the SVG alike.
    @Test func aRightToLeftCardIsMirrored() throws {
        let space = try Workspace()
        let made = try MycaProcess.run(["new", "ar", "-q", "--name", "عبد الرحمن السعود", "--email", "a.alsaud@research.example.sa",
                                        "--phone", "+966 11 123 4567"], home: space.home)
        try #require(made.status == 0, "\(made.err)")
        let result = try space.card(["ar", "--pdf", "card.pdf", "--layout", "layout.json"])
        #expect(result.status == 0, "\(result.err)")
        let (pages, texts) = try Self.layout(try space.read("layout.json"))
        let code = try #require(pages.first?.codes.first)
        #expect(code.maxX < 85 / 2, "the code is on the right: \(code)")
        for entry in texts {
            #expect(entry.text.box.rect.x > code.maxX, "\(entry.text.box.role) left of the code")
            #expect(abs(entry.text.inkRect.maxX - entry.text.box.rect.maxX) < 0.01, "\(entry.text.box.role) is not flush right")
        }
        #expect(try QRDecoders.zbar(try Self.rasterize(space.path("card.pdf"), page: 1), ext: "png") != nil)
    }

    @Test("--template minimal: the name and role centred on the front, the code on the back")
    func minimalTemplate() throws {
        let space = try Workspace()
        let result = try space.card(["--sample", "--pdf", "card.pdf", "--png", "card.png", "--template", "minimal",
                                     "--layout", "layout.json"])
        #expect(result.status == 0, "\(result.err)")
        #expect(try Self.pageSizes(space.path("card.pdf")).count == 2)
        let (pages, texts) = try Self.layout(try space.read("layout.json"))
        #expect(pages.count == 2)
        let front = texts.filter { $0.page == 0 }
        #expect(front.map(\.text.box.role) == ["name", "title"], "\(front.map(\.text.box.role))")
        for entry in front {
            let ink = entry.text.inkRect
            #expect(abs(ink.x + ink.width / 2 - 85 / 2) < 0.5, "\(entry.text.box.role) is not centred")
        }
        #expect(try QRDecoders.zbar(try space.read("card.png"), ext: "png") == nil, "a code on the front")
        #expect(try QRDecoders.zbar(try space.read("card-back.png"), ext: "png")?.bytes == (try Self.frontPayload(try Profile.sample.snapshot())))
    }

    @Test func pressIsForAPDF() throws {
        let space = try Workspace()
        let result = try space.card(["--sample", "--png", "card.png", "--press"])
        #expect(result.status == 2 && result.err.contains("'--press' is for a PDF"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: space.path("card.png")))
    }

    @Test("a long email breaks after its @ and prints whole; one that breaks nowhere to fit is an error naming it, and nothing is written")
    func aContactLineIsNeverCut() throws {
        let space = try Workspace()
        var profile = Profile.sample
        let email = "maximiliane.alexandra.hohenzollern-sigmaringen@forschung.example.org"
        profile.emails = [Email(address: email)]
        try space.add(profile, handle: "long")
        let printed = try space.card(["long", "--pdf", "card.pdf", "--png", "card.png"])
        #expect(printed.status == 0, "\(printed.err)")
        #expect(!printed.err.contains("warning"), "\(printed.err)")
        let text = try Self.tool("pdftotext", [space.path("card.pdf"), "-"]).out
        // On lines of its own, broken before a dot or after the @: whole once they are joined.
        #expect(text.replacingOccurrences(of: "\n", with: "").contains(email), "\(text)")
        #expect(text.contains("@\nforschung.example.org"), "\(text)")
        #expect(!text.contains("…"))

        let unbreakable = "maximilianealexandrahohenzollernsigmaringenforschungsinstitut@x.org"
        profile.emails = [Email(address: unbreakable)]
        try space.add(profile, handle: "longer")
        let result = try space.card(["longer", "--pdf", "refused.pdf", "--png", "refused.png"])
        #expect(result.status == 1)
        #expect(result.err.contains("myca: error: the email '\(unbreakable)' does not fit on the card even at 7 pt"), "\(result.err)")
        #expect(result.err.contains("hint: leave the line off the card with --lines"))
        #expect(!FileManager.default.fileExists(atPath: space.path("refused.pdf")))
        #expect(!FileManager.default.fileExists(atPath: space.path("refused.png")))
        let without = try space.card(["longer", "--pdf", "refused.pdf", "--lines", "name,title,org,phone"])
        #expect(without.status == 0, "\(without.err)")
    }

    @Test("a code that cannot reach the minimum module is an error, with --fields fixed")
    func aCodeTooDenseIsRefused() throws {
        let space = try Workspace()
        let result = try space.card(["--sample", "--pdf", "card.pdf", "--fields", "all", "--min-module", "0.8"])
        #expect(result.status == 1)
        #expect(result.err.contains("smaller than the 0.8 mm a phone at arm's length reads"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: space.path("card.pdf")))
        let lean = try space.card(["--sample", "--pdf", "card.pdf", "--min-module", "0.6"])
        #expect(lean.status == 0 && lean.err.contains("the card's code leaves out"), "\(lean.err)")
    }

    @Test func bleedCropMarksAndTheBackOnPageTwo() throws {
        let space = try Workspace()
        try space.add(Profile.sample, handle: "alex")
        let result = try space.card(["--pdf", "card.pdf", "--bleed", "3mm", "--back"])
        #expect(result.status == 0, "\(result.err)")
        let sizes = try Self.pageSizes(space.path("card.pdf"))
        #expect(sizes.count == 2)
        for size in sizes {
            #expect(abs(size.0 - Self.points(91)) < 0.001 && abs(size.1 - Self.points(61)) < 0.001, "\(size)")
        }
        #expect(try QRDecoders.zbar(try Self.rasterize(space.path("card.pdf"), page: 1), ext: "png")?.bytes
            == (try space.cardPayload("alex")))
        let back = try QRDecoders.zbar(try Self.rasterize(space.path("card.pdf"), page: 2), ext: "png")?.bytes
        #expect(back == Array("https://alexmorgan.example".utf8))

        let marked = try space.card(["--pdf", "marked.pdf", "--bleed", "3mm", "--crop-marks"])
        #expect(marked.status == 0)
        let slug = 3 + PrintSheet.markGap + PrintSheet.markLength
        let markedSize = try Self.pageSizes(space.path("marked.pdf"))[0]
        #expect(abs(markedSize.0 - Self.points(85 + 2 * slug)) < 0.001)
        // A crop mark: dark on the trim's left edge, above the bleed; white just beside it.
        let image = try PNGInspector(try Self.rasterize(space.path("marked.pdf"), page: 1, dpi: 600))
        let x = DrawingPage.pixels(slug, dpi: 600)
        let y = DrawingPage.pixels(slug - 3 - PrintSheet.markGap - PrintSheet.markLength / 2, dpi: 600)
        #expect(image.pixel(x, y).0 < 128, "the mark is drawn")
        #expect(image.pixel(x + 20, y).0 > 200, "and nothing beside it")

        // The print boxes say where the card is cut and how far its bleed reaches, on every page.
        let media = [0, 0, Self.points(85 + 2 * slug), Self.points(55 + 2 * slug)]
        let trim = [Self.points(slug), Self.points(slug), Self.points(85 + slug), Self.points(55 + slug)]
        let bleedBox = [Self.points(slug - 3), Self.points(slug - 3), Self.points(88 + slug), Self.points(58 + slug)]
        #expect(try Self.pageBoxes(space.path("marked.pdf"), "TrimBox").allSatisfy { Self.same($0, trim) })
        #expect(try Self.pageBoxes(space.path("marked.pdf"), "BleedBox").allSatisfy { Self.same($0, bleedBox) })
        #expect(try Self.pageBoxes(space.path("marked.pdf"), "MediaBox").allSatisfy { Self.same($0, media) })
        let twoSided = try Self.pageBoxes(space.path("card.pdf"), "TrimBox")
        #expect(twoSided.count == 2 && twoSided.allSatisfy {
            Self.same($0, [Self.points(3), Self.points(3), Self.points(88), Self.points(58)])
        }, "\(twoSided)")
        #expect(try Self.pageBoxes(space.path("card.pdf"), "BleedBox").allSatisfy {
            Self.same($0, [0, 0, Self.points(91), Self.points(61)])
        })
    }

    /// The rectangles (in millimetres) of the SVG's outlines that are not a code: the marks,
    /// from each `<path>`'s `translate(X Y) scale(S S)` over its 24-unit box.
    static func markRects(_ svg: String) -> [DrawingRect] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<path ") && !$0.contains("crispEdges") }.compactMap { line in
            guard let open = line.range(of: "translate("), let close = line.range(of: ")\" fill=") else { return nil }
            let numbers = line[open.upperBound ..< close.lowerBound]
                .split(whereSeparator: { " ()".contains($0) || $0.isLetter }).compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            return DrawingRect(x: numbers[0], y: numbers[1], width: 24 * numbers[2], height: 24 * numbers[3])
        }
    }

    /// How dark each pixel of `rect` (millimetres at `dpi`) is, 0 (paper) to 1 (ink), over white.
    static func darkness(_ png: PNGInspector, _ rect: DrawingRect, dpi: Int) -> [Double] {
        let px = { (mm: Double) in Int((mm / 25.4 * Double(dpi)).rounded()) }
        return (px(rect.y) ..< px(rect.maxY)).flatMap { y in
            (px(rect.x) ..< px(rect.maxX)).map { x in
                let (r, g, b, a) = png.pixel(x, y)
                let grey = (Double(r) + Double(g) + Double(b)) / 765
                return Double(a) / 255 * (1 - grey)
            }
        }
    }

    /// One card with five social profiles, drawn once as PDF, PNG and SVG: each mark is an
    /// outline, not a glyph of an icon font (the PDF's fonts) nor a letter badge (the SVG's
    /// texts), and the three look alike where the marks are, at the dpi of a print shop's PNG.
    @Test("a mark is the same outline in PDF, PNG and SVG", arguments: [
        ["github:alexmorgan", "linkedin:alex-morgan", "x:alexm", "mastodon:@alex@hachyderm.io", "bluesky:alex.bsky.social"],
        ["Forum:alexm", "codeberg:alexm", "threads:alexm", "tiktok:alexm", "keybase:alexm"],
    ])
    func socialMarksAreOneOutlineInEveryFormat(socials: [String]) throws {
        let space = try Workspace()
        let made = try MycaProcess.run(["new", "c", "-q", "--name", "Alex Morgan"] + socials.flatMap { ["--social", $0] },
                                       home: space.home)
        #expect(made.status == 0, "\(made.err)")
        let dpi = 300
        let result = try space.card(["c", "--lines", "name,social", "--pdf", "c.pdf", "--png", "c.png", "--svg", "c.svg",
                                     "--dpi", "\(dpi)"])
        #expect(result.status == 0, "\(result.err)")

        let fonts = try Self.tool("pdffonts", [space.path("c.pdf")]).out
        let families = fonts.split(separator: "\n").dropFirst(2).map { String($0.split(separator: " ")[0]) }
        #expect(!families.isEmpty && families.allSatisfy { $0.contains("DejaVuSansCondensed") }, "\(fonts)")

        let svg = String(decoding: try space.read("c.svg"), as: UTF8.self)
        let marks = Self.markRects(svg)
        #expect(marks.count == socials.count, "one <path> a mark")
        #expect(svg.ranges(of: "<text ").count == 1 + socials.count, "the name and the handles, no letter in a badge")
        #expect(!svg.contains(" rx="), "no badge behind a mark")

        _ = try Self.tool("rsvg-convert", ["-d", "\(dpi)", "-p", "\(dpi)", "-b", "white", space.path("c.svg"),
                                           "-o", space.path("svg.png")])
        let pdf = try PNGInspector(try Self.rasterize(space.path("c.pdf"), page: 1, dpi: dpi))
        // Measured apart by 0.01-0.03 (SVG) and 0.02-0.05 (PNG, whose pixels are stretched to
        // whole pixels of the trim: up to 0.3 px off at the bottom of a card); a mark 4 % too
        // small, or a pixel to the side, is 0.07 or more apart.
        let drawn = [("SVG", try PNGInspector(try space.read("svg.png")), 0.045),
                     ("PNG", try PNGInspector(try space.read("c.png")), 0.06)]
        for mark in marks {
            let reference = Self.darkness(pdf, mark, dpi: dpi)
            let inked = reference.reduce(0, +) / Double(reference.count)
            #expect(inked > 0.15 && inked < 0.85, "the PDF draws a mark in \(mark), \(inked) of it inked")
            for (format, png, tolerance) in drawn {
                let other = Self.darkness(png, mark, dpi: dpi)
                let difference = zip(reference, other).map { abs($0 - $1) }.reduce(0, +) / Double(reference.count)
                #expect(difference < tolerance, "the \(format) draws \(mark) otherwise than the PDF: \(difference) apart")
            }
        }
    }

    @Test func png600HasTheTrimsPixelsItsResolutionAndAScannableCode() throws {
        let space = try Workspace()
        let result = try space.card(["--sample", "--png", "card.png", "--dpi", "600"])
        #expect(result.status == 0, "\(result.err)")
        let bytes = try space.read("card.png")
        let png = try PNGInspector(bytes)
        #expect(png.width == 2008 && png.height == 1299)  // round(85 / 25.4 × 600), round(55 / 25.4 × 600)
        #expect(png.chunk("pHYs") == [0, 0, 0x5C, 0x46, 0, 0, 0x5C, 0x46, 1])  // 23622 per metre
        let payload = try Self.frontPayload(try Profile.sample.snapshot())
        #expect(try QRDecoders.zbar(bytes, ext: "png")?.bytes == payload)
    }

    @Test func svgIsInMillimetresAndRendersToTheSameCard() throws {
        let space = try Workspace()
        let result = try space.card(["--sample", "--svg", "card.svg", "--layout", "layout.json"])
        #expect(result.status == 0, "\(result.err)")
        let svg = String(decoding: try space.read("card.svg"), as: UTF8.self)
        #expect(svg.contains(#"width="85mm" height="55mm""#))
        #expect(svg.contains(">Alex Morgan</text>"), "text stays text")
        _ = try Self.tool("rsvg-convert", ["-d", "600", "-p", "600", space.path("card.svg"), "-o", space.path("svg.png")])
        let png = try PNGInspector(try space.read("svg.png"))
        // rsvg-convert rounds up where myca rounds to nearest: 1299.2 → 1300.
        #expect(abs(png.width - 2008) <= 1 && abs(png.height - 1299) <= 1, "\(png.width)×\(png.height)")
        let payload = try Self.frontPayload(try Profile.sample.snapshot())
        #expect(try QRDecoders.zbar(try space.read("svg.png"), ext: "png")?.bytes == payload)
        _ = try Self.checkLayout(try space.read("layout.json"), "svg")
    }

    @Test("the SVG sets every text as the PDF does: the same lines, cut and sized alike", arguments: [
        ["--name", "عبد الرحمن بن عبد العزيز بن عبد الله آل سعود", "--title", "رئيس قسم البحث والتطوير في الشركة",
         "--email", "a.alsaud@research.example.sa"],
        ["--name", "Maximiliane Alexandra von Hohenzollern-Sigmaringen", "--org", "Internationale Forschungsgesellschaft",
         "--email", "m.hohenzollern@forschung.example", "--phone", "+49 30 1234 5678"],
    ])
    func svgFitsTextAsThePDFDoes(fields: [String]) throws {
        let space = try Workspace()
        let made = try MycaProcess.run(["new", "c", "-q"] + fields, home: space.home)
        #expect(made.status == 0, "\(made.err)")
        let svg = try space.card(["c", "--svg", "card.svg", "--layout", "svg.json", "--back"])
        let pdf = try space.card(["c", "--pdf", "card.pdf", "--layout", "pdf.json", "--back"])
        #expect(svg.status == 0 && pdf.status == 0, "\(svg.err)\(pdf.err)")
        let inSVG = try Self.layout(try space.read("svg.json")).texts
        let inPDF = try Self.layout(try space.read("pdf.json")).texts
        #expect(!inPDF.isEmpty)
        for entry in inPDF {
            #expect(inSVG.contains(entry), "the SVG sets '\(entry.text.box.text)' otherwise than the PDF: \(entry.text)")
        }
        // And the documents themselves draw those texts at those sizes.
        // Right-to-left lines come in a right-to-left isolate (U+2067 … U+2069).
        let document = (String(decoding: try space.read("card.svg"), as: UTF8.self)
            + String(decoding: try space.read("card-back.svg"), as: UTF8.self))
            .replacingOccurrences(of: "\u{2067}", with: "").replacingOccurrences(of: "\u{2069}", with: "")
        for entry in inPDF where !entry.text.drawn.isEmpty {
            #expect(document.contains(">" + entry.text.drawn + "</text>"),
                    "the SVG does not draw '\(entry.text.drawn)'")
        }
    }

    @Test func anA4SheetHoldsEightCardsEachOfWhichScans() throws {
        let space = try Workspace()
        let result = try space.card(["--sample", "--pdf", "sheet.pdf", "--sheet", "a4", "--back", "--layout", "layout.json"])
        #expect(result.status == 0, "\(result.err)")
        let pdf = space.path("sheet.pdf")
        let sizes = try Self.pageSizes(pdf)
        #expect(sizes.count == 2)
        #expect(abs(sizes[0].0 - 595.276) < 0.001 && abs(sizes[0].1 - 841.89) < 0.001)
        // A sheet of eight has no one trim: its print boxes are the paper's.
        #expect(try Self.pageBoxes(pdf, "TrimBox") == (try Self.pageBoxes(pdf, "MediaBox")))
        let (pages, _) = try Self.layout(try space.read("layout.json"))
        #expect(pages.count == 2 && pages[0].trims.count == 8 && pages[1].trims.count == 8)
        let front = try Self.frontPayload(try Profile.sample.snapshot())
        for (index, trim) in pages[0].trims.enumerated() {
            let decoded = try QRDecoders.zbar(try Self.rasterize(pdf, page: 1, crop: trim), ext: "png")?.bytes
            #expect(decoded == front, "front card \(index + 1)")
        }
        for (index, trim) in pages[1].trims.enumerated() {
            let decoded = try QRDecoders.zbar(try Self.rasterize(pdf, page: 2, crop: trim), ext: "png")?.bytes
            #expect(decoded == Array("https://alexmorgan.example".utf8), "back card \(index + 1)")
        }
        // Crop marks above the first column's left cut line, outside every card.
        let image = try PNGInspector(try Self.rasterize(pdf, page: 1, dpi: 300))
        let left = pages[0].trims.map(\.x).min() ?? 0
        let top = pages[0].trims.map(\.y).min() ?? 0
        let y = DrawingPage.pixels(top - PrintSheet.markGap - PrintSheet.markLength / 2, dpi: 300)
        #expect(image.pixel(DrawingPage.pixels(left, dpi: 300), y).0 < 128, "crop mark")
        _ = try Self.checkLayout(try space.read("layout.json"), "sheet")
    }

    @Test func aLongNameWrapsWholeIntoLinesOfOneSize() throws {
        let space = try Workspace()
        var profile = Profile()
        profile.formattedName = "Maximiliane Alexandra Konstantina von Hohenzollern-Sigmaringen"
        profile.title = "Principal Engineer"
        profile.emails = [Email(address: "max@hz.example")]
        try space.add(profile, handle: "long")
        let result = try space.card(["long", "--pdf", "card.pdf", "--layout", "layout.json"])
        #expect(result.status == 0, "\(result.err)")
        let names = try Self.layout(try space.read("layout.json")).texts.filter { $0.text.box.role == "name" }
        #expect(names.count >= 2 && names.allSatisfy { !$0.text.isCut } && Set(names.map(\.text.size)).count == 1,
                "\(names.map(\.text))")
        let read = names.map(\.text.drawn).reduce("") { $0.isEmpty ? $1 : $0 + ($0.hasSuffix("-") ? "" : " ") + $1 }
        #expect(read == profile.formattedName)
        #expect(!result.err.contains("was cut"), "\(result.err)")
    }

    @Test("hard cards: no overlap, nothing outside the card, a warning for every cut",
          arguments: PrintTestCards.edgeCases.map(\.0))
    func hardCardsKeepTheirShape(name: String) throws {
        let profile = try #require(PrintTestCards.edgeCases.first { $0.0 == name }?.1)
        let space = try Workspace()
        try space.add(profile, handle: "edge")
        let result = try space.card(["edge", "--pdf", "card.pdf", "--layout", "layout.json"])
        // Contact data or a name that cannot be set whole stops the card, and nothing is written.
        if result.status == 1 {
            #expect(result.err.contains("does not fit on the card even at 7 pt, and printed cut it would be a wrong address")
                || result.err.contains("does not fit across the card even at its smallest size"), "\(result.err)")
            #expect(!FileManager.default.fileExists(atPath: space.path("card.pdf")))
            #expect(!FileManager.default.fileExists(atPath: space.path("layout.json")))
            return
        }
        #expect(result.status == 0, "\(result.err)")
        let texts = try Self.checkLayout(try space.read("layout.json"), name)
        #expect(!texts.contains { $0.text.isCut && CardContent.Role(rawValue: $0.text.box.role)?.isContactData == true })
        for entry in texts where entry.text.isCut {
            #expect(result.err.contains("the \(entry.text.box.role) '\(entry.text.box.text)' does not fit"),
                    "no warning for the cut \(entry.text.box.role): \(result.err)")
        }
        if texts.allSatisfy({ !$0.text.isCut }) { #expect(!result.err.contains("was cut")) }
        if name == "ten phones" {
            let printed = texts.filter { $0.text.box.role == "phone" }.count
            #expect(printed == 10 || result.err.contains("left out"), "phones: \(printed), \(result.err)")
        }
        #expect(try QRDecoders.zbar(try Self.rasterize(space.path("card.pdf"), page: 1, dpi: 600), ext: "png")?.bytes
            == (try space.cardPayload("edge")))
        if name == "right-to-left" {
            // Each right-to-left line (name, title, organization) ends at its box's right
            // edge, where such a line starts. pdftotext splits Arabic into letters: take every
            // word whose middle lies in the line's box.
            let words = try Self.tool("pdftotext", ["-bbox", space.path("card.pdf"), "-"]).out
                .split(separator: "\n").filter { $0.contains("<word") }
            func number(_ line: Substring, _ key: String) -> Double? {
                guard let range = line.range(of: key + #"="[0-9.]+""#, options: .regularExpression) else { return nil }
                return Double(line[range].dropFirst(key.count + 2).dropLast())
            }
            let lines = texts.map(\.text).filter { $0.box.isRightToLeft && [.leading, .right].contains($0.box.alignment) }
            #expect(lines.count >= 2, "right-to-left lines: \(lines.map(\.box.role))")
            for line in lines {
                let right = words.compactMap { word -> Double? in
                    guard let top = number(word, "yMin"), let bottom = number(word, "yMax") else { return nil }
                    let middle = (top + bottom) / 2 * 25.4 / 72
                    return line.box.rect.y <= middle && middle <= line.box.rect.maxY ? number(word, "xMax") : nil
                }.max()
                let rightMM = try #require(right, "no words of the \(line.box.role) in \(words)") * 25.4 / 72
                #expect(abs(rightMM - line.box.rect.maxX) < 0.5,
                        "the \(line.box.role) ends at \(rightMM) mm, its box at \(line.box.rect.maxX) mm")
            }
        }
        let text = try Self.tool("pdftotext", [space.path("card.pdf"), "-"]).out
        if let name = texts.first(where: { $0.text.box.role == "name" }), !name.text.isCut {
            // Right-to-left text comes out of pdftotext in visual order; compare letters only.
            #expect(Set(text.unicodeScalars).isSuperset(of: Set(name.text.drawn.unicodeScalars.filter { $0.properties.isAlphabetic })))
        }
    }

    @Test func withoutMycaDrawTheErrorSaysWhatToInstallAndSVGStillWorks() throws {
        let space = try Workspace()
        let missing = try MycaProcess.run(["card", "--sample", "--pdf", space.path("c.pdf")],
                                          environment: ["MYCA_DRAW": "/nonexistent/myca-draw"])
        #expect(missing.status == 1)
        #expect(missing.err.contains("myca: error: cannot run /nonexistent/myca-draw"), "\(missing.err)")
        #expect(!FileManager.default.fileExists(atPath: space.path("c.pdf")))

        // A myca-draw whose libraries are missing fails in the dynamic loader.
        let fake = space.path("fake-draw")
        try "#!/bin/sh\necho 'myca-draw: error while loading shared libraries: libpangocairo-1.0.so.0: cannot open shared object file: No such file or directory' >&2\nexit 127\n"
            .write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        let noLibrary = try MycaProcess.run(["card", "--sample", "--png", space.path("c.png")], environment: ["MYCA_DRAW": fake])
        #expect(noLibrary.status == 1)
        #expect(noLibrary.err.contains("libpangocairo-1.0.so.0"))
        #expect(noLibrary.err.contains("hint: install the Debian package libpango-1.0-0"))

        let svg = try MycaProcess.run(["card", "--sample", "--svg", space.path("c.svg")], environment: ["MYCA_DRAW": fake])
        #expect(svg.status == 0, "\(svg.err)")
        #expect(svg.err.contains("the SVG's text is fitted by estimate"), "\(svg.err)")
        #expect(FileManager.default.fileExists(atPath: space.path("c.svg")))
    }

    @Test func withoutAFontForTheTextTheErrorNamesThePackage() throws {
        let space = try Workspace()
        let config = space.path("fonts.conf")
        try "<?xml version=\"1.0\"?><fontconfig><dir>\(space.folder)/no-fonts</dir><cachedir>\(space.folder)/cache</cachedir></fontconfig>\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        let result = try MycaProcess.run(["card", "--sample", "--pdf", space.path("c.pdf")],
                                         environment: ["FONTCONFIG_FILE": config])
        #expect(result.status == 1)
        #expect(result.err.contains("no installed font"), "\(result.err)")
        #expect(result.err.contains("fonts-dejavu-core"))
    }

    @Test func usageErrors() throws {
        let none = try MycaProcess.run(["card", "--sample"])
        #expect(none.status == 2 && none.err.contains("no output asked for"))
        let size = try MycaProcess.run(["card", "--sample", "--svg", "-", "--size", "a4"])
        #expect(size.status == 2 && size.err.contains("invalid card size 'a4'"))
        let bleed = try MycaProcess.run(["card", "--sample", "--svg", "-", "--bleed", "2cm"])
        #expect(bleed.status == 2 && bleed.err.contains("invalid bleed '2cm'"))
        let back = try MycaProcess.run(["card", "--sample", "--png", "-", "--back"])
        #expect(back.status == 2)
    }
}

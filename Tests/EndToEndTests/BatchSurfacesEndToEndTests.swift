import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// `myca batch --format page` and `--format signature`: each row's file is what `myca page`
/// and `myca signature` write for that card, and the pages make a team site with an index.
@Suite("myca batch: pages, signatures and the team site", .serialized)
struct BatchSurfacesEndToEndTests {
    /// Accents, Japanese with its reading, right-to-left, a row with a name alone, one that
    /// fails, one named like the index, and a title too wide for a plain-text signature.
    static let csv = """
        language,name,phonetic-family,phonetic-given,org,title,email,phone,url
        ,Chloé Müller-Lüdenscheidt,,,Acme,Ingénieure,chloe@example.org,+33 1 23 45 67 89,https://example.org/chloe
        ja,山田 太郎,やまだ,たろう,Acme,部長,yamada@example.jp,+81 3 1234 5678,
        ar,نور الهدى,,,Acme,مهندسة,nour@example.org,+971 4 123 4567,
        ,Solo,,,,,,,
        ,Broken,,,Acme,,not-an-email,,
        ,Index,,,Acme,Office,index@example.org,,
        ,Alexandra Wellington-Smythe,,,Acme Corporation International Holdings,Chief Executive Officer and Founder of Everything,alex@example.org,+1 555 0100,

        """

    /// Tests/Tools/WebPageCheck.py MODE FILE, parsed.
    static func check(_ mode: String, _ file: String) throws -> JSONValue {
        let result = try ToolProcess.run(
            "/usr/bin/env", ["python3", MycaProcess.packageRoot + "/Tests/Tools/WebPageCheck.py", mode, file])
        try #require(result.status == 0, "WebPageCheck \(mode): \(result.err)")
        return try JSONValue.parse(result.stdout)
    }

    /// `html` with its vCard download's `data:` URI cut out, and that vCard's lines without
    /// the UID and REV a stored card has and a batch row does not.
    static func split(_ html: String) -> (page: String, vcard: [String]) {
        let marker = "data:text/vcard;charset=utf-8;base64,"
        guard let start = html.range(of: marker), let end = html[start.upperBound...].firstIndex(of: "\"") else { return (html, []) }
        let data = Data(base64Encoded: String(html[start.upperBound..<end])) ?? Data()
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n")
            .filter { !$0.hasPrefix("UID:") && !$0.hasPrefix("REV:") }
        return (String(html[..<start.lowerBound]) + String(html[end...]), lines)
    }

    @Test("every row's page and signature are the single commands' for its card; failures and warnings are counted")
    func pagesAndSignaturesAreTheSingleCommands() throws {
        let tmp = try TemporaryDirectory("batch-surfaces")
        let dir = tmp.path
        try Data(Self.csv.utf8).write(to: URL(fileURLWithPath: dir + "/team.csv"))
        let run = try MycaProcess.run(["batch", "team.csv", "-o", "site", "--format", "page", "--format", "signature",
                                       "--format", "vcf", "--name", "{row}", "-j", "2"], directory: dir)
        #expect(run.status == 1, "row 5 fails: \(run.err)")
        #expect(run.err.contains("row 5: field 'email'"), "\(run.err)")
        // Row 7's long title and organization wrap onto lines of their own: nothing to warn of.
        #expect(!run.err.contains("warning: row 7"), "\(run.err)")
        let row7 = try String(contentsOfFile: tmp.file("site/7.signature.txt"), encoding: .utf8)
        #expect(row7 == "-- \nAlexandra Wellington-Smythe\nChief Executive Officer and Founder of Everything\n"
                + "Acme Corporation International Holdings\nalex@example.org | +1 555 0100\n", "\(row7)")
        // Six rows of four files each, and the index.
        #expect(run.err.contains("wrote 25 files for 7 rows; 1 row failed"), "\(run.err)")

        let home = tmp.file("home")
        for row in [1, 2, 3, 4, 6, 7] {
            let imported = try MycaProcess.run(["import", "site/\(row).vcf", "--as", "row\(row)"], home: home, directory: dir)
            try #require(imported.status == 0, "row \(row): \(imported.err)")
            let page = try MycaProcess.run(["page", "row\(row)", "-o", "-"], home: home)
            let batch = try String(contentsOfFile: tmp.file("site/\(row).html"), encoding: .utf8)
            let (single, singleCard) = Self.split(page.out), (batched, batchedCard) = Self.split(batch)
            #expect(single == batched, "row \(row)'s page differs from myca page's")
            #expect(singleCard == batchedCard && !batchedCard.isEmpty, "row \(row)'s saved contact differs")
            let signature = try MycaProcess.run(["signature", "row\(row)", "-o", "-"], home: home)
            let batchSignature = try Data(contentsOf: URL(fileURLWithPath: tmp.file("site/\(row).signature.html")))
            #expect(Data(signature.stdout) == batchSignature, "row \(row)'s signature differs from myca signature's")
            let text = try MycaProcess.run(["signature", "row\(row)", "--text", "-o", "-"], home: home)
            let batchText = try Data(contentsOf: URL(fileURLWithPath: tmp.file("site/\(row).signature.txt")))
            #expect(Data(text.stdout) == batchText, "row \(row)'s plain signature differs from myca signature --text's")
            #expect(!text.err.contains("warning"), "row \(row): \(text.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: tmp.file("site/5.html")))
    }

    @Test("the index lists every valid row in row order as an h-card linking to its page, loads nothing and needs no server")
    func teamSiteIndex() throws {
        let tmp = try TemporaryDirectory("batch-site")
        let dir = tmp.path
        try Data(Self.csv.utf8).write(to: URL(fileURLWithPath: dir + "/team.csv"))
        let run = try MycaProcess.run(["batch", "team.csv", "-o", "site", "--format", "page", "--name", "{handle}", "-q"],
                                      directory: dir)
        #expect(run.status == 1, "\(run.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: tmp.file("site")).sorted()
        // The row named Index does not take the index's name.
        #expect(files == ["alexandra-wellington-smythe.html", "chloe-muller-ludenscheidt.html", "index-2.html", "index.html",
                          "solo.html", files.first { $0.hasPrefix("nour") || $0.hasPrefix("row-3") } ?? "?", "yamada.html"].sorted(),
                "\(files)")
        let mf2 = try Self.check("mf2", tmp.file("site/index.html"))
        let items = mf2["items"]?.arrayValue ?? []
        let names = items.compactMap { $0["properties"]?["name"]?.arrayValue?.first?.stringValue }
        #expect(names == ["Chloé Müller-Lüdenscheidt", "山田 太郎", "نور الهدى", "Solo", "Index", "Alexandra Wellington-Smythe"],
                "\(names)")
        let urls = items.compactMap { $0["properties"]?["url"]?.arrayValue?.first?.stringValue }
        for url in urls {
            let file = String(url.drop { $0 != "/" }.dropFirst()).removingPercentEncoding ?? ""
            #expect(FileManager.default.fileExists(atPath: tmp.file("site/" + file)), "\(url) leads nowhere")
        }
        #expect(urls.count == 6)
        let markup = try Self.check("markup", tmp.file("site/index.html"))
        let loads = (markup["loads"]?.arrayValue ?? []).compactMap(\.stringValue)
        #expect(loads.allSatisfy { $0.hasPrefix("data:") }, "\(loads)")
        // A real browser opening the index asks for nothing.
        #expect(try Chromium.pageRequests(tmp.file("site/index.html")) == [])
        #expect(markup["unclosed"]?.arrayValue?.isEmpty == true)
        // Everyone works at Acme but one: the heading is the team's, each entry says where they work.
        let index = try String(contentsOfFile: tmp.file("site/index.html"), encoding: .utf8)
        #expect(index.contains("<h1><bdi>Team</bdi></h1>") && index.contains("<span class=\"p-org\"><bdi>Acme</bdi></span>"))
        #expect(index.contains("<li class=\"h-card\" lang=\"ja\">") && index.contains("<li class=\"h-card\" lang=\"ar\">"))
    }

    @Test("a rerun with --skip-existing writes the same index; a row's page made by hand is left alone")
    func skipExistingKeepsTheIndex() throws {
        let tmp = try TemporaryDirectory("batch-site-rerun")
        let dir = tmp.path
        try Data(Self.csv.utf8).write(to: URL(fileURLWithPath: dir + "/team.csv"))
        let args = ["batch", "team.csv", "-o", "site", "--format", "page", "--name", "{row}", "-q"]
        _ = try MycaProcess.run(args, directory: dir)
        let first = try Data(contentsOf: URL(fileURLWithPath: tmp.file("site/index.html")))
        try FileManager.default.removeItem(atPath: tmp.file("site/index.html"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: tmp.file("site/1.html")))
        let again = try MycaProcess.run(args + ["--skip-existing"], directory: dir)
        #expect(again.status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: tmp.file("site/index.html"))) == first)
        #expect(try Data(contentsOf: URL(fileURLWithPath: tmp.file("site/1.html"))) == Data("mine".utf8))
    }

    @Test("a CSV's photo column names image files beside it: cleaned of their metadata on every surface; paths out of its folder are refused")
    func photoColumn() throws {
        let tmp = try TemporaryDirectory("batch-photos")
        try FileManager.default.createDirectory(atPath: tmp.file("team/photos"), withIntermediateDirectories: true)
        try Data(TestPhotos.jpegWithMetadata).write(to: URL(fileURLWithPath: tmp.file("team/photos/ana.jpg")))
        try Data(TestPhotos.plainPNG).write(to: URL(fileURLWithPath: tmp.file("team/photos/bo.png")))
        try Data(TestPhotos.plainPNG).write(to: URL(fileURLWithPath: tmp.file("outside.png")))
        try FileManager.default.createSymbolicLink(atPath: tmp.file("team/photos/link.png"), withDestinationPath: tmp.file("outside.png"))
        try Data("no image".utf8).write(to: URL(fileURLWithPath: tmp.file("team/photos/notes.jpg")))
        let csv = "name,email,photo\nAna,ana@example.org,photos/ana.jpg\nBo,bo@example.org,photos/bo.png\n"
            + "Up,up@example.org,../outside.png\nAbs,abs@example.org,\(tmp.file("outside.png"))\nLink,l@example.org,photos/link.png\n"
            + "Text,t@example.org,photos/notes.jpg\nNone,n@example.org,photos/none.jpg\nNobody,nb@example.org,\n"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: tmp.file("team/team.csv")))
        // Run from elsewhere: the paths are the CSV's folder's, not the current one's.
        let run = try MycaProcess.run(["batch", "team/team.csv", "-o", "out", "--format", "vcf", "--format", "page", "--name", "{row}"],
                                      directory: tmp.path)
        #expect(run.status == 1)
        for row in [3, 4, 5] { #expect(run.err.contains("row \(row): field 'photo': photo"), "\(run.err)") }
        #expect(run.err.contains("is not in the CSV file's folder or under it"), "\(run.err)")
        #expect(run.err.contains("row 6: field 'photo': photo photos/notes.jpg is not a PNG, JPEG, GIF or WebP image"), "\(run.err)")
        #expect(run.err.contains("row 7: field 'photo'"), "\(run.err)")
        #expect(run.err.contains("wrote 7 files for 8 rows; 5 rows failed"), "\(run.err)")
        let ana = try [UInt8](Data(contentsOf: URL(fileURLWithPath: tmp.file("out/1.vcf"))))
        let photo = try #require(try VCardReader.read(ana).profiles.first?.photo)
        #expect(photo.data == TestPhotos.jpegCleaned)
        let page = try String(contentsOfFile: tmp.file("out/1.html"), encoding: .utf8)
        #expect(page.contains("class=\"u-photo photo\""))
        for leak in TestPhotos.leaks { #expect(!TestPhotos.contains(Array(page.utf8), leak), "\(leak) in the page") }
        #expect(try VCardReader.read([UInt8](Data(contentsOf: URL(fileURLWithPath: tmp.file("out/2.vcf"))))).profiles.first?.photo != nil)
        #expect(try VCardReader.read([UInt8](Data(contentsOf: URL(fileURLWithPath: tmp.file("out/8.vcf"))))).profiles.first?.photo == nil)
    }

    @Test("card-pdf, card-png, card-svg (with --back, and as a press file) and background are the bytes myca card writes for the row's card; a cut email fails its row",
          arguments: [[String](), ["--press", "--bleed", "3mm"]])
    func cardsAreTheCardCommands(press: [String]) throws {
        let tmp = try TemporaryDirectory("batch-cards")
        let dir = tmp.path
        let csv = """
            name,org,title,email,phone,url
            Ana Lima,Acme,Engineer,ana@example.org,+1 555 0101,https://example.org/ana
            山田 太郎,Acme,部長,yamada@example.jp,+81 3 1234 5678,
            Long,Acme,,anextremelylongemailaddressthatcannotpossiblyfitonacardanywhereatall@x.org,,

            """
        try Data(csv.utf8).write(to: URL(fileURLWithPath: dir + "/team.csv"))
        let formats = press.isEmpty ? ["--format", "card-pdf", "--format", "card-png", "--format", "card-svg", "--format", "background"]
            : ["--format", "card-pdf"]
        let run = try MycaProcess.run(["batch", "team.csv", "-o", "out", "--format", "vcf", "--back", "--name", "{row}", "-j", "2"]
                                      + formats + press, directory: dir)
        #expect(run.status == 1, "\(run.err)")
        #expect(run.err.contains("row 3: the email 'anextremelylongemailaddress"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: tmp.file("out/3.card.pdf")))
        let home = tmp.file("home")
        for row in [1, 2] {
            #expect(try MycaProcess.run(["import", "out/\(row).vcf", "--as", "row\(row)"], home: home, directory: dir).status == 0)
            let single = try MycaProcess.run(["card", "row\(row)", "--pdf", tmp.file("single.pdf"), "--back"]
                                             + (press.isEmpty ? ["--png", tmp.file("single.png"), "--svg", tmp.file("single.svg")] : press),
                                             home: home)
            #expect(single.status == 0, "\(single.err)")
            var pairs = [("single.pdf", "out/\(row).card.pdf")]
            if press.isEmpty {
                let background = try MycaProcess.run(["background", "row\(row)", "--png", tmp.file("single-background.png")], home: home)
                #expect(background.status == 0, "\(background.err)")
                pairs += [("single-background.png", "out/\(row).background.png"),("single.png", "out/\(row).card.png"), ("single-back.png", "out/\(row).card-back.png"),
                          ("single.svg", "out/\(row).card.svg"), ("single-back.svg", "out/\(row).card-back.svg")]
            }
            for (mine, theirs) in pairs {
                let same = try Data(contentsOf: URL(fileURLWithPath: tmp.file(mine))) == Data(contentsOf: URL(fileURLWithPath: tmp.file(theirs)))
                #expect(same, "row \(row): \(theirs) is not what myca card writes")
            }
        }
        // The PDF holds front and back, and the back's code decodes to the row's web address.
        let info = try ToolProcess.run("/usr/bin/pdfinfo", [tmp.file("out/1.card.pdf")])
        #expect(info.out.contains("Pages:           2"), "\(info.out)")
        if press.isEmpty {
            let back = try [UInt8](Data(contentsOf: URL(fileURLWithPath: tmp.file("out/1.card-back.png"))))
            #expect(try QRDecoders.zbar(back, ext: "png")?.bytes == Array("https://example.org/ana".utf8))
        }
    }

    @Test("--sheet imposes every row's card in row order, backs registered for duplex, every code decoding; a cut row is left off",
          arguments: [[String](), ["--press"]])
    func sheetOfEveryRow(press: [String]) throws {
        let tmp = try TemporaryDirectory("batch-sheet")
        let dir = tmp.path
        let names = ["Ana Lima", "Chloé Müller", "山田 太郎", "نور الهدى", "Bo Ek", "Zoë Ñúñez", "Ivan Petrov", "Li Wei",
                     "Olu Ade", "Mia Roth", "Sam Ho", "Kai Berg"]
        var csv = "name,org,title,email,phone,url\n"
        for (i, name) in names.enumerated() {
            csv += "\(name),Acme,Engineer,p\(i)@example.org,+1 555 01\(10 + i),https://example.org/p\(i)\n"
            // Row 5 cannot be printed whole: it is left off the sheet, and the rows after it move up.
            if i == 3 { csv += "Long,Acme,,anextremelylongemailaddressthatcannotpossiblyfitonacardanywhereatall@x.org,,\n" }
        }
        try Data(csv.utf8).write(to: URL(fileURLWithPath: dir + "/team.csv"))
        let args = ["batch", "team.csv", "--format", "card-pdf", "--format", "vcf", "--sheet", "a4", "--back", "--name", "{row}",
                    "-j", "2"] + press
        let run = try MycaProcess.run(args + ["-o", "out"], directory: dir)
        #expect(run.status == 1, "\(run.err)")
        #expect(run.err.contains("row 5: the email 'anextremelylongemailaddress"), "\(run.err)")
        #expect(run.err.contains("cards.pdf: 12 cards on 2 sheets of A4"), "\(run.err)")
        #expect(run.err.contains("wrote 13 files for 13 rows; 1 row failed"), "\(run.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: tmp.file("out"))
        #expect(!files.contains { $0.hasSuffix(".card.pdf") }, "\(files)")
        let pdf = tmp.file("out/cards.pdf")
        // Two sheets of eight, each followed by its backs.
        let sizes = try CardEndToEndTests.pageSizes(pdf)
        #expect(sizes.count == 4 && sizes.allSatisfy { abs($0.0 - 595.276) < 0.01 && abs($0.1 - 841.89) < 0.01 }, "\(sizes)")
        // Where a sheet of A4 puts eight 85×55 mm cards, centred, 2 across, 4 down: 2 mm
        // apart, or twice the 3 mm bleed a press file takes.
        let gutter = press.isEmpty ? PrintSheet.minimumGutter : 2 * CardSize.eu.defaultBleed
        let left = (210 - 2 * 85 - gutter) / 2, top = (297 - 4 * 55 - 3 * gutter) / 2
        for (place, name) in names.enumerated() {
            let (sheet, column, line) = (place / 8, place % 2, place % 8 / 2)
            let y = top + Double(line) * (55 + gutter)
            let front = DrawingRect(x: left + Double(column) * (85 + gutter), y: y, width: 85, height: 55)
            // Turned over on the long edge, column c of the back is column 1 − c.
            let back = DrawingRect(x: 210 - front.x - 85, y: y, width: 85, height: 55)
            let onFront = try QRDecoders.zbar(try CardEndToEndTests.rasterize(pdf, page: 2 * sheet + 1, crop: front), ext: "png")
            #expect(onFront.map { String(decoding: $0.bytes, as: UTF8.self) }?.contains("p\(place)@example.org") == true,
                    "\(name)'s front is not in place \(place + 1)")
            let onBack = try QRDecoders.zbar(try CardEndToEndTests.rasterize(pdf, page: 2 * sheet + 2, crop: back), ext: "png")
            #expect(onBack?.bytes == Array("https://example.org/p\(place)".utf8), "\(name)'s back does not register with its front")
        }
        // The second sheet's empty places are empty on both sides.
        let empty = DrawingRect(x: left, y: top + 2 * (55 + gutter), width: 85, height: 55)
        for page in [3, 4] {
            let image = try PNGInspector(try CardEndToEndTests.rasterize(pdf, page: page, dpi: 50, crop: empty))
            #expect(!image.rgba.isEmpty && image.rgba.allSatisfy { $0 > 240 }, "page \(page)")
        }
        let bytes = String(decoding: try Data(contentsOf: URL(fileURLWithPath: pdf)), as: UTF8.self)
        #expect(bytes.contains("/GTS_PDFXConformance(PDF/X-1a:2001)") == !press.isEmpty)
        if !press.isEmpty { #expect(!bytes.contains("/DeviceRGB"), "an RGB colour space in the press file") }
        // The same rows give the same file; each shard writes a file of its own rows.
        let again = try MycaProcess.run(args + ["-o", "again"], directory: dir)
        #expect(again.status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: tmp.file("again/cards.pdf"))) == Data(contentsOf: URL(fileURLWithPath: pdf)))
        if press.isEmpty {
            let shard = try MycaProcess.run(args + ["-o", "shard", "--shard", "1/2"], directory: dir)
            #expect(shard.err.contains("cards-1-of-2.pdf: 6 cards on 1 sheet of A4"), "\(shard.err)")
            #expect(try CardEndToEndTests.pageSizes(tmp.file("shard/cards-1-of-2.pdf")).count == 2)
        }
    }

    @Test("--photo puts each row's own photo on its card and --logo one picture on every card, as myca card does; a row without a photo fails")
    func picturesOnCards() throws {
        let tmp = try TemporaryDirectory("batch-pictures")
        try Data(TestPhotos.jpegWithMetadata).write(to: URL(fileURLWithPath: tmp.file("ana.jpg")))
        try Data(TestPhotos.plainPNG).write(to: URL(fileURLWithPath: tmp.file("logo.png")))
        let csv = "name,email,photo\nAna Lima,ana@example.org,ana.jpg\nBo Ek,bo@example.org,\n"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: tmp.file("team.csv")))
        let home = tmp.file("home")
        let photos = try MycaProcess.run(["batch", "team.csv", "-o", "photos", "--format", "card-pdf", "--format", "vcf", "--photo",
                                          "--name", "{row}"], directory: tmp.path)
        #expect(photos.status == 1, "\(photos.err)")
        #expect(photos.err.contains("row 2: the card of Bo Ek has no photo to print"), "\(photos.err)")
        #expect(!FileManager.default.fileExists(atPath: tmp.file("photos/2.card.pdf")))
        #expect(try MycaProcess.run(["import", "photos/1.vcf", "--as", "ana"], home: home, directory: tmp.path).status == 0)
        let single = try MycaProcess.run(["card", "ana", "--photo", "--pdf", tmp.file("ana.pdf")], home: home)
        #expect(single.status == 0, "\(single.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: tmp.file("ana.pdf")))
            == Data(contentsOf: URL(fileURLWithPath: tmp.file("photos/1.card.pdf"))), "not what myca card --photo writes")
        let logos = try MycaProcess.run(["batch", "team.csv", "-o", "logos", "--format", "card-png", "--logo", "logo.png",
                                         "--name", "{row}"], directory: tmp.path)
        #expect(logos.status == 0, "\(logos.err)")
        let logo = try MycaProcess.run(["card", "ana", "--logo", tmp.file("logo.png"), "--png", tmp.file("ana.png")], home: home)
        #expect(logo.status == 0, "\(logo.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: tmp.file("ana.png")))
            == Data(contentsOf: URL(fileURLWithPath: tmp.file("logos/1.card.png"))), "not what myca card --logo writes")
        let both = try MycaProcess.run(["batch", "team.csv", "-o", "both", "--format", "card-pdf", "--photo", "--logo", "logo.png"],
                                       directory: tmp.path)
        #expect(both.status == 2 && both.err.contains("--logo and --photo"), "\(both.err)")
        let meishi = try MycaProcess.run(["batch", "team.csv", "-o", "meishi", "--format", "card-pdf", "--photo", "--template", "meishi"],
                                         directory: tmp.path)
        #expect(meishi.status == 2 && meishi.err.contains("no place for a picture"), "\(meishi.err)")
    }
}

import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// A team of 300 through `myca batch --format all`, checked as its users' tools check it:
/// every file of every format for every person, the codes read by zbar, the vCards by
/// ez-vcard, the pages by mf2py, and a sample of rows of every kind byte for byte against
/// what the single commands write for that person.
@Suite("myca batch: a team of 300, every surface", .serialized)
struct TeamAcceptanceEndToEndTests {
    /// One person: the CSV cells, and what the page must name.
    struct Person {
        var cells: [String]
        var name: String
    }

    static let header = ["language", "name", "phonetic-family", "phonetic-given", "org", "title", "email", "phone", "url",
                         "photo", "street", "city", "postal-code", "country"]

    /// Accented, Japanese with readings, Arabic, Hebrew, English with an address, and a
    /// name alone or with an organization; a photo on every seventh, long emails and web
    /// addresses on every third, and phones, emails and web addresses missing on some.
    static func person(_ row: Int) -> Person {
        let latin = [("Chloé", "Müller"), ("José", "Núñez"), ("Zoë", "Ångström"), ("François", "Lefèvre"), ("Łukasz", "Żółw"),
                     ("Søren", "Kjær")]
        let japanese = [("山田", "太郎", "やまだ", "たろう"), ("佐藤", "花子", "さとう", "はなこ"), ("鈴木", "一郎", "すずき", "いちろう")]
        let arabic = ["نور الهدى", "محمد علي", "فاطمة الزهراء"], hebrew = ["דוד כהן", "שרה לוי"]
        let n = row / 6
        var cells = Dictionary(uniqueKeysWithValues: header.map { ($0, "") })
        switch row % 6 {
        case 0:
            let (given, family) = latin[n % latin.count]
            cells["name"] = "\(given) \(family)"
            cells["org"] = "Société Générale d'Études"
            cells["title"] = "Ingénieure"
        case 1:
            let (family, given, readFamily, readGiven) = japanese[n % japanese.count]
            cells["language"] = "ja"
            cells["name"] = "\(family) \(given)"
            cells["phonetic-family"] = readFamily
            cells["phonetic-given"] = readGiven
            cells["org"] = "株式会社サンプル"
            cells["title"] = "部長"
        case 2:
            cells["language"] = "ar"
            cells["name"] = arabic[n % arabic.count]
            cells["org"] = "شركة المثال"
            cells["title"] = "مهندسة"
        case 3:
            cells["language"] = "he"
            cells["name"] = hebrew[n % hebrew.count]
            cells["org"] = "דוגמה בע״מ"
        case 4:
            cells["name"] = "Alex Morgan \(row)"
            cells["org"] = "Northwind Labs"
            cells["title"] = "Staff Engineer"
            cells["street"] = "500 Howard Street"
            cells["city"] = "San Francisco"
            cells["postal-code"] = "94105"
            cells["country"] = "USA"
        default:
            cells["name"] = "Sam \(row)"
            if n % 2 == 0 { cells["org"] = "Acme" }
        }
        if row % 6 != 5 {
            // Every third person has the long address a large company gives, which a card
            // breaks in two.
            let long = row % 3 == 0
            if row % 11 != 0 { cells["email"] = long ? "christopher.montgomery.\(row)@northwind-traders.example" : "p\(row)@example.org" }
            if row % 5 != 0 { cells["phone"] = "+1 555 \(1000 + row)" }
            if row % 4 != 0 {
                cells["url"] = long ? "https://northwind-traders.example/team/christopher-montgomery-\(row)" : "https://example.org/p/\(row)"
            }
        }
        if row % 7 == 0 { cells["photo"] = row % 2 == 0 ? "photos/a.png" : "photos/b.jpg" }
        return Person(cells: header.map { cells[$0] ?? "" }, name: cells["name"] ?? "")
    }

    static let rows = 300
    static var csv: String {
        func quoted(_ cell: String) -> String { cell.contains(",") ? "\"\(cell)\"" : cell }
        return ([header.joined(separator: ",")] + (1 ... rows).map { person($0).cells.map(quoted).joined(separator: ",") })
            .joined(separator: "\n") + "\n"
    }

    /// What `--format all --back` writes for a row, by the formats' own suffixes.
    static func files(row: String) -> [String] {
        BatchFormat.all.flatMap(\.fileSuffixes).map { row + "." + $0 }
    }

    /// Checks `folder`, the output of `batch --format all --back --name {row}`, for `names`
    /// (row 1 first): every file, the codes, the vCards, the pages and the index.
    static func checkEverySurface(_ folder: String, names: [String]) throws {
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        var missing: [String] = []
        for row in 1 ... names.count { missing += files(row: "\(row)").filter { !present.contains($0) } }
        #expect(missing.isEmpty, "missing: \(missing.prefix(20))")
        #expect(present.contains(TeamSite.indexName))
        func read(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))) }
        for row in 1 ... names.count {
            // The code holds the row's payload, byte for byte.
            let decoded = try QRDecoders.zbar(try read("\(row).png"), ext: "png")?.bytes
            #expect(decoded == (try read("\(row).txt")), "row \(row)'s code")
            // The printed card's front and back and the call background scan (one row in three).
            if row % 3 == 1 {
                for picture in ["card.png", "card-back.png", "background.png"] {
                    #expect(try QRDecoders.zbar(try read("\(row).\(picture)"), ext: "png") != nil, "row \(row)'s \(picture)")
                }
            }
        }
        // Every vCard passes ez-vcard's 4.0 validation.
        let vcards = (1 ... names.count).map { folder + "/\($0).vcf" }
        let ez = try EzVCard.validate(version: "4.0", files: vcards)
        #expect(ez.status == 0, "ez-vcard: \(ez.output.prefix(2000))")
        // Every page is an h-card of its person for mf2py, and the index lists everyone.
        let pages = (1 ... names.count).map { folder + "/\($0).html" } + [folder + "/" + TeamSite.indexName]
        let parsed = try ToolProcess.run("/usr/bin/env", ["python3", MycaProcess.packageRoot + "/Tests/Tools/WebPageCheck.py",
                                                          "mf2-each"] + pages)
        try #require(parsed.status == 0, "mf2py: \(parsed.err)")
        let items = try parsed.out.split(separator: "\n").map { try JSONValue.parse(Array($0.utf8)).arrayValue ?? [] }
        try #require(items.count == pages.count)
        func name(_ item: JSONValue) -> String? { item["properties"]?["name"]?.arrayValue?.first?.stringValue }
        for (row, page) in items.dropLast().enumerated() {
            #expect(page.first.flatMap(name) == names[row], "row \(row + 1)'s page")
        }
        #expect(items.last?.compactMap(name) == names, "the index")
    }

    @Test("300 people, every format: every file exists, decodes and parses, and a row of every kind is what the single commands write")
    func team() throws {
        let tmp = try TemporaryDirectory("team-300")
        try FileManager.default.createDirectory(atPath: tmp.file("photos"), withIntermediateDirectories: true)
        try Data(TestPhotos.plainPNG).write(to: URL(fileURLWithPath: tmp.file("photos/a.png")))
        try Data(TestPhotos.jpegWithMetadata).write(to: URL(fileURLWithPath: tmp.file("photos/b.jpg")))
        try Data(Self.csv.utf8).write(to: URL(fileURLWithPath: tmp.file("team.csv")))
        let run = try MycaProcess.run(["batch", "team.csv", "-o", "out", "--format", "all", "--back", "--name", "{row}", "-j", "2"],
                                      directory: tmp.path)
        let perRow = Self.files(row: "1").count
        #expect(run.status == 0, "\(run.err.prefix(3000))")
        #expect(run.err.contains("wrote \(BatchSummary.grouped(Self.rows * perRow + 1)) files for 300 rows"), "\(run.err.suffix(500))")
        let names = (1 ... Self.rows).map { Self.person($0).name }
        try Self.checkEverySurface(tmp.file("out"), names: names)

        // A row of every kind, and ones with a photo or with fields missing, as the single
        // commands make them for the card the row's vCard holds.
        let home = tmp.file("home")
        for row in [1, 2, 3, 4, 5, 6, 7, 14, 20, 22, 55, 299] {
            let out = { (name: String) in tmp.file("out/\(row).\(name)") }
            let imported = try MycaProcess.run(["import", out("vcf"), "--as", "row\(row)"], home: home)
            try #require(imported.status == 0, "row \(row): \(imported.err)")
            let single = tmp.file("single-\(row)")
            let runs: [[String]] = [
                ["card", "row\(row)", "--back", "--pdf", single + ".pdf", "--png", single + ".png", "--svg", single + ".svg"],
                ["background", "row\(row)", "--png", single + "-background.png"],
                ["nfc", "row\(row)", "--ndef", single + ".ndef"],
                ["signature", "row\(row)", "-o", single + ".signature.html"],
                ["signature", "row\(row)", "--text", "-o", single + ".signature.txt"],
                ["page", "row\(row)", "-o", single + ".html"],
            ]
            for arguments in runs {
                let result = try MycaProcess.run(arguments, home: home)
                #expect(result.status == 0, "row \(row), \(arguments[0]): \(result.err)")
            }
            func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
            for (mine, theirs) in [(".pdf", "card.pdf"), (".png", "card.png"), ("-back.png", "card-back.png"), (".svg", "card.svg"),
                                   ("-back.svg", "card-back.svg"), ("-background.png", "background.png"), (".ndef", "ndef"),
                                   (".signature.html", "signature.html"), (".signature.txt", "signature.txt")] {
                #expect(try bytes(single + mine) == bytes(out(theirs)), "row \(row)'s \(theirs) is not what the single command writes")
            }
            // A page made from a stored card carries its UID and REV in the contact it offers.
            let (page, card) = BatchSurfacesEndToEndTests.split(String(decoding: try bytes(single + ".html"), as: UTF8.self))
            let (batched, batchedCard) = BatchSurfacesEndToEndTests.split(String(decoding: try bytes(out("html")), as: UTF8.self))
            #expect(page == batched && card == batchedCard, "row \(row)'s page is not what myca page writes")
        }
    }
}

import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// People unlike the sample (long academic titles and institute names, addresses with
/// buildings, long university emails and web addresses, Arabic, Hebrew, Japanese and
/// Vietnamese names), printed on all three designs, judged by pdftotext: every run exits 0,
/// nothing is cut, and on the classic design every value the card holds is printed whole on
/// its front or back.
@Suite("every real person fits", .serialized)
struct EveryPersonFitsEndToEndTests {
    static let people = """
        language,prefix,given,middle,family,org,title,email,email2,phone,phone2,url,social,social2,street,city,region,postal-code,country
        de,Prof. Dr.-Ing.,Maximilian,Alexander,von Schwarzenberg,Rheinisch-Westfälische Technische Hochschule Aachen,Lehrstuhlinhaber für Angewandte Informatik und Verteilte Systeme,maximilian.vonschwarzenberg@informatik.rwth-aachen.de,work:sekretariat.lehrstuhl-informatik5@rwth-aachen.de,work:+49 241 80 21501,cell:+49 170 1234567,https://www.informatik.rwth-aachen.de/lehrstuhl/verteilte-systeme/team/schwarzenberg,https://github.com/mschwarzenberg,https://www.linkedin.com/in/maximilian-von-schwarzenberg-123456,"Ahornstraße 55, Gebäude E3, Raum 9U10",Aachen,Nordrhein-Westfalen,52074,Deutschland
        pt,,João Guilherme,,da Silva Pereira dos Santos,Universidade Federal do Rio Grande do Sul,Coordenador de Pesquisa e Desenvolvimento Tecnológico,joao.guilherme.santos@inf.ufrgs.br,,+55 51 3308 6000,,https://www.inf.ufrgs.br/~jgsantos,,,"Avenida Bento Gonçalves, 9500, Bloco IV, Prédio 43412, Sala 215",Porto Alegre,RS,91501-970,Brasil
        ja,,花子,,佐藤,株式会社グローバルテクノロジーソリューションズ東京本社,執行役員 兼 デジタルトランスフォーメーション推進本部長,hanako.sato@global-technology-solutions.co.jp,,+81 3 1234 5678,,https://www.global-technology-solutions.co.jp/company/executives,,,渋谷区道玄坂1丁目12番1号 渋谷マークシティ ウエスト22階,渋谷区,東京都,150-0043,日本
        ar,,عبد الله,,بن محمد الهاشمي,جامعة الملك عبد الله للعلوم والتقنية,أستاذ مشارك في قسم علوم الحاسب والهندسة الكهربائية,abdullah.alhashimi@kaust.edu.sa,,+966 12 808 0000,,https://cemse.kaust.edu.sa/people/person/abdullah-alhashimi,,,"شارع الملك عبد العزيز، مبنى 3",ثول,مكة المكرمة,23955,المملكة العربية السعودية
        vi,,Nguyễn Thị Minh,,Khai,Đại học Quốc gia Thành phố Hồ Chí Minh,Trưởng phòng Hợp tác Quốc tế,nguyen.thi.minh.khai@vnuhcm.edu.vn,,+84 28 3724 2181,,https://vnuhcm.edu.vn,,,"Khu phố 6, Phường Linh Trung, Thành phố Thủ Đức",Thành phố Hồ Chí Minh,,700000,Việt Nam

        """

    /// The text of a PDF's pages with every space and line break taken out (and the
    /// direction marks pdftotext puts around right-to-left lines): a value broken over lines
    /// reads whole again.
    static func text(_ pdf: String) throws -> String {
        let result = try ToolProcess.run("/usr/bin/pdftotext", ["-enc", "UTF-8", pdf, "-"])
        #expect(result.status == 0, "\(result.err)")
        return squeezed(result.out)
    }

    static func squeezed(_ value: String) -> String {
        String(value.unicodeScalars.filter { !$0.properties.isWhitespace && $0.properties.generalCategory != .format })
    }

    @Test("every design prints every row, exit 0, nothing cut", arguments: ["classic", "minimal", "meishi"])
    func everyDesignPrintsEveryone(design: String) throws {
        let tmp = try TemporaryDirectory("every-person")
        try Data(Self.people.utf8).write(to: URL(fileURLWithPath: tmp.file("people.csv")))
        let run = try MycaProcess.run(["batch", "people.csv", "-o", "out", "--format", "card-pdf", "--template", design,
                                       "--name", "{row}"], directory: tmp.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(!run.err.contains("cut") && !run.err.contains("…"), "\(run.err)")
        for row in 1...5 {
            #expect(!(try Self.text(tmp.file("out/\(row).card.pdf"))).contains("…"), "row \(row)")
        }
    }

    @Test("every design prints every value whole, on its front or its back", arguments: ["classic", "minimal", "meishi"])
    func everyDesignHoldsEveryValue(design: String) throws {
        let tmp = try TemporaryDirectory("every-person")
        try Data(Self.people.utf8).write(to: URL(fileURLWithPath: tmp.file("people.csv")))
        let run = try MycaProcess.run(["batch", "people.csv", "-o", "out", "--format", "card-pdf", "--template", design,
                                       "--name", "{row}"], directory: tmp.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(!run.err.contains("left out"), "\(run.err)")
        let rows = Self.people.split(separator: "\n").map { row in
            // The fields of a row: the quoted ones (addresses) keep their commas.
            var fields: [String] = [], field = "", quoted = false
            for character in row {
                if character == "\"" { quoted.toggle() } else if character == ",", !quoted { fields.append(field); field = "" } else { field.append(character) }
            }
            return fields + [field]
        }
        let header = rows[0]
        for (index, row) in rows.dropFirst().enumerated() {
            let text = try Self.text(tmp.file("out/\(index + 1).card.pdf"))
            for (column, value) in zip(header, row) where !value.isEmpty && column != "language" && column != "country" {
                // What a card shows of a value: without its kind, a web address without its
                // scheme and www, a social profile as its handle.
                var shown = value.split(separator: ":", maxSplits: 1).count == 2 && ["email2", "phone", "phone2"].contains(column)
                    ? String(value.split(separator: ":", maxSplits: 1)[1]) : value
                if column == "url" { shown = CardContent.shortURL(shown) }
                if column.hasPrefix("social") { shown = String(shown.split(separator: "/").last ?? "") }
                // Right-to-left text comes out of the PDF in visual order around its digits
                // and commas: each of its words must be there.
                let rightToLeft = shown.unicodeScalars.contains { (0x0590...0x08FF).contains($0.value) }
                let parts = rightToLeft
                    ? shown.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).map(String.init) : [shown]
                for part in parts {
                    #expect(text.contains(Self.squeezed(part)), "\(design): row \(index + 1) lacks its \(column) '\(shown)': \(text)")
                }
            }
        }
    }
}

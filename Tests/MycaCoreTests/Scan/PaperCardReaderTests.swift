import Testing
@testable import MycaCore

@Suite struct PaperCardReaderTests {
    static func line(_ text: String, y: Int, height: Int = 20, confidence: Double = 95) -> ScanReport.Line {
        ScanReport.Line(text: text, x: 40, y: y, width: 300, height: height, confidence: confidence)
    }

    @Test("a Latin card: the tallest name-like line is the name, company words the organization, title words the title; phones by their labels")
    func latin() {
        let card = PaperCardReader.read([
            Self.line("Example Systems Inc.", y: 20, height: 24),
            Self.line("Ana Lima", y: 80, height: 40),
            Self.line("Head of Design", y: 130),
            Self.line("ana.lima @ example.com", y: 300),
            Self.line("Mobile +1 415 555 0100  Fax +1 415 555 0199", y: 330),
            Self.line("Tel: (415) 555-0123", y: 360, confidence: 40),
            Self.line("www.example.com", y: 390),
            Self.line("@analima", y: 420),
            Self.line("100 Market Street, Suite 300", y: 450),
        ], language: "eng")
        let p = card.profile
        #expect(p.formattedName == "Ana Lima" && p.givenName == "Ana" && p.familyName == "Lima")
        #expect(p.organization == "Example Systems Inc.")
        #expect(p.title == "Head of Design")
        #expect(p.emails.map(\.address) == ["ana.lima@example.com"])
        #expect(p.phones.map(\.number) == ["+1 415 555 0100", "+1 415 555 0199", "(415) 555-0123"])
        #expect(p.phones.map(\.types) == [["cell"], ["work", "fax"], ["work", "voice"]])
        #expect(p.urls.map(\.value) == ["https://www.example.com"])
        #expect(p.socialProfiles.count == 1)
        #expect(p.addresses.first?.street == "100 Market Street, Suite 300")
        #expect(card.doubtful == ["TEL (415) 555-0123"])
    }

    @Test("a Japanese card: OCR's spaces between characters are taken out, the kana line is the reading, 携帯 is a mobile")
    func japanese() {
        let card = PaperCardReader.read([
            Self.line("株 式 会 社 サ ン プ ル", y: 20),
            Self.line("開 発 部 部 長", y: 60),
            Self.line("や ま だ た ろ う", y: 100, height: 14),
            Self.line("山 田 太 郎", y: 120, height: 44),
            Self.line("携帯 090-1234-5678", y: 300),
            Self.line("TEL 03-1234-5678 FAX 03-1234-5679", y: 330),
            Self.line("〒100-0001 東京都千代田区千代田1-1", y: 360),
            Self.line("taro@example.co.jp", y: 390),
        ], language: "jpn")
        let p = card.profile
        #expect(p.organization == "株式会社サンプル")
        #expect(p.title == "開発部部長")
        #expect(p.formattedName == "山田太郎")
        #expect(p.phoneticFamilyName == "やまだたろう")
        #expect(p.phones.map(\.types) == [["cell"], ["work", "voice"], ["work", "fax"]])
        #expect(p.addresses.count == 1)
        #expect(p.emails.map(\.address) == ["taro@example.co.jp"])
    }

    @Test("OCR's usual slips are mended where the result is a valid value: ] for 1 in a number, a domain's lost dot; a web address beside a phone; 一 in a name")
    func repairs() {
        let card = PaperCardReader.read([
            Self.line("鈴木 一郎", y: 120, height: 44),
            Self.line("T +39 06 499] 2345", y: 300),
            Self.line("Mobile: 080-9876-5432 sakura-pub.co.jp", y: 330),
            Self.line("hanako@toto-shojijp", y: 360),
            Self.line("info@example-cojp", y: 390),
        ], language: "jpn")
        let p = card.profile
        #expect(p.formattedName == "鈴木一郎")
        #expect(p.phones.map(\.number) == ["+39 06 4991 2345", "080-9876-5432"])
        #expect(p.urls.map(\.value) == ["https://sakura-pub.co.jp"])
        // A label ending in - is no domain: that address is not mended into one.
        #expect(p.emails.map(\.address) == ["hanako@toto-shoji.jp"])
        #expect(PaperCardReader.repairedDomain("info@examplecojp") == "info@example.co.jp")
        // Letters in words are left alone: no digit beside them.
        #expect(PaperCardReader.repairedDigits("Mobile Il 0 Ol") == "Mobile Il 0 Ol")
        #expect(PaperCardReader.repairedDomain("ana@examplecom") == "ana@example.com")
        #expect(PaperCardReader.repairedDomain("ana@localhost") == "ana@localhost")
    }
}

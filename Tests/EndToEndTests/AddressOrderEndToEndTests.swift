import Foundation
import MycaTestSupport
import Testing

/// Addresses in the order of their country, as the built `myca` prints them on every
/// surface: a Japanese one from the postal code down, a French one with its postcode
/// before the town.
@Suite("address order end to end")
struct AddressOrderEndToEndTests {
    /// The lines of `text` that hold one of `parts`, in order, trimmed of the frame `show` draws.
    static func order(of parts: [String], in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") {
            if let part = parts.first(where: { line.contains($0) && !found.contains($0) }) { found.append(part) }
        }
        return found
    }

    /// A store holding 山田 太郎, his card in Japanese with an address in Tokyo.
    static func taro() throws -> TemporaryDirectory {
        let home = try TemporaryDirectory("myca-address-ja")
        let made = try MycaProcess.run(
            ["new", "taro", "--lang", "ja", "--name", "山田 太郎", "--street", "丸の内1-1-1", "--city", "千代田区",
             "--region", "東京都", "--postal-code", "100-0001", "--country", "日本"], home: home.path)
        #expect(made.status == 0, "\(made.err)")
        return home
    }

    @Test("show writes a Japanese address from the postal code down, and its English side the Latin way")
    func japaneseInShow() throws {
        let home = try Self.taro()
        let shown = try MycaProcess.run(["show", "--no-qr"], home: home.path)
        #expect(shown.status == 0, "\(shown.err)")
        #expect(Self.order(of: ["日本", "〒100-0001", "東京都千代田区", "丸の内1-1-1"], in: shown.out)
            == ["〒100-0001", "東京都千代田区", "丸の内1-1-1", "日本"], "\(shown.out)")

        let english = try MycaProcess.run(
            ["edit", "--lang", "en", "--name", "Taro Yamada", "--street", "1-1-1 Marunouchi", "--city", "Chiyoda-ku",
             "--region", "Tokyo", "--postal-code", "100-0001", "--country", "Japan"], home: home.path)
        #expect(english.status == 0, "\(english.err)")
        let en = try MycaProcess.run(["show", "--no-qr", "--lang", "en"], home: home.path)
        #expect(Self.order(of: ["1-1-1 Marunouchi, Chiyoda-ku, Tokyo", "100-0001", "Japan"], in: en.out)
            == ["1-1-1 Marunouchi, Chiyoda-ku, Tokyo", "100-0001", "Japan"], "\(en.out)")
    }

    @Test("the page and the printed card put a French postcode before the town")
    func frenchOnEverySurface() throws {
        let home = try TemporaryDirectory("myca-address-fr")
        let made = try MycaProcess.run(
            ["new", "marie", "--lang", "fr", "--name", "Marie Curie", "--street", "1 rue de la République",
             "--city", "Besançon", "--postal-code", "25000", "--country", "France"], home: home.path)
        #expect(made.status == 0, "\(made.err)")
        let page = home.path + "/page.html"
        #expect(try MycaProcess.run(["page", "-o", page], home: home.path).status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<span class=\"p-postal-code\"><bdi>25000</bdi></span> <span class=\"p-locality\"><bdi>Besançon</bdi></span>"),
                "\(html)")
        let pdf = home.path + "/card.pdf"
        let card = try MycaProcess.run(["card", "--pdf", pdf], home: home.path)
        #expect(card.status == 0, "\(card.err)")
        let text = try ToolProcess.run("/usr/bin/pdftotext", [pdf, "-"]).out
        #expect(text.contains("25000 Besançon"), "\(text)")
    }

    @Test("edit --lang en with a city and a country alone: the English side keeps the card's street and postal code")
    func alternativePartsFallBackOneByOne() throws {
        let home = try Self.taro()
        let edited = try MycaProcess.run(["edit", "taro", "--lang", "en", "--city", "Chiyoda-ku", "--country", "Japan"], home: home.path)
        #expect(edited.status == 0, "\(edited.err)")
        let en = try MycaProcess.run(["show", "--no-qr", "--lang", "en"], home: home.path)
        #expect(Self.order(of: ["丸の内1-1-1, Chiyoda-ku, 東京都", "100-0001", "Japan"], in: en.out)
            == ["丸の内1-1-1, Chiyoda-ku, 東京都", "100-0001", "Japan"], "\(en.out)")
        #expect(!en.out.contains("千代田区") && !en.out.contains("日本"), "\(en.out)")
        // The card's own side is as it was; the English side stores only what was given.
        let ja = try MycaProcess.run(["show", "--no-qr"], home: home.path)
        #expect(ja.out.contains("東京都千代田区") && ja.out.contains("〒100-0001"), "\(ja.out)")
        let vcard = try MycaProcess.run(["export", "taro"], home: home.path)
        #expect(vcard.out.contains("LANGUAGE=en:;;;Chiyoda-ku;;;Japan"), "\(vcard.out)")
    }
}

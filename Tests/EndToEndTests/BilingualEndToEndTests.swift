import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// A card in Japanese and English, made and used as a person would with the built `myca`,
/// judged by independent tools: ez-vcard for the export, zbar and ZXing for each side's
/// code, poppler for the printed back, and the page as written.
@Suite("bilingual cards end to end")
struct BilingualEndToEndTests {
    /// A store holding 山田 太郎 with his English side, made through `new` and `edit`.
    static func taro() throws -> TemporaryDirectory {
        let home = try TemporaryDirectory("myca-bilingual")
        let made = try MycaProcess.run(
            ["new", "taro", "--lang", "ja", "--name", "山田 太郎", "--phonetic-family", "やまだ", "--phonetic-given", "たろう",
             "--org", "株式会社サンプル", "--title", "エンジニア", "--email", "work:taro.yamada@example.co.jp",
             "--street", "千代田1-1", "--city", "千代田区", "--region", "東京都", "--postal-code", "100-0001", "--country", "日本"],
            home: home.path)
        #expect(made.status == 0, "\(made.err)")
        let english = try MycaProcess.run(
            ["edit", "--lang", "en", "--name", "Taro Yamada", "--org", "Example Inc.", "--title", "Engineer",
             "--street", "1-1 Chiyoda", "--city", "Chiyoda-ku", "--region", "Tokyo", "--country", "Japan"],
            home: home.path)
        #expect(english.status == 0, "\(english.err)")
        return home
    }

    @Test("show lists the languages; each side shows its own name, readings only on the Japanese one")
    func showSides() throws {
        let home = try Self.taro()
        let own = try MycaProcess.run(["show", "--no-qr"], home: home.path)
        #expect(own.status == 0, "\(own.err)")
        #expect(own.out.contains("やまだ たろう") && own.out.contains("山田 太郎") && own.out.contains("エンジニア · 株式会社サンプル"))
        // A Japanese card is labelled in Japanese, its languages too.
        #expect(own.out.contains("言語") && own.out.contains("ja · en"), "\(own.out)")
        let en = try MycaProcess.run(["show", "--no-qr", "--lang", "EN"], home: home.path)
        #expect(en.out.contains("Taro Yamada") && en.out.contains("Engineer · Example Inc.") && en.out.contains("Chiyoda-ku"))
        #expect(!en.out.contains("山田") && !en.out.contains("やまだ") && !en.out.contains("千代田区"), "\(en.out)")
        #expect(en.out.contains("taro.yamada@example.co.jp"))
        let missing = try MycaProcess.run(["show", "--lang", "fr"], home: home.path)
        #expect(missing.status == 1)
        #expect(missing.err.contains("card 'taro' is not in fr; it is in ja, en"), "\(missing.err)")
        let bad = try MycaProcess.run(["show", "--lang", "en_GB"], home: home.path)
        #expect(bad.status == 2, "\(bad.err)")
    }

    @Test("each side's QR code decodes, in zbar and ZXing, to a payload in that language alone")
    func codesPerLanguage() throws {
        let home = try Self.taro()
        for (language, present, absent) in [("ja", ["山田", "やまだ", "千代田区"], ["Yamada", "Chiyoda"]),
                                            ("en", ["Yamada", "Chiyoda-ku", "Example Inc."], ["山田", "やまだ", "千代田"])] {
            let dir = try TemporaryDirectory("myca-bilingual-qr")
            let png = dir.path + "/code.png"
            let made = try MycaProcess.run(["qr", "--lang", language, "--png", png], home: home.path)
            #expect(made.status == 0, "\(made.err)")
            let image = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
            let (zbar, zxing) = try QRDecoders.both(image, ext: "png")
            #expect(zbar != nil && zbar == zxing, "\(language): the decoders disagree")
            let payload = String(decoding: zbar ?? [], as: UTF8.self)
            for text in present { #expect(payload.contains(text), "\(language) payload lacks \(text): \(payload)") }
            for text in absent { #expect(!payload.contains(text), "\(language) payload has \(text): \(payload)") }
            #expect(!payload.contains("ALTID") && !payload.contains("LANGUAGE="))
        }
    }

    @Test("the 4.0 export has both sides as alternatives that ez-vcard validates; import and export again give the same bytes")
    func exportRoundTrip() throws {
        let home = try Self.taro()
        let exported = try MycaProcess.run(["export"], home: home.path)
        #expect(exported.status == 0, "\(exported.err)")
        let text = exported.out
        for property in ["FN", "N", "ORG", "TITLE", "ADR"] {
            let lines = text.split(separator: "\r\n").filter { $0.hasPrefix(property + ";") || $0.hasPrefix(property + ":") }
            #expect(lines.count == 2, "\(property): \(lines)")
            #expect(lines.contains { $0.contains("LANGUAGE=ja") } && lines.contains { $0.contains("LANGUAGE=en") }, "\(property): \(lines)")
            #expect(lines.allSatisfy { $0.contains("ALTID=") }, "\(property): \(lines)")
        }
        let dir = try TemporaryDirectory("myca-bilingual-export")
        let file = dir.path + "/taro.vcf"
        try Data(exported.stdout).write(to: URL(fileURLWithPath: file))
        let checked = try EzVCard.validate(version: "4.0", files: [file])
        #expect(checked.status == 0, "\(checked.output)")

        let other = try TemporaryDirectory("myca-bilingual-import")
        let imported = try MycaProcess.run(["import", file], home: other.path)
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.err.isEmpty || !imported.err.contains("warning"), "\(imported.err)")
        let again = try MycaProcess.run(["export"], home: other.path)
        #expect(again.stdout == exported.stdout)

        // vCard 3.0 carries one language: the card's own, or the one asked for, with no alternatives.
        let v3 = try MycaProcess.run(["export", "--format", "vcard3"], home: home.path)
        #expect(v3.out.contains(":山田 太郎\r\n") && !v3.out.contains("Taro") && !v3.out.contains("ALTID"), "\(v3.out)")
        let v3en = try MycaProcess.run(["export", "--format", "vcard3", "--lang", "en"], home: home.path)
        #expect(v3en.out.contains(":Taro Yamada\r\n") && !v3en.out.contains("山田") && !v3en.out.contains("やまだ"), "\(v3en.out)")
        let v3file = dir.path + "/taro-en.vcf"
        try Data(v3en.stdout).write(to: URL(fileURLWithPath: v3file))
        #expect(try EzVCard.validate(version: "3.0", files: [v3file]).status == 0)
    }

    @Test("data is byte for byte the same in Japanese and C locales")
    func dataIgnoresTheLocale() throws {
        let home = try Self.taro()
        let folder = try MessageCatalogue.japaneseDirectory.get()
        for arguments in [["export"], ["export", "--format", "json"], ["show", "--json"], ["export", "--format", "vcard3", "--lang", "en"]] {
            let c = try MycaProcess.run(arguments, home: home.path, environment: ["LANG": "C"])
            let ja = try MycaProcess.run(arguments, home: home.path, environment: ["LANG": "ja_JP.UTF-8", "MYCA_LOCALEDIR": folder])
            #expect(c.status == 0 && c.stdout == ja.stdout, "\(arguments)")
        }
    }

    @Test("card --back prints the other language on page 2; the page speaks the side's language")
    func backAndPage() throws {
        let home = try Self.taro()
        let dir = try TemporaryDirectory("myca-bilingual-card")
        let pdf = dir.path + "/card.pdf"
        let made = try MycaProcess.run(["card", "--pdf", pdf, "--back"], home: home.path)
        #expect(made.status == 0, "\(made.err)")
        let front = try ToolProcess.run("/usr/bin/pdftotext", ["-f", "1", "-l", "1", pdf, "-"]).out
        let back = try ToolProcess.run("/usr/bin/pdftotext", ["-f", "2", "-l", "2", pdf, "-"]).out
        #expect(front.contains("山田") && front.contains("やまだ") && !front.contains("Yamada"), "\(front)")
        #expect(back.contains("Taro Yamada") && back.contains("Engineer") && !back.contains("やまだ"), "\(back)")

        let page = dir.path + "/page.html"
        #expect(try MycaProcess.run(["page", "-o", page], home: home.path).status == 0)
        let ja = try String(contentsOfFile: page, encoding: .utf8)
        #expect(ja.contains("<html lang=\"ja\">") && ja.contains("連絡先を保存") && ja.contains("山田 太郎"))
        #expect(try MycaProcess.run(["page", "--lang", "en", "-o", page], home: home.path).status == 0)
        let en = try String(contentsOfFile: page, encoding: .utf8)
        #expect(en.contains("<html lang=\"en\">") && en.contains("Save contact") && en.contains("Taro Yamada") && !en.contains("山田"))
    }
}

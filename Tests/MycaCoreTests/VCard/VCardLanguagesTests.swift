import Foundation
import MycaTestSupport
import Testing
@testable import MycaCore

/// Bilingual cards in vCard (issue 13): the card's own FN, N, ORG, TITLE and ADR with their
/// LANGUAGE, linked to their alternatives by ALTID (RFC 6350 5.4) in 4.0; one language in
/// 3.0 and payloads; read back exactly; other uses of ALTID read as before.
@Suite struct VCardLanguagesTests {
    static let prodid = "PRODID:-//myca//myca \(MycaVersion.current)//EN\r\n"

    static let sample40 = "BEGIN:VCARD\r\nVERSION:4.0\r\n" + prodid + """
        FN;ALTID=1;LANGUAGE=ja:山田 太郎\r
        FN;ALTID=1;LANGUAGE=en:Taro Yamada\r
        N;ALTID=1;LANGUAGE=ja;SORT-AS=やまだ,たろう:山田;太郎;;;\r
        N;ALTID=1;LANGUAGE=en:Yamada;Taro;;;\r
        X-PHONETIC-LAST-NAME:やまだ\r
        X-PHONETIC-FIRST-NAME:たろう\r
        ORG;ALTID=1;LANGUAGE=ja:株式会社サンプル\r
        ORG;ALTID=1;LANGUAGE=en:Example Inc.\r
        TITLE;ALTID=1;LANGUAGE=ja:エンジニア\r
        TITLE;ALTID=1;LANGUAGE=en:Engineer\r
        TEL;VALUE=uri;TYPE=work,voice:tel:+81-3-1234-5678\r
        EMAIL;TYPE=work:taro.yamada@example.co.jp\r
        ADR;ALTID=1;LANGUAGE=ja;TYPE=work:;;千代田1-1;千代田区;東京都;100\r
         -0001;日本\r
        ADR;ALTID=1;LANGUAGE=en;TYPE=work:;;1-1 Chiyoda;Chiyoda-ku;Tokyo;100-0001;J\r
         apan\r
        UID:urn:uuid:0b8e6a52-3f0e-4c1d-9a4b-7d2f6c1e8a90\r
        REV:20261201T090000Z\r
        END:VCARD\r

        """

    static let sample30 = "BEGIN:VCARD\r\nVERSION:3.0\r\n" + prodid + """
        FN;LANGUAGE=ja:山田 太郎\r
        N;LANGUAGE=ja:山田;太郎;;;\r
        X-PHONETIC-LAST-NAME:やまだ\r
        X-PHONETIC-FIRST-NAME:たろう\r
        ORG;LANGUAGE=ja:株式会社サンプル\r
        TITLE;LANGUAGE=ja:エンジニア\r
        TEL;TYPE=work,voice:+81-3-1234-5678\r
        EMAIL;TYPE=internet,work:taro.yamada@example.co.jp\r
        ADR;LANGUAGE=ja;TYPE=work:;;千代田1-1;千代田区;東京都;100-0001;\r
         日本\r
        UID:urn:uuid:0b8e6a52-3f0e-4c1d-9a4b-7d2f6c1e8a90\r
        REV:2026-12-01T09:00:00Z\r
        END:VCARD\r

        """

    static func read(_ text: String) throws -> (Profile, [VCardWarning]) {
        let r = try VCardReader.read(Array(text.utf8))
        return (try #require(r.profiles.first), r.warnings)
    }

    static func card(_ lines: [String], version: String = "4.0") -> String {
        (["BEGIN:VCARD", "VERSION:" + version] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
    }

    @Test("the bilingual sample in 4.0: each property and its alternative share an ALTID, each with its LANGUAGE")
    func sampleIn40() throws {
        #expect(VCardWriter.write([try Profile.bilingualSample.snapshot()]) == Self.sample40)
    }

    @Test("3.0 and the payloads carry the card's own language only")
    func sampleIn30AndPayloads() throws {
        let s = try Profile.bilingualSample.snapshot()
        #expect(VCardWriter.write([s], version: .v3_0) == Self.sample30)
        #expect(VCardWriter.write([try #require(s.inLanguage("ja"))], version: .v3_0) == Self.sample30)
        for kind in [PayloadKind.vcard3, .vcard4, .mecard] {
            let own = String(decoding: try QRPayload.build(s, kind: kind), as: UTF8.self)
            #expect(own == String(decoding: try QRPayload.build(try #require(s.inLanguage("ja")), kind: kind), as: UTF8.self))
            #expect(own.contains("山田") && own.contains("やまだ") && !own.contains("Yamada") && !own.contains("ALTID"))
            let en = String(decoding: try QRPayload.build(try #require(s.inLanguage("en")), kind: kind), as: UTF8.self)
            #expect(en.contains("Yamada") && en.contains("Example Inc.") && !en.contains("山田") && !en.contains("やまだ"))
        }
        // A payload says no language: phone scanners need none, and it costs modules.
        #expect(!String(decoding: try QRPayload.build(s, kind: .vcard4), as: UTF8.self).contains("LANGUAGE"))
    }

    @Test("export → import → export is byte-identical, without warnings, and the store keeps the alternatives")
    func roundTrip() throws {
        let s = try Profile.bilingualSample.snapshot()
        let (p, warnings) = try Self.read(Self.sample40)
        #expect(warnings.isEmpty)
        #expect(try p.snapshot() == s)
        #expect(p.propertyParameters.isEmpty)
        #expect(VCardWriter.write([try p.snapshot()]) == Self.sample40)

        let dir = try TemporaryDirectory()
        let files = CardFiles(store: CardStore(home: dir.file("home")))
        try files.create("taro", profile: Profile.bilingualSample, force: false)
        var loaded = try files.load("taro")
        #expect(loaded.revision != Profile.bilingualSample.revision)
        loaded.revision = Profile.bilingualSample.revision
        #expect(try loaded.snapshot() == s)
    }

    @Test("a plain LANGUAGE on FN says the card's language when every such line says one")
    func plainLanguage() throws {
        let (p, _) = try Self.read(Self.card(["FN;LANGUAGE=ja:山田 太郎", "N;LANGUAGE=JA:山田;太郎;;;", "TITLE;LANGUAGE=en:Engineer"]))
        #expect(p.language == "ja" && p.alternates.isEmpty)
        #expect(p.propertyParameters["FN"] == nil && p.propertyParameters["N"] == nil)
        // A title in another language than the card's stays as it was read.
        #expect(p.propertyParameters["TITLE"] == [VCardParameter(name: "LANGUAGE", values: ["en"])])
        let out = VCardWriter.write([try p.snapshot()])
        #expect(out.contains("\r\nFN;LANGUAGE=ja:山田 太郎\r\nN;LANGUAGE=ja:山田;太郎;;;\r\n") && out.contains("\r\nTITLE;LANGUAGE=en:Engineer\r\n"))

        // An ORG that says no language would gain one: the card is read without a language, as before.
        let (q, _) = try Self.read(Self.card(["FN;LANGUAGE=ja:山田 太郎", "ORG:Example Inc."]))
        #expect(q.language == nil && q.propertyParameters["FN"] == [VCardParameter(name: "LANGUAGE", values: ["ja"])])
        #expect(VCardWriter.write([try q.snapshot()]).contains("\r\nORG:Example Inc.\r\n"))
    }

    @Test("the card's own line of a group is the one in its language, wherever it stands; the export puts it first")
    func ownLineFirst() throws {
        let text = Self.card(["FN;LANGUAGE=ja:山田 太郎", "N;ALTID=x;LANGUAGE=en:Yamada;Taro;;;", "N;ALTID=x;LANGUAGE=ja:山田;太郎;;;"])
        let (p, warnings) = try Self.read(text)
        #expect(warnings.isEmpty)
        #expect(p.language == "ja" && p.familyName == "山田")
        #expect(p.alternates.map(\.language) == ["en"] && p.alternates[0].familyName == "Yamada")
        let out = VCardWriter.write([try p.snapshot()])
        #expect(out.contains("N;ALTID=1;LANGUAGE=ja:山田;太郎;;;\r\nN;ALTID=1;LANGUAGE=en:Yamada;Taro;;;\r\n"))
        // Without a language on FN, the first line of the first group says it.
        let (q, _) = try Self.read(Self.card(["FN;ALTID=1;LANGUAGE=en:Taro Yamada", "FN;ALTID=1;LANGUAGE=ja:山田 太郎"]))
        #expect(q.language == "en" && q.formattedName == "Taro Yamada" && q.alternates.first?.formattedName == "山田 太郎")
    }

    /// ez-vcard validates `text` as 4.0 with zero warnings.
    static func expectEzVcardValid(_ text: String) throws {
        let dir = try TemporaryDirectory()
        try text.write(toFile: dir.file("card.vcf"), atomically: true, encoding: .utf8)
        let (status, out) = try EzVCard.validate(version: "4.0", files: [dir.file("card.vcf")])
        #expect(status == 0, "\(out)")
    }

    /// Reads `lines`, writes the card as 4.0, reads that: the same card, and the second
    /// export is the first byte for byte.
    static func stable(_ lines: [String]) throws -> (Profile, [VCardWarning], String) {
        let (p, warnings) = try read(card(lines))
        let s = try p.snapshot()
        let out = VCardWriter.write([s])
        let (again, _) = try read(out)
        #expect(try again.snapshot() == s, "\(out)")
        #expect(VCardWriter.write([try again.snapshot()]) == out)
        return (p, warnings, out)
    }

    @Test("ALTID used otherwise is read as before and round-trips: same language twice, no LANGUAGE, no line in the card's language, other properties")
    func otherAltids() throws {
        // The same language twice: the first is the card's, the second kept as it is.
        var (p, _, out) = try Self.stable(["FN;LANGUAGE=ja:山田", "TITLE;ALTID=1;LANGUAGE=ja:A", "TITLE;ALTID=1;LANGUAGE=ja:B"])
        #expect(p.title == "A" && p.propertyParameters["TITLE"]?.map(\.name) == ["ALTID", "LANGUAGE"] && p.alternates.isEmpty)
        #expect(p.extras.map(\.value) == ["B"] && out.contains("\r\nTITLE;ALTID=1;LANGUAGE=ja:A\r\n"))
        // ALTID without LANGUAGE (khard's example).
        (p, _, out) = try Self.stable(["FN:altid", "N;ALTID=1:representation;one;;;", "N;ALTID=1:representation;two;;;"])
        #expect(p.language == nil && p.givenName == "one" && p.extras.count == 1 && !out.contains("LANGUAGE"))
        // A group without the card's language.
        (p, _, out) = try Self.stable(["FN;LANGUAGE=ja:山田", "TITLE;ALTID=1;LANGUAGE=en:A", "TITLE;ALTID=1;LANGUAGE=de:B"])
        #expect(p.language == "ja" && p.title == "A" && p.alternates.isEmpty && p.extras.count == 1)
        // ALTID on a property with no languages (ez-vcard's BDAY pair).
        (p, _, _) = try Self.stable(["FN:x", "BDAY;ALTID=1:20160801", "BDAY;ALTID=1;VALUE=text:2016-08-01"])
        #expect(p.language == nil && p.birthday != nil && p.extras.count == 1)
    }

    @Test("addresses: each with its alternatives by position; the writer numbers their groups")
    func addresses() throws {
        let (p, warnings, out) = try Self.stable([
            "FN;LANGUAGE=ja:山田", "ADR;LANGUAGE=ja;TYPE=home:;;自宅;;;;", "ADR;ALTID=7;LANGUAGE=en;TYPE=work:;;Office;;;;",
            "ADR;ALTID=7;LANGUAGE=ja;TYPE=work:;;事務所;;;;",
        ])
        #expect(warnings.isEmpty)
        #expect(p.addresses.map(\.street) == ["自宅", "事務所"])
        #expect(p.alternates.count == 1 && p.alternates[0].addresses.map { $0?.street } == [nil, "Office"])
        #expect(out.contains("\r\nADR;LANGUAGE=ja;TYPE=home:;;自宅;;;;\r\nADR;ALTID=1;LANGUAGE=ja;TYPE=work:;;事務所;;;;\r\nADR;ALTID=1;LANGUAGE=en;TYPE=work:;;Office;;;;\r\n"))
        // Filed otherwise than the card's own (another type): two addresses, as before, their
        // ALTID and LANGUAGE not kept (said so); so the card says no language either.
        let (r, rw, _) = try Self.stable(["FN;LANGUAGE=ja:山田", "ADR;ALTID=1;LANGUAGE=ja;TYPE=work:;;事務所;;;;",
                                          "ADR;ALTID=1;LANGUAGE=en;TYPE=home:;;Office;;;;"])
        #expect(r.language == nil && r.alternates.isEmpty && r.addresses.map(\.types) == [["work"], ["home"]])
        #expect(rw.map(\.kind) == Array(repeating: .parameterDropped, count: 4))
        // An address in another language with no ALTID: read as before (its LANGUAGE not kept, said so).
        let (q, w) = try Self.read(Self.card(["FN:x", "ADR;LANGUAGE=de:;;Straße;;;;"]))
        #expect(q.language == nil && q.addresses.count == 1 && w.map(\.kind) == [.parameterDropped])
    }

    @Test("the writer's ALTIDs pass over those kept lines of the same property use")
    func numberingAvoidsKeptAltids() throws {
        var p = Profile.bilingualSample
        p.extras = [VCardProperty(name: "TITLE", parameters: [VCardParameter(name: "ALTID", values: ["1"])], value: "kept")]
        let out = VCardWriter.write([try p.snapshot()])
        #expect(out.contains("\r\nTITLE;ALTID=2;LANGUAGE=ja:エンジニア\r\nTITLE;ALTID=2;LANGUAGE=en:Engineer\r\n"))
        #expect(out.contains("\r\nFN;ALTID=1;LANGUAGE=ja:"))
        let (again, _) = try Self.read(out)
        #expect(try again.snapshot() == p.snapshot())
    }

    @Test("a Japanese N's SORT-AS is its readings unless it keeps its own; the English side gets none")
    func sortAs() throws {
        var p = Profile.bilingualSample
        p.propertyParameters["N"] = [VCardParameter(name: "SORT-AS", values: ["ヤマダ"])]
        var out = VCardWriter.write([try p.snapshot()])
        #expect(out.contains("\r\nN;ALTID=1;LANGUAGE=ja;SORT-AS=ヤマダ:山田;太郎;;;\r\nN;ALTID=1;LANGUAGE=en:Yamada;Taro;;;\r\n"))
        #expect(try Self.read(out).0.propertyParameters["N"] == p.propertyParameters["N"])
        // English first, Japanese the alternative: the Japanese N gets the readings.
        var en = Profile.bilingualSample
        en.language = "en"
        en.familyName = "Yamada"
        en.givenName = "Taro"
        en.alternates[0].language = "ja"
        en.alternates[0].familyName = "山田"
        en.alternates[0].givenName = "太郎"
        out = VCardWriter.write([try en.snapshot()])
        #expect(out.contains("\r\nN;ALTID=1;LANGUAGE=en:Yamada;Taro;;;\r\nN;ALTID=1;LANGUAGE=ja;SORT-AS=やまだ,たろう:山田;太郎;;;\r\n"))
        #expect(try Self.read(out).0.snapshot() == en.snapshot())
        // A card that says no language gets no SORT-AS (as before).
        #expect(!VCardWriter.write([try TestCards.japanese.snapshot()]).contains("SORT-AS"))
    }

    @Test("an alternative in one property only: the card's own line says it has none")
    func alternativeWithoutOwn() throws {
        var p = Profile.bilingualSample
        p.title = ""
        p.organization = ""
        let out = VCardWriter.write([try p.snapshot()])
        #expect(out.contains("\r\nORG;ALTID=1;LANGUAGE=ja:;\r\nORG;ALTID=1;LANGUAGE=en:Example Inc.\r\n"))
        #expect(out.contains("\r\nTITLE;ALTID=1;LANGUAGE=ja:\r\nTITLE;ALTID=1;LANGUAGE=en:Engineer\r\n"))
        let (again, warnings) = try Self.read(out)
        #expect(warnings.isEmpty && again.title.isEmpty && again.alternates[0].title == "Engineer")
        #expect(try again.snapshot() == p.snapshot())
        try Self.expectEzVcardValid(out)
    }

    @Test("ez-vcard validates the 4.0 export with zero warnings and reads two alternatives of each property with their LANGUAGE")
    func ezVcardReadsAlternatives() throws {
        let dir = try TemporaryDirectory()
        let s = try Profile.bilingualSample.snapshot()
        try VCardWriter.write([s]).write(toFile: dir.file("4.vcf"), atomically: true, encoding: .utf8)
        try VCardWriter.write([s], version: .v3_0).write(toFile: dir.file("3.vcf"), atomically: true, encoding: .utf8)
        let (status4, out4) = try EzVCard.validate(version: "4.0", files: [dir.file("4.vcf")])
        #expect(status4 == 0, "\(out4)")
        let langs = out4.split(separator: "\n").filter { $0.hasPrefix("LANG ") }
        #expect(langs == [
            #"LANG FN "ja" "1" "山田 太郎""#, #"LANG FN "en" "1" "Taro Yamada""#,
            #"LANG N "ja" "1" "山田;太郎""#, #"LANG N "en" "1" "Yamada;Taro""#,
            #"LANG ORG "ja" "1" "株式会社サンプル""#, #"LANG ORG "en" "1" "Example Inc.""#,
            #"LANG TITLE "ja" "1" "エンジニア""#, #"LANG TITLE "en" "1" "Engineer""#,
            #"LANG ADR "ja" "1" "千代田区""#, #"LANG ADR "en" "1" "Chiyoda-ku""#,
        ])
        let (status3, out3) = try EzVCard.validate(version: "3.0", files: [dir.file("3.vcf")])
        #expect(status3 == 0, "\(out3)")
        #expect(out3.split(separator: "\n").filter { $0.hasPrefix("LANG ") }.allSatisfy { $0.contains(#" "ja" null "#) })
    }

    @Test("jCard writes the alternatives with their altid and language, as the 4.0 export")
    func jCardAlternatives() throws {
        let text = JCardWriter.write([try Profile.bilingualSample.snapshot()], asArray: false)
        let top = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any])
        let props = try #require(top.last as? [[Any]])
        func params(_ name: String) -> [[String: String]] {
            props.filter { $0[0] as? String == name }.map { (($0[1] as? [String: Any]) ?? [:]).compactMapValues { $0 as? String } }
        }
        for name in ["fn", "n", "org", "title"] {
            #expect(params(name).map { [$0["altid"], $0["language"]] } == [["1", "ja"], ["1", "en"]], "\(name)")
        }
        let n = try #require(props.first { $0[0] as? String == "n" })
        #expect((n[1] as? [String: Any])?["sort-as"] as? [String] == ["やまだ", "たろう"])
        #expect(params("adr").map { [$0["altid"], $0["language"], $0["type"]] } == [["1", "ja", "work"], ["1", "en", "work"]])
        let adr = props.filter { $0[0] as? String == "adr" }.map { $0[3] as? [String] }
        #expect(adr.map { $0?[3] } == ["千代田区", "Chiyoda-ku"])
        #expect(text.components(separatedBy: "\"Example Inc.\"").count == 2)
        // A card that says no language has none of it.
        #expect(!JCardWriter.write([try Profile.sample.snapshot()], asArray: false).contains("\"language\""))
    }

    @Test("show --json lists the language and alternates of a card that says its language, and only then")
    func jsonSnapshot() throws {
        let value = try Profile.bilingualSample.snapshot().jsonValue
        #expect(value.objectValue?.keys.suffix(3) == ["extras", "language", "alternates"])
        #expect(value["language"] == "ja")
        #expect(value["alternates"]?[0]?["language"] == "en" && value["alternates"]?[0]?["title"] == "Engineer")
        #expect(value["alternates"]?[0]?["formattedName"] == "Taro Yamada")
        #expect(value["alternates"]?[0]?["addresses"]?[0]?["locality"] == "Chiyoda-ku")
        #expect(try Profile.sample.snapshot().jsonValue["language"] == nil)
    }

    @Test("RFC 9554: a phonetic N in the name's group gives its readings, and is written again in its form")
    func phoneticName() throws {
        let phonetic = "N;ALTID=1;PHONETIC=script;SCRIPT=Hrkt;LANGUAGE=ja:やまだ;たろう;;;"
        let (p, warnings, out) = try Self.stable([
            "FN;ALTID=1;LANGUAGE=ja:山田 太郎", "FN;ALTID=1;LANGUAGE=en:Taro Yamada",
            "N;ALTID=1;LANGUAGE=ja:山田;太郎;;;", phonetic, "N;ALTID=1;LANGUAGE=en:Yamada;Taro;;;",
        ])
        #expect(warnings.isEmpty)
        #expect(p.phoneticFamilyName == "やまだ" && p.phoneticGivenName == "たろう" && p.extras.isEmpty)
        #expect(p.alternates.map(\.familyName) == ["Yamada"])
        #expect(p.propertyParameters[ProfileSnapshot.phoneticNameKey]?.map(\.name) == ["PHONETIC", "SCRIPT", "LANGUAGE"])
        #expect(out.contains("\r\nN;ALTID=1;LANGUAGE=ja;SORT-AS=やまだ,たろう:山田;太郎;;;\r\nN;ALTID=1;LANGUAGE=en:Yamada;Taro;;;\r\n"
            + phonetic + "\r\nX-PHONETIC-LAST-NAME:やまだ\r\nX-PHONETIC-FIRST-NAME:たろう\r\n"))
        // jCard, the same 4.0 in JSON, writes it too.
        let jcard = JCardWriter.write([try p.snapshot()], asArray: false)
        #expect(jcard.contains(#"["n",{"altid":"1","phonetic":"script","script":"Hrkt","language":"ja"},"text",["やまだ","たろう","","",""]]"#), "\(jcard)")
        // The English side has no readings, nor their form.
        let en = try #require(try p.snapshot().inLanguage("en"))
        #expect(en.phoneticFamilyName.isEmpty && en.propertyParameters[ProfileSnapshot.phoneticNameKey] == nil)
        // Alone with its name (no other language), and agreeing with X-PHONETIC-*.
        let (q, w, out2) = try Self.stable(["FN;LANGUAGE=ja:山田 太郎", "N;ALTID=2;LANGUAGE=ja:山田;太郎;;;",
                                            "N;ALTID=2;PHONETIC=script;SCRIPT=Hira;LANGUAGE=ja:やまだ;;;;;;",
                                            "X-PHONETIC-LAST-NAME:やまだ"])
        #expect(w.isEmpty && q.phoneticFamilyName == "やまだ" && q.phoneticGivenName.isEmpty && q.extras.isEmpty)
        #expect(out2.contains("\r\nN;ALTID=1;LANGUAGE=ja;SORT-AS=やまだ:山田;太郎;;;\r\nN;ALTID=1;PHONETIC=script;SCRIPT=Hira;LANGUAGE=ja:やまだ;;;;\r\n"))
        try Self.expectEzVcardValid(out)
    }

    @Test("phonetic lines myca does not model are kept as they are: another reading, another script, on another property")
    func otherPhonetics() throws {
        // Readings that differ from X-PHONETIC-*: the phonetic N is kept, with a warning; the
        // card's own N has no ALTID, so beside it (4.0 holds one N) it is kept as X-N.
        var (p, warnings, _) = try Self.stable(["FN;LANGUAGE=ja:山田", "N;ALTID=1;LANGUAGE=ja:山田;太郎;;;",
                                                "N;ALTID=1;PHONETIC=script;SCRIPT=Hrkt;LANGUAGE=ja:やまだ;たろう;;;",
                                                "X-PHONETIC-LAST-NAME:ヤマダ"])
        #expect(p.phoneticFamilyName == "ヤマダ" && p.extras.map(\.value) == ["やまだ;たろう;;;"] && p.extras.map(\.name) == ["X-N"])
        #expect(warnings.map(\.kind) == [.keptAsIs, .keptAsIs])
        // IPA: not furigana; the group reads as before.
        (p, _, _) = try Self.stable(["FN;LANGUAGE=ja:山田", "N;ALTID=1;LANGUAGE=ja:山田;太郎;;;",
                                     "N;ALTID=1;PHONETIC=ipa;LANGUAGE=ja:jamada;taɾoː;;;"])
        #expect(p.phoneticFamilyName.isEmpty && p.extras.count == 1 && p.propertyParameters["N"]?.map(\.name) == ["ALTID", "LANGUAGE"])
        // On ORG, beside an alternative: the group reads as before, nothing lost.
        (p, _, _) = try Self.stable(["FN;LANGUAGE=ja:山田", "ORG;ALTID=1;LANGUAGE=ja:株式会社サンプル",
                                     "ORG;ALTID=1;LANGUAGE=en:Example Inc.", "ORG;ALTID=1;PHONETIC=script;SCRIPT=Hrkt;LANGUAGE=ja:さんぷる"])
        #expect(p.organization == "株式会社サンプル" && p.alternates.isEmpty && p.extras.count == 2)
    }
}

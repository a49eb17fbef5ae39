import Testing
@testable import MycaCore

@Suite struct ProfileLanguagesTests {
    @Test("language tags are checked for form and kept in their conventional case")
    func languageTags() {
        #expect(LanguageTag.normalized("JA") == "ja")
        #expect(LanguageTag.normalized("zh-hant-tw") == "zh-Hant-TW")
        #expect(LanguageTag.normalized("en-gb") == "en-GB")
        #expect(LanguageTag.normalized("sr-Latn-RS") == "sr-Latn-RS")
        for bad in ["", "j", "ja_JP", "ja-", "-ja", "日本", "en-toolongsubtag", "en gb", "e1"] {
            #expect(LanguageTag.normalized(bad) == nil, "\(bad)")
        }
        #expect(LanguageTag.isJapanese("ja-JP") && LanguageTag.isJapanese("JA") && !LanguageTag.isJapanese("jam"))
    }

    @Test("a snapshot normalizes languages, derives each side's formatted name and keeps readings on the Japanese side")
    func snapshotAndSides() throws {
        var p = Profile.bilingualSample
        p.language = "JA"
        p.alternates[0].language = "EN"
        let s = try p.snapshot()
        #expect(s.languages == ["ja", "en"])
        #expect(s.formattedName == "山田 太郎")
        #expect(s.alternates[0].formattedName == "Taro Yamada")
        #expect(s.readingsLanguage == "ja")

        let ja = try #require(s.inLanguage("ja"))
        #expect(ja.alternates.isEmpty && ja.language == "ja")
        #expect(ja.formattedName == "山田 太郎" && ja.phoneticFamilyName == "やまだ" && ja.organization == "株式会社サンプル")

        let en = try #require(s.inLanguage("en"))
        #expect(en.alternates.isEmpty && en.language == "en")
        #expect(en.formattedName == "Taro Yamada" && en.familyName == "Yamada" && en.givenName == "Taro")
        #expect(en.organization == "Example Inc." && en.title == "Engineer")
        #expect(en.phoneticFamilyName.isEmpty && en.phoneticGivenName.isEmpty)
        #expect(en.addresses.map(\.locality) == ["Chiyoda-ku"] && en.addresses[0].types == ["work"])
        // What has one value in every language stays.
        #expect(en.emails == s.emails && en.phones == s.phones && en.uid == s.uid)
        #expect(s.inLanguage("de") == nil)
    }

    @Test("an alternative's missing parts fall back to the card's own; its parameters replace the own ones")
    func partialAlternative() throws {
        var p = Profile.bilingualSample
        p.propertyParameters["N"] = [VCardParameter(name: "SORT-AS", values: ["やまだ", "たろう"])]
        p.alternates[0].title = ""
        p.alternates[0].addresses = []
        let en = try #require(try p.snapshot().inLanguage("en"))
        #expect(en.title == "エンジニア")
        #expect(en.addresses[0].locality == "千代田区")
        #expect(en.propertyParameters["N"] == nil)
    }

    @Test("readings belong to the Japanese side even when it is the alternative")
    func readingsFollowJapanese() throws {
        var p = Profile()
        p.language = "en"
        p.givenName = "Taro"
        p.familyName = "Yamada"
        p.phoneticFamilyName = "やまだ"
        var ja = ProfileAlternate(language: "ja")
        ja.familyName = "山田"
        ja.givenName = "太郎"
        p.alternates = [ja]
        let s = try p.snapshot()
        #expect(s.readingsLanguage == "ja")
        #expect(try #require(s.inLanguage("en")).phoneticFamilyName.isEmpty)
        #expect(try #require(s.inLanguage("ja")).phoneticFamilyName == "やまだ")
        #expect(try #require(s.inLanguage("ja")).formattedName == "山田 太郎")
    }

    @Test("addresses of an alternative follow the card's kept addresses by position")
    func addressPositions() throws {
        var p = Profile.bilingualSample
        p.addresses.insert(PostalAddress(), at: 0)  // dropped by the snapshot
        p.alternates[0].addresses.insert(PostalAddress(locality: "ignored"), at: 0)
        let s = try p.snapshot()
        #expect(s.addresses.count == 1)
        #expect(s.alternates[0].addresses.count == 1 && s.alternates[0].addresses[0]?.locality == "Chiyoda-ku")
    }

    @Test("bad, repeated or unanchored languages are refused, naming the language; empty alternatives are dropped")
    func refusals() throws {
        var p = Profile.bilingualSample
        p.alternates[0].language = "en_GB"
        #expect(throws: ProfileError.badLanguage("en_GB")) { try p.snapshot() }
        p.alternates[0].language = "JA"
        #expect(throws: ProfileError.duplicateLanguage("ja")) { try p.snapshot() }
        p.alternates[0].language = "en"
        p.language = nil
        #expect(throws: ProfileError.languageMissing) { try p.snapshot() }
        p.language = "ja"
        p.alternates[0].title = "a\u{7}b"
        #expect(throws: ProfileError.controlCharacter(field: ProfileError.Field(.title).inLanguage("en"), value: "a\u{7}b")) {
            try p.snapshot()
        }
        p.alternates = [ProfileAlternate(language: "en")]
        #expect(try p.snapshot().alternates.isEmpty)
        // A draft made from a snapshot holds its languages.
        let s = try Profile.bilingualSample.snapshot()
        #expect(try Profile(s).snapshot() == s)
    }
}

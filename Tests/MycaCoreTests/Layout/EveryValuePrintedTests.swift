import Testing
@testable import MycaCore

/// Every value a card holds is printed whole on its front or its back, whatever the design,
/// with the kinds in the card's own words.
@Suite("every value printed, in the card's words")
struct EveryValuePrintedTests {
    /// A card with more to print than any one side holds: two emails, two phones, a long
    /// web address, a four-line address and five social profiles.
    static var professor: Profile {
        var p = Profile()
        p.language = "de"
        p.formattedName = "Prof. Dr.-Ing. Maximilian Alexander von Schwarzenberg"
        p.prefixes = ["Prof.", "Dr.-Ing."]
        p.givenName = "Maximilian"
        p.additionalNames = ["Alexander"]
        p.familyName = "von Schwarzenberg"
        p.title = "Lehrstuhlinhaber für Angewandte Informatik und Verteilte Systeme"
        p.organization = "Rheinisch-Westfälische Technische Hochschule Aachen"
        p.emails = [Email(address: "maximilian.vonschwarzenberg@informatik.rwth-aachen.de", types: ["work"]),
                    Email(address: "sekretariat.lehrstuhl-informatik5@rwth-aachen.de", types: ["home"])]
        p.phones = [Phone(number: "+49 241 80 21501", types: ["work"]), Phone(number: "+49 170 1234567", types: ["cell"])]
        p.urls = [WebURL(value: "https://www.informatik.rwth-aachen.de/lehrstuhl/verteilte-systeme/team/schwarzenberg")]
        p.addresses = [PostalAddress(street: "Ahornstraße 55, Gebäude E3, Raum 9U10", locality: "Aachen",
                                     region: "Nordrhein-Westfalen", postalCode: "52074", country: "Deutschland",
                                     types: ["work"])]
        p.socialProfiles = [SocialProfile(service: "github", url: "https://github.com/mschwarzenberg"),
                            SocialProfile(service: "linkedin", url: "https://www.linkedin.com/in/maximilian-schwarzenberg"),
                            SocialProfile(service: "mastodon", url: "https://mastodon.social/@mschwarzenberg"),
                            SocialProfile(service: "x", url: "https://x.com/mschwarzenberg"),
                            SocialProfile(service: "instagram", url: "https://www.instagram.com/mschwarzenberg")]
        return p
    }

    static func texts(_ art: CardArtwork?) -> [String] {
        (art?.items ?? []).compactMap { if case let .text(box) = $0 { box.text } else { nil } }
    }

    static func squeezed(_ text: String) -> String { String(text.filter { !$0.isWhitespace }) }

    static func printed(_ profile: Profile, _ design: CardDesign) throws -> PrintedCard {
        let card = try profile.snapshot()
        return try PrintedCard(card, whole: card, PrintedCard.Options(design: design, style: .classic,
                                                                      code: CodeRequest(kind: .vcard3, fields: .printed)))
    }

    @Test("every value of a full card is on its front or back, with nothing left out", arguments: CardDesign.allCases)
    func everyValueOnSomeSide(design: CardDesign) throws {
        let profile = Self.professor
        let printed = try Self.printed(profile, design)
        let warnings = printed.front.warnings + (printed.back?.warnings ?? [])
        #expect(!warnings.contains { if case .linesLeftOut = $0 { true } else { false } }, "\(warnings)")
        let text = Self.squeezed((Self.texts(printed.front) + Self.texts(printed.back)).joined())
        var values = profile.emails.map(\.address) + profile.phones.map(\.number)
        values += profile.urls.map { CardContent.shortURL($0.value) }
        values += ["Ahornstraße 55", "Raum 9U10", "52074", "Nordrhein-Westfalen", "mschwarzenberg",
                   "maximilian-schwarzenberg", "Lehrstuhlinhaber", "Hochschule Aachen"]
        for value in values {
            #expect(text.contains(Self.squeezed(value)), "\(design): \(value) is not printed in \(text)")
        }
        // Each profile of the five is on the card: four by their handle alone, one beside its service's name.
        let handles = text.components(separatedBy: "mschwarzenberg").count - 1
        #expect(handles >= 4, "\(design): \(handles) handles in \(text)")
    }

    @Test("a meishi's contact lines the front has no room for go to the back beside its code, said in a note")
    func meishiMovesWhatItHasNoRoomFor() throws {
        let printed = try Self.printed(Self.professor, .meishi)
        #expect(!printed.movedToBack.isEmpty)
        let back = try #require(printed.back)
        #expect(back.items.contains { if case .code = $0 { true } else { false } })
        #expect(Self.texts(back).first == "Prof. Dr.-Ing.", "the back names the person first: \(Self.texts(back))")
    }

    @Test("kinds are in the card's language, set with its punctuation", arguments: [
        ("de", "+49 170 1234567 (mobil)"), ("ja", "+49 170 1234567（携帯）"), ("ar", "\u{2066}+49 170 1234567\u{2069} (جوال)"),
        ("ja-Latn", "+49 170 1234567 (cell)"), ("zh-TW", "+49 170 1234567（手機）"), ("fi", "+49 170 1234567 (cell)"),
    ])
    func kindsInTheCardsWords(language: String, expected: String) throws {
        var profile = Self.professor
        profile.language = language
        let content = CardContent(try profile.snapshot())
        let lines = CardFaceLayout.labelledWhereNeeded(content.lines, labels: CardLabels.forLanguage(language))
        #expect(lines.contains { $0.labelled == expected }, "\(lines.map(\.labelled))")
        // The card's one web address needs no kind beside it.
        #expect(lines.first { $0.role == .web }?.kinds == [])
    }

    @Test("several kinds of a value are joined by the language's comma")
    func severalKinds() {
        let line = CardContent.Line(role: .phone, text: "x", kinds: ["home", "text"], value: nil, socialProfile: nil,
                                    continues: false)
        // A left-to-right value is its own run among right-to-left kinds; a right-to-left one is not.
        #expect(CardLabels.forLanguage("ar").annotated(line) == "\u{2066}x\u{2069} (منزل، رسائل)")
        var arabic = line
        arabic.text = "شارع"
        #expect(CardLabels.forLanguage("ar").annotated(arabic) == "شارع (منزل، رسائل)")
        #expect(CardLabels.forLanguage("ja").annotated(line) == "x（自宅、SMS）")
        #expect(CardLabels.forLanguage("en").annotated(line) == "x (home, text)")
    }

    @Test("on a right-to-left meishi a phone number after its label is one left-to-right run")
    func rightToLeftMeishiKeepsAPhoneNumbersOrder() throws {
        var p = Profile()
        p.language = "ar"
        p.formattedName = "عبد الله الهاشمي"
        p.phones = [Phone(number: "+966 12 808 0000")]
        let texts = Self.texts(try MeishiLayout.front(try p.snapshot(), style: .classic, size: .jp, bleed: 0))
        #expect(texts.contains("هاتف \u{2066}+966 12 808 0000\u{2069}"), "\(texts)")
    }

    /// A Japanese card with a long English side.
    static var bilingual: Profile {
        get throws {
            var p = Profile()
            p.language = "ja"
            p.formattedName = "佐藤 花子"
            p.familyName = "佐藤"
            p.givenName = "花子"
            p.phoneticFamilyName = "さとう"
            p.phoneticGivenName = "はなこ"
            p.organization = "株式会社グローバルテクノロジーソリューションズ東京本社"
            p.title = "執行役員 兼 デジタルトランスフォーメーション推進本部長"
            p.emails = [Email(address: "hanako.sato@global-technology-solutions.co.jp")]
            p.phones = [Phone(number: "+81 3 1234 5678", types: ["work"]), Phone(number: "+81 90 1234 5678", types: ["cell"])]
            p.urls = [WebURL(value: "https://www.global-technology-solutions.co.jp/company/executives")]
            p.addresses = [PostalAddress(street: "道玄坂1丁目12番1号 渋谷マークシティ ウエスト22階", locality: "渋谷区",
                                         region: "東京都", postalCode: "150-0043", country: "日本")]
            var english = p.side("en")
            english.formattedName = "Hanako Sato"
            english.organization = "Global Technology Solutions Tokyo Headquarters"
            english.title = "Executive Officer and Head of Digital Transformation"
            english.addresses = [PostalAddress(street: "Mark City West 22F, 1-12-1 Dogenzaka", locality: "Shibuya-ku",
                                               region: "Tokyo", postalCode: "150-0043", country: "Japan")]
            try p.setSide(english, language: "en")
            return p
        }
    }

    @Test("a bilingual meishi's English back turns its code leaner before it leaves a line out, and says what the code leaves")
    func bilingualBackTurnsItsCodeLeaner() throws {
        let whole = try Self.bilingual.snapshot()
        let japanese = try #require(whole.inLanguage("ja"))
        let printed = try PrintedCard(japanese, whole: whole, PrintedCard.Options(design: .meishi, style: .classic,
                                                                                 code: CodeRequest(kind: .vcard3, fields: .printed)))
        let warnings = printed.front.warnings + (printed.back?.warnings ?? [])
        #expect(!warnings.contains { if case .linesLeftOut = $0 { true } else { false } }, "\(warnings)")
        let back = Self.squeezed(Self.texts(printed.back).joined())
        for value in ["MarkCityWest22F", "Dogenzaka", "Shibuya-ku", "150-0043", "GlobalTechnologySolutions", "+81901234567"] {
            #expect(back.contains(value), "\(value) is not on the back: \(back)")
        }
        #expect(!printed.leftOut.isEmpty, "the card says what its leaner code leaves out")
    }

    @Test("a bilingual classic front with no room beside even the leanest code gives the code up to its lines, the back's code carrying the card")
    func bilingualFrontGivesItsCodeUp() throws {
        let whole = try Self.bilingual.snapshot()
        let japanese = try #require(whole.inLanguage("ja"))
        let printed = try PrintedCard(japanese, whole: whole, PrintedCard.Options(style: .classic, code: CodeRequest(kind: .vcard3, fields: .printed), back: true))
        #expect(printed.codeOnBackOnly)
        #expect(!printed.front.items.contains { if case .code = $0 { true } else { false } })
        #expect(printed.back?.items.contains { if case .code = $0 { true } else { false } } == true)
        #expect(!printed.front.warnings.contains { if case .linesLeftOut = $0 { true } else { false } }, "\(printed.front.warnings)")
        let front = Self.squeezed(Self.texts(printed.front).joined())
        for value in ["渋谷マークシティ", "150-0043", "東京都"] { #expect(front.contains(value), "\(value): \(front)") }
        // A card with room beside its code keeps it.
        let sample = try Profile.sample.snapshot()
        #expect(!(try PrintedCard(sample, whole: sample, PrintedCard.Options(style: .classic, code: CodeRequest(kind: .vcard3, fields: .printed), back: true))).codeOnBackOnly)
    }
}

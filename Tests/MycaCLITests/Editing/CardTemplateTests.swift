import Foundation
@testable import MycaCLI
import MycaCore
import MycaTestSupport
import Testing

@Suite struct CardTemplateTests {
    static let header = """
        # myca card 'work'. Change the lines below, save and close the editor.
        # One "key: value" a line. A deleted line or an empty value clears the field.
        # Keys: language, name, prefix, given, middle, family, suffix, phonetic-given,
        #   phonetic-family, nickname, pronouns, org, unit, title, role, email, phone,
        #   url, social, street, city, region, postal-code, country, birthday, note.
        # prefix, middle, suffix, nickname, unit, email, phone, url and social may be repeated, one value a line.
        # email, phone, url: types may come first: "email: work: ann@example.org",
        #   "phone: cell,pref: +1 415 555 0100" (pref marks the preferred one).
        # social: "social: SERVICE: URL", "social: SERVICE: USER" or "social: SERVICE: URL USER".
        # birthday: YYYY-MM-DD, or --MM-DD without a year.
        # note and street go on over the next lines that start with a space ("  more text").
        # Empty the file (or leave it unchanged) to change nothing. Lines starting with # are ignored.
        # The photo and properties myca does not show here are kept as they are.
        # In another language: "name[en]: Taro Yamada", also for prefix, given, middle,
        #   family, suffix, org, unit, title, street, city, region, postal-code and
        #   country; "language" is the card's own.

        """

    @Test func sampleRendersAsReadableKeyValueLines() {
        let expected = Self.header + """

            language:
            name: Alex Morgan
            prefix:
            given: Alex
            middle:
            family: Morgan
            suffix:
            phonetic-given:
            phonetic-family:
            nickname:
            pronouns: they/them
            org: Northwind Labs
            unit: Developer Relations
            title: Staff Developer Advocate
            role:
            email: work,pref: alex.morgan@northwind.example
            phone: cell,voice,pref: +1-415-555-0134
            phone: work,voice: +1-415-555-0199
            url: home: https://alexmorgan.example
            social: Mastodon: https://hachyderm.io/@alexmorgan @alexmorgan@hachyderm.io
            social: GitHub: https://github.com/alexmorgan alexmorgan
            social: LinkedIn: https://www.linkedin.com/in/alex-morgan-example
            street: 500 Howard Street, Suite 300
            city: San Francisco
            region: CA
            postal-code: 94105
            country: USA
            birthday:
            note: Happy to talk about developer tools, Swift on Linux and good coffee.

            """
        #expect(CardTemplate.render(Profile.sample, handle: "work") == expected)
    }

    static var japanese: Profile {
        var p = Profile()
        p.familyName = "山田"
        p.givenName = "花子"
        p.phoneticFamilyName = "やまだ"
        p.phoneticGivenName = "はなこ"
        p.nicknames = ["ハナ", "Hana"]
        p.organization = "株式会社サンプル"
        p.title = "主任研究員"
        p.emails = [Email(address: "hanako@example.jp", types: ["work"], pref: 2, group: "item1")]
        p.phones = [Phone(number: "+81-90-1234-5678", types: ["cell"]), Phone(number: "03-1234-5678", types: ["dom", "work"])]
        p.socialProfiles = [SocialProfile(service: "X", user: "hanako_y")]
        p.addresses = [
            PostalAddress(street: "千代田1-1\n東京ビル 2階", locality: "千代田区", region: "東京都", postalCode: "100-0001",
                          country: "日本", types: ["work"]),
            PostalAddress(locality: "大阪市", types: ["home"]),
        ]
        p.birthday = BirthDate(year: nil, month: 4, day: 12)
        p.note = "一行目\n\n三行目\n  字下げ\n\tタブ"
        p.extras = [VCardProperty(name: "X-MANAGER", value: "佐藤")]
        return p
    }

    @Test(arguments: [("sample", Profile.sample), ("japanese", japanese)])
    func renderThenParseGivesTheVisibleFields(label: String, profile: Profile) {
        let parsed = CardTemplate.parse(CardTemplate.render(profile, handle: label))
        #expect(parsed.issues == [])
        #expect(!parsed.isEmpty)
        #expect(parsed.profile == CardTemplate.visible(profile))
    }

    @Test func japaneseCardShowsMultiLineValuesIndented() {
        let text = CardTemplate.render(Self.japanese, handle: "jp")
        #expect(text.contains("\n# (street, city, … edit the first address; the other 1 stays as it is)\n\nlanguage:\nname:\nprefix:\ngiven: 花子\nmiddle:\nfamily: 山田\nsuffix:\n"))
        #expect(text.contains("\nnickname: ハナ\nnickname: Hana\n"))
        #expect(text.contains("\nemail: work,pref=2: hanako@example.jp\n"))
        #expect(text.contains("\nphone: dom,work: 03-1234-5678\n"))
        #expect(text.contains("\nstreet: 千代田1-1\n  東京ビル 2階\ncity: 千代田区\n"))
        #expect(text.hasSuffix("\nbirthday: --04-12\nnote: 一行目\n\n  三行目\n    字下げ\n  \tタブ\n"))
        #expect(!text.contains("X-MANAGER") && !text.contains("佐藤"))
    }

    @Test func applyingAnUnchangedTemplateChangesNothing() throws {
        for profile in [Profile.sample, Self.japanese] {
            let base = CardTemplate.visible(profile)
            let mine = CardTemplate.parse(CardTemplate.render(profile, handle: "x")).profile
            var fresh = profile
            try CardTemplate.apply(mine: mine, base: base, to: &fresh)
            #expect(fresh == profile)
        }
    }

    @Test func parseErrorsNameTheirLines() {
        let text = """
            # comment
            name: Bob
            emial: bob@example.org
            email: bob@
            phone: cell: 555-CALL-NOW
            title: One
            title: Two
            just words
              indented after title
            birthday: 1990-13-01
            social: nobody
            url: example.org
            note: fine
              and more

            """
        let parsed = CardTemplate.parse(text)
        #expect(parsed.issues.map(\.description) == [
            "line 3: unknown key 'emial'; did you mean 'email'?",
            "line 4: email address \"bob@\" is malformed",
            "line 5: phone number \"555-CALL-NOW\" is malformed",
            "line 7: 'title' is given twice (first on line 6); it takes one value",
            "line 8: expected 'key: value', got 'just words'",
            "line 9: indented line, but it continues no key (only note and street go on over several lines)",
            "line 10: birthday '1990-13-01' is not a date (YYYY-MM-DD or --MM-DD)",
            "line 11: social 'nobody' needs a service: 'SERVICE: URL' or 'SERVICE: USER'",
            "line 12: url \"example.org\" is not a URL with a scheme",
        ])
        #expect(parsed.profile.note == "fine\nand more")
    }

    @Test func indentedLineAfterASingleLineKeyIsAnError() {
        let parsed = CardTemplate.parse("name: Bob\ntitle: CTO\n  of everything\n")
        #expect(parsed.issues == [
            CardTemplate.Issue(line: 3, message: "indented line, but 'title' takes one line (only note and street go on over several lines)")
        ])
    }

    @Test func aCardWithoutAnyNameIsAnErrorWithoutALine() {
        let parsed = CardTemplate.parse("name:\ntitle: CTO\nnote: hello\n")
        #expect(parsed.issues == [CardTemplate.Issue(line: nil, message: "the card has no name")])
    }

    @Test(arguments: ["", "\n\n", "# only\n# comments\n\n", Self.header])
    func textWithoutEntriesIsEmpty(text: String) {
        #expect(CardTemplate.parse(text).isEmpty)
    }

    @Test func crlfLinesAndUpperCaseKeysAreRead() {
        let parsed = CardTemplate.parse("Name: Bob\r\nEMAIL: home: bob@example.org\r\n")
        #expect(parsed.issues == [])
        #expect(parsed.profile.formattedName == "Bob")
        #expect(parsed.profile.emails == [Email(address: "bob@example.org", types: ["home"])])
    }

    @Test func errorHeaderLineNumbersPointAtTheShownLines() throws {
        let body = "name: Bob\ntitle: CTO\nemail: bob@\nphone: x\n"
        let issues = CardTemplate.parse(body).issues
        let shown = CardTemplate.withErrors(issues, body: body)
        #expect(shown == """
            # error: line 6: email address "bob@" is malformed
            # error: line 7: phone number "x" is malformed
            # ^ fix the lines above and save again; empty the file to give up (your text is then kept as a draft).
            name: Bob
            title: CTO
            email: bob@
            phone: x

            """)
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[5] == "email: bob@" && lines[6] == "phone: x")
        #expect(CardTemplate.strippingErrors(shown) == body)
        // A second round replaces the old errors instead of piling them up.
        let again = CardTemplate.withErrors([CardTemplate.Issue(line: 2, message: "m")], body: CardTemplate.strippingErrors(shown))
        #expect(again.hasPrefix("# error: line 4: m\n# ^ fix"))
        #expect(CardTemplate.strippingErrors(again) == body)
    }

    @Test func applyKeepsWhatAnotherProcessChangedMeanwhile() throws {
        var original = Profile.sample
        original.emails[0].group = "item1"
        let base = CardTemplate.visible(original)
        // The person changes the title and adds an email in the editor…
        var text = CardTemplate.render(original, handle: "work")
        text = text.replacing("title: Staff Developer Advocate", with: "title: Principal Advocate")
        text = text.replacing("email: work,pref: alex.morgan@northwind.example\n",
                              with: "email: work,pref: alex.morgan@northwind.example\nemail: home: alex@home.example\n")
        let mine = CardTemplate.parse(text)
        #expect(mine.issues == [])
        // …while another process added an email, removed a phone and changed the role.
        var fresh = original
        fresh.emails.append(Email(address: "other@x.example"))
        fresh.phones.removeLast()
        fresh.role = "Speaker"
        try CardTemplate.apply(mine: mine.profile, base: base, to: &fresh)
        #expect(fresh.title == "Principal Advocate")
        #expect(fresh.role == "Speaker")
        #expect(fresh.phones.map(\.number) == ["+1-415-555-0134"])
        #expect(fresh.emails == [
            Email(address: "alex.morgan@northwind.example", types: ["work"], pref: 1, group: "item1"),
            Email(address: "other@x.example"),
            Email(address: "alex@home.example", types: ["home"]),
        ])
        #expect(fresh.uid == original.uid && fresh.extras == original.extras)
    }

    @Test func deletingALineClearsTheField() throws {
        let original = Profile.sample
        let text = CardTemplate.render(original, handle: "w")
            .replacing("pronouns: they/them\n", with: "")
            .replacing("url: home: https://alexmorgan.example\n", with: "")
        var fresh = original
        try CardTemplate.apply(mine: CardTemplate.parse(text).profile, base: CardTemplate.visible(original), to: &fresh)
        #expect(fresh.pronouns == "")
        #expect(fresh.urls == [])
        #expect(fresh.emails == original.emails)
    }

    /// Inputs the template fuzzer found (fuzz/regressions/FuzzTemplate/), replayed with its
    /// oracle: a template read without issues renders to one that reads back the same card.
    static var fuzzFindings: [String] {
        let dir = MycaProcess.packageRoot + "/fuzz/regressions/FuzzTemplate"
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted().map { dir + "/" + $0 }
    }

    @Test("template fuzz findings round-trip", arguments: fuzzFindings)
    func fuzzFindingRoundTrips(_ path: String) throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        let parsed = CardTemplate.parse(text)
        let lineCount = CardTemplate.lines(text).count
        // A finding the reader refuses must say where: an issue names a line of the text, or
        // none for the card as a whole.
        #expect(parsed.issues.allSatisfy { $0.line.map { (1...max(lineCount, 1)).contains($0) } ?? true }, "\(parsed.issues)")
        guard parsed.issues.isEmpty, !parsed.isEmpty else { return }
        let again = CardTemplate.parse(CardTemplate.render(parsed.profile, handle: "fuzz"))
        #expect(again.issues.isEmpty)
        #expect(again.profile == parsed.profile)
    }

    @Test("a lone carriage return ends a line, as in the vCard reader, so no value keeps one")
    func loneCarriageReturnsEndLines() {
        #expect(CardTemplate.lines("a\rb\r\nc\nd") == ["a", "b", "c", "d"])
        let parsed = CardTemplate.parse("name: Ann Lee\nnote: one\r  two\r\n  three\n")
        #expect(parsed.issues.isEmpty)
        #expect(parsed.profile.note == "one\ntwo\nthree")
        let unindented = CardTemplate.parse("name: Ann Lee\nnote: one\rtwo\n")
        #expect(unindented.issues.map(\.line) == [3])
    }

    @Test("a bilingual card shows each translatable field's other side as key[TAG], and reads it back")
    func bilingualSidesRoundTrip() throws {
        let card = Profile(try Profile.bilingualSample.snapshot())
        let text = CardTemplate.render(card, handle: "taro")
        #expect(text.contains("\nlanguage: ja\nname: 山田 太郎\nname[en]: Taro Yamada\nprefix:\nprefix[en]:\ngiven: 太郎\ngiven[en]: Taro\nmiddle:\nmiddle[en]:\n"))
        #expect(text.contains("\norg: 株式会社サンプル\norg[en]: Example Inc.\nunit:\nunit[en]:\ntitle: エンジニア\ntitle[en]: Engineer\n"))
        #expect(text.contains("\ncity: 千代田区\ncity[en]: Chiyoda-ku\n"))
        #expect(!text.contains("email[en]") && !text.contains("phonetic-given[en]"))
        let parsed = CardTemplate.parse(text)
        #expect(parsed.issues == [])
        #expect(parsed.profile == CardTemplate.visible(card))
        // The template shows no address types; the rest of each side comes back as it was.
        var expected = card.alternates
        expected[0].addresses[0]?.types = []
        let alternates = try parsed.profile.snapshot().alternates
        #expect(alternates == expected)

        // An edit of one side changes that side only, also on a card changed meanwhile.
        let edited = text.replacing("title[en]: Engineer", with: "title[en]: Senior Engineer")
            .replacing("city[en]: Chiyoda-ku", with: "city[EN]: Chiyoda City")
        var fresh = card
        fresh.title = "主任エンジニア"
        try CardTemplate.apply(mine: CardTemplate.parse(edited).profile, base: CardTemplate.visible(card), to: &fresh)
        #expect(fresh.title == "主任エンジニア")
        #expect(fresh.alternates[0].title == "Senior Engineer")
        #expect(fresh.alternates[0].addresses[0]?.locality == "Chiyoda City")
        #expect(fresh.alternates[0].organization == "Example Inc.")
    }

    @Test("a new language can be typed in; bad, own-language or untranslatable keys name their line")
    func languageKeysAreChecked() throws {
        let added = CardTemplate.parse("language: ja\nname: 山田 太郎\nname[fr]: Taro Yamada\ntitle[fr]: Ingénieur\n")
        #expect(added.issues == [])
        #expect(added.profile.alternates.map(\.language) == ["fr"])
        #expect(added.profile.alternates.first?.title == "Ingénieur")

        let cases: [(String, Int?, String)] = [
            ("name: A\nemail[en]: a@example.org\n", 2, "'email' has one value in every language; write it without [en]"),
            ("language: en\nname: A\nname[en]: B\n", 3, "en is the card's own language; write its fields without [en]"),
            ("name: A\nname[e_n]: B\n", 2, "language \"e_n\" is not a language tag"),
            ("name: A\nname[en]: B\n", 2, "the card has other languages but does not say its own"),
            ("language: ja\nname: A\ntitle[en]: B\ntitle[EN]: C\n", 4, "'title[en]' is given twice (first on line 3); it takes one value"),
            ("language: ja\nname: A\ncity[en]: Tokyo\n", 3, "the address in en has no address of the card's own language to go with"),
        ]
        for (text, line, message) in cases {
            #expect(CardTemplate.parse(text).issues == [CardTemplate.Issue(line: line, message: message)], "\(text)")
        }
    }

}

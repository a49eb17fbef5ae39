import Foundation
@testable import MycaCLI
import MycaCore
import MycaTestSupport
import Testing

@Suite struct FieldOptionsTests {
    // MARK: parse + apply

    static func parse(_ argv: [String], edit: Bool = true, directory: String = "/") throws -> FieldOptions {
        let spec = edit ? EditCommand.spec : NewCommand.spec
        let args = try ArgumentParser.parse(argv, for: spec)
        let ctx = CommandContext(stdout: BufferSink(), stderr: BufferSink(), currentDirectory: directory)
        return try FieldOptions.parse(args, ctx, edit: edit)
    }

    static func applied(_ argv: [String], to start: Profile = Profile.sample) throws -> Profile {
        var profile = start
        try parse(argv).apply(to: &profile)
        return profile
    }

    @Test func textFieldsAndAddressPartsAreSet() throws {
        let p = try Self.applied([
            "--name", "Ana Lima", "--given", "Ana", "--family", "Lima", "--phonetic-given", "アナ",
            "--phonetic-family", "リマ", "--pronouns", "she/her", "--org", "Acme", "--title", "CTO",
            "--role", "Lead", "--city", "Lisbon", "--postal-code", "1000-001", "--country", "Portugal",
            "--note", "two\nlines", "--birthday", "1990-02-28",
        ], to: Profile())
        #expect(p.formattedName == "Ana Lima")
        #expect([p.givenName, p.familyName, p.phoneticGivenName, p.phoneticFamilyName] == ["Ana", "Lima", "アナ", "リマ"])
        #expect([p.pronouns, p.organization, p.title, p.role] == ["she/her", "Acme", "CTO", "Lead"])
        #expect(p.addresses == [PostalAddress(locality: "Lisbon", postalCode: "1000-001", country: "Portugal")])
        #expect(p.note == "two\nlines")
        #expect(p.birthday == BirthDate(year: 1990, month: 2, day: 28))
    }

    @Test func listOptionsAddAndUpdateInsteadOfRepeating() throws {
        let p = try Self.applied([
            "--email", "home:ANN@x.org", "--email", "ann@x.org", "--email", "work:alex.morgan@northwind.example",
            "--phone", "+1 415 555 0134", "--url", "https://ann.example", "--nickname", "Al", "--nickname", "Al",
            "--social", "github:newname", "--social", "Bluesky: ann.bsky.social",
        ])
        #expect(p.emails.map(\.address) == ["alex.morgan@northwind.example", "ANN@x.org"])
        #expect(p.emails[0].types == ["work"] && p.emails[0].pref == nil)
        #expect(p.emails[1].types == ["home"])
        // Same digits as the sample's first phone: not added again, types kept.
        #expect(p.phones == Profile.sample.phones)
        #expect(p.urls.map(\.value) == ["https://alexmorgan.example", "https://ann.example"])
        #expect(p.nicknames == ["Al"])
        #expect(p.socialProfiles.map(\.service) == ["Mastodon", "GitHub", "LinkedIn", "Bluesky"])
        #expect(p.socialProfiles[1] == SocialProfile(service: "GitHub", user: "newname"))
    }

    @Test func removalsAndUnsetsHappenBeforeAdditions() throws {
        let p = try Self.applied([
            "--email", "new@x.org", "--unset", "email", "--remove-phone", "+1 (415) 555-0199",
            "--remove-url", "https://alexmorgan.example", "--remove-social", "github", "--unset", "note",
            "--unset", "address", "--unset", "name",
        ])
        #expect(p.emails == [Email(address: "new@x.org")])
        #expect(p.phones.map(\.number) == ["+1-415-555-0134"])
        #expect(p.urls.isEmpty)
        #expect(p.socialProfiles.map(\.service) == ["Mastodon", "LinkedIn"])
        #expect(p.note.isEmpty && p.addresses.isEmpty && p.formattedName.isEmpty)
        #expect(p.givenName == "Alex")
    }

    @Test(arguments: [
        (["--remove-email", "nobody@x.org"], "the card has no email 'nobody@x.org'; it has: alex.morgan@northwind.example"),
        (["--remove-phone", "+1 000"], "the card has no phone '+1 000'; it has: +1-415-555-0134, +1-415-555-0199"),
        (["--remove-url", "https://nope.example"], "the card has no url 'https://nope.example'; it has: https://alexmorgan.example"),
        (["--remove-social", "Myspace"], "the card has no social profile 'Myspace'; it has: Mastodon, GitHub, LinkedIn"),
    ])
    func removingWhatIsNotThereNamesWhatIs(argv: [String], message: String) throws {
        var profile = Profile.sample
        let options = try Self.parse(argv)
        #expect(throws: EditingError.self) { try options.apply(to: &profile) }
        do {
            try options.apply(to: &profile)
        } catch let error as EditingError {
            #expect(error.message == message)
        }
    }

    @Test(arguments: [
        (["--birthday", "1990-02-30"], "invalid value '1990-02-30' for '--birthday': expected a date YYYY-MM-DD or --MM-DD"),
        (["--social", "justaname"], "invalid value 'justaname' for '--social': expected SERVICE:URL or SERVICE:USER"),
        (["--unset", "emial"], "invalid value 'emial' for '--unset'; did you mean 'email'?"),
        (["--style", "neon"], "invalid value 'neon' for '--style'"),
    ])
    func badValuesAreUsageErrors(argv: [String], message: String) {
        do {
            _ = try Self.parse(argv)
            Issue.record("no error for \(argv)")
        } catch let error as UsageError {
            #expect(error.message == message)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func removalOptionsAreEditOnly() {
        #expect(throws: UsageError.self) { try Self.parse(["--remove-email", "a@b.c"], edit: false) }
        #expect(throws: UsageError.self) { try Self.parse(["--unset", "note"], edit: false) }
    }

    @Test func styleIsLowerCasedAndUnsetStyleIsSeparate() throws {
        let options = try Self.parse(["--style", "navy", "--unset", "style"])
        #expect(options.style == "navy")
        #expect(options.unsetsStyle)
        #expect(options.changes.isEmpty)
        #expect(!options.isEmpty)
        #expect(try Self.parse([]).isEmpty)
    }

    @Test func photoWhoseMetadataCannotBeToldFromItsImageIsRefusedNamingTheFile() throws {
        let dir = try TemporaryDirectory()
        try Data(TestPhotos.pngSignature + [1, 2, 3]).write(to: URL(fileURLWithPath: dir.path + "/cut.png"))
        #expect(throws: PhotoFileError.broken(path: dir.path + "/cut.png", reason: .pngBadChunk(offset: 8))) {
            try Self.parse(["--photo", "cut.png"], directory: dir.path)
        }
    }

    @Test func photoIsReadRelativeToTheWorkingDirectory() throws {
        let dir = try TemporaryDirectory()
        let png = TestPhotos.plainPNG
        try Data(png).write(to: URL(fileURLWithPath: dir.path + "/me.png"))
        try dir.write("notes.txt", "not an image")
        let options = try Self.parse(["--photo", "me.png"], directory: dir.path)
        #expect(options.changes == [.photo(Photo(mediaType: "image/png", data: png))])
        do {
            _ = try Self.parse(["--photo", "notes.txt"], directory: dir.path)
            Issue.record("text accepted as a photo")
        } catch let error as PhotoFileError {
            #expect(error == .notImage(path: dir.path + "/notes.txt"))
        }
        do {
            _ = try Self.parse(["--photo", "missing.png"], directory: dir.path)
            Issue.record("missing photo accepted")
        } catch let error as any MycaError {
            #expect(error.message.contains(dir.path + "/missing.png"))
        }
    }

    @Test func theSpecsListEveryFieldOnceInOneCategory() {
        let names = FieldOptions.specs.map(\.name)
        #expect(names == [
            "lang", "name", "prefix", "given", "middle", "family", "suffix", "phonetic-given", "phonetic-family", "nickname", "pronouns", "org", "title",
            "role", "email", "phone", "url", "social", "street", "city", "region", "postal-code", "country",
            "birthday", "note", "photo", "style",
        ])
        #expect(FieldOptions.editSpecs.map(\.name) == ["remove-email", "remove-phone", "remove-url", "remove-social", "unset"])
        #expect((FieldOptions.specs + FieldOptions.editSpecs).allSatisfy { $0.category == "Card fields" })
        #expect(FieldOptions.specs.filter(\.repeatable).map(\.name) == ["prefix", "middle", "suffix", "nickname", "email", "phone", "url", "social"])
    }

    @Test("--name alone also sets the name parts; --given or --family keep theirs")
    func nameGuessesParts() throws {
        var card = Profile()
        try Self.parse(["--name", "Hanako Sato"], edit: false).apply(to: &card)
        #expect(card.familyName == "Sato" && card.givenName == "Hanako")
        try Self.parse(["--name", "Hanako Tanaka"]).apply(to: &card)
        #expect(card.familyName == "Tanaka" && card.givenName == "Hanako")
        try Self.parse(["--name", "Hana Tanaka", "--given", "Hanako"]).apply(to: &card)
        #expect(card.formattedName == "Hana Tanaka" && card.givenName == "Hanako")
    }

    @Test("--prefix, --middle and --suffix beside --name win over the guess; the other parts are guessed")
    func typedHonorificsBesideAName() throws {
        var card = Profile()
        try Self.parse(["--name", "Maximilian von Schwarzenberg", "--prefix", "Prof.", "--prefix", "Dr.-Ing.",
                        "--middle", "Alexander"], edit: false).apply(to: &card)
        #expect(card.formattedName == "Maximilian von Schwarzenberg")
        #expect(card.prefixes == ["Prof.", "Dr.-Ing."] && card.additionalNames == ["Alexander"])
        #expect(card.givenName == "Maximilian" && card.familyName == "von Schwarzenberg" && card.suffixes.isEmpty)
        try Self.parse(["--suffix", "PhD"]).apply(to: &card)
        #expect(card.suffixes == ["PhD"] && card.prefixes == ["Prof.", "Dr.-Ing."] && card.givenName == "Maximilian")
        try Self.parse(["--unset", "prefix"]).apply(to: &card)
        #expect(card.prefixes.isEmpty && card.suffixes == ["PhD"])
    }

    @Test("--lang edits the card's side in that language; the first language given is the card's own")
    func languageSides() throws {
        var card = Profile()
        try Self.parse(["--lang", "JA", "--name", "山田 太郎", "--email", "taro@example.jp", "--city", "千代田区"], edit: false)
            .apply(to: &card)
        #expect(card.language == "ja" && card.familyName == "山田" && card.emails.count == 1)
        try Self.parse(["--lang", "en", "--name", "Taro Yamada", "--org", "Example Inc.", "--city", "Chiyoda-ku"]).apply(to: &card)
        #expect(card.formattedName == "山田 太郎" && card.organization.isEmpty)
        let en = try #require(try card.snapshot().inLanguage("en"))
        #expect(en.formattedName == "Taro Yamada" && en.givenName == "Taro" && en.familyName == "Yamada")
        #expect(en.organization == "Example Inc." && en.addresses.first?.locality == "Chiyoda-ku")
        #expect(en.emails == (try card.snapshot()).emails)
        // --lang with the card's own language edits the card itself, any field.
        try Self.parse(["--lang", "ja", "--title", "エンジニア", "--phone", "+81 3 1234 5678"]).apply(to: &card)
        #expect(card.title == "エンジニア" && card.phones.count == 1)
        // Unsetting every field of a side removes it.
        try Self.parse(["--lang", "en", "--unset", "name", "--unset", "given", "--unset", "family", "--unset", "org",
                        "--unset", "address"]).apply(to: &card)
        #expect(card.alternates.isEmpty)
    }

    @Test("--lang refuses what has one value in every language, and a card that does not say its own")
    func languageRefusals() throws {
        var card = Profile.bilingualSample
        #expect(throws: UsageError.self) { try Self.parse(["--lang", "en", "--email", "a@example.org"]).apply(to: &card) }
        #expect(throws: UsageError.self) { try Self.parse(["--lang", "en", "--unset", "note"]).apply(to: &card) }
        #expect(card == Profile.bilingualSample)
        #expect(throws: UsageError.self) { try Self.parse(["--lang", "en_GB"]) }
        var plain = Profile.sample
        #expect(throws: EditingError.languageNotSaid(language: "de")) {
            try Self.parse(["--lang", "de", "--name", "Alex Morgan"]).apply(to: &plain)
        }
        #expect(plain == Profile.sample)
        // Alone, --lang says the card's own language.
        try Self.parse(["--lang", "en"]).apply(to: &plain)
        #expect(plain.language == "en")
    }

}

import Testing
@testable import MycaCore

@Suite struct QRPayloadTests {
    func text(_ p: Profile, _ kind: PayloadKind, _ fields: FieldSelection = .all) throws -> String {
        String(decoding: try QRPayload.build(try p.snapshot(), kind: kind, fields: fields), as: UTF8.self)
    }

    @Test func vcard3IsCompactByteExact() throws {
        var p = TestCards.japanese
        p.photo = Photo(fileBytes: TestCards.png)
        p.extras = [VCardProperty(name: "X-KEPT", value: "x")]
        let expected = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:佐藤 花子\r\nN:佐藤;花子;;;\r\nX-PHONETIC-LAST-NAME:さとう\r\nX-PHONETIC-FIRST-NAME:はなこ\r\nORG:株式会社サンプル;開発部\r\nTITLE:シニアエンジニア\r\nTEL;TYPE=CELL,PREF:+81-90-1234-5678\r\nTEL;TYPE=WORK,VOICE:+81-3-1234-5678\r\nEMAIL;TYPE=WORK,PREF:hanako.sato@sample.example.jp\r\nADR;TYPE=WORK:;;千代田1-1-1 サンプルビル5階;千代田区;東京都;100-0001;日本\r\nURL;TYPE=WORK:https://sample.example.jp/hanako\r\nURL:https://x.com/hanako_sato\r\nNOTE:よろしくお願いします。🍵\r\nEND:VCARD\r\n"
        #expect(try text(p, .vcard3) == expected)
    }

    @Test("a 2.1 card's TYPE values reach each payload in the form its version has")
    func payloadTypesInTheirVersionsForm() throws {
        let read = try VCardReader.read(Array(("BEGIN:VCARD\r\nVERSION:2.1\r\nN:Lee;Ann\r\nTEL;CELL;HOME;PREF:+1-555-0100\r\n"
            + "TEL;CAR;MSG:+1-555-0101\r\nEMAIL;INTERNET;HOME:ann@example.org\r\nADR;POSTAL;WORK:;;1 Main St;Town;;;\r\nEND:VCARD\r\n").utf8))
        var p = read.profiles[0]
        p.phones.append(Phone(number: "+1-555-0102", types: ["text"]))
        let v3 = try text(p, .vcard3)
        #expect(v3.contains("\r\nTEL;TYPE=CELL,HOME,PREF:+1-555-0100\r\nTEL;TYPE=CAR,MSG:+1-555-0101\r\nTEL;TYPE=X-TEXT:+1-555-0102\r\n"), "\(v3)")
        #expect(v3.contains("\r\nEMAIL;TYPE=HOME:ann@example.org\r\n"), "\(v3)")
        #expect(v3.contains("\r\nADR;TYPE=POSTAL,WORK:;;1 Main St;Town;;;\r\n"), "\(v3)")
        let v4 = try text(p, .vcard4)
        #expect(v4.contains("\r\nTEL;VALUE=uri;TYPE=cell,home;PREF=1:tel:+1-555-0100\r\n"), "\(v4)")
        #expect(v4.contains("\r\nTEL;VALUE=uri;TYPE=x-car,x-msg:tel:+1-555-0101\r\n"), "\(v4)")
        #expect(v4.contains("\r\nTEL;VALUE=uri;TYPE=text:tel:+1-555-0102\r\n"), "\(v4)")
        #expect(v4.contains("\r\nEMAIL;TYPE=home:ann@example.org\r\n"), "\(v4)")
        #expect(v4.contains("\r\nADR;TYPE=x-postal,work:;;1 Main St;Town;;;\r\n"), "\(v4)")
    }

    @Test func vcard4CompactHasNoPhotoUIDOrFolding() throws {
        let t = try text(TestCards.full, .vcard4)
        #expect(t.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:"))
        for banned in ["PHOTO", "UID", "REV", "PRODID", "\r\n "] { #expect(!t.contains(banned)) }
        #expect(t.contains("\r\nTEL;VALUE=uri;TYPE=cell,voice;PREF=1:tel:+1-617-555-0101\r\n"))
        #expect(t.contains("\r\nURL:https://github.com/jlee-nakamura\r\n"))
        #expect(t.contains("\r\nBDAY:19880714\r\n"))
    }

    @Test("each social profile reaches the phone as a plain URL, once; a bare handle keeps its social form")
    func socialProfilesAsLinks() throws {
        var p = Profile.sample
        p.socialProfiles = [
            SocialProfile(service: "github", user: "alexmorgan"),
            SocialProfile(service: "Mastodon", user: "@alexmorgan@hachyderm.io"),
            SocialProfile(service: "Home", url: "https://alexmorgan.example"),  // the card's own URL: not twice
            SocialProfile(service: "Matrix", user: "@alex:matrix.org"),
        ]
        let v3 = try text(p, .vcard3)
        #expect(v3.contains("\r\nURL;TYPE=HOME:https://alexmorgan.example\r\nURL:https://github.com/alexmorgan\r\n"
            + "URL:https://hachyderm.io/@alexmorgan\r\nX-SOCIALPROFILE;TYPE=Matrix:x-apple:@alex:matrix.org\r\n"))
        #expect(!v3.contains("X-SOCIALPROFILE;TYPE=github"))
        let v4 = try text(p, .vcard4)
        #expect(v4.contains("\r\nURL:https://github.com/alexmorgan\r\nURL:https://hachyderm.io/@alexmorgan\r\n"
            + "SOCIALPROFILE;SERVICE-TYPE=Matrix;VALUE=text:@alex:matrix.org\r\n"))
        let me = try text(p, .mecard)
        #expect(me.contains(";URL:https\\://alexmorgan.example;URL:https\\://github.com/alexmorgan;URL:https\\://hachyderm.io/@alexmorgan;"))
        // Socials without the card's URLs still go in.
        #expect(try text(p, .vcard3, [.social]).contains("\r\nURL:https://alexmorgan.example\r\n"))
    }

    @Test func birthdayInEveryContactPayload() throws {
        var p = Profile.sample
        p.birthday = BirthDate(year: 1985, month: 4, day: 12)
        #expect(try text(p, .vcard3).contains("\r\nBDAY:1985-04-12\r\n"))
        #expect(try text(p, .vcard4).contains("\r\nBDAY:19850412\r\n"))
        #expect(try text(p, .mecard).contains(";BDAY:19850412;"))
        p.birthday = BirthDate(year: nil, month: 4, day: 12)
        #expect(try text(p, .vcard4).contains("\r\nBDAY:--0412\r\n"))
        #expect(!(try text(p, .mecard)).contains("BDAY"), "DoCoMo BDAY is eight digits: no year, no field")
    }

    @Test("MECARD N carries middle names after the given name; honorifics are left out")
    func mecardNameWithMiddleNames() throws {
        var p = Profile()
        p.formattedName = "Dr. Ann Marie Lee Jr."
        p.familyName = "Lee"
        p.givenName = "Ann"
        p.additionalNames = ["Marie"]
        p.prefixes = ["Dr."]
        p.suffixes = ["Jr."]
        #expect(try text(p, .mecard) == "MECARD:N:Lee,Ann Marie;;")
        p.givenName = ""
        #expect(try text(p, .mecard) == "MECARD:N:Lee,Marie;;")
        p = Profile()
        p.formattedName = "Cher"
        p.prefixes = ["Ms."]
        #expect(try text(p, .mecard) == "MECARD:N:Cher;;")
    }

    @Test("a right-to-left override in a MECARD field is closed at the field's end, before the next one starts")
    func mecardOverrideLeftOpenInAName() throws {
        var p = Profile()
        p.formattedName = "Ann \u{202E}evil"
        p.familyName = "\u{202E}evil"
        p.givenName = "Ann"
        p.organization = "\u{2067}شركة"
        p.phones = [Phone(number: "+1-415-555-0134")]
        #expect(try text(p, .mecard) == "MECARD:N:\u{202E}evil\u{202C},Ann;ORG:\u{2067}شركة\u{2069};TEL:+1-415-555-0134;;")
    }

    @Test func fieldSelection() throws {
        let t = try text(.sample, .vcard3, [.phone])
        #expect(t == "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Alex Morgan\r\nN:;;;;\r\nTEL;TYPE=CELL,VOICE,PREF:+1-415-555-0134\r\nTEL;TYPE=WORK,VOICE:+1-415-555-0199\r\nEND:VCARD\r\n")
    }

    @Test func mecardEscapingAndSound() throws {
        var p = TestCards.japanese
        p.note = "a;b,c:d\\e"
        p.socialProfiles = []
        p.addresses = []
        let t = try text(p, .mecard)
        #expect(t == "MECARD:N:佐藤,花子;SOUND:さとう,はなこ;ORG:株式会社サンプル;TEL:+81-90-1234-5678;TEL:+81-3-1234-5678;EMAIL:hanako.sato@sample.example.jp;URL:https\\://sample.example.jp/hanako;NOTE:a\\;b\\,c\\:d\\\\e;;")
    }

    @Test func urlPayload() throws {
        #expect(try text(.sample, .url) == "https://alexmorgan.example")
        var p = Profile.sample
        p.urls = []
        #expect(throws: PayloadError.noURL(card: "Alex Morgan")) { try text(p, .url) }
    }

    @Test func vcard3IsSmallerThanExport() throws {
        let s = try TestCards.full.snapshot()
        #expect(try QRPayload.build(s, kind: .vcard3).count < VCardWriter.write([s]).utf8.count)
    }

    @Test(arguments: [
        ("name,email", FieldSelection([.name, .email])), ("all", FieldSelection.all),
        (" phone , NOTE ", FieldSelection([.phone, .note])), ("address", FieldSelection([.street])),
    ] as [(String, FieldSelection)])
    func fieldsParse(text: String, expected: FieldSelection) throws {
        #expect(try FieldSelection(parsing: text) == expected)
    }

    @Test("each --fields word picks the table's fields that name it, and nothing else")
    func fieldsPickTheTableFields() throws {
        let fields = try FieldSelection(parsing: "name,address")
        #expect(fields.contains(.given) && fields.contains(.pronouns) && fields.contains(.postalCode))
        #expect(!fields.contains(.email) && !fields.contains(.org) && !fields.contains(.photo))
        #expect(FieldSelection.words == CardField.all.compactMap(\.pick?.rawValue).reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
    }

    @Test("--fields birthday picks the birthday, and only then is BDAY written")
    func fieldsBirthdayPicksTheBirthday() throws {
        var p = Profile()
        p.formattedName = "Ann Lee"
        p.birthday = BirthDate(year: 1985, month: 4, day: 12)
        for kind in [PayloadKind.vcard3, .vcard4, .mecard] {
            #expect(try text(p, kind, FieldSelection(parsing: "name,birthday")).contains("BDAY"), "\(kind)")
            #expect(try !text(p, kind, FieldSelection(parsing: "name,email")).contains("BDAY"), "\(kind)")
        }
    }

    @Test func fieldsParseNamesTheBadField() {
        #expect(throws: PayloadError.unknownField("emial")) { try FieldSelection(parsing: "name,emial") }
    }

    /// Issue 3's promise: what goes into the code is smaller than the export vCard.
    @Test("the vcard3 payload of a typical card makes a smaller QR code than its 4.0 export", arguments: [
        ("sample", Profile.sample),
        ("typical", {
            var p = Profile()
            p.formattedName = "Alex Morgan"
            p.givenName = "Alex"
            p.familyName = "Morgan"
            p.title = "Staff Engineer"
            p.organization = "Northwind Labs"
            p.emails = [Email(address: "alex@northwind.example", types: ["work"])]
            p.phones = [Phone(number: "+1-415-555-0134", types: ["cell"])]
            p.urls = [WebURL(value: "https://northwind.example/alex")]
            p.touch()
            return p
        }()),
    ])
    func payloadIsSmallerThanExport(name: String, profile: Profile) async throws {
        let card = try profile.snapshot()
        let payload = try QRPayload.build(card, kind: .vcard3)
        let export = VCardWriter.writeBytes([card])
        let small = try await QREncoder.encode(payload)
        let large = try await QREncoder.encode(export)
        #expect(payload.count < export.count)
        #expect(small.version < large.version, "\(name): payload v\(small.version), export v\(large.version)")
    }
}

import Testing
@testable import MycaCore

@Suite struct VCardReaderTests {
    func read(_ text: String) throws -> VCardReadResult { try VCardReader.read(Array(text.utf8)) }

    @Test(arguments: ["\r\n", "\n", "\r"])
    func lineEndingsBOMAndFolding(eol: String) throws {
        let text = "\u{FEFF}BEGIN:VCARD" + eol + "VERSION:3.0" + eol + "FN:Ann" + eol + "\t Lee" + eol + "NOTE:a" + eol + " b" + eol + "END:VCARD" + eol
        let r = try read(text)
        #expect(r.profiles.count == 1)
        #expect(r.profiles[0].formattedName == "Ann Lee")
        #expect(r.profiles[0].note == "ab")
        #expect(r.warnings.isEmpty)
    }

    @Test func groupsQuotedParamsAndCarets() throws {
        let r = try read("""
        BEGIN:VCARD\r
        VERSION:4.0\r
        FN:A\r
        item1.EMAIL;TYPE="work,home";PREF=2:a@b.example\r
        item1.X-ABLabel:_$!<Other>!$_\r
        ADR;LABEL="1 Main St^nTown ^'X^' ^^":;;1 Main St;Town;;;\r
        TEL;VALUE=uri;TYPE="work,cell,voice":tel:+1-418-262-6501\r
        END:VCARD\r

        """)
        let p = r.profiles[0]
        #expect(p.emails == [Email(address: "a@b.example", types: ["work", "home"], pref: 2, group: "item1")])
        #expect(p.extras == [VCardProperty(group: "item1", name: "X-ABLabel", value: "_$!<Other>!$_")])
        #expect(p.addresses[0].label == "1 Main St\nTown \"X\" ^")
        #expect(p.phones == [Phone(number: "+1-418-262-6501", types: ["work", "cell", "voice"])])
    }

    @Test("RFC 6868 carets round-trip in parameters; outside an address label a line break becomes a space and a quote an apostrophe, with a warning")
    func caretsInParameters() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nTITLE;LANGUAGE=\"en^nEND:VCARD\":Boss\r\n"
            + "X-P;X-Q=\"a^^b^'c^'\";X-R=\"l1^Nl2\";X-S=x^y:v\r\nADR;LABEL=\"1 Main St^nTown ^'X^'\":;;1 Main St;Town;;;\r\n"
            + "ADR;LABEL=\"^'kept^'\":;;;;;;\r\nEND:VCARD\r\n"
        let r = try read(text)
        let p = r.profiles[0]
        #expect(p.propertyParameters["TITLE"] == [VCardParameter(name: "LANGUAGE", values: ["en END:VCARD"])])
        #expect(p.extras.first?.parameters == [VCardParameter(name: "X-Q", values: ["a^b'c'"]), VCardParameter(name: "X-R", values: ["l1 l2"]),
                                               VCardParameter(name: "X-S", values: ["x^y"])])
        // The card's address label keeps its lines and quotes; an empty ADR kept as is has an ordinary parameter.
        #expect(p.addresses.first?.label == "1 Main St\nTown \"X\"")
        #expect(p.extras.last?.parameters == [VCardParameter(name: "LABEL", values: ["'kept'"])])
        #expect(r.warnings.map(\.line) == [4, 5, 5, 7])
        #expect(r.warnings.map(\.message) == ["TITLE: parameter LANGUAGE: line break replaced with a space",
                                              "X-P: parameter X-Q: double quote replaced with an apostrophe (no vCard parameter can hold one)",
                                              "X-P: parameter X-R: line break replaced with a space",
                                              "ADR: parameter LABEL: double quote replaced with an apostrophe (no vCard parameter can hold one)"])
        // Written back with carets where the version has them, read back the same, and no warning the second time.
        for version in VCardVersion.Writable.allCases {
            let written = VCardWriter.write([try p.snapshot()], version: version)
            // 3.0 doubles a caret only where a reader would take it for an RFC 6868 escape.
            #expect(written.contains(version == .v4_0 ? "X-Q=a^^b'c';X-R=l1 l2;X-S=x^^y:v" : "X-Q=a^b'c';X-R=l1 l2;X-S=x^y:v"), "\(written)")
            #expect(written.components(separatedBy: "^n").count == (version == .v4_0 ? 2 : 1), "only the 4.0 LABEL parameter has a line break: \(written)")
            #expect(written.contains("^'") == (version == .v4_0), "only the 4.0 LABEL parameter has a quote: \(written)")
            let again = try read(written)
            #expect(again.warnings.isEmpty, "\(again.warnings)")
            #expect(again.profiles[0].extras.first?.parameters == p.extras.first?.parameters)
            #expect(again.profiles[0].addresses.first?.label == "1 Main St\nTown \"X\"")
        }
    }

    @Test("a card whose kept parameter holds a double quote does not validate (the reader never makes one)")
    func quoteInAKeptParameterIsRefused() {
        var p = Profile()
        p.formattedName = "A"
        p.extras = [VCardProperty(name: "X-P", parameters: [VCardParameter(name: "X-Q", values: ["a\"b"])], value: "v")]
        #expect(throws: ProfileError.malformedProperty("X-P")) { try p.snapshot() }
        p.extras = []
        p.propertyParameters["TITLE"] = [VCardParameter(name: "LANGUAGE", values: ["\""])]
        #expect(throws: ProfileError.malformedProperty("TITLE")) { try p.snapshot() }
    }

    @Test("a 3.0 parameter doubles a caret only before what RFC 6868 would decode", arguments: [
        ("a^b", "a^b"), ("a^^b", "a^^^b"), ("a^n", "a^^n"), ("a^N", "a^^N"), ("a^'", "a^^'"), ("^", "^^"), ("^a", "^a"), ("a^\"", "a^^^'"),
        ("a^\nb", "a^^^nb"), ("a^\r\nb", "a^^^nb"), ("a^,b", "\"a^,b\""),
    ])
    func caretsIn30(value: String, written: String) throws {
        #expect(VCardSyntax.paramValue(value, v4: false) == written)
        let unquoted = written.hasPrefix("\"") ? String(written.dropFirst().dropLast()) : written
        #expect(VCardContentLine.decodeCarets(unquoted) == String(value.unicodeScalars.filter { $0 != "\r" }.map(Character.init)))
    }

    @Test func quotedPrintableWithCharsetAndSoftBreaks() throws {
        let r = try read("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=91=20=C3=91;J=C3=\r\n=BCrgen;;;\r\nNOTE;ENCODING=QUOTED-PRINTABLE:line1=0D=0Aline2=\r\n end\r\nTITLE;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Caf=E9\r\nTEL;CELL;PREF:123\r\nEND:VCARD\r\n")
        let p = r.profiles[0]
        #expect(p.familyName == "Ñ Ñ")
        #expect(p.givenName == "Jürgen")
        #expect(p.note == "line1\nline2 end")
        #expect(p.title == "Café")
        #expect(p.phones == [Phone(number: "123", types: ["cell"], pref: 1)])
    }

    @Test func base64PhotosInEveryForm() throws {
        let b64 = Base64.encode(TestCards.png)
        let folded = String(b64.prefix(40)) + "\r\n  " + String(b64.dropFirst(40))
        let bare = String(b64.prefix(40)) + "\r\n" + String(b64.dropFirst(40)) + "\r\n\r\n"
        let forms = [
            "VERSION:3.0\r\nPHOTO;ENCODING=b;TYPE=PNG:" + folded + "\r\n",
            "VERSION:2.1\r\nPHOTO;ENCODING=BASE64;TYPE=PNG:" + folded + "\r\n",
            "VERSION:2.1\r\nPHOTO;PNG;BASE64:\r\n" + bare,
            "VERSION:4.0\r\nPHOTO:data:image/png;base64," + folded + "\r\n",
        ]
        for form in forms {
            let r = try read("BEGIN:VCARD\r\n" + form + "FN:A\r\nEND:VCARD\r\n")
            #expect(r.profiles[0].photo == Photo(mediaType: "image/png", data: TestCards.png), "\(form)")
            #expect(r.warnings.isEmpty)
        }
    }

    @Test func notAnImageIsKeptWithWarning() throws {
        let r = try read("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nPHOTO;ENCODING=b;TYPE=BMP:Qk0AAA==\r\nPHOTO;VALUE=uri:http://x.example/a.jpg\r\nEND:VCARD\r\n")
        #expect(r.profiles[0].photo == nil)
        #expect(r.profiles[0].extras.map(\.value) == ["data:image/bmp;base64,Qk0AAA==", "http://x.example/a.jpg"])
        #expect(r.warnings.map(\.kind) == [.keptAsIs] && r.warnings.map(\.line) == [4] && r.warnings.map(\.property) == ["PHOTO"])
        #expect(r.warnings.map(\.message) == ["PHOTO: photo is not a PNG, JPEG, GIF or WebP image; kept as is"])
    }

    @Test func unknownAndUnmodellablePropertiesAreKeptWithLineNumbers() throws {
        let r = try read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nTEL;TYPE=HOME:HomePhone\nURL:my home page\nCATEGORIES:x,y\nEND:VCARD\n")
        let p = r.profiles[0]
        #expect(p.phones.isEmpty && p.urls.isEmpty)
        // A URL that is no URI is no 4.0 URL: kept as X-URL (3.0 exports write URL again).
        #expect(p.extras.map(\.name) == ["TEL", "X-URL", "CATEGORIES"])
        #expect(r.warnings.map(\.line) == [4, 5])
    }

    @Test func severalCardsAndSocialProfilesDeduplicated() throws {
        let r = try read("""
        BEGIN:VCARD\nVERSION:4.0\nFN:A\nSOCIALPROFILE;SERVICE-TYPE=GitHub;USERNAME=a:https://github.com/a\nX-SOCIALPROFILE;TYPE=GitHub;X-USER=a:https://github.com/a\nEND:VCARD
        BEGIN:VCARD\nVERSION:3.0\nFN:B\nX-SOCIALPROFILE;type=twitter;x-user=bb:x-apple:bb\nEND:VCARD
        """)
        #expect(r.profiles.map(\.formattedName) == ["A", "B"])
        #expect(r.profiles[0].socialProfiles == [SocialProfile(service: "GitHub", url: "https://github.com/a", user: "a")])
        #expect(r.profiles[1].socialProfiles == [SocialProfile(service: "twitter", url: "https://x.com/bb", user: "bb")])
    }

    @Test("cards stored with x-apple: handles are upgraded to links on read when the service is known")
    func xAppleHandleUpgradedOnRead() throws {
        let r = try read("BEGIN:VCARD\nVERSION:3.0\nFN:C\nX-SOCIALPROFILE;TYPE=github:x-apple:alexmorgan\n"
            + "X-SOCIALPROFILE;TYPE=Matrix:x-apple:@c:matrix.org\nEND:VCARD\n")
        let card = try r.profiles[0].snapshot()
        #expect(card.socialProfiles == [
            SocialProfile(service: "github", url: "https://github.com/alexmorgan", user: "alexmorgan"),
            SocialProfile(service: "Matrix", user: "@c:matrix.org"),
        ])
        let written = VCardWriter.write([card])
        #expect(written.contains("\r\nX-SOCIALPROFILE;TYPE=github;X-USER=alexmorgan:https://github.com/alexmorgan\r\n"))
        #expect(try VCardReader.read(Array(written.utf8)).profiles[0].snapshot() == card)
    }

    @Test func badLineIsAWarningAndReadingGoesOn() throws {
        let r = try read("BEGIN:VCARD\nVERSION:3.0\nthis is not a property\nFN:A\nEND:VCARD\n")
        #expect(r.profiles[0].formattedName == "A")
        #expect(r.warnings.first?.line == 3)
    }

    @Test func structuralFaultsAreErrors() {
        #expect(throws: VCardError.missingEnd(beginLine: 2)) { try read("\nBEGIN:VCARD\nFN:A\n") }
        #expect(throws: VCardError.endWithoutBegin(line: 1)) { try read("END:VCARD\n") }
        #expect(throws: VCardError.noCard) { try read("hello\n") }
    }

    @Test func capsAreErrors() {
        let card = Array("BEGIN:VCARD\nFN:A\nNOTE:0123456789\nEND:VCARD\n".utf8)
        #expect(throws: VCardError.inputTooLarge(bytes: card.count, limit: 10)) {
            try VCardReader.read(card, limits: VCardLimits(maxBytes: 10, maxLineBytes: 100, maxPropertiesPerCard: 10, maxCards: 10))
        }
        #expect(throws: VCardError.lineTooLong(line: 3, bytes: 15, limit: 12)) {
            try VCardReader.read(card, limits: VCardLimits(maxBytes: 1000, maxLineBytes: 12, maxPropertiesPerCard: 10, maxCards: 10))
        }
        #expect(throws: VCardError.tooManyProperties(line: 3, limit: 1)) {
            try VCardReader.read(card, limits: VCardLimits(maxBytes: 1000, maxLineBytes: 100, maxPropertiesPerCard: 1, maxCards: 10))
        }
        #expect(throws: VCardError.tooManyCards(line: 5, limit: 1)) {
            try VCardReader.read(card + card, limits: VCardLimits(maxBytes: 1000, maxLineBytes: 100, maxPropertiesPerCard: 10, maxCards: 1))
        }
    }

    static var roundTripProfiles: [Profile] {
        var minimal = Profile()
        minimal.formattedName = "Only FN"
        var org = Profile()
        org.organization = "Acme; Inc."
        org.phones = [Phone(number: "+1 (555) 010-0000")]
        return [.sample, TestCards.japanese, TestCards.full, minimal, org] + TestCards.hostile
    }

    @Test(arguments: roundTripProfiles)
    func roundTripV4(profile: Profile) throws {
        let s = try profile.snapshot()
        let r = try VCardReader.read(Array(VCardWriter.write([s]).utf8))
        #expect(r.warnings.isEmpty)
        #expect(r.profiles == [Profile(s)])
    }

    @Test(arguments: TestCards.hostile)
    func hostileValuesNeverInjectProperties(profile: Profile) throws {
        let s = try profile.snapshot()
        for version in VCardVersion.Writable.allCases {
            let text = VCardWriter.write([s], version: version)
            let r = try VCardReader.read(Array(text.utf8))
            #expect(r.profiles.count == 1)
            #expect(r.profiles[0].formattedName == s.formattedName)
            #expect(r.profiles[0].givenName == s.givenName)
            #expect(r.profiles[0].note == s.note)
            #expect(r.profiles[0].extras.isEmpty, "a value leaked into a property")
            #expect(!text.contains("\nNOTE:injected"))
        }
    }

    @Test func crOrLFInANameIsRejectedBeforeWriting() {
        for bad in ["Ann\r\nNOTE:x", "Ann\nLee", "Ann\rLee"] {
            var p = Profile()
            p.givenName = bad
            #expect(throws: ProfileError.controlCharacter(field: .init(.given), value: bad)) { try p.snapshot() }
        }
    }

    @Test func aValueTheCardRefusesIsNamedAtTheLineItsPropertyStartsOn() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nNOTE:x\r\nEMAIL:a@b.example\r\nURL:https://a.example/\r\n \u{202E}x\r\nEND:VCARD\r\n"
        let card = try #require(try VCardReader(bytes: Array(text.utf8)).next())
        let error = try #require(#expect(throws: ProfileError.self) { try card.profile.snapshot() })
        #expect(card.source.line(of: error) == 6)
        #expect(card.source.line(of: .emptyName) == 1)
    }

    @Test("base64 that does not decode is kept as text under the X- name, never as base64", arguments: [
        "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ!!!SkZJRgABAQ==", "LOGO;ENCODING=b;TYPE=PNG:iVBOR w0K=Ggo",
        "PHOTO:data:image/png;base64,iVBOR*w0K",
    ])
    func brokenBase64IsKeptAsText(line: String) throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\n" + line + "\r\nEND:VCARD\r\n"
        let read = try VCardReader.read(Array(text.utf8))
        let card = try #require(read.profiles.first)
        #expect(card.photo == nil)
        let kept = try #require(card.extras.first)
        #expect(kept.name.hasPrefix("X-"), "\(kept)")
        #expect(!kept.parameters.contains { $0.name.uppercased() == "ENCODING" })
        #expect(read.warnings.map(\.kind) == [.keptAsIs])
        for version in [VCardVersion.Writable.v4_0, .v3_0] {
            let written = String(decoding: VCardWriter.writeBytes([try card.snapshot()], version: version), as: UTF8.self)
            #expect(!written.uppercased().contains("ENCODING=B"), "\(written)")
            #expect(!written.contains("\r\nPHOTO") && !written.contains("\r\nLOGO"), "\(written)")
            #expect(try VCardReader.read(Array(written.utf8)).profiles.first?.extras == card.extras)
        }
    }
}

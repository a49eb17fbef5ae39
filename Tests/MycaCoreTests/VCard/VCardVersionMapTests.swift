import Testing
@testable import MycaCore

/// What each version's export makes of properties read from another version (README.md,
/// "vCard versions"); each test is named after what an export got wrong before.
@Suite struct VCardVersionMapTests {
    static func card(_ version: String, _ lines: [String]) -> [UInt8] {
        Array((["BEGIN:VCARD", "VERSION:" + version] + lines + ["END:VCARD", ""]).joined(separator: "\r\n").utf8)
    }

    static func profile(_ version: String, _ lines: [String]) throws -> Profile {
        try #require(try VCardReader.read(card(version, lines)).profiles.first)
    }

    /// The unfolded lines of the export of the card read from `lines`.
    static func export(_ version: String, _ lines: [String], as target: VCardVersion.Writable) throws -> [String] {
        let text = VCardWriter.write([try profile(version, lines).snapshot()], version: target)
        return text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    @Test func labelMovesIntoTheAddressOfTheSameTypes() throws {
        let lines = ["FN:A", "ADR;TYPE=HOME:;;1 Home St;Town;;;", "ADR;TYPE=WORK:;;2 Work St;City;;;",
                     "LABEL;TYPE=WORK:2 Work St\\nCity", "LABEL;TYPE=HOME:1 Home St\\nTown"]
        let p = try Self.profile("3.0", lines)
        #expect(p.addresses.map(\.label) == ["1 Home St\nTown", "2 Work St\nCity"])
        #expect(p.extras.isEmpty)
        let v4 = try Self.export("3.0", lines, as: .v4_0)
        #expect(v4.contains("ADR;TYPE=work;LABEL=2 Work St^nCity:;;2 Work St;City;;;"))
        #expect(!v4.contains { $0.hasPrefix("LABEL") })
        let v3 = try Self.export("3.0", lines, as: .v3_0)
        #expect(v3.contains("LABEL;TYPE=home:1 Home St\\nTown"))
    }

    @Test func legacyTypeValuesBecome40FormsAndComeBackIn30() throws {
        let lines = ["FN:A", "TEL;TYPE=MSG,WORK,PREF:+1 555 0100", "ADR;TYPE=POSTAL,PARCEL,WORK:;;1 Main St;;;;",
                     "EMAIL;TYPE=INTERNET,PREF:a@example.com"]
        let v4 = try Self.export("3.0", lines, as: .v4_0)
        #expect(v4.contains("TEL;VALUE=text;TYPE=x-msg,work;PREF=1:+1 555 0100"))
        #expect(v4.contains("ADR;TYPE=x-postal,x-parcel,work:;;1 Main St;;;;"))
        #expect(v4.contains("EMAIL;PREF=1:a@example.com"))
        let again = try VCardReader.read(Array(v4.joined(separator: "\r\n").utf8)).profiles[0]
        #expect(again.phones[0].types == ["msg", "work"])
        let v3 = VCardWriter.write([try again.snapshot()], version: .v3_0)
        #expect(v3.contains("TEL;TYPE=msg,work,pref:+1 555 0100"))
        #expect(v3.contains("ADR;TYPE=postal,parcel,work:;;1 Main St;;;;"))
    }

    @Test func removedPropertiesAreCarriedAsXIn40AndComeBackIn30() throws {
        let lines = ["FN:A", "CLASS:PRIVATE", "MAILER:Outlook", "NAME:Some name", "PROFILE:VCARD", "AGENT:Bob"]
        let v4 = try Self.export("3.0", lines, as: .v4_0)
        for l in ["X-CLASS:PRIVATE", "X-MAILER:Outlook", "X-NAME:Some name", "X-PROFILE:VCARD", "X-AGENT:Bob"] {
            #expect(v4.contains(l), "\(l)")
        }
        let stored = try VCardReader.read(Array(v4.joined(separator: "\r\n").utf8)).profiles[0]
        let v3 = VCardWriter.write([try stored.snapshot()], version: .v3_0)
        #expect(v3.contains("\r\nCLASS:PRIVATE\r\n") && v3.contains("\r\nPROFILE:VCARD\r\n") && v3.contains("\r\nX-AGENT:Bob\r\n"))
    }

    @Test func sortStringBecomesSortAsOnN() throws {
        let lines = ["FN:Ann Lee", "N:Lee;Ann;;;", "SORT-STRING:Lee Ann"]
        let v4 = try Self.export("3.0", lines, as: .v4_0)
        #expect(v4.contains("N;SORT-AS=Lee Ann:Lee;Ann;;;"))
        #expect(!v4.contains { $0.contains("SORT-STRING") })
        let v3 = try Self.export("4.0", ["FN:Ann Lee", "N;SORT-AS=Lee,Ann:Lee;Ann;;;"], as: .v3_0)
        #expect(v3.contains("N:Lee;Ann;;;"))
        #expect(v3.contains("SORT-STRING:Lee Ann"))
    }

    @Test func nameAndOrganizationParametersAreKept() throws {
        let lines = ["FN;LANGUAGE=de:Max", "N;LANGUAGE=de;SORT-AS=Muster:Muster;Max;;;", "ORG;TYPE=work;SORT-AS=ACME:ACME Inc."]
        let v4 = try Self.export("4.0", lines, as: .v4_0)
        #expect(v4.contains("FN;LANGUAGE=de:Max"))
        #expect(v4.contains("N;LANGUAGE=de;SORT-AS=Muster:Muster;Max;;;"))
        #expect(v4.contains("ORG;TYPE=work;SORT-AS=ACME:ACME Inc."))
        let v3 = try Self.export("4.0", lines, as: .v3_0)
        #expect(v3.contains("ORG;TYPE=work;X-SORT-AS=ACME:ACME Inc."))
    }

    @Test func jCardKeepsNameParametersAndWrites40Forms() throws {
        let p = try Self.profile("3.0", ["FN:Ann Lee", "N:Lee;Ann;;;", "SORT-STRING:Lee Ann", "CLASS:PUBLIC", "GEO:1.5;2"])
        let json = JCardWriter.write([try p.snapshot()], asArray: false)
        #expect(json.contains("[\"n\",{\"sort-as\":\"Lee Ann\"}"), "\(json)")
        #expect(json.contains("[\"x-class\",{},\"unknown\",\"PUBLIC\"]"), "\(json)")
        #expect(json.contains("\"geo:1.5,2\""), "\(json)")
    }

    @Test func geoPairBecomesAGeoURIAndBack() throws {
        #expect(try Self.export("3.0", ["FN:A", "GEO:37.386013;-122.082932"], as: .v4_0).contains("GEO:geo:37.386013,-122.082932"))
        #expect(try Self.export("4.0", ["FN:A", "GEO:geo:37.386013,-122.082932"], as: .v3_0).contains("GEO:37.386013;-122.082932"))
        #expect(try Self.export("3.0", ["FN:A", "GEO:somewhere"], as: .v4_0).contains("X-GEO:somewhere"))
    }

    @Test func birthdayWithATimeKeepsItsTime() throws {
        let v4 = try Self.export("3.0", ["FN:A", "BDAY:1953-10-15T23:10:00Z", "ANNIVERSARY:2014-08-12"], as: .v4_0)
        #expect(v4.contains("BDAY:19531015T231000Z"))
        #expect(v4.contains("ANNIVERSARY:20140812"))
        let v3 = try Self.export("4.0", ["FN:A", "BDAY:19531015T231000Z"], as: .v3_0)
        #expect(v3.contains("BDAY:1953-10-15T23:10:00Z"))
    }

    @Test func yearlessBirthdayIn30UsesAppleOmitYearAndReadsBack() throws {
        let v3 = try Self.export("4.0", ["FN:A", "BDAY:--0412"], as: .v3_0)
        #expect(v3.contains("BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12"))
        let back = try VCardReader.read(Array(v3.joined(separator: "\r\n").utf8)).profiles[0]
        #expect(back.birthday == BirthDate(year: nil, month: 4, day: 12))
        #expect(try Self.export("4.0", ["FN:A", "BDAY;VALUE=text:circa 1800"], as: .v3_0).contains("X-BDAY;VALUE=text:circa 1800"))
    }

    @Test func revisionThatIsNoTimestampIsCarriedAsXRev() throws {
        #expect(try Self.export("3.0", ["FN:A", "REV:1"], as: .v4_0).contains("X-REV:1"))
        #expect(try Self.export("3.0", ["FN:A", "REV:2007-10-28T23:51:51Z"], as: .v4_0).contains("REV:20071028T235151Z"))
    }

    @Test func escapedColonIsNotCopiedInto40() throws {
        let v4 = try Self.export("3.0", ["FN:A", "X-ABUID:5AD380FD-B2DE-4261-BA99-DE1D1DB52FBE\\:ABPerson",
                                         "X-EVOLUTION-FILE-AS:Lee\\, Ann \\; x"], as: .v4_0)
        #expect(v4.contains("X-ABUID:5AD380FD-B2DE-4261-BA99-DE1D1DB52FBE:ABPerson"))
        #expect(v4.contains("X-EVOLUTION-FILE-AS:Lee\\, Ann ; x"))
    }

    @Test func unregisteredNamesAndNonURIValuesBecomeXIn40() throws {
        let v4 = try Self.export("3.0", ["FN:A", "NOPARAM:x", "SOURCE:Yahoo! AddressBook", "URL:my home page"], as: .v4_0)
        #expect(v4.contains("X-NOPARAM:x") && v4.contains("X-SOURCE:Yahoo! AddressBook") && v4.contains("X-URL:my home page"))
        let stored = try VCardReader.read(Array(v4.joined(separator: "\r\n").utf8)).profiles[0]
        #expect(VCardWriter.write([try stored.snapshot()], version: .v3_0).contains("\r\nURL:my home page\r\n"))
    }

    @Test func v40OnlyPropertiesAreCarriedAsXIn30() throws {
        let v3 = try Self.export("4.0", ["FN:A", "KIND:individual", "GENDER:F", "RELATED;VALUE=text:Bob", "LANG:de",
                                         "TEL;VALUE=uri;TYPE=work:tel:+1-555-555-5555;ext=102", "TZ:Europe/Berlin"], as: .v3_0)
        for l in ["X-KIND:individual", "X-GENDER:F", "X-RELATED;VALUE=text:Bob", "X-LANG:de", "TZ;VALUE=text:Europe/Berlin"] {
            #expect(v3.contains(l), "\(l)")
        }
        #expect(v3.contains("TEL;TYPE=work:+1-555-555-5555\\;ext=102"))
    }

    /// What iOS itself writes, and what the 3.0 importers of phones and mail programs read:
    /// an `x-work` they take for no type at all.
    @Test func emailHomeAndWorkAreWrittenBareIn30() throws {
        let v3 = try Self.export("4.0", ["FN:A", "EMAIL;TYPE=home:a@example.com", "EMAIL;TYPE=work;PREF=1:b@example.com"], as: .v3_0)
        #expect(v3.contains("EMAIL;TYPE=internet,home:a@example.com"), "\(v3)")
        #expect(v3.contains("EMAIL;TYPE=internet,work,pref:b@example.com"), "\(v3)")
        #expect(!v3.joined().contains("x-"))
        let back = try VCardReader.read(Array(v3.joined(separator: "\r\n").utf8)).profiles[0]
        #expect(back.emails.map(\.types) == [["home"], ["work"]])
    }

    @Test func anXWorkEmailTypeReadsBackAsWork() throws {
        let p = try Self.profile("3.0", ["FN:A", "EMAIL;TYPE=internet,x-work:a@example.com"])
        #expect(p.emails.map(\.types) == [["work"]])
    }

    @Test func commaInA30AddressComponentIsAListAndStaysOne() throws {
        let p = try Self.profile("3.0", ["FN:A", "ADR;TYPE=HOME:;;Silicon Alley 5,;New York;NY;12345;USA"])
        #expect(p.addresses[0].componentLists?[2] == ["Silicon Alley 5", ""])
        let v4 = try Self.export("3.0", ["FN:A", "ADR:;;Silicon Alley 5,;New York;NY;12345;USA", "ADR:;;A\\, B;;;;"], as: .v4_0)
        #expect(v4.contains("ADR:;;Silicon Alley 5,;New York;NY;12345;USA"))
        #expect(v4.contains("ADR:;;A\\, B;;;;"))
    }

    @Test("a 3.0 N component with an unescaped comma is a list and is written back as one; an escaped comma stays text")
    func commaInA30NameComponentIsAListAndStaysOne() throws {
        let p = try Self.profile("3.0", ["FN:Ann Lee Kim", "N:Lee,Kim;Ann,Marie;;;"])
        #expect(p.familyName == "Lee,Kim" && p.givenName == "Ann,Marie")
        #expect(p.nameLists == [["Lee", "Kim"], ["Ann", "Marie"]])
        for target in VCardVersion.Writable.allCases {
            #expect(try Self.export("3.0", ["FN:A", "N:Lee,Kim;Ann,Marie;;;"], as: target).contains("N:Lee,Kim;Ann,Marie;;;"))
            #expect(try Self.export("3.0", ["FN:A", "N:Lee\\, Kim;Ann;;;"], as: target).contains("N:Lee\\, Kim;Ann;;;"))
        }
        let json = JCardWriter.write([try p.snapshot()], asArray: false)
        #expect(json.contains(#"["n",{},"text",[["Lee","Kim"],["Ann","Marie"],"","",""]]"#), "\(json)")
        // An edited name is plain text again: the lists no longer say what it says.
        var edited = p
        edited.familyName = "Lee"
        #expect(try edited.snapshot().nameLists == nil)
        #expect(VCardWriter.write([try edited.snapshot()]).contains("\r\nN:Lee;Ann\\,Marie;;;\r\n"))
    }

    @Test("a web address with no scheme is read as http:// + it, with a warning naming the line; other non-URIs stay X-URL")
    func webAddressWithoutSchemeGetsHTTP() throws {
        let r = try VCardReader.read(Self.card("3.0", ["FN:A", "URL;TYPE=WORK:www.example.de", "URL:example.com:8080/team?x=1",
                                                       "URL:my home page", "URL:1.2", "URL:https://ok.example"]))
        let p = r.profiles[0]
        #expect(p.urls.map(\.value) == ["http://www.example.de", "http://example.com:8080/team?x=1", "https://ok.example"])
        #expect(p.urls.first?.types == ["work"])
        #expect(p.extras.map(\.value) == ["my home page", "1.2"])
        let rewritten = r.warnings.filter { $0.kind == .valueRewritten }
        #expect(rewritten.map(\.line) == [4, 5])
        #expect(rewritten.first?.message == "URL: \"www.example.de\" has no scheme; read as \"http://www.example.de\"")
    }

    @Test("a REV with a fraction of a second is read as its whole seconds, with a warning")
    func revisionFractionIsNamed() throws {
        let r = try VCardReader.read(Self.card("3.0", ["FN:A", "REV:2012-10-15T13:45:12.345Z"]))
        #expect(r.profiles[0].revision == "20121015T134512Z")
        #expect(r.warnings.map(\.kind) == [.valueRewritten])
        #expect(r.warnings.first?.line == 4)
        #expect(r.warnings.first?.message.contains("fraction of a second") == true)
        #expect(try VCardReader.read(Self.card("3.0", ["FN:A", "REV:2012-10-15T13:45:12Z"])).warnings.isEmpty)
    }

    @Test func commaInA21NameIsAComma() throws {
        let p = try Self.profile("2.1", ["N:Doe;John;Richter,James;Mr.;Sr."])
        #expect(p.additionalNames == ["Richter,James"])
    }

    @Test func noteTrailingNewlinesAndAddressLeadingSpacesAreKept() throws {
        let v4 = try Self.export("3.0", ["FN:A", "NOTE: line one\\nline two\\n\\n", "ADR:;;home address\\n;; 94043;;"], as: .v4_0)
        #expect(v4.contains("NOTE: line one\\nline two\\n\\n"))
        #expect(v4.contains("ADR:;;home address\\n;; 94043;;"))
    }

    static let jpegBase64 = "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k="

    @Test func bareBase64PhotoIsAPhoto() throws {
        let p = try Self.profile("3.0", ["FN:A", "PHOTO:" + Self.jpegBase64])
        #expect(p.photo?.mediaType == "image/jpeg")
        #expect(p.extras.isEmpty)
    }

    @Test func outlookCardPictureGetsAnImageMediaType() throws {
        let p = try Self.profile("2.1", ["FN:A", "PHOTO;ENCODING=BASE64;TYPE=JPEG:" + Self.jpegBase64,
                                         "X-MS-CARDPICTURE;TYPE=JPEG;ENCODING=BASE64:" + Self.jpegBase64])
        let pic = try #require(p.extras.first { $0.name == "X-MS-CARDPICTURE" })
        #expect(pic.value.hasPrefix("data:image/jpeg;base64,"))
    }

    @Test func quoteInAParameterValueIsAnApostropheButInTheAddressLabel() throws {
        // ez-vcard refuses a quote in a parameter value even as RFC 6868's ^', and 3.0 has no form for one.
        let v4 = try Self.export("4.0", ["FN:A", "X-FOO;X-NOTE=\"say ^'hi^'\":x", "ADR;LABEL=\"^'Home^'\":;;1 Main St;;;;"], as: .v4_0)
        #expect(v4.contains("X-FOO;X-NOTE=say 'hi':x"))
        #expect(v4.contains("ADR;LABEL=^'Home^':;;1 Main St;;;;"))
    }

    @Test("RFC 6868 in 4.0 (^' ^n ^^), a LABEL property and carets only where decoded in 3.0; both read back exactly")
    func parameterCaretsRoundTripExactly() throws {
        let lines = ["FN:A", "ADR;LABEL=\"Ann ^'Q^' ^^ Lee^n1 Main St^^\":;;1 Main St;;;;", "X-FOO;X-P=\"a^^b;c^^\":x"]
        let card = try Self.profile("4.0", lines)
        #expect(card.addresses.first?.label == "Ann \"Q\" ^ Lee\n1 Main St^")
        let v4 = try Self.export("4.0", lines, as: .v4_0)
        #expect(v4.contains("ADR;LABEL=Ann ^'Q^' ^^ Lee^n1 Main St^^:;;1 Main St;;;;"), "\(v4)")
        #expect(v4.contains("X-FOO;X-P=\"a^^b;c^^\":x"), "\(v4)")
        let v3 = try Self.export("4.0", lines, as: .v3_0)
        #expect(v3.contains("LABEL:Ann \"Q\" ^ Lee\\n1 Main St^"), "\(v3)")
        #expect(!v3.contains { $0.contains("^'") || $0.contains("^n") }, "\(v3)")
        for target in VCardVersion.Writable.allCases {
            let written = VCardWriter.writeBytes([try card.snapshot()], version: target)
            let again = try #require(try VCardReader.read(written).profiles.first)
            #expect(again.addresses.first?.label == card.addresses.first?.label, "\(target)")
            #expect(again.extras == card.extras, "\(target)")
        }
    }

    @Test(arguments: ["\u{1B}[31m", "\u{07}", "\u{9B}2J", "\u{1B}]52;c;ZXZpbA==\u{07}"])
    func controlCharactersAreNeverExported(_ hostile: String) throws {
        let read = try VCardReader.read(Self.card("3.0", ["FN:Ann\(hostile)Lee", "X-FOO:a\(hostile)b", "NOTE:n\(hostile)"]))
        #expect(read.warnings.contains { $0.message.contains("control characters removed") })
        for version in VCardVersion.Writable.allCases {
            let out = VCardWriter.writeBytes([try read.profiles[0].snapshot()], version: version)
            #expect(!out.contains(0x1B) && !out.contains(0x07) && !String(decoding: out, as: UTF8.self).unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        }
    }
}

import Testing
@testable import MycaCore

@Suite struct ProfileSnapshotTests {
    @Test func sampleIsValid() throws {
        let s = try Profile.sample.snapshot()
        #expect(s.formattedName == "Alex Morgan")
        #expect(s.socialProfiles.count == 3)
    }

    @Test func trimsAndLowercasesTypes() throws {
        var p = Profile()
        p.givenName = "  Ann  "
        p.emails = [Email(address: " ann@example.com ", types: ["WORK", "work", " Home "])]
        p.emails.append(Email(address: "   "))
        let s = try p.snapshot()
        #expect(s.givenName == "Ann")
        #expect(s.emails == [Email(address: "ann@example.com", types: ["work", "home"])])
    }

    @Test(arguments: [
        (["Ann", "Lee", ""], "Ann Lee"),
        (["花子", "佐藤", ""], "佐藤 花子"),
        (["", "", "Acme"], "Acme"),
    ])
    func derivesFormattedName(parts: [String], expected: String) throws {
        var p = Profile()
        p.givenName = parts[0]
        p.familyName = parts[1]
        p.organization = parts[2]
        #expect(try p.snapshot().formattedName == expected)
    }

    @Test func emptyNameIsAnError() {
        #expect(throws: ProfileError.emptyName) { try Profile().snapshot() }
    }

    @Test(arguments: ["alex", "a@b@c", "a b@c.d", "@x.y", "a@", "a@.x", "a@x..y", "a;b@x.y"])
    func malformedEmail(_ address: String) {
        var p = Profile.sample
        p.emails = [Email(address: address)]
        #expect(throws: ProfileError.malformedEmail(address)) { try p.snapshot() }
    }

    @Test(arguments: ["call me", "----", "+1 555 CALL", "12+34", "555;1"])
    func malformedPhone(_ number: String) {
        var p = Profile.sample
        p.phones = [Phone(number: number)]
        #expect(throws: ProfileError.malformedPhone(number)) { try p.snapshot() }
    }

    @Test(arguments: ["example.com", "//x.y", "1http://x", "https://a b", "https:"])
    func malformedURL(_ url: String) {
        var p = Profile.sample
        p.urls = [WebURL(value: url)]
        #expect(throws: ProfileError.malformedURL(field: .init(.url), value: url)) { try p.snapshot() }
    }

    @Test func controlCharactersOnlyNewlineInNoteAndAddress() throws {
        var p = Profile.sample
        p.note = "line 1\r\nline 2\rline 3"
        p.addresses = [PostalAddress(street: "1 Main St\nFloor 2")]
        let s = try p.snapshot()
        #expect(s.note == "line 1\nline 2\nline 3")
        #expect(s.addresses[0].street == "1 Main St\nFloor 2")
        p.title = "Boss\nMan"
        #expect(throws: ProfileError.controlCharacter(field: .init(.title), value: "Boss\nMan")) { try p.snapshot() }
        p.title = "Bell\u{7}"
        #expect(throws: ProfileError.controlCharacter(field: .init(.title), value: "Bell\u{7}")) { try p.snapshot() }
    }

    @Test func tooLong() {
        var p = Profile.sample
        p.givenName = String(repeating: "x", count: 257)
        #expect(throws: ProfileError.tooLong(field: .init(.given), length: 257, limit: 256)) { try p.snapshot() }
    }

    @Test func photoChecks() throws {
        // A whole PNG: a snapshot walks its chunks to take out metadata.
        let png = TestCards.png
        #expect(Photo(fileBytes: png)?.mediaType == "image/png")
        #expect(Photo(fileBytes: [0xFF, 0xD8, 0xFF, 0xE0])?.mediaType == "image/jpeg")
        #expect(Photo(fileBytes: Array("GIF89a..".utf8))?.mediaType == "image/gif")
        #expect(Photo(fileBytes: Array("RIFF\0\0\0\0WEBPVP8 ".utf8))?.mediaType == "image/webp")
        #expect(Photo(fileBytes: Array("BM......".utf8)) == nil)
        var p = Profile.sample
        p.photo = Photo(mediaType: "image/jpeg", data: png)
        #expect(try p.snapshot().photo?.mediaType == "image/png")
        p.photo = Photo(mediaType: "image/bmp", data: Array("BM......".utf8))
        #expect(throws: ProfileError.photoNotImage(mediaType: "image/bmp")) { try p.snapshot() }
        p.photo = Photo(mediaType: "image/png", data: png + [UInt8](repeating: 0, count: Photo.maxBytes))
        #expect(throws: ProfileError.photoTooLarge(bytes: Photo.maxBytes + png.count)) { try p.snapshot() }
    }

    @Test(arguments: [("1985-04-12", "19850412"), ("19850412", "19850412"), ("--04-12", "--0412"), ("--0229", "--0229"), ("2000-02-29", "20000229"),
                      ("1985-04-12T10:15", "19850412"), ("19850412T東", "19850412"), ("--0412T", "--0412")])
    func birthDateParses(text: String, basic: String) {
        #expect(BirthDate(parsing: text)?.basicForm == basic)
    }

    @Test(arguments: ["1985-13-01", "1985-02-30", "1900-02-29", "85-04-12", "1985/04/12", "abcd-ef-gh", "--1301",
                      "1985-04-1２", "19850412T\u{301}1015", "1985-04-12\u{301}", "-\u{301}-0412", "1985--04-12", "198504-12", ""])
    func birthDateRejects(text: String) {
        #expect(BirthDate(parsing: text) == nil)
    }

    @Test func touchSetsUIDAndRevisionOnlyWhenAsked() throws {
        var p = Profile()
        p.givenName = "Ann"
        #expect(try p.snapshot().uid == nil)
        p.touch(timestamp: "20261129T110000Z")
        #expect(p.uid?.hasPrefix("urn:uuid:") == true)
        #expect(p.revision == "20261129T110000Z")
        let uid = p.uid
        p.touch(timestamp: "20261130T110000Z")
        #expect(p.uid == uid)
    }

    @Test func roundTripsThroughDraft() throws {
        let s = try Profile.sample.snapshot()
        #expect(try Profile(s).snapshot() == s)
    }
}

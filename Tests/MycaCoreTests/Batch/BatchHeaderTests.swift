import Testing
@testable import MycaCore

@Suite struct BatchHeaderTests {
    @Test("header spellings map to fields", arguments: [
        ("name", CardField.name), ("Full Name", .name), ("FN", .name),
        ("given", .given), ("First Name", .given), ("first_name", .given),
        ("family", .family), ("Surname", .family), ("last-name", .family),
        ("phonetic-given", .phoneticGiven), ("Phonetic Family", .phoneticFamily),
        ("org", .org), ("Company", .org), ("organisation", .org),
        ("title", .title), ("Job Title", .title), ("role", .role),
        ("email", .email), ("E-mail", .email), ("email2", .email), ("Email 3", .email), ("email-4", .email),
        ("phone", .phone), ("Mobile", .phone), ("tel2", .phone),
        ("url", .url), ("Website", .url), ("social", .social), ("social2", .social),
        ("street", .street), ("City", .city), ("State", .region), ("ZIP", .postalCode),
        ("Postal Code", .postalCode), ("country", .country), ("Notes", .note),
        ("birthday", .birthday), ("BDAY", .birthday), ("  pronouns  ", .pronouns), ("nickname", .nickname),
    ])
    func aliases(header: String, field: CardField) {
        #expect(CardField.lookup(header: header) == field)
    }

    @Test("numbers only go on repeatable fields; unknown names are nil",
          arguments: ["given2", "title 2", "emial", "", "2", "e mail x", "phones"])
    func notFields(header: String) {
        #expect(CardField.lookup(header: header) == nil)
    }

    @Test("strict: an unknown column is named with its line, position and the closest field", arguments: [
        (["name", "emial"], "emial", 2, "email" as String?),
        (["given", "famly", "org"], "famly", 2, "family"),
        (["name", "xyzzy"], "xyzzy", 2, nil),
    ])
    func unknownColumnStrict(cells: [String], name: String, column: Int, suggestion: String?) {
        #expect(throws: BatchError.unknownColumn(name: name, line: 4, column: column, suggestion: suggestion)) {
            try BatchHeader(cells, line: 4, strict: true)
        }
    }

    @Test("not strict: unknown columns are ignored and listed with the closest field")
    func unknownColumnsIgnored() throws {
        let header = try BatchHeader(["Lead Source", "name", "emial", "Owner"])
        #expect(header.columns == [nil, .name, nil, nil])
        #expect(header.unknownColumns == [
            .init(name: "Lead Source", column: 1, suggestion: nil),
            .init(name: "emial", column: 3, suggestion: "email"),
            .init(name: "Owner", column: 4, suggestion: nil),
        ])
        #expect(header.unknownColumns.map(\.messageText.english) == ["\"Lead Source\"", "\"emial\" (did you mean 'email'?)", "\"Owner\""])
        let p = try header.profile(from: ["web", "Ana", "a@x.org", "me"], row: 1)
        #expect(p.formattedName == "Ana" && p.emails.isEmpty)
        #expect(throws: BatchError.noFields) { try BatchHeader(["Lead Source", "Owner"]) }
    }

    @Test("the unknown-column message says did you mean")
    func unknownColumnMessage() {
        let error = BatchError.unknownColumn(name: "emial", line: 1, column: 3, suggestion: "email")
        #expect(error.message == "unknown column \"emial\" (line 1, column 3); did you mean 'email'?")
    }

    @Test("a single-valued field twice is an error; repeatable fields may repeat")
    func duplicates() throws {
        #expect(throws: BatchError.duplicateColumn(name: "given", first: 1, second: 3)) {
            try BatchHeader(["given", "email", "First Name"])
        }
        let header = try BatchHeader(["email", "email", "E-mail 3", "phone", "phone2"])
        #expect(header.columns == [.email, .email, .email, .phone, .phone])
    }

    @Test("empty header cells are ignored; a header of only empty cells has no fields")
    func emptyHeaderCells() throws {
        let header = try BatchHeader(["name", "", " ", "email"])
        #expect(header.columns == [.name, nil, nil, .email])
        let p = try header.profile(from: ["Ana", "junk", "more junk", "ana@example.com"], row: 1)
        #expect(p.formattedName == "Ana")
        #expect(p.emails.map(\.address) == ["ana@example.com"])
        #expect(throws: BatchError.noFields) { try BatchHeader(["", ""]) }
    }

    @Test("a row maps onto every field")
    func mapping() throws {
        let header = try BatchHeader([
            "name", "given", "family", "phonetic-given", "phonetic-family", "nickname", "pronouns", "org",
            "title", "role", "email", "email2", "phone", "url", "social", "social2", "street", "city",
            "region", "postal-code", "country", "note", "birthday",
        ])
        let p = try header.profile(from: [
            "Dr. Ana Lima", "Ana", "Lima", "アナ", "リマ", "Annie", "she/her", "Acme",
            "CTO", "Founder", "ana@acme.example", "ana@home.example", "+1 555 0100", "https://acme.example",
            "https://www.github.com/ana", "Mastodon: @ana@social.example", "1 Main St", "Springfield",
            "IL", "62701", "USA", "line 1\nline 2", "1985-04-12",
        ], row: 7)
        #expect(p.formattedName == "Dr. Ana Lima")
        #expect(p.givenName == "Ana" && p.familyName == "Lima")
        #expect(p.phoneticGivenName == "アナ" && p.phoneticFamilyName == "リマ")
        #expect(p.nicknames == ["Annie"] && p.pronouns == "she/her")
        #expect(p.organization == "Acme" && p.title == "CTO" && p.role == "Founder")
        #expect(p.emails.map(\.address) == ["ana@acme.example", "ana@home.example"])
        #expect(p.phones.map(\.number) == ["+1 555 0100"])
        #expect(p.urls.map(\.value) == ["https://acme.example"])
        #expect(p.socialProfiles == [
            SocialProfile(service: "github.com", url: "https://www.github.com/ana"),
            SocialProfile(service: "Mastodon", user: "@ana@social.example"),
        ])
        #expect(p.addresses == [PostalAddress(street: "1 Main St", locality: "Springfield", region: "IL",
                                              postalCode: "62701", country: "USA")])
        #expect(p.note == "line 1\nline 2")
        #expect(p.birthday == BirthDate(year: 1985, month: 4, day: 12))
    }

    @Test("ragged rows: fewer cells fail, extra cells only when empty", arguments: [
        (["Ana"], "1 cells but the header has 2 columns" as String?),
        (["Ana", "a@x.org", "surprise"], "3 cells but the header has 2 columns"),
        (["Ana", "a@x.org", "", " "], nil),
        (["Ana", "a@x.org"], nil),
    ])
    func ragged(cells: [String], reason: String?) throws {
        let header = try BatchHeader(["name", "email"])
        if let reason {
            #expect {
                try header.profile(from: cells, row: 4, line: 9)
            } throws: { error in
                (error as? BatchRowError)?.message == "row 4 (line 9): " + reason
            }
        } else {
            #expect(try header.profile(from: cells, row: 4, line: 9).formattedName == "Ana")
        }
    }

    @Test("a birthday that is not a date names the row and the field")
    func badBirthday() throws {
        let header = try BatchHeader(["name", "birthday"])
        do {
            _ = try header.profile(from: ["Ana", "1985-02-30"], row: 12)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "row 12: field 'birthday': \"1985-02-30\" is not a date (YYYY-MM-DD or --MM-DD)")
        }
    }

    @Test("validation errors are traced back to their column", arguments: [
        (["name", "email"], ["Ana", "not-an-email"], "email"),
        (["name", "phone"], ["Ana", "call me"], "phone"),
        (["name", "url"], ["Ana", "example.com"], "url"),
        (["name", "social"], ["Ana", "https://x.example/a b"], "social"),
        (["given", "family"], ["Ana", "Li\u{7}ma"], "family"),
        (["name", "org"], ["Ana", "Ac\u{1B}me"], "org"),
        (["name", "city"], ["Ana", "Spring\u{0}field"], "city"),
    ])
    func fieldOfValidationError(headerCells: [String], cells: [String], column: String) throws {
        let p = try BatchHeader(headerCells).profile(from: cells, row: 3)
        do {
            _ = try p.snapshot()
            Issue.record("expected a validation error")
        } catch {
            #expect(BatchHeader.column(of: error) == column)
        }
    }
}

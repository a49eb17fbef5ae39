import Testing
@testable import MycaCore

@Suite struct CardFieldTests {
    @Test("keys are unique, and no column spelling names two fields")
    func keysAndSpellingsAreUnique() {
        let keys = CardField.all.map(\.key)
        #expect(Set(keys).count == keys.count)
        let spellings = CardField.columns.flatMap { [$0.key] + $0.aliases }
        #expect(Set(spellings).count == spellings.count)
        for field in CardField.columns {
            #expect(field.aliases.allSatisfy { CardField.normalizeHeader($0) == $0 }, "\(field) has an alias that is not normalized")
        }
    }

    @Test("every field with a text form reads back what it writes")
    func valuesRoundTrip() throws {
        let sample = Profile.sample
        var copy = Profile()
        for field in CardField.all {
            for value in field.values(in: sample) { try field.set(value, in: &copy) }
        }
        for field in CardField.all {
            #expect(field.values(in: copy) == field.values(in: sample), "\(field)")
        }
    }

    @Test("a value a field cannot read is refused with the field and the value")
    func checkRefusesBadValues() {
        #expect(throws: CardFieldError(field: .birthday, value: "1990-02-30", problem: .notADate)) {
            try CardField.birthday.check("1990-02-30")
        }
        #expect(throws: CardFieldError(field: .social, value: "ann", problem: .noService)) {
            try CardField.social.check("ann")
        }
        #expect(throws: Never.self) { try CardField.social.check("https://github.com/ann") }
    }

    @Test("set appends to a list as written; add updates an item already there")
    func setAppendsAddMerges() throws {
        var p = Profile()
        try CardField.email.set("ann@x.org", in: &p)
        try CardField.email.set("work:ANN@x.org", in: &p)
        #expect(p.emails.count == 2)
        var q = Profile()
        try CardField.email.add("ann@x.org", to: &q)
        try CardField.email.add("work:ANN@x.org", to: &q)
        #expect(q.emails == [Email(address: "ann@x.org", types: ["work"])])
    }

    @Test("address parts go into the first address, and unsetting address clears them all")
    func addressParts() throws {
        var p = Profile()
        try CardField.city.set("Lisbon", in: &p)
        try CardField.postalCode.set("1100-148", in: &p)
        #expect(p.addresses == [PostalAddress(locality: "Lisbon", postalCode: "1100-148")])
        CardField.address.clear(&p)
        #expect(p.addresses.isEmpty)
    }
}

@Suite struct ProfileErrorFieldTests {
    @Test("a validation error names its table field, also for parts of one")
    func errorsNameTheirField() {
        let cases: [((inout Profile) -> Void, CardField?)] = [
            ({ $0.title = "Boss\nMan" }, .title),
            ({ $0.addresses = [PostalAddress(postalCode: "1\u{7}")] }, .postalCode),
            ({ $0.addresses = [PostalAddress(poBox: "1\u{7}")] }, .address),
            ({ $0.socialProfiles = [SocialProfile(service: "x", url: "no scheme")] }, .social),
            ({ $0.emails = [Email(address: "a@b.c", types: ["wo rk"])] }, .email),
            ({ $0.organizationUnits = [String(repeating: "u", count: 2000)] }, .unit),
            ({ $0.prefixes = ["Dr\u{7}"] }, nil),
        ]
        for (change, field) in cases {
            var p = Profile()
            p.formattedName = "Ann"
            change(&p)
            do {
                _ = try p.snapshot()
                Issue.record("expected an error for \(String(describing: field))")
            } catch {
                #expect(error.field == field, "\(error.message)")
            }
        }
    }

    @Test("the message words are the table's labels")
    func labels() {
        #expect(ProfileError.tooLong(field: .init(.postalCode), length: 2000, limit: 1024).message
                == "address postal code is too long (2000 characters, at most 1024)")
        #expect(ProfileError.Field(label: "given name") == ProfileError.Field(.given))
        #expect(ProfileError.Field(.social, part: "URL").label == "social profile URL")
    }
}

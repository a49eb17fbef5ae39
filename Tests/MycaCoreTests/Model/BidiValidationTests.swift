import Testing
@testable import MycaCore

/// Links, email addresses, phone numbers and social handles refuse characters that hide
/// or turn text around, naming the field; names and free text keep them as typed.
@Suite struct BidiValidationTests {
    static let hidden: [String] = ["\u{202E}", "\u{2066}", "\u{200B}", "\u{200F}", "\u{FEFF}", "\u{00AD}", "\u{E0041}", "\u{061C}"]

    /// A link, an address and a number, each with `hidden` in it, set on a card, and the
    /// field the error names.
    static func values(with hidden: String) -> [(CardField, String, (inout Profile, String) -> Void)] {
        [
            (.url, "https://exa" + hidden + "mple.com", { $0.urls = [WebURL(value: $1)] }),
            (.email, "ann" + hidden + "@example.com", { $0.emails = [Email(address: $1)] }),
            (.phone, "+1 555" + hidden + " 0100", { $0.phones = [Phone(number: $1)] }),
        ]
    }

    @Test(arguments: hidden)
    func linksAddressesAndNumbersWithAHiddenCharacterAreRefused(_ h: String) throws {
        let scalar = try #require(h.unicodeScalars.first)
        for (field, value, set) in Self.values(with: h) {
            var p = Profile.sample
            set(&p, value)
            #expect(throws: ProfileError.hiddenCharacter(field: .init(field), value: value, scalar: scalar)) { try p.snapshot() }
        }
    }

    @Test func socialProfileLinksAreRefusedAndHandlesKept() throws {
        var p = Profile.sample
        p.socialProfiles = [SocialProfile(service: "Mastodon", url: "https://social.example/@a\u{202E}b", user: nil)]
        let error = #expect(throws: ProfileError.self) { try p.snapshot() }
        #expect(error?.field == .social)
        // A handle is free text, kept as typed (an emoji with its joiners); the link a known
        // service makes of a handle is made of ASCII letters, digits and `._-` alone.
        p.socialProfiles = [SocialProfile(service: "GitHub", url: nil, user: "👩\u{200D}👩\u{200D}👧 ann\u{202E}")]
        let kept = try #require(try p.snapshot().socialProfiles.first)
        #expect(kept.user == "👩\u{200D}👩\u{200D}👧 ann\u{202E}" && kept.url == nil)
    }

    @Test func theErrorNamesTheFieldShowsTheCharacterAndHints() throws {
        let error = ProfileError.hiddenCharacter(field: .init(.url), value: "https://a\u{202E}b", scalar: "\u{202E}")
        #expect(error.field == .url)
        let message = error.message
        #expect(message.hasPrefix("url ") && message.contains("U+202E") && message.contains("\\u{202E}"))
        #expect(!message.unicodeScalars.contains("\u{202E}"))
        #expect(error.hintText != nil)
    }

    @Test func namesAndFreeTextKeepWhatWasTyped() throws {
        let typed: [(WritableKeyPath<Profile, String>, String)] = [
            (\.formattedName, "Eve\u{202E}moc.elpmaxe"), (\.givenName, "می\u{200C}خواهم"),
            (\.title, "\u{2067}מנהלת\u{2069} R&D"), (\.organization, "Org\u{200D}X"), (\.note, "note \u{202E}txet"),
        ]
        var p = Profile.sample
        for (field, value) in typed { p[keyPath: field] = value }
        let s = try p.snapshot()
        for (field, value) in typed {
            #expect(s[dynamicMember: field].unicodeScalars.elementsEqual(value.unicodeScalars), "\(field)")
        }
    }
}

import Testing
@testable import MycaCore

/// The one reading of typed values (`work:ann@x.org`) and social profiles, which the
/// options, the editor template and batch columns share.
@Suite struct TypedValueTests {
    struct TypedCase: Sendable, CustomStringConvertible {
        var raw: String
        var types: [String]
        var pref: Int?
        var value: String
        var description: String { raw }
    }

    static let typedCases: [TypedCase] = [
        TypedCase(raw: "ann@x.org", types: [], value: "ann@x.org"),
        TypedCase(raw: "work:ann@x.org", types: ["work"], value: "ann@x.org"),
        TypedCase(raw: "WORK,Pref:ann@x.org", types: ["work"], pref: 1, value: "ann@x.org"),
        TypedCase(raw: "home,pref=3: ann@x.org", types: ["home"], pref: 3, value: "ann@x.org"),
        TypedCase(raw: "mobile:+1 415 555 0100", types: ["cell"], value: "+1 415 555 0100"),
        TypedCase(raw: "cell,voice: +81-90-1234-5678", types: ["cell", "voice"], value: "+81-90-1234-5678"),
        TypedCase(raw: "x-custom:+1 1", types: ["x-custom"], value: "+1 1"),
        // Only known type words count before a bare colon: URLs and schemes stay whole.
        TypedCase(raw: "https://example.org/a:b", types: [], value: "https://example.org/a:b"),
        TypedCase(raw: "mailto:ann@x.org", types: [], value: "mailto:ann@x.org"),
        TypedCase(raw: "tel:+1-415-555-0100", types: [], value: "tel:+1-415-555-0100"),
        TypedCase(raw: "work:https://example.org", types: ["work"], value: "https://example.org"),
        TypedCase(raw: "work,https://x:y", types: [], value: "work,https://x:y"),
        // After "label: " (colon and space), any type token counts, so every stored type round-trips.
        TypedCase(raw: "dom,intl: ann@x.org", types: ["dom", "intl"], value: "ann@x.org"),
        TypedCase(raw: "  work :  ann@x.org  ", types: ["work"], value: "ann@x.org"),
    ]

    @Test(arguments: typedCases)
    func typedValueSplitsOnlyKnownTypes(_ c: TypedCase) {
        let parsed = TypedValue.parse(c.raw)
        #expect(parsed == TypedValue(types: c.types, pref: c.pref, value: c.value))
    }

    @Test(arguments: [
        TypedValue(types: ["work"], pref: 1, value: "a@b.c"),
        TypedValue(types: ["home", "dom"], pref: 7, value: "https://x.example/a:b"),
        TypedValue(types: [], value: "https://x.example"),
    ])
    func typedValueRendersWhatItParses(_ value: TypedValue) {
        #expect(TypedValue.parse(value.rendered) == value)
    }

    @Test func schemesAreDroppedFromEmailAndPhone() {
        #expect(TypedValue.email("mailto:ann@x.org") == Email(address: "ann@x.org"))
        #expect(TypedValue.email("work:MAILTO:ann@x.org") == Email(address: "ann@x.org", types: ["work"]))
        #expect(TypedValue.phone("tel:+1-415-555-0100") == Phone(number: "+1-415-555-0100"))
        #expect(TypedValue.url("home:https://a.example") == WebURL(value: "https://a.example", types: ["home"]))
    }

    @Test(arguments: [
        ("github:https://github.com/ann", SocialProfile(service: "github", url: "https://github.com/ann")),
        ("GitHub: ann", SocialProfile(service: "GitHub", user: "ann")),
        ("mastodon:@ann@example.social", SocialProfile(service: "mastodon", user: "@ann@example.social")),
        ("Matrix: @ann:matrix.org", SocialProfile(service: "Matrix", user: "@ann:matrix.org")),
        (
            "Mastodon: https://hachyderm.io/@ann @ann@hachyderm.io",
            SocialProfile(service: "Mastodon", url: "https://hachyderm.io/@ann", user: "@ann@hachyderm.io")
        ),
    ])
    func socialForms(raw: String, expected: SocialProfile) {
        #expect(TypedValue.social(raw) == expected)
        #expect(TypedValue.social(TypedValue.render(expected)) == expected)
    }

    @Test(arguments: ["ann", ":ann", "github:", "  "])
    func socialWithoutServiceOrValueIsRefused(raw: String) {
        #expect(TypedValue.social(raw) == nil)
    }

    @Test("a bare profile URL is on its host's service; a URL after the service is that service's",
          arguments: [
        ("https://github.com/ann", SocialProfile(service: "github.com", url: "https://github.com/ann")),
        ("https://www.linkedin.com/in/ann", SocialProfile(service: "linkedin.com", url: "https://www.linkedin.com/in/ann")),
        ("github: https://github.com/ann", SocialProfile(service: "github", url: "https://github.com/ann")),
        ("xmpp:ann@example.org", SocialProfile(service: "xmpp", user: "ann@example.org")),
        // The host without a port or a user: the service is read back from `SERVICE: URL`.
        ("https://social.example:8443/@ann", SocialProfile(service: "social.example", url: "https://social.example:8443/@ann")),
        ("s://aleSetxam:pl", SocialProfile(service: "aleSetxam", url: "s://aleSetxam:pl")),
        ("https://ann:secret@www.example.org/", SocialProfile(service: "example.org", url: "https://ann:secret@www.example.org/")),
    ])
    func bareURLs(raw: String, expected: SocialProfile) {
        #expect(TypedValue.social(raw) == expected)
        #expect(TypedValue.social(TypedValue.render(expected)) == expected)
    }

    @Test("a bare URL keeps its spaces, so validation refuses it rather than splitting off a user")
    func bareURLWithASpaceStaysWhole() {
        #expect(TypedValue.social("https://x.example/a b") == SocialProfile(service: "x.example", url: "https://x.example/a b"))
        #expect(TypedValue.social("https:///path") == nil)
        #expect(TypedValue.social("https://[2001:db8::1]:8443/ann") == nil)
    }
}

import Testing
@testable import MycaCore

@Suite struct SocialServiceTests {
    @Test("a handle on a known service becomes its canonical profile URL", arguments: [
        ("github", "alexmorgan", "https://github.com/alexmorgan"),
        ("GitHub", "@alexmorgan", "https://github.com/alexmorgan"),
        ("gitlab", "ann.lee", "https://gitlab.com/ann.lee"),
        ("Codeberg", "forge-user", "https://codeberg.org/forge-user"),
        ("x", "hanako_sato", "https://x.com/hanako_sato"),
        ("Twitter", "@jack", "https://x.com/jack"),
        ("linkedin", "alex-morgan-example", "https://www.linkedin.com/in/alex-morgan-example"),
        ("mastodon", "@alexmorgan@hachyderm.io", "https://hachyderm.io/@alexmorgan"),
        ("Mastodon", "ann@Mastodon.Social", "https://mastodon.social/@ann"),
        ("bluesky", "alex.bsky.social", "https://bsky.app/profile/alex.bsky.social"),
        ("bsky", "@alex.example.com", "https://bsky.app/profile/alex.example.com"),
        ("threads", "zuck", "https://www.threads.net/@zuck"),
        ("instagram", "@nasa", "https://www.instagram.com/nasa"),
        ("Facebook", "northwind.labs", "https://www.facebook.com/northwind.labs"),
        ("YouTube", "@SwiftServerWorkgroup", "https://www.youtube.com/@SwiftServerWorkgroup"),
        ("tiktok", "northwind", "https://www.tiktok.com/@northwind"),
        ("telegram", "@durov", "https://t.me/durov"),
        ("keybase", "chris", "https://keybase.io/chris"),
        ("github.com", "octocat", "https://github.com/octocat"),
    ])
    func handleBecomesLink(service: String, handle: String, url: String) {
        #expect(SocialProfile(service: service, user: handle).link == url)
    }

    @Test("a handle a URL cannot hold as typed stays a handle", arguments: [
        ("github", "two words"), ("github", "a/b"), ("mastodon", "@alex"), ("mastodon", "@a@b@c"),
        ("mastodon", "@alex@localhost"), ("x", "ünïcode"), ("telegram", "?x=1"), ("github", ".hidden"),
    ])
    func oddHandleStaysAHandle(service: String, handle: String) {
        #expect(SocialProfile(service: service, user: handle).link == nil)
    }

    @Test func unknownServiceKeepsItsHandleAndName() {
        let p = SocialProfile(service: "Matrix", user: "@ann:matrix.org")
        #expect(p.link == nil)
        #expect(p.label == "Matrix")
        #expect(p.iconKey == "link")
        #expect(p.displayHandle == "@ann:matrix.org")
    }

    @Test func aGivenURLWinsOverTheHandle() {
        let p = SocialProfile(service: "github", url: "https://github.com/other", user: "alexmorgan")
        #expect(p.link == "https://github.com/other")
    }

    @Test("label and icon come from the table, by name, alias or URL host", arguments: [
        (SocialProfile(service: "github", user: "a"), "GitHub", "github"),
        (SocialProfile(service: "TWITTER", user: "a"), "X", "x"),
        (SocialProfile(service: "bsky", user: "a.bsky.social"), "Bluesky", "bluesky"),
        (SocialProfile(service: "Work code", url: "https://gitlab.com/a"), "Work code", "gitlab"),
        (SocialProfile(service: "www.linkedin.com", url: "https://www.linkedin.com/in/a"), "LinkedIn", "linkedin"),
        (SocialProfile(service: "Behance", url: "https://www.behance.net/a"), "Behance", "link"),
    ])
    func labelAndIcon(profile: SocialProfile, label: String, icon: String) {
        #expect(profile.label == label)
        #expect(profile.iconKey == icon)
    }

    @Test func everyServiceTheIssueNamesIsKnown() {
        for name in ["GitHub", "GitLab", "Codeberg", "X", "Twitter", "LinkedIn", "Mastodon", "Bluesky", "Threads",
                     "Instagram", "Facebook", "YouTube", "TikTok", "Telegram", "Keybase"] {
            #expect(SocialService.named(name) != nil, "\(name)")
        }
        let keys = SocialService.known.map(\.key)
        #expect(Set(keys).count == keys.count, "icon keys are unique")
    }

    @Test func forURLRecognisesProfileHosts() {
        #expect(SocialService.forURL("https://twitter.com/jack")?.key == "x")
        #expect(SocialService.forURL("https://m.facebook.com/x")?.key == "facebook")
        #expect(SocialService.forURL("https://hachyderm.io/@a") == nil)
        #expect(SocialService.forURL("mailto:a@b") == nil)
    }
}

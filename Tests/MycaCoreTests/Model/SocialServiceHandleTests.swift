import Testing
@testable import MycaCore

@Suite("SocialService handles from URLs")
struct SocialServiceHandleTests {
    @Test("every known service reads back the handle its profile URL was made of", arguments: SocialService.known.map(\.key))
    func roundTrip(key: String) throws {
        let service = try #require(SocialService.named(key))
        let handle = service.key == "mastodon" ? "@alex_m@hachyderm.io" : "alex.m-1"
        let url = try #require(service.profileURL(forHandle: handle))
        let expected: String = switch service.link {
        case .path: handle
        case .atPath: "@" + handle
        case .fediverse: handle
        }
        #expect(service.handle(fromURL: url) == expected, "\(url)")
        #expect(service.handle(fromURL: url + "/") == expected, "a trailing slash")
    }

    @Test func aURLThatIsAnotherPageKeepsItsURL() throws {
        let linkedin = try #require(SocialService.named("linkedin"))
        #expect(linkedin.handle(fromURL: "https://www.linkedin.com/in/alex-morgan-example") == "alex-morgan-example")
        #expect(linkedin.handle(fromURL: "http://linkedin.com/in/Alex-Morgan/") == "Alex-Morgan")
        #expect(linkedin.handle(fromURL: "https://www.linkedin.com/company/northwind") == nil)
        #expect(linkedin.handle(fromURL: "https://www.linkedin.com/in/alex?trk=x") == nil)
        #expect(linkedin.handle(fromURL: "https://www.linkedin.com/in/alex/details") == nil)
        #expect(linkedin.handle(fromURL: "https://evil.example/in/alex") == nil)
        let github = try #require(SocialService.named("github"))
        #expect(github.handle(fromURL: "https://github.com/alexmorgan/myca") == nil)
        let mastodon = try #require(SocialService.named("mastodon"))
        #expect(mastodon.handle(fromURL: "https://hachyderm.io/@alexmorgan") == "@alexmorgan@hachyderm.io")
        #expect(mastodon.handle(fromURL: "https://hachyderm.io/users/alexmorgan") == nil)
    }

    @Test func aCardShowsAProfileURLAsItsHandle() throws {
        var profile = Profile.sample
        profile.socialProfiles = [SocialProfile(service: "LinkedIn", url: "https://www.linkedin.com/in/alex-morgan-example"),
                                  SocialProfile(service: "Blog", url: "https://blog.example/alex")]
        let lines = CardContent(try profile.snapshot()).lines.filter { $0.role == .social }
        #expect(lines.map(\.text) == ["alex-morgan-example", "blog.example/alex"])
        #expect(lines.first?.link == "https://www.linkedin.com/in/alex-morgan-example", "the link stays whole")
    }
}

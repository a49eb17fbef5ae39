import Testing
@testable import MycaCore

@Suite("CardContent")
struct CardContentTests {
    @Test func kindsAreTheChosenOnesOnceInLowerCase() {
        #expect(CardContent.shownKinds(["CELL", "voice", "Pref", "INTERNET", "cell", "work"]) == ["cell", "work"])
        #expect(CardContent.shownKinds([]) == [])
    }

    @Test(arguments: [("https://www.linkedin.com/in/x", "linkedin.com/in/x"), ("HTTP://WWW.Example.org", "Example.org"),
                      ("example.org/a", "example.org/a"), ("https://wwwx.example", "wwwx.example")])
    func shortURLs(url: String, short: String) {
        #expect(CardContent.shortURL(url) == short)
    }

    @Test func anAddressIsOneLabelledLineAndItsContinuations() throws {
        var p = Profile()
        p.formattedName = "A"
        p.addresses = [PostalAddress(street: "1 Main St", locality: "Springfield", types: ["HOME"])]
        let lines = CardContent(try p.snapshot()).lines(Set([.address]))
        #expect(lines.map(\.labelled) == ["1 Main St (home)", "Springfield"])
        #expect(lines.map(\.continues) == [false, true])
    }

    @Test func socialProfilesPastTheMostAreCountedNotShown() throws {
        var p = Profile()
        p.formattedName = "A"
        p.socialProfiles = (1...7).map { SocialProfile(service: "GitHub", user: "u\($0)") }
        let content = CardContent(try p.snapshot())
        #expect(content.lines(Set([.social])).map(\.text) == ["u1", "u2", "u3", "u4", "u5"])
        #expect(content.hiddenSocialProfiles == 2)
        let none = CardContent(try p.snapshot(), lines: .compact)
        #expect(none.lines.map(\.role) == [.name] && none.hiddenSocialProfiles == 0)
    }
}

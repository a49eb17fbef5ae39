import Foundation
import MycaCLI
import MycaCore
import MycaInProcess
import Testing

@Suite struct NewEditCommandTests {
    // MARK: new

    @Test func newFromOptionsCreatesTheDefaultCard() async throws {
        let h = try MycaHarness()
        let r = await h.run([
            "new", "--name", "Ana Lima", "--title", "Engineer", "--email", "work:ana@example.org",
            "--phone", "cell:+351 912 345 678", "--social", "github:analima", "--style", "navy",
        ])
        #expect(r.status == 0)
        #expect(r.out == "")
        #expect(r.err == "created card 'ana-lima' (default)\n")
        let card = try h.card("ana-lima")
        #expect(card.formattedName == "Ana Lima" && card.title == "Engineer")
        #expect(card.emails == [Email(address: "ana@example.org", types: ["work"])])
        #expect(card.phones == [Phone(number: "+351 912 345 678", types: ["cell"])])
        #expect(card.socialProfiles == [SocialProfile(service: "github", url: "https://github.com/analima", user: "analima")])
        #expect(card.uid?.hasPrefix("urn:uuid:") == true && card.revision != nil)
        #expect(try h.store.style(for: "ana-lima") == "navy")
        let second = await h.run(["new", "home", "--given", "Ana", "--family", "Lima"])
        #expect(second.err == "created card 'home'\n")
        #expect(try h.card("home").formattedName == "Ana Lima")  // derived from the parts when written
        #expect(try h.store.defaultHandle() == "ana-lima")
        let quiet = await h.run(["-q", "new", "--name", "Quiet One"])
        #expect(quiet.status == 0 && quiet.err == "")
        #expect(try h.store.handles() == ["ana-lima", "home", "quiet-one"])
    }

    @Test("new with 5,000 emails is refused, naming the card, EMAIL and the cap, and stores nothing")
    func fiveThousandEmailsAreRefusedNotStuck() async throws {
        let h = try MycaHarness()
        let limit = VCardLimits.default.maxPropertiesPerCard
        let emails = (0..<limit).flatMap { ["--email", "ann\($0)@example.org"] }
        let r = await h.run(["new", "ann", "--name", "Ann Lee"] + emails)
        #expect(r.status == 1)
        #expect(r.err.contains("myca: error: the card 'ann' would hold"), "\(r.err)")
        #expect(r.err.contains("(\(limit) of them EMAIL), more than the \(limit) a card may hold"), "\(r.err)")
        #expect(try h.store.handles().isEmpty)
    }

    @Test("repeated field options are applied in linear time: twice the --email options take about twice as long")
    func repeatedOptionsAreLinear() async throws {
        func time(_ count: Int) async throws -> Duration {
            let h = try MycaHarness()
            let emails = (0..<count).flatMap { ["--email", "ann\($0)@example.org"] }
            let clock = ContinuousClock()
            let start = clock.now
            let r = await h.run(["new", "ann", "--name", "Ann Lee"] + emails)
            let took = clock.now - start
            #expect(r.status == 0, "\(r.err)")
            return took
        }
        _ = try await time(100)  // warm up
        let single = try await time(2_000), double = try await time(4_000)
        // Quadratic, the second takes four times the first; linear, twice (and a little).
        #expect(double < single * 3, "2,000 options: \(single), 4,000: \(double)")
    }

    /// `--url ondes.example` is what the website question takes: the same `https://` is put
    /// before it, and the note says so; a value that reads as no web address is refused.
    @Test func aWebsiteWithoutSchemeGetsHTTPSAndSaysSo() async throws {
        let h = try MycaHarness()
        let r = await h.run(["new", "--name", "Ondes", "--url", "ondes.example", "--url", "work:team.ondes.example/people"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.err.hasPrefix("website 'ondes.example' saved as https://ondes.example\n"
                                + "website 'work:team.ondes.example/people' saved as https://team.ondes.example/people\n"), "\(r.err)")
        #expect(try h.card("ondes").urls == [WebURL(value: "https://ondes.example"),
                                             WebURL(value: "https://team.ondes.example/people", types: ["work"])])
        let bad = await h.run(["new", "x", "--name", "X", "--url", "not a site"])
        #expect(bad.status == 2 && bad.err.contains("not a URL with a scheme"))
        #expect(try h.store.handles() == ["ondes"])
    }

    @Test func newRefusesAnExistingHandleUnlessForced() async throws {
        let h = try MycaHarness()
        try h.add("work")
        let before = try h.bytes("work")
        let r = await h.run(["new", "work", "--name", "Someone Else"])
        #expect(r.status == 1)
        #expect(r.err == "myca: error: a card named 'work' already exists\nhint: use --force to replace it, or choose another handle\n")
        #expect(try h.bytes("work") == before)
        let forced = await h.run(["new", "work", "--name", "Someone Else", "--force"])
        #expect(forced.status == 0)
        #expect(forced.err == "replaced card 'work' (default)\n")
        #expect(try h.card("work").formattedName == "Someone Else")
    }

    @Test func newWithoutFieldsOffATerminalIsAUsageErrorAndWritesNothing() async throws {
        let h = try MycaHarness()
        let r = await h.run(["new", "work"], stdin: "")
        #expect(r.status == 2)
        #expect(r.err == """
            myca: error: no card fields given, and no terminal to ask for them
            hint: give fields as options (myca new --name 'Ana Lima' --email ana@example.org) or start from a vCard with --from FILE
            usage: myca new [HANDLE] [options]
            See 'myca help new'.

            """)
        #expect(!FileManager.default.fileExists(atPath: h.home + "/cards"))
    }

    /// A bad option value is a usage error (2), as a bad value of any option is; a card
    /// that lacks what it needs is a bad card (1).
    @Test(arguments: [
        (["new", "--name", "Bob", "--email", "bob@"], "myca: error: invalid value for '--email': email address \"bob@\" is malformed\n", 2),
        (["new", "--name", "Bob", "--url", "my home page"],
         "myca: error: invalid value for '--url': url \"my home page\" is not a URL with a scheme\n", 2),
        (["new", "--title", "CTO"], "myca: error: the card has no name\n", 1),
        (["new", "../x", "--name", "Bob"], "myca: error: invalid handle '../x'", 2),
    ] as [([String], String, Int32)])
    func invalidFieldsWriteNothing(argv: [String], errorStart: String, status: Int32) async throws {
        let h = try MycaHarness()
        let r = await h.run(argv)
        #expect(r.status == status)
        #expect(r.err.hasPrefix(errorStart))
        #expect(!FileManager.default.fileExists(atPath: h.home + "/cards"))
    }

    @Test func newFromAVCardFileShowsWarningsWithFileAndLine() async throws {
        let h = try MycaHarness()
        let vcf = "stray text\r\nBEGIN:VCARD\r\nVERSION:4.0\r\nFN:Kai Sato\r\nX-TEAM:blue\r\nEMAIL:kai@example.org\r\nEND:VCARD\r\n"
        try h.directory.write("kai.vcf", vcf)
        let r = await h.run(["new", "--from", "kai.vcf", "--title", "Designer"])
        #expect(r.status == 0)
        #expect(r.err == """
            myca: warning: kai.vcf:1: text outside BEGIN:VCARD…END:VCARD ignored
            created card 'kai-sato' (default)

            """)
        let card = try h.card("kai-sato")
        #expect(card.title == "Designer" && card.emails.map(\.address) == ["kai@example.org"])
        #expect(card.extras.contains { $0.name == "X-TEAM" && $0.value == "blue" })
        let fromStdin = await h.run(["new", "kai2", "--from", "-"], stdin: vcf)
        #expect(fromStdin.status == 0)
        #expect(try h.card("kai2").formattedName == "Kai Sato")
        let two = try h.directory.write("two.vcf", vcf + vcf)
        let r2 = await h.run(["new", "x", "--from", two])
        #expect(r2.status == 1)
        #expect(r2.err.contains("\nmyca: error: \(two) holds 2 cards; 'myca new --from' takes exactly one\n"))
    }

    @Test func promptsAskAgainWithTheReasonAndBuildTheCard() async throws {
        let h = try MycaHarness()
        let answers = "\nAna Lima\nCTO\nAcme\nbob@\nana@example.org\n12ab\n+1 555 0100\nexample.org\n"
        let r = await h.run(["new"], stdin: answers, tty: .all, color: .never)
        #expect(r.status == 0)
        #expect(r.err.contains("Name:   a name is required\nName: "))
        #expect(r.err.contains("Email:   email address \"bob@\" is malformed\nEmail: "))
        #expect(r.err.contains("Phone:   phone number \"12ab\" is malformed\nPhone: "))
        #expect(r.err.hasSuffix("Website: created card 'ana-lima' (default)\n"))
        let card = try h.card("ana-lima")
        #expect(card.formattedName == "Ana Lima" && card.title == "CTO" && card.organization == "Acme")
        #expect(card.emails.map(\.address) == ["ana@example.org"])
        #expect(card.phones.map(\.number) == ["+1 555 0100"])
        #expect(card.urls.map(\.value) == ["https://example.org"])
    }

    @Test func endOfInputAtAPromptAbortsAndWritesNothing() async throws {
        let h = try MycaHarness()
        let r = await h.run(["new"], stdin: "Ana Lima\nCTO\n", tty: .all, color: .never)
        #expect(r.status == 1)
        #expect(r.err.hasSuffix("Organization: \nmyca: error: aborted; nothing written\n"))
        #expect(!FileManager.default.fileExists(atPath: h.home + "/cards"))
    }

    // MARK: edit with options

    @Test func editChangesOnlyTheGivenFieldsAndKeepsExtras() async throws {
        let h = try MycaHarness()
        var card = Profile.sample
        card.extras = [VCardProperty(name: "X-TEAM", value: "blue")]
        try h.add("work", card)
        let r = await h.run([
            "edit", "--title", "CTO", "--email", "home:alex@home.example", "--remove-phone", "+1-415-555-0199",
            "--unset", "note", "--style", "plum",
        ])
        #expect(r.status == 0)
        #expect(r.err == "added email 'home: alex@home.example'; the card now has 2 of them; --remove-email takes one off\n"
                + "updated card 'work'\n")
        let after = try h.card("work")
        #expect(after.title == "CTO" && after.note == "")
        #expect(after.emails.map(\.address) == ["alex.morgan@northwind.example", "alex@home.example"])
        #expect(after.phones.map(\.number) == ["+1-415-555-0134"])
        #expect(after.extras == card.extras && after.uid == card.uid)
        #expect(try h.store.style(for: "work") == "plum")
        let unstyled = await h.run(["edit", "work", "--unset", "style"])
        #expect(unstyled.err == "updated card 'work'\n")
        #expect(try h.store.style(for: "work") == nil)
    }

    @Test func editWithoutAChangeSaysSoAndDoesNotRewrite() async throws {
        let h = try MycaHarness()
        try h.add("work")
        let before = try h.bytes("work")
        let r = await h.run(["edit", "work", "--title", "Staff Developer Advocate"])
        #expect(r.status == 0)
        #expect(r.err == "no changes; card 'work' left as it was\n")
        #expect(try h.bytes("work") == before)
    }

    @Test(arguments: [
        (["edit", "--remove-email", "x@y.z"], "myca: error: the card has no email 'x@y.z'; it has: alex.morgan@northwind.example\n"),
        (["edit", "--email", "bob@", "--title", "CTO"],
         "myca: error: invalid value for '--email': email address \"bob@\" is malformed\nhint: write it as name@example.com\n"
         + "usage: myca edit [HANDLE] [options]\nSee 'myca help edit'.\n"),
        (["edit", "--unset", "name", "--unset", "given", "--unset", "family", "--unset", "nickname", "--unset", "org", "--unset", "email", "--unset", "phone"],
         "myca: error: the card has no name\nhint: give the card a name (formatted name, or given and family name)\n"),
    ])
    func failedEditsLeaveTheFileAlone(argv: [String], err: String) async throws {
        let h = try MycaHarness()
        try h.add("work")
        let before = try h.bytes("work")
        let r = await h.run(argv)
        #expect(r.status == (argv.contains("--email") ? 2 : 1))
        #expect(r.err == err)
        #expect(try h.bytes("work") == before)
    }

    @Test func editWithoutOptionsNeedsAnEditorOrATerminal() async throws {
        let h = try MycaHarness()
        try h.add("work")
        let r = await h.run(["edit"])
        #expect(r.status == 2)
        #expect(r.err.hasPrefix("myca: error: no field options given, and no terminal for an editor\n"))
    }

    @Test func editOfAMissingCardNamesIt() async throws {
        let h = try MycaHarness()
        try h.add("work")
        let r = await h.run(["edit", "wrok", "--title", "x"])
        #expect(r.status == 1)
        #expect(r.err.hasPrefix("myca: error: "))
        #expect(r.err.contains("wrok"))
    }
}

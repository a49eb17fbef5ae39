import MycaTestSupport
import Testing
@testable import MycaCore

@Suite("CardFaceLayout")
struct CardFaceLayoutTests {
    static let sizes = CardSize.named.map(\.size)

    static func artwork(_ profile: Profile, size: CardSize = .eu, bleed: Double = 0, lines: FieldSelection = .all,
                        code fields: FieldSelection = .printed) throws -> CardArtwork {
        let card = try profile.snapshot()
        let matrix = try QREncoder.encodeSync(try QRPayload.build(card, kind: .vcard3, fields: fields))
        return CardFaceLayout.front(card, lines: lines, code: matrix, style: .classic, size: size, bleed: bleed)
    }

    static func fitted(_ art: CardArtwork) -> [FittedText] {
        art.items.compactMap { if case let .text(box) = $0 { TextFitter.fit(box, measurer: EstimatedTextMeasurer()) } else { nil } }
    }

    static var cards: [(String, Profile)] { [("sample", Profile.sample)] + PrintTestCards.edgeCases }

    @Test("text stays in the safe area, out of the code, clear of other text, in every size",
          arguments: cards.map(\.0))
    func boxesKeepTheirPromises(name: String) throws {
        let profile = try #require(Self.cards.first { $0.0 == name }?.1)
        for size in Self.sizes {
            let art = try Self.artwork(profile, size: size, bleed: 3)
            let trim = DrawingRect(x: 0, y: 0, width: size.width, height: size.height)
            let problems = CardLayoutCheck.problems(trims: [trim], codeAreas: [art.codeArea], texts: Self.fitted(art))
            #expect(problems.isEmpty, "\(name) at \(size): \(problems)")
            #expect(trim.contains(art.codeArea), "the code stays on the card")
        }
    }

    @Test("an email or web address too wide for the column breaks in two where it breaks cleanly, its kinds after it; one that fits stays whole")
    func longAddressesBreakCleanly() throws {
        var p = Profile()
        p.formattedName = "Christopher Montgomery"
        p.emails = [Email(address: "christopher.montgomery@northwind-traders.com", types: ["work"]), Email(address: "cm@nw.example")]
        p.urls = [WebURL(value: "https://northwind-traders.com/team/christopher-montgomery")]
        let art = try Self.artwork(p)
        let boxes = art.items.compactMap { if case let .text(box) = $0 { box } else { nil } }
        let emails = boxes.filter { $0.role == "email" }.map(\.text)
        #expect(emails == ["christopher.montgomery@", "northwind-traders.com (work)", "cm@nw.example"], "\(emails)")
        let web = boxes.filter { $0.role == "web" }.map(\.text)
        #expect(web.count == 2 && web.joined() == "northwind-traders.com/team/christopher-montgomery", "\(web)")
        #expect(web.first.map { "./-_".contains($0.last ?? " ") } == true, "\(web)")
        // Both parts lead to the address, and neither is cut.
        #expect(boxes.filter { $0.role == "email" }.prefix(2).allSatisfy { $0.link == "mailto:christopher.montgomery@northwind-traders.com" })
        #expect(Self.fitted(art).filter { $0.box.role == "email" || $0.box.role == "web" }.allSatisfy { !$0.isCut })
        // An address too wide for the column with no clean break leaves the front, said so;
        // too wide for the back as well, the card is refused, naming it.
        p.emails = [Email(address: String(repeating: "x", count: 60) + "@example.org")]
        let left = try Self.artwork(p)
        #expect(!left.items.contains { if case let .text(box) = $0 { box.role == "email" } else { false } })
        #expect(left.warnings.contains(.linesLeftOut(["email"])), "\(left.warnings)")
        let card = try p.snapshot()
        let request = CodeRequest(kind: .vcard3, fields: .printed)
        #expect(throws: PrintedCardError.contactCut(role: "email", text: p.emails[0].address, minimum: 7)) {
            _ = try PrintedCard(card, whole: card, PrintedCard.Options(style: .classic, code: request))
        }
    }

    @Test func linesInPrintedOrderWithTheReadingAboveTheName() throws {
        var p = Profile()
        p.formattedName = "佐藤 花子"
        p.familyName = "佐藤"
        p.givenName = "花子"
        p.phoneticFamilyName = "さとう"
        p.phoneticGivenName = "はなこ"
        p.title = "シニアエンジニア"
        p.organization = "株式会社サンプル"
        p.note = "not printed"
        let texts = try Self.artwork(p).items.compactMap { if case let .text(box) = $0 { box } else { nil } }
        #expect(texts.map(\.text) == ["さとう はなこ", "佐藤 花子", "シニアエンジニア", "株式会社サンプル"])
        #expect(texts[0].rect.maxY <= texts[1].rect.y)
        #expect(texts[1].weight == .bold && texts[1].size > texts[2].size)
    }

    @Test func aWesternNameReadsGivenNameFirst() throws {
        var p = Profile()
        p.formattedName = "Anna Berg"
        p.givenName = "Anna"
        p.familyName = "Berg"
        p.phoneticGivenName = "AH-nah"
        p.phoneticFamilyName = "BERK"
        #expect(CardContent(try p.snapshot()).first(.phonetic)?.text == "AH-nah BERK")
    }

    @Test func tenPhonesShrinkThenLeaveOutWhatFindsNoRoom() throws {
        let art = try Self.artwork(PrintTestCards.tenPhones)
        let phones = art.items.compactMap { if case let .text(box) = $0, box.role == "phone" { box } else { nil } }
        #expect(!phones.isEmpty)
        #expect(phones.allSatisfy { $0.size < CardFaceLayout.lineSize(.phone).wanted }, "shrunk together")
        var left: [String] = []
        for case let .linesLeftOut(roles) in art.warnings { left += roles }
        #expect(phones.count + left.filter { $0 == "phone" }.count == 10, "every phone is either printed or reported")
    }

    @Test func aLongNameWrapsIntoAFewLinesWholeBeforeItIsCut() throws {
        var profile = Profile()
        profile.formattedName = "Maximiliane Alexandra Konstantina von Hohenzollern-Sigmaringen"
        profile.title = "Principal Engineer"
        profile.emails = [Email(address: "max@hz.example")]
        let art = try Self.artwork(profile)
        let names = Self.fitted(art).filter { $0.box.role == "name" }
        #expect((2...CardFaceLayout.maximumNameLines).contains(names.count), "\(names.map(\.drawn))")
        #expect(names.allSatisfy { !$0.isCut }, "\(names.map { ($0.drawn, $0.size, $0.box.size, $0.box.rect.width, $0.box.rect.height) })")
        // Read in order, the lines are the name: spaces between them, none after a hyphen.
        let read = names.map(\.drawn).reduce("") { $0.isEmpty ? $1 : $0 + ($0.hasSuffix("-") ? "" : " ") + $1 }
        #expect(read == profile.formattedName)
        // A name with nowhere to break is still cut, for the command to refuse.
        var unbreakable = Profile()
        unbreakable.formattedName = String(repeating: "Wolfeschlegelsteinhausen", count: 3)
        let cut = Self.fitted(try Self.artwork(unbreakable)).filter { $0.box.role == "name" }
        #expect(cut.count == 1 && cut[0].isCut)
    }

    @Test func atMostFiveSocialProfilesAndTheRestCounted() throws {
        var p = Profile()
        p.formattedName = "Social"
        p.socialProfiles = (1 ... 7).map { SocialProfile(service: $0 == 1 ? "GitHub" : "Forum\($0)", user: "user\($0)") }
        let art = try Self.artwork(p)
        let socials = art.items.compactMap { if case let .text(box) = $0, box.role == "social profile" { box.text } else { nil } }
        #expect(socials == ["user1", "Forum2: user2", "Forum3: user3", "Forum4: user4", "Forum5: user5"])
        #expect(art.warnings.contains(.socialProfilesLeftOut(2)))
        let marks = art.items.compactMap { if case let .path(path, _, _) = $0 { path } else { nil } }
        #expect(marks.count == 5, "a mark for each profile shown")
        #expect(marks.first == SocialServiceMark.outlines["github"], "the known service's own")
        #expect(marks.dropFirst().allSatisfy { $0 == SocialServiceMark.outlines[SocialServiceMark.genericKey] },
                "the generic symbol for the others")
    }

    @Test("the services' own marks, the generic symbol for others", arguments: [
        ("GitHub", "github"), ("linkedin", "linkedin"), ("Mastodon", "mastodon"), ("fediverse", "mastodon"),
        ("X", "x"), ("twitter", "x"), ("bsky", "bluesky"), ("Codeberg", "codeberg"), ("Forum", nil),
        ("generic", nil),
    ] as [(String, String?)])
    func serviceMarks(service: String, key: String?) {
        #expect(SocialServiceMark(service: service) == (key.map(SocialServiceMark.service) ?? .generic))
    }

    /// Each service of the table has an outline of its own, and none is the generic symbol.
    @Test func everyKnownServiceHasItsOwnMark() throws {
        let generic = try #require(SocialServiceMark.generic.outline)
        var seen: Set<DrawingPath> = [generic]
        for service in SocialService.known {
            let outline = try #require(SocialServiceMark(service: service.key).outline, "\(service.key)")
            #expect(seen.insert(outline).inserted, "\(service.key) shares its mark")
        }
        #expect(SocialServiceMark.outlines.count == SocialService.known.count + 1, "no mark for no service")
    }

    /// The marks fill their 24-unit box, as the layout sizes them: they touch two opposite
    /// sides and stay inside (a curve's control points may stand a little outside).
    @Test func everyMarkFillsItsBox() {
        for (key, outline) in SocialServiceMark.outlines {
            var xs: [Double] = []
            var ys: [Double] = []
            for segment in outline.segments {
                switch segment {
                case let .move(x, y), let .line(x, y), let .curve(_, _, _, _, x, y):
                    xs.append(x)
                    ys.append(y)
                case .close: break
                }
            }
            let (x0, x1, y0, y1) = (xs.min() ?? 0, xs.max() ?? 0, ys.min() ?? 0, ys.max() ?? 0)
            #expect(x0 >= -0.3 && y0 >= -0.3 && x1 <= 24.3 && y1 <= 24.3, "\(key): \(x0)…\(x1), \(y0)…\(y1)")
            #expect(max(x1 - x0, y1 - y0) > 22.5, "\(key): \(x1 - x0)×\(y1 - y0)")
        }
    }

    @Test func svgDrawsEveryMarkAsItsOutlineWithoutLetters() throws {
        let socials = try Self.artwork(Profile.sample, lines: [.name, .social])
        let (svg, _) = DrawingSVGRenderer.render(PrintSheet.single(socials, cropMarks: false).page)
        for key in ["mastodon", "github", "linkedin"] {
            let data = try #require(SocialServiceMark.outlines[key]?.data)
            #expect(svg.ranges(of: #" d="\#(data)""#).count == 1, "\(key) drawn once")
        }
        #expect(svg.ranges(of: "<text ").count == 5, "the name, pronouns and three handles: no letter in a badge")
    }

    @Test func aProfileWithoutUserNameShowsTheHandleOfItsURL() throws {
        let texts = try Self.artwork(Profile.sample, lines: [.name, .social]).items.compactMap {
            if case let .text(box) = $0, box.role == "social profile" { box.text } else { nil }
        }
        #expect(texts == ["@alexmorgan@hachyderm.io", "alexmorgan", "alex-morgan-example"])
    }

    @Test func theBackgroundReachesIntoTheBleedAndNothingElseLeavesTheTrim() throws {
        let art = try Self.artwork(Profile.sample, bleed: 3)
        guard case let .rect(background, _, _) = art.items[0] else { Issue.record("no background"); return }
        #expect(background == DrawingRect(x: -3, y: -3, width: 91, height: 61))
        let trim = DrawingRect(x: 0, y: 0, width: 85, height: 55)
        for item in art.items.dropFirst(2) {
            if case let .rect(rect, _, _) = item { #expect(trim.contains(rect)) }
        }
    }

    @Test func modulesSmallerThanPhonesReadAreReported() throws {
        var p = Profile.sample
        p.note = String(repeating: "x", count: 900)
        let art = try Self.artwork(p, code: .all)
        #expect(art.warnings.contains { if case .smallModules = $0 { true } else { false } })
        let small = try Self.artwork(PrintTestCards.nameOnly)
        #expect(!small.warnings.contains { if case .smallModules = $0 { true } else { false } })
    }

    @Test func theBackHoldsItsCodeAndCaptionInsideTheCard() throws {
        let matrix = try QREncoder.encodeSync(Array("https://example.com".utf8))
        for size in Self.sizes {
            let art = CardFaceLayout.back(caption: "https://example.com", code: matrix, style: .classic, size: size, bleed: 0)
            let trim = DrawingRect(x: 0, y: 0, width: size.width, height: size.height)
            let texts = art.items.compactMap { if case let .text(box) = $0 { TextFitter.fit(box, measurer: EstimatedTextMeasurer()) } else { nil } }
            #expect(texts.count == 1)
            #expect(CardLayoutCheck.problems(trims: [trim], codeAreas: [art.codeArea], texts: texts).isEmpty)
            #expect(trim.contains(art.codeArea))
        }
    }
}

@testable import MycaCLI
import MycaCore
import Testing

/// Every surface that shows a card takes its lines from ``CardContent``: the printed front
/// (its PDF, PNG and SVG are drawn from the same boxes), the call background, `show`, the
/// page and the signature show the same texts, in the same order, with the same kinds.
@Suite("one card, every surface")
struct CardSurfacesTests {
    static var profile: Profile {
        var p = Profile()
        p.formattedName = "Rosa Díaz"
        p.givenName = "Rosa"
        p.familyName = "Díaz"
        p.pronouns = "she/her"
        p.title = "Detective"
        p.organization = "Nine-Nine"
        p.emails = [Email(address: "rosa@nine.example", types: ["work", "INTERNET"])]
        p.phones = [Phone(number: "+1-212-555-0199", types: ["cell", "voice"])]
        p.urls = [WebURL(value: "https://www.nine.example/rosa")]
        p.socialProfiles = [SocialProfile(service: "GitHub", url: "https://github.com/rosa", user: "rosa")]
        return p
    }

    static func code(_ card: ProfileSnapshot) throws -> QRMatrix {
        try QREncoder.encodeSync(try QRPayload.build(card, kind: .vcard3))
    }

    static func texts(_ items: [DrawingItem], without roles: Set<String> = ["social icon", "caption"]) -> [String] {
        items.compactMap { if case let .text(box) = $0, !roles.contains(box.role) { box.text } else { nil } }
    }

    /// Whether `needles` occur in `haystack` in this order.
    static func inOrder(_ needles: [String], in haystack: String) -> Bool {
        var rest = haystack[...]
        for needle in needles {
            guard let found = rest.range(of: needle) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    @Test func theLinesAndTheirKinds() throws {
        let content = CardContent(try Self.profile.snapshot())
        #expect(content.lines.map(\.role) == [.name, .pronouns, .title, .organization, .email, .phone, .web, .social])
        #expect(content.lines.map(\.labelled) == [
            "Rosa Díaz", "she/her", "Detective", "Nine-Nine", "rosa@nine.example (work)", "+1-212-555-0199 (cell)",
            "nine.example/rosa", "rosa",
        ])
        #expect(content.first(.web)?.value == "https://www.nine.example/rosa")
    }

    @Test func thePrintedFrontAndItsSVG() throws {
        let card = try Self.profile.snapshot()
        // A card with one value of each kind needs no kinds beside them.
        let expected = CardContent(card).lines.map(\.text)
        let front = CardFaceLayout.front(card, code: try Self.code(card), style: .classic, size: .eu, bleed: 0)
        #expect(Self.texts(front.items) == expected)
        let (svg, _) = DrawingSVGRenderer.render(PrintSheet.single(front, cropMarks: false).page)
        #expect(Self.inOrder(expected.map { HTML.escape($0) }, in: svg), "\(svg)")
    }

    @Test func theCallBackground() throws {
        let card = try Self.profile.snapshot()
        let content = CardContent(card)
        let (page, _) = CallBackgroundLayout.page(card, code: try Self.code(card), style: .classic, width: 1920,
                                                  height: 1080, caption: "scan")
        #expect(Self.texts(page.items) == content.lines([.name, .pronouns, .title, .organization, .web]).map(\.text))
    }

    @Test func showInTheTerminal() throws {
        let card = try Self.profile.snapshot()
        let shown = CardLayout(unicode: true, paint: .plain).content(card).map { $0.map(\.text).joined() }.joined(separator: "\n")
        #expect(Self.inOrder(CardContent(card).lines.map(\.labelled), in: shown), "\(shown)")
    }

    @Test func thePageAndTheSignature() throws {
        let card = try Self.profile.snapshot()
        let content = CardContent(card)
        let page = try CardPage.render(card, code: try Self.code(card), style: .classic)
        let body = String(page[page.range(of: "<body>")!.upperBound...])
        #expect(Self.inOrder(content.lines.map { HTML.escape($0.text) }, in: body))
        #expect(Self.inOrder(["Email · work", "Phone · cell"], in: body))
        let signature = try EmailSignature.html(card, code: nil, style: .classic)
        #expect(Self.inOrder(content.lines([.name, .email, .phone, .web]).map { HTML.escape($0.text) }, in: signature))
    }

    @Test func aJapanesePageSaysItsKindsInJapanese() throws {
        var p = Self.profile
        p.language = "ja"
        let page = try CardPage.render(try p.snapshot(), code: try Self.code(try p.snapshot()), style: .classic)
        #expect(page.contains("電話 · 携帯") && page.contains("メール · 勤務先"))
        #expect(!page.contains("· cell"))
    }

    @Test func linesLeaveGroupsOffEverySurface() throws {
        let card = try Self.profile.snapshot()
        let lines = try FieldSelection(parsing: "title,phone")
        #expect(CardContent(card, lines: lines).lines.map(\.role) == [.name, .title, .phone])
        let front = CardFaceLayout.front(card, lines: lines, code: try Self.code(card), style: .classic, size: .eu, bleed: 0)
        #expect(Self.texts(front.items) == ["Rosa Díaz", "Detective", "+1-212-555-0199"])
        let (page, _) = CallBackgroundLayout.page(card, lines: lines, code: try Self.code(card), style: .classic,
                                                  width: 1920, height: 1080, caption: "")
        #expect(Self.texts(page.items) == ["Rosa Díaz", "Detective"])
        var layout = CardLayout(unicode: true, paint: .plain)
        layout.lines = lines
        let shown = layout.content(card).map { $0.map(\.text).joined() }.joined(separator: "\n")
        #expect(!shown.contains("rosa@nine.example") && shown.contains("+1-212-555-0199 (cell)"))
    }
}

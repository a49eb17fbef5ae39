import MycaTestSupport
import Testing
@testable import MycaCore

/// A name with a right-to-left override on the page and in both signatures: the override
/// is closed within the field and cannot turn around what follows it.
@Suite struct BidiWebTests {
    static let override = "Eve\u{202E}moc.elpmaxe"

    static var card: ProfileSnapshot {
        get throws {
            var p = Profile.sample
            p.formattedName = override
            p.title = "\u{2067}title"
            p.organization = "Org\u{202D}"
            p.pronouns = "she\u{202B}"
            p.note = "a \u{202E}note\nsecond"
            p.givenName = "می\u{200C}خواهم"
            return try p.snapshot()
        }
    }

    @Test func escapeClosesWhatTheTextLeavesOpen() {
        #expect(HTML.escape(Self.override).unicodeScalars.elementsEqual("Eve\u{202E}moc.elpmaxe\u{202C}".unicodeScalars))
        #expect(HTML.isolate("<b>\u{2067}x").unicodeScalars.elementsEqual("<bdi>&lt;b&gt;\u{2067}x\u{2069}</bdi>".unicodeScalars))
    }

    @Test func downloadNamesLoseDirectionalCharacters() {
        #expect(HTML.fileName("Eve\u{202E}fdp.exe", ext: "vcf", fallback: "contact") == "Evefdp.exe.vcf")
    }

    @Test func pageIsolatesTheNameAndKeepsEveryFieldBalanced() throws {
        let card = try Self.card
        let code = try CodeRequest(kind: .vcard3, fields: .printed).codeSync(for: card).matrix
        let page = try CardPage.render(card, code: code, style: .classic)
        #expect(BidiBalance.holds(in: page))
        #expect(page.contains("<h1 class=\"p-name\"><bdi>" + HTML.escape(Self.override) + "</bdi></h1>"))
        #expect(page.contains("<title>" + HTML.escape(Self.override) + "</title>"))
        // The joiner a Persian name needs is kept.
        #expect(page.contains("می\u{200C}خواهم"))
    }

    @Test func htmlSignatureIsolatesTheNameAndKeepsEveryFieldBalanced() throws {
        let card = try Self.card
        let html = try EmailSignature.html(card, code: nil, style: .classic)
        #expect(BidiBalance.holds(in: html))
        #expect(html.contains("<bdi>" + HTML.escape(Self.override) + "</bdi>"))
    }

    @Test func textSignatureClosesEachFieldBeforeTheNext() throws {
        let (text, _) = EmailSignature.text(try Self.card)
        #expect(BidiBalance.holds(in: text))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1].unicodeScalars.elementsEqual("Eve\u{202E}moc.elpmaxe\u{202C} (she\u{202B}\u{202C})".unicodeScalars))
    }

    @Test func textSignatureStaysBalancedWhenALineWraps() throws {
        var p = Profile.sample
        p.formattedName = "\u{202E}" + Array(repeating: "xxxxxxxxx", count: 10).joined(separator: " ") + "\u{202C}"
        let (text, _) = EmailSignature.text(try p.snapshot())
        #expect(BidiBalance.holds(in: text))
        #expect(!text.contains("…"))
        #expect(text.split(separator: "\n").allSatisfy { BidiBalance.holds(in: String($0)) })
    }
}

import MycaCore
import Testing

/// What becomes a link, and how text is escaped, in the page and the signature.
@Suite struct HTMLTests {
    @Test(arguments: [
        ("https://example.com/a?b=c#d", true), ("HTTP://EXAMPLE.COM", true), ("mailto:ann@example.org", true),
        ("tel:+1-555-0100", true), ("javascript:alert(1)", false), ("JaVaScRiPt:alert(1)", false),
        (" https://example.com", false), ("java\tscript:alert(1)", false), ("https://exa mple.com", false),
        ("https://example.com/\u{7}", false), ("data:text/html,<script>", false), ("vbscript:msgbox", false),
        ("https://", false), ("//example.com", false), ("https://ex\u{200B}ample.com", false),
    ])
    func onlySafeSchemesBecomeLinks(url: String, linked: Bool) {
        #expect((HTML.href(url) != nil) == linked)
    }

    @Test func escapingCoversTextAndBothQuotesAndDropsForbiddenCharacters() {
        #expect(HTML.escape("<a href=\"x\" title='y'>&amp;</a>")
            == "&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;&amp;amp;&lt;/a&gt;")
        #expect(HTML.escape("a\u{0}b\u{1B}[31mc\u{85}d\ne") == "ab[31mcd\ne")
    }

    @Test(arguments: [
        ("+1 (415) 555-0134", "tel:+1(415)555-0134"), ("03-1234-5678", "tel:03-1234-5678"),
        ("+1 555 0100;ext=12", nil), ("call me", nil), ("", nil),
    ] as [(String, String?)])
    func phoneNumbersBecomeTelLinksOnlyWhenPlain(number: String, link: String?) {
        #expect(HTML.tel(number) == link)
    }

    @Test func mailtoLeavesOutAddressesThatWouldAddHeaders() {
        #expect(HTML.mailto("ann@example.org") == "mailto:ann@example.org")
        #expect(HTML.mailto("ann@example.org?bcc=eve@example.org") == nil)
        #expect(HTML.mailto("no-at-sign") == nil)
    }

    @Test(arguments: [
        "mailto:ann@example.org?bcc=eve@example.org", "MAILTO:ann@example.org?cc=eve@example.org",
        "mailto:ann@example.org?body=send%20the%20file", "mailto:ann@example.org?subject=hi",
        "mailto:ann@example.org,eve@example.org", "mailto:ann@example.org;eve@example.org",
        "mailto:ann@example.org%2Ceve@example.org", "mailto:?to=eve@example.org", "mailto:ann@example.org#x",
        "mailto:eve", "mailto:@example.org",
    ])
    func mailtoURLsWithHeadersOrMoreRecipientsStayText(url: String) {
        #expect(HTML.href(url) == nil)
        #expect(HTML.mailto(String(url.dropFirst("mailto:".count))) == nil)
    }

    @Test func downloadNamesLoseWhatFileSystemsRefuse() {
        #expect(HTML.fileName("佐藤 花子", ext: "vcf", fallback: "contact") == "佐藤 花子.vcf")
        #expect(HTML.fileName("../a/b:c\"d", ext: "vcf", fallback: "contact") == "a b c d.vcf")
        #expect(HTML.fileName("...", ext: "vcf", fallback: "contact") == "contact.vcf")
    }
}

import MycaCore
import Testing

/// A link's address reaches a PDF with nothing a PDF string or cairo's tag syntax reads as
/// syntax in it.
@Suite struct PDFLinkTests {
    @Test("a ')' in a web address cannot end the PDF string and write an action", arguments: [
        "https://x.example/a)>>/A<</S/JavaScript/JS(app.alert(1))>>/Z<</Y(",
        "https://x.example/a\\)>>/A<</S/JavaScript/JS(app.alert(1))",
        "https://x.example/it's'/Z",
        "https://de.wikipedia.org/wiki/Köln_(Stadt) x\u{0}y",
    ])
    func nothingOfPDFSyntaxIsLeft(_ link: String) {
        let uri = PDFLink.uri(link)
        #expect(!uri.contains("(") && !uri.contains(")") && !uri.contains("\\") && !uri.contains("'"), "\(uri)")
        #expect(uri.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }, "\(uri)")
        #expect(uri.hasPrefix("https://"))
    }

    @Test("what a browser sends for the address: non-ASCII and parentheses percent-encoded, the rest as it was")
    func linksLeadWhereTheyDid() {
        #expect(PDFLink.uri("https://de.wikipedia.org/wiki/Köln_(Stadt)") == "https://de.wikipedia.org/wiki/K%C3%B6ln_%28Stadt%29")
        #expect(PDFLink.uri("https://northwind.example/alex?x=1&y=%20#top") == "https://northwind.example/alex?x=1&y=%20#top")
        #expect(PDFLink.uri("mailto:ann@example.org") == "mailto:ann@example.org")
    }

    @Test("a tel: number loses its parentheses, so an unbalanced '(' is no syntax; '-' and '.' stay")
    func telephoneNumbersHaveNoParentheses() {
        #expect(PDFLink.uri("tel:+1(5550100") == "tel:+15550100")
        #expect(PDFLink.uri("tel:+1-(555)-010.0") == "tel:+1-555-010.0")
    }
}

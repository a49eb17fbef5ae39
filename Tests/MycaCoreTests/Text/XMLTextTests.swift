import MycaCore
import Testing

/// Text in SVG, XMP and web pages: markup as references, forbidden characters left out.
@Suite struct XMLTextTests {
    @Test func xmlTextIsEscaped() {
        #expect(XMLText.escape("A & B <c> \"d\" 'e'") == "A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos;")
        #expect(XMLText.escape("a\u{1}b\u{7F}\u{85}é\tz") == "abé\tz")
    }
}

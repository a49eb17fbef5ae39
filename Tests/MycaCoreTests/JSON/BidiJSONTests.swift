import Testing
@testable import MycaCore

/// JSON escapes the characters that steer text direction: the text shown as it is holds
/// none, and a parser gets the same string back.
@Suite struct BidiJSONTests {
    @Test func directionalCharactersAreEscapedAndReadBack() throws {
        let name = "Eve\u{202E}moc.elpmaxe \u{2067}x \u{200E}\u{200F}\u{061C}"
        let value: JSONValue = ["name": .string(name)]
        let text = value.serialized()
        #expect(text == #"{"name":"Eve\u202emoc.elpmaxe \u2067x \u200e\u200f\u061c"}"#)
        #expect(!text.unicodeScalars.contains(where: BidiText.isDirectional))
        let back = try JSONValue.parse(text)
        guard case .string(let read)? = back["name"] else {
            Issue.record("not read back: \(back)")
            return
        }
        #expect(read.unicodeScalars.elementsEqual(name.unicodeScalars))
    }

    @Test func joinersStayAsTheyAre() {
        let name = "می\u{200C}خواهم 👩\u{200D}💻"
        #expect(JSONValue.string(name).serialized().unicodeScalars.elementsEqual(("\"" + name + "\"").unicodeScalars))
    }

    @Test func cardJSONHoldsNoRawOverride() throws {
        var p = Profile.sample
        p.formattedName = "Eve\u{202E}moc.elpmaxe"
        let json = try p.snapshot().jsonValue.serialized(pretty: true)
        #expect(!json.unicodeScalars.contains("\u{202E}"))
        #expect(json.contains(#""Eve\u202emoc.elpmaxe""#))
    }
}

import Testing
@testable import MycaCore

/// Which characters hide in or turn text around, and how a field's open embeddings,
/// overrides and isolates are closed at its end.
@Suite struct BidiTextTests {
    @Test(arguments: [
        0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C,
        0x200B, 0x200C, 0x200D, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xFEFF, 0x00AD, 0xE0001, 0xE0041,
        0x034F, 0x3164, 0xFE0F, 0x180E, 0xFFF9,
    ] as [UInt32])
    func invisibleAndDirectionalCharactersAreHidden(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(BidiText.isHidden(scalar))
        #expect(BidiText.firstHidden(in: "a" + String(Character(scalar)) + "b") == scalar)
    }

    @Test(arguments: ["https://example.com/a?b=c", "+81 90-1234-5678", "佐藤 花子", "مریم", "ñandú", "👩‍💻"])
    func visibleTextHasNothingHidden(_ text: String) {
        // The ZWJ of 👩‍💻 is a format character: only values people follow or dial are checked.
        #expect(BidiText.firstHidden(in: text) == (text == "👩‍💻" ? "\u{200D}" : nil))
    }

    @Test(arguments: [
        // An unclosed override or isolate is closed at the end.
        ("Eve\u{202E}moc.elpmaxe", "Eve\u{202E}moc.elpmaxe\u{202C}"),
        ("\u{2067}שלום", "\u{2067}שלום\u{2069}"),
        ("\u{202B}a\u{2066}b", "\u{202B}a\u{2066}b\u{2069}\u{202C}"),
        // What is closed stays as it is.
        ("a\u{202E}b\u{202C}c", "a\u{202E}b\u{202C}c"),
        ("\u{2068}x\u{2069}", "\u{2068}x\u{2069}"),
        // A PDI closes the embeddings opened inside its isolate.
        ("\u{2066}a\u{202E}b\u{2069}c", "\u{2066}a\u{202E}b\u{2069}c"),
        // A PDF cannot close an embedding opened outside the isolate it is in.
        ("\u{202E}a\u{2066}b\u{202C}", "\u{202E}a\u{2066}b\u{2069}\u{202C}"),
        // A closer with nothing of the field's to close could only act on the text around it.
        ("x\u{202C}\u{2069}y", "xy"),
        // Each line is closed before its break.
        ("\u{202E}one\ntwo\u{202C}", "\u{202E}one\u{202C}\ntwo"),
        // Marks and joiners are no embeddings: they stay, and need nothing closed.
        ("می\u{200C}خواهم\u{200F}", "می\u{200C}خواهم\u{200F}"),
        ("plain", "plain"),
    ])
    func balancedClosesWhatAFieldLeavesOpen(_ text: String, _ expected: String) {
        #expect(BidiText.balanced(text).unicodeScalars.elementsEqual(expected.unicodeScalars))
        #expect(BidiText.balanced(expected).unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test func deepNestingIsCutWhereTheBidiAlgorithmCouldPartWays() {
        let deep = String(repeating: "\u{202E}", count: 200) + "x"
        let out = BidiText.balanced(deep)
        let opened = out.unicodeScalars.filter { $0 == "\u{202E}" }.count
        #expect(opened == BidiText.maximumDepth)
        #expect(out.unicodeScalars.filter { $0 == "\u{202C}" }.count == opened)
    }
}

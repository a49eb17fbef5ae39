import MycaCLI
import Testing

@Suite struct SanitizerTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("café 日本語 👩‍💻", "café 日本語 👩‍💻"),
        ("\u{1B}[31mred\u{1B}[0m", "\\u{1B}[31mred\\u{1B}[0m"),
        ("\u{1B}[2J\u{1B}[H", "\\u{1B}[2J\\u{1B}[H"),
        ("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\", "\\u{1B}]8;;https://evil.example\\u{1B}\\click\\u{1B}]8;;\\u{1B}\\"),
        ("\u{1B}]52;c;ZXZpbA==\u{07}", "\\u{1B}]52;c;ZXZpbA==\\u{7}"),
        ("\u{9B}31mC1 CSI", "\\u{9B}31mC1 CSI"),
        ("\u{9D}0;title\u{9C}", "\\u{9D}0;title\\u{9C}"),
        ("abc\u{202E}fed", "abc\\u{202E}fed"),
        ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
        ("a\u{200B}b", "a\\u{200B}b"),
        ("a\u{200D}b", "a\\u{200D}b"),
        ("a\u{200C}b", "a\\u{200C}b"),
        ("می\u{200C}خواهم", "می\u{200C}خواهم"),
        ("क्\u{200D}ष", "क्\u{200D}ष"),
        ("👩\u{200D}💻 👨\u{200D}👩\u{200D}👧\u{200D}👦", "👩\u{200D}💻 👨\u{200D}👩\u{200D}👧\u{200D}👦"),
        ("😀\u{200D}😀\u{200D}😀\u{200D}😀\u{200D}😀", "😀\\u{200D}😀\\u{200D}😀\\u{200D}😀\\u{200D}😀"),
        ("می\u{200C} x", "می\\u{200C} x"),
        ("می\u{200B}خواهم", "می\\u{200B}خواهم"),
        ("\u{FEFF}bom", "\\u{FEFF}bom"),
        ("word\u{2060}joiner", "word\\u{2060}joiner"),
        ("a\u{7F}b", "a\\u{7F}b"),
        ("a\rb", "a\\u{D}b"),
        ("nul\u{0}", "nul\\u{0}"),
        ("bell\u{07}", "bell\\u{7}"),
        ("tab\there", "tab here"),
        ("line\u{2028}sep", "line\\u{2028}sep"),
        ("two\nlines", "two\\u{A}lines"),
    ])
    func neutralizes(input: String, expected: String) {
        #expect(Sanitizer.forTerminal(input) == expected)
    }

    @Test func newlinePolicies() {
        #expect(Sanitizer.forTerminal("a\nb\u{1B}", newlines: .keep) == "a\nb\\u{1B}")
        #expect(Sanitizer.forTerminal("a\nb", newlines: .space) == "a b")
        #expect(Sanitizer.forTerminal("a\nb", newlines: .escape) == "a\\u{A}b")
    }

    @Test func outputNeverContainsControlsOrBidi() {
        var hostile = ""
        for v in Array(0x00...0x9F) + [0x200B, 0x200E, 0x202A, 0x202E, 0x2066, 0x2069, 0xFEFF] {
            if let scalar = Unicode.Scalar(UInt32(v)) { hostile.unicodeScalars.append(scalar) }
        }
        let clean = Sanitizer.forTerminal(hostile)
        #expect(!clean.unicodeScalars.contains { Sanitizer.needsEscape($0.value) || $0.value == 0x09 || $0.value == 0x0A })
    }
}

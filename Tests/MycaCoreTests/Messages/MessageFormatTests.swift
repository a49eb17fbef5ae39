import MycaCore
import Testing

@Suite struct MessageFormatTests {
    @Test("conversions take the arguments in order, by position, or stay when there is none", arguments: [
        ("no card named '%s'", ["work"], "no card named 'work'"),
        ("%s line %d: %s", ["a.vcf", "3", "bad"], "a.vcf line 3: bad"),
        ("%2$s の %1$s", ["one", "two"], "two の one"),
        ("100%% sure, %s", ["yes"], "100% sure, yes"),
        ("L 7%, M 15%", [], "L 7%, M 15%"),  // a lone % is text
        ("%s and %s", ["only"], "only and %s"),  // a missing argument shows, never crashes
        ("%3$s", ["a"], "%3$s"),
        ("名刺 %d 枚", ["2"], "名刺 2 枚"),
    ])
    func format(template: String, arguments: [String], expected: String) {
        #expect(MessageFormat.format(template, arguments) == expected)
    }
}

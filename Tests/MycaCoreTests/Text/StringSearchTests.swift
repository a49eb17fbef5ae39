import Testing
@testable import MycaCore

@Suite struct StringSearchTests {
    @Test("first and last ranges, by characters")
    func ranges() throws {
        let s = ".card.tmp-12-ab.tmp-34-cd"
        let first = try #require(s.firstRange(ofText: ".tmp-"))
        let last = try #require(s.lastRange(ofText: ".tmp-"))
        #expect(s[first.upperBound...].hasPrefix("12") && s[last.upperBound...] == "34-cd")
        #expect(s.firstRange(ofText: "none") == nil && s.firstRange(ofText: "") == nil)
        // Characters compare as `==` does: a decomposed é matches a composed one, and a
        // search for "e" does not match inside "é".
        #expect("cafe\u{301}!".firstRange(ofText: "café") != nil)
        #expect("café".firstRange(ofText: "e") == nil)
        #expect("aaa".lastRange(ofText: "aa").map { "aaa".distance(from: "aaa".startIndex, to: $0.lowerBound) } == 1)
    }

    @Test("replacing every occurrence, nothing for an empty target", arguments: [
        ("{name}'s photo", "{name}", "Ana", "Ana's photo"), ("a-b-c", "-", "_", "a_b_c"),
        ("x\ny\n", "\n", "\\n", "x\\ny\\n"), ("aaaa", "aa", "b", "bb"), ("abc", "", "z", "abc"), ("", "a", "b", ""),
    ])
    func replacing(text: String, target: String, replacement: String, expected: String) {
        #expect(text.replacingAll(target, with: replacement) == expected)
    }
}

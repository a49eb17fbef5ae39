import Testing
@testable import MycaCore

/// Lists are joined by messages, so a translation joins them in its own words.
@Suite struct MessageTextListTests {
    @Test("a, a and b, a, b and c; or for choices; nothing for none", arguments: [
        ([], MessageText.Conjunction.and, ""), (["a"], .and, "a"), (["a", "b"], .and, "a and b"),
        (["a", "b", "c"], .and, "a, b and c"), (["a", "b", "c", "d"], .or, "a, b, c or d"),
    ])
    func english(items: [String], conjunction: MessageText.Conjunction, expected: String) {
        #expect(MessageText.list(items, conjunction).description == expected)
    }

    @Test("the items stay as they are and the joining words are messages")
    func itemsAreNotTranslated() {
        let list = MessageText.list(["%s", "b", "c"], .or)
        #expect(list.format == "%s, %s" && list.translatable)
        #expect(list.arguments.first == .text(.verbatim("%s")))
        #expect(list.description == "%s, b or c")
    }
}

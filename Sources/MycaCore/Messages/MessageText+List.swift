extension MessageText {
    /// How a list's items are joined: all of them, or one of them.
    public enum Conjunction: Sendable {
        /// `a, b and c`.
        case and
        /// `a, b or c`.
        case or
    }

    /// `a`, `a and b`, `a, b and c` (or `or`), joined in the reader's language: the commas
    /// and the last joining word are messages too, so no English word is left inside a
    /// translated line.
    public static func list(_ items: [String], _ conjunction: Conjunction) -> MessageText {
        list(items.map(MessageText.verbatim), conjunction)
    }

    /// A list of messages (quoted names, translated words), joined as ``list(_:_:)-swift.type.method`` does.
    public static func list(_ items: [MessageText], _ conjunction: Conjunction) -> MessageText {
        guard let last = items.last else { return .verbatim("") }
        guard items.count > 1 else { return last }
        let before = items[items.count - 2]
        // TRANSLATORS: the last two items of a list, "a, b and c" ("a、b、c").
        var text = conjunction == .and ? MessageText("%s and %s", before, last)
            // TRANSLATORS: the last two items of a list of choices, "a, b or c".
            : MessageText("%s or %s", before, last)
        // TRANSLATORS: the items of a list before its last two, "a, b and c".
        for item in items.dropLast(2).reversed() { text = MessageText("%s, %s", item, text) }
        return text
    }
}

/// Which fields of a card go into a QR payload: a set of field words (`name,email`).
///
/// The words are the ``CardField/pick``s of the field table, in table order (`name` picks
/// the name parts, nickname and pronouns; `address` the address components; …), so a
/// field the table gives a pick is selectable without code here. vCard payloads always
/// carry FN, whatever is picked.
public struct PayloadFields: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// The picked words.
    private var picks: Set<String>

    /// The fields whose picks are those of `fields` (`[.name, .email]`; `.given` picks `name` too).
    public init(_ fields: [CardField]) {
        picks = Set(fields.compactMap(\.pick))
    }

    /// The fields whose picks are those of the listed fields.
    public init(arrayLiteral fields: CardField...) {
        self.init(fields)
    }

    /// Whether `field` goes into the payload (false for a field no word picks).
    public func contains(_ field: CardField) -> Bool {
        field.pick.map(picks.contains) ?? false
    }

    /// Whether every word `other` picks is picked here.
    public func isSuperset(of other: PayloadFields) -> Bool {
        picks.isSuperset(of: other.picks)
    }

    /// Whether every word `other` picks is picked here (``isSuperset(of:)``).
    public func contains(_ other: PayloadFields) -> Bool {
        isSuperset(of: other)
    }

    /// Every field a word picks.
    public static let all = PayloadFields(CardField.all)

    /// The words in documentation order (the order of the table), as accepted by ``init(parsing:)``.
    public static let words: [String] = CardField.all.reduce(into: []) { words, field in
        if let pick = field.pick, !words.contains(pick) { words.append(pick) }
    }

    /// The words with what each picks, in documentation order.
    public static let names: [(String, PayloadFields)] = words.map { word in
        (word, PayloadFields(CardField.all.filter { $0.pick == word }))
    }

    /// Parses a comma-separated list such as `name,email,phone` (`all` means every field).
    /// - Throws: ``PayloadError/unknownField(_:)`` naming the first bad field.
    public init(parsing text: String) throws(PayloadError) {
        var picks: Set<String> = []
        for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = TextHelpers.asciiLower(TextHelpers.trim(String(raw)))
            if word == "all" {
                picks.formUnion(Self.words)
            } else if Self.words.contains(word) {
                picks.insert(word)
            } else {
                throw PayloadError.unknownField(String(raw))
            }
        }
        self.picks = picks
    }
}

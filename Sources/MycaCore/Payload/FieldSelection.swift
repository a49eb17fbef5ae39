/// A word that picks fields of a card: for what a QR payload carries and what lines a card
/// shows. Each ``CardField`` names the group it belongs to (``CardField/pick``):
/// `name` picks the name parts, nickname and pronouns, `address` the address components.
/// The cases are in documentation order, the order of the field table.
public enum CardFieldGroup: String, Sendable, Hashable, CaseIterable {
    case name, org, title, email, phone, url, social, address, birthday, note
}

/// Which fields of a card a payload carries or a card shows: a set of field groups
/// (`name,email`). vCard payloads always carry FN, and every card shows its name, whatever
/// is picked.
public struct FieldSelection: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// The picked groups.
    public private(set) var groups: Set<CardFieldGroup>

    /// The given groups.
    public init(groups: Set<CardFieldGroup>) {
        self.groups = groups
    }

    /// The groups of `fields` (`[.name, .email]`; `.given` picks `name` too).
    public init(_ fields: [CardField]) {
        groups = Set(fields.compactMap(\.pick))
    }

    /// The groups of the listed fields.
    public init(arrayLiteral fields: CardField...) {
        self.init(fields)
    }

    /// Whether `field` is picked (false for a field no group holds).
    public func contains(_ field: CardField) -> Bool {
        field.pick.map(groups.contains) ?? false
    }

    /// Whether `group` is picked.
    public func picks(_ group: CardFieldGroup) -> Bool {
        groups.contains(group)
    }

    /// Whether every group `other` picks is picked here.
    public func isSuperset(of other: FieldSelection) -> Bool {
        groups.isSuperset(of: other.groups)
    }

    /// Whether every group `other` picks is picked here (``isSuperset(of:)``).
    public func contains(_ other: FieldSelection) -> Bool {
        isSuperset(of: other)
    }

    /// This selection less `removed`.
    public func without(_ removed: CardFieldGroup...) -> FieldSelection {
        FieldSelection(groups: groups.subtracting(removed))
    }

    /// Every group.
    public static let all = FieldSelection(groups: Set(CardFieldGroup.allCases))

    /// What a printed card shows and its code carries by default: who, where they work and
    /// how to reach them (no address, note or birthday).
    public static let printed = FieldSelection(groups: [.name, .org, .title, .email, .phone, .url])

    /// The least a contact is worth saving with: the name, emails and phones.
    public static let compact = FieldSelection(groups: [.name, .email, .phone])

    /// The words in documentation order, as accepted by ``init(parsing:)``.
    public static let words: [String] = CardFieldGroup.allCases.map(\.rawValue)

    /// The picked groups' words, in documentation order (`all` when every one is picked).
    public var text: String {
        self == .all ? "all" : CardFieldGroup.allCases.filter(groups.contains).map(\.rawValue).joinedText(separator: ",")
    }

    /// Parses a comma-separated list such as `name,email,phone` (`all` means every group).
    /// - Throws: ``PayloadError/unknownField(_:)`` naming the first bad word.
    public init(parsing text: String) throws(PayloadError) {
        var groups: Set<CardFieldGroup> = []
        for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = ASCIIText.lowercased(WhiteSpace.trim(String(raw)))
            if word == "all" {
                groups.formUnion(CardFieldGroup.allCases)
            } else if let group = CardFieldGroup(rawValue: word) {
                groups.insert(group)
            } else {
                throw PayloadError.unknownField(String(raw))
            }
        }
        self.groups = groups
    }
}

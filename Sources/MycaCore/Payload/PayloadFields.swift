/// Which fields of a card go into a QR payload.
public struct PayloadFields: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Structured name, phonetic names, nickname, pronouns (vCard FN is always written).
    public static let name = PayloadFields(rawValue: 1 << 0)
    /// Organization and units.
    public static let org = PayloadFields(rawValue: 1 << 1)
    /// Title and role.
    public static let title = PayloadFields(rawValue: 1 << 2)
    /// Email addresses.
    public static let email = PayloadFields(rawValue: 1 << 3)
    /// Telephone numbers.
    public static let phone = PayloadFields(rawValue: 1 << 4)
    /// Web addresses.
    public static let url = PayloadFields(rawValue: 1 << 5)
    /// Postal addresses.
    public static let address = PayloadFields(rawValue: 1 << 6)
    /// Social profiles.
    public static let social = PayloadFields(rawValue: 1 << 7)
    /// Note.
    public static let note = PayloadFields(rawValue: 1 << 8)
    /// Every field.
    public static let all: PayloadFields = [.name, .org, .title, .email, .phone, .url, .address, .social, .note]

    /// The field names in documentation order, as accepted by ``init(parsing:)``.
    public static let names: [(String, PayloadFields)] = [
        ("name", .name), ("org", .org), ("title", .title), ("email", .email), ("phone", .phone),
        ("url", .url), ("address", .address), ("social", .social), ("note", .note),
    ]

    /// Parses a comma-separated list such as `name,email,phone` (`all` means every field).
    /// - Throws: ``PayloadError/unknownField(_:)`` naming the first bad field.
    public init(parsing text: String) throws(PayloadError) {
        var set: PayloadFields = []
        for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = TextHelpers.asciiLower(TextHelpers.trim(String(raw)))
            if name == "all" { set.formUnion(.all); continue }
            guard let field = Self.names.first(where: { $0.0 == name })?.1 else {
                throw PayloadError.unknownField(String(raw))
            }
            set.insert(field)
        }
        self = set
    }
}

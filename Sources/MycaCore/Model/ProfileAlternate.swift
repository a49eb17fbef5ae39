/// The card's name, organization, title and addresses in one more language: the other
/// side of a bilingual card (山田 太郎 on one side, Taro Yamada on the other).
///
/// A vCard 4.0 export writes each of these next to the card's own as an RFC 6350
/// alternative (same `ALTID`, its own `LANGUAGE`); vCard 3.0 and QR payloads, which have no
/// alternatives, take one language through ``ProfileSnapshot/inLanguage(_:)``. Everything
/// else on the card (emails, phones, notes…) has one value for every language.
public struct ProfileAlternate: Sendable, Hashable {
    /// The language, a BCP 47 tag such as `en` or `zh-Hant` (see ``LanguageTag``).
    public var language: String
    /// Formatted name; derived from the name parts by ``Profile/snapshot()`` when empty.
    public var formattedName: String = ""
    /// Family name.
    public var familyName: String = ""
    /// Given name.
    public var givenName: String = ""
    /// Additional names.
    public var additionalNames: [String] = []
    /// Honorific prefixes.
    public var prefixes: [String] = []
    /// Honorific suffixes.
    public var suffixes: [String] = []
    /// Organization name.
    public var organization: String = ""
    /// Organizational units.
    public var organizationUnits: [String] = []
    /// Job title.
    public var title: String = ""
    /// The card's addresses in this language, by position: element `i` is address `i` of
    /// the card written in this language, nil where it has none (a foreign address often
    /// stays as it is written locally).
    public var addresses: [PostalAddress?] = []
    /// Parameters no field holds on this language's properties (`N;SORT-AS=…`), by
    /// upper-case property name, as ``Profile/propertyParameters`` holds them for the card's own.
    public var propertyParameters: [String: [VCardParameter]] = [:]

    /// An alternative in `language` with nothing in it yet.
    public init(language: String) {
        self.language = language
    }

    /// Whether it holds no name, organization, title or address.
    public var isEmpty: Bool {
        formattedName.isEmpty && familyName.isEmpty && givenName.isEmpty && additionalNames.isEmpty
            && prefixes.isEmpty && suffixes.isEmpty && organization.isEmpty && organizationUnits.isEmpty
            && title.isEmpty && addresses.allSatisfy { $0 == nil || $0?.isEmpty == true }
    }
}

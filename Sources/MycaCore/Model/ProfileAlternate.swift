/// The card's name, organization, title and addresses in one more language: the other
/// side of a bilingual card (山田 太郎 on one side, Taro Yamada on the other).
///
/// A vCard 4.0 export writes each of these next to the card's own as an RFC 6350
/// alternative (same `ALTID`, its own `LANGUAGE`); vCard 3.0 and QR payloads, which have no
/// alternatives, take one language through ``ProfileSnapshot/inLanguage(_:)``. Everything
/// else on the card (emails, phones, notes…) has one value for every language.
///
/// It holds its texts in a ``Profile``, in the fields the card's own are in, so one list
/// (``Profile/sideTexts``, ``Profile/sideLists``) says which they are; `alternate.title`
/// reads and writes `texts.title`. No other field of `texts` is written or read.
@dynamicMemberLookup
public struct ProfileAlternate: Sendable, Hashable {
    /// The language, a BCP 47 tag such as `en` or `zh-Hant` (see ``LanguageTag``).
    public var language: String
    /// The name, organization and title in this language; the formatted name is derived
    /// from the name parts by ``Profile/snapshot()`` when empty.
    public var texts = Profile()
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

    /// A text of ``texts``.
    public subscript<Value>(dynamicMember path: WritableKeyPath<Profile, Value>) -> Value {
        get { texts[keyPath: path] }
        set { texts[keyPath: path] = newValue }
    }

    /// Whether it holds no name, organization, title or address.
    public var isEmpty: Bool {
        Profile.sideTexts.allSatisfy { texts[keyPath: $0].isEmpty } && Profile.sideLists.allSatisfy { texts[keyPath: $0].isEmpty }
            && addresses.allSatisfy { $0 == nil || $0?.isEmpty == true }
    }
}

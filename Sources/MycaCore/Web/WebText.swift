/// The words the page and the signature add around a card's own text, in one language.
///
/// The words follow the card's language (``init(for:)``): a page of a Japanese card, or
/// of a card's Japanese side, speaks Japanese around it. These are
/// words of the document, like the card's own text, so they follow the card and not the
/// locale of whoever runs myca: the page is the same whoever makes it.
public struct WebText: Sendable, Hashable {
    /// The BCP 47 tag written as the document's `lang`.
    public var language: String
    /// The download link's text.
    public var saveContact: String
    /// Under the code.
    public var scanToSave: String
    /// The code's accessible name.
    public var codeLabel: String
    /// Row labels.
    public var email: String, phone: String, web: String, address: String, profiles: String
    /// The photo's accessible description; `{name}` stands for the card's name.
    public var photoOf: String
    /// The heading of a team site's index when its people share no organization.
    public var team: String
    /// The words for the kinds of a value (`work`, `cell`) that differ from the kind itself.
    public var kinds: [String: String] = [:]

    /// English.
    public static let english = WebText(
        language: "en", saveContact: "Save contact", scanToSave: "Scan to save the contact",
        codeLabel: "QR code holding the contact", email: "Email", phone: "Phone", web: "Web",
        address: "Address", profiles: "Profiles", photoOf: "Photo of {name}", team: "Team")

    /// Japanese.
    public static let japanese = WebText(
        language: "ja", saveContact: "連絡先を保存", scanToSave: "読み取って連絡先を保存",
        codeLabel: "連絡先の QR コード", email: "メール", phone: "電話", web: "ウェブ",
        address: "住所", profiles: "プロフィール", photoOf: "{name}の写真", team: "メンバー",
        kinds: ["work": "勤務先", "home": "自宅", "cell": "携帯", "fax": "FAX", "pager": "ポケットベル",
                "text": "SMS", "video": "ビデオ", "textphone": "文字電話", "main": "代表"])

    /// A value's kind (``CardContent/Line/kinds``) in these words.
    public func kind(_ kind: String) -> String { kinds[kind] ?? kind }

    /// ``photoOf`` for `name`.
    func photo(of name: String) -> String { photoOf.replacingAll("{name}", with: name) }
}

extension WebText {
    /// The words for a card in its language: Japanese for a Japanese card, else English,
    /// with the document's `lang` the card's own (its text is what the page is in).
    public init(for card: ProfileSnapshot) {
        let language = card.language ?? "en"
        self = LanguageTag.isJapanese(language) ? .japanese : .english
        self.language = language
    }
}

/// The words a card sets before its values, in the card's language: the one table the
/// printed meishi and the terminal's box take their labels from.
///
/// These are words of the card, like its own text, so they follow the card's language and
/// not the locale of whoever runs myca. A Japanese card uses what Japanese business cards
/// print: `TEL`, `FAX`, `携帯` for a mobile, `E-mail`, `URL` (the postal mark `〒` comes with
/// the address, from ``AddressFormat``).
public struct CardLabels: Sendable, Hashable {
    /// Before a phone number that is not a mobile or a fax.
    public var phone: String
    /// Before a mobile number (kind `cell`).
    public var mobile: String
    /// Before a fax number (kind `fax`).
    public var fax: String
    /// Before an email address.
    public var email: String
    /// Before a web address.
    public var web: String
    /// Before the first line of a postal address, where a surface labels it.
    public var address: String
    /// The words for the kinds of a value left beside it (`home` → `自宅`); a kind without
    /// an entry is shown as it is.
    public var kinds: [String: String]

    /// Japanese, as Japanese business cards print them; the kinds in the page's words.
    public static let japanese = CardLabels(
        phone: "TEL", mobile: "携帯", fax: "FAX", email: "E-mail", web: "URL", address: "住所",
        kinds: WebText.japanese.kinds)

    /// English, for a card in any other language.
    public static let english = CardLabels(
        phone: "Tel", mobile: "Mobile", fax: "Fax", email: "Email", web: "Web", address: "Address", kinds: [:])

    /// The labels of a card in `language`: Japanese for a Japanese tag not in Latin script
    /// (`ja`, `ja-JP`, not `ja-Latn`), else English.
    public static func forLanguage(_ language: String?) -> CardLabels {
        guard let language, LanguageTag.isJapanese(language) else { return .english }
        let subtags = TextHelpers.asciiLower(language).split(separator: "-")
        return subtags.contains("latn") ? .english : .japanese
    }

    /// Whether `language` takes the Japanese labels.
    public static func isJapanese(_ language: String?) -> Bool {
        forLanguage(language) == .japanese
    }

    /// The label of `line`, or nil for a line no surface labels (the name, the title, the
    /// social profiles) and for an address's later lines.
    public func label(_ line: CardContent.Line) -> String? {
        switch line.role {
        case .email: email
        case .phone: line.kinds.contains("cell") ? mobile : line.kinds.contains("fax") ? fax : phone
        case .web: web
        case .address: line.continues ? nil : address
        case .phonetic, .name, .pronouns, .title, .organization, .social: nil
        }
    }

    /// The kinds still worth showing beside `line`'s value, in these words: without the one
    /// its label already says (`cell` under `携帯`) and without those in `implied` (a
    /// business card's `work`).
    public func kinds(_ line: CardContent.Line, implied: Set<String> = []) -> [String] {
        var said = implied
        if line.role == .phone, label(line) == mobile { said.insert("cell") }
        if line.role == .phone, label(line) == fax { said.insert("fax") }
        return line.kinds.filter { !said.contains($0) }.map { kinds[$0] ?? $0 }
    }

    /// `line`'s text with the kinds ``kinds(_:implied:)`` leaves: `03-1234-5678 (自宅)`.
    public func value(_ line: CardContent.Line, implied: Set<String> = []) -> String {
        let shown = kinds(line, implied: implied)
        return shown.isEmpty ? line.text : line.text + " (" + shown.joined(separator: ", ") + ")"
    }
}

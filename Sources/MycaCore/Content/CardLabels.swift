/// The words a card sets before and beside its values, in the card's language: the one
/// table the printed cards and the terminal's box take their labels, kinds and the
/// punctuation around them from.
///
/// These are words of the card, like its own text, so they follow the card's language and
/// not the locale of whoever runs myca. A Japanese card uses what Japanese business cards
/// print: `TEL`, `FAX`, `携帯` for a mobile, `E-mail`, `URL` (the postal mark `〒` comes with
/// the address, from ``AddressFormat``), and sets a value's kinds as `（自宅、勤務先）`. A
/// language without a table of its own takes the English one.
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
    /// How the kinds are set after a value.
    public var punctuation: Punctuation = .latin
    /// Before the list of a card's languages, where a surface shows it (`言語`).
    public var languages = "Languages"

    /// What opens, separates and closes the kinds after a value: ` (home, work)`,
    /// `（自宅、勤務先）`, ` (منزل، عمل)`.
    public struct Punctuation: Sendable, Hashable {
        public var open: String, separator: String, close: String
        /// Whether the kinds' words run right to left: a left-to-right value before them (a
        /// phone number, an email) is then set as one run of its own, or the line's
        /// direction would turn a phone number's groups around.
        public var rightToLeft = false

        /// Parentheses and commas, as Latin, Cyrillic, Greek and Korean text sets them.
        public static let latin = Punctuation(open: " (", separator: ", ", close: ")")
        /// Full-width parentheses and the ideographic comma, as Chinese and Japanese set them.
        public static let ideographic = Punctuation(open: "（", separator: "、", close: "）")
        /// Parentheses and the Arabic comma.
        public static let arabic = Punctuation(open: " (", separator: "، ", close: ")", rightToLeft: true)
        /// Parentheses and commas, in right-to-left Hebrew.
        public static let hebrew = Punctuation(open: " (", separator: ", ", close: ")", rightToLeft: true)

        /// `text` with `kinds` after it; `text` alone when there are none.
        public func annotated(_ text: String, _ kinds: [String]) -> String {
            guard !kinds.isEmpty else { return text }
            let value = rightToLeft && !TextBox.isRightToLeft(text) ? BidiText.leftToRight(text) : text
            return value + open + kinds.joinedText(separator: separator) + close
        }
    }

    /// Japanese, as Japanese business cards print them; the kinds in the page's words.
    public static let japanese = CardLabels(
        phone: "TEL", mobile: "携帯", fax: "FAX", email: "E-mail", web: "URL", address: "住所",
        kinds: WebText.japanese.kinds, punctuation: .ideographic, languages: "言語")

    /// English, for a card in any language without a table of its own.
    public static let english = CardLabels(
        phone: "Tel", mobile: "Mobile", fax: "Fax", email: "Email", web: "Web", address: "Address", kinds: [:])

    /// The languages with a table of their own, sorted: the ones a card's labels are printed in.
    public static var languages: [String] { byLanguage.keys.sorted() }

    /// The other languages' tables, by primary language subtag, with whether the language
    /// is written in a script other than Latin (a tag naming Latin script then takes English).
    static let byLanguage: [String: (labels: CardLabels, latinScript: Bool)] = [
        "ja": (japanese, false),
        "en": (english, true),
        "de": (CardLabels(phone: "Tel.", mobile: "Mobil", fax: "Fax", email: "E-Mail", web: "Web", address: "Adresse",
                          kinds: ["work": "dienstl.", "home": "privat", "cell": "mobil", "pager": "Pager", "text": "SMS",
                                  "main": "Zentrale"]), true),
        "fr": (CardLabels(phone: "Tél.", mobile: "Mobile", fax: "Fax", email: "E-mail", web: "Web", address: "Adresse",
                          kinds: ["work": "travail", "home": "domicile", "cell": "mobile", "text": "SMS",
                                  "main": "standard"]), true),
        "es": (CardLabels(phone: "Tel.", mobile: "Móvil", fax: "Fax", email: "Correo", web: "Web", address: "Dirección",
                          kinds: ["work": "trabajo", "home": "casa", "cell": "móvil", "text": "SMS",
                                  "main": "principal"]), true),
        "pt": (CardLabels(phone: "Tel.", mobile: "Celular", fax: "Fax", email: "E-mail", web: "Site", address: "Endereço",
                          kinds: ["work": "trabalho", "home": "casa", "cell": "celular", "text": "SMS",
                                  "main": "principal"]), true),
        "it": (CardLabels(phone: "Tel.", mobile: "Cell.", fax: "Fax", email: "E-mail", web: "Web", address: "Indirizzo",
                          kinds: ["work": "lavoro", "home": "casa", "cell": "cellulare", "text": "SMS",
                                  "main": "centralino"]), true),
        "nl": (CardLabels(phone: "Tel.", mobile: "Mobiel", fax: "Fax", email: "E-mail", web: "Web", address: "Adres",
                          kinds: ["work": "werk", "home": "thuis", "cell": "mobiel", "text": "sms",
                                  "main": "algemeen"]), true),
        "vi": (CardLabels(phone: "ĐT", mobile: "DĐ", fax: "Fax", email: "Email", web: "Web", address: "Địa chỉ",
                          kinds: ["work": "cơ quan", "home": "nhà riêng", "cell": "di động", "text": "SMS"]), true),
        "ar": (CardLabels(phone: "هاتف", mobile: "جوال", fax: "فاكس", email: "بريد", web: "موقع", address: "عنوان",
                          kinds: ["work": "عمل", "home": "منزل", "cell": "جوال", "fax": "فاكس", "text": "رسائل",
                                  "main": "رئيسي"], punctuation: .arabic), false),
        "he": (CardLabels(phone: "טל׳", mobile: "נייד", fax: "פקס", email: "דוא״ל", web: "אתר", address: "כתובת",
                          kinds: ["work": "עבודה", "home": "בית", "cell": "נייד", "fax": "פקס", "text": "SMS",
                                  "main": "ראשי"], punctuation: .hebrew), false),
        "ru": (CardLabels(phone: "Тел.", mobile: "Моб.", fax: "Факс", email: "E-mail", web: "Сайт", address: "Адрес",
                          kinds: ["work": "раб.", "home": "дом.", "cell": "моб.", "fax": "факс", "text": "SMS",
                                  "main": "осн."]), false),
        "ko": (CardLabels(phone: "전화", mobile: "휴대폰", fax: "팩스", email: "이메일", web: "웹", address: "주소",
                          kinds: ["work": "직장", "home": "자택", "cell": "휴대폰", "fax": "팩스", "text": "문자",
                                  "main": "대표"]), false),
        "zh": (CardLabels(phone: "电话", mobile: "手机", fax: "传真", email: "邮箱", web: "网址", address: "地址",
                          kinds: ["work": "公司", "home": "住宅", "cell": "手机", "fax": "传真", "text": "短信",
                                  "main": "总机"], punctuation: .ideographic), false),
    ]

    /// Traditional Chinese (`zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO`), written with its own characters.
    static let traditionalChinese = CardLabels(
        phone: "電話", mobile: "手機", fax: "傳真", email: "電郵", web: "網址", address: "地址",
        kinds: ["work": "公司", "home": "住宅", "cell": "手機", "fax": "傳真", "text": "簡訊", "main": "總機"],
        punctuation: .ideographic)

    /// The labels of a card in `language`: its language's table (`ja`, `ja-JP`; `zh-TW` in
    /// traditional characters; Portuguese of Portugal with its own word for a mobile), and
    /// English for a language without one or a tag that writes a non-Latin language in Latin
    /// script (`ja-Latn`).
    public static func forLanguage(_ language: String?) -> CardLabels {
        guard let language else { return .english }
        let subtags = ASCIIText.lowercased(language).split(separator: "-").map(String.init)
        guard let primary = subtags.first, let entry = byLanguage[primary] else { return .english }
        if !entry.latinScript, subtags.contains("latn") { return .english }
        if primary == "zh", subtags.contains(where: { ["hant", "tw", "hk", "mo"].contains($0) }) { return traditionalChinese }
        if primary == "pt", subtags.contains("pt") {
            var portugal = entry.labels
            portugal.mobile = "Telem."
            portugal.kinds["cell"] = "telemóvel"
            return portugal
        }
        return entry.labels
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
        return words(line.kinds.filter { !said.contains($0) })
    }

    /// `kinds` in these words.
    public func words(_ kinds: [String]) -> [String] { kinds.map { self.kinds[$0] ?? $0 } }

    /// `line`'s text, after its label, with the kinds ``kinds(_:implied:)`` leaves: `03-1234-5678（自宅）`.
    public func value(_ line: CardContent.Line, implied: Set<String> = []) -> String {
        punctuation.annotated(line.text, kinds(line, implied: implied))
    }

    /// `line` as an unlabelled line shows it: its text with every kind, in these words.
    public func annotated(_ line: CardContent.Line) -> String {
        punctuation.annotated(line.text, words(line.kinds))
    }
}

/// A card field a batch CSV column can fill: the header names `myca batch` accepts.
///
/// Headers match case-insensitively, with `_` and spaces counting as `-`
/// (`Postal Code`, `postal_code`, `postal-code`). Besides the canonical names, a few
/// common spreadsheet spellings are accepted as aliases (`first name`, `surname`,
/// `company`, `zip`, …). `email`, `phone`, `url` and `social` may appear several
/// times, or numbered (`email2`, `phone 3`): each non-empty cell adds one entry, in
/// column order. Every other field may appear once.
public enum BatchField: String, CaseIterable, Sendable {
    case name, given, family
    case phoneticGiven = "phonetic-given"
    case phoneticFamily = "phonetic-family"
    case nickname, pronouns, org, title, role, email, phone, url, social
    case street, city, region
    case postalCode = "postal-code"
    case country, note, birthday

    /// The canonical header name, e.g. `postal-code`.
    public var headerName: String { rawValue }

    /// Whether the column may appear several times (each cell adds one entry).
    public var isRepeatable: Bool {
        switch self {
        case .email, .phone, .url, .social: return true
        default: return false
        }
    }

    /// Other spellings accepted for the canonical names (already normalized).
    static let aliases: [String: BatchField] = [
        "fn": .name, "full-name": .name, "formatted-name": .name, "display-name": .name,
        "first-name": .given, "given-name": .given, "first": .given, "forename": .given,
        "last-name": .family, "family-name": .family, "surname": .family, "last": .family,
        "phonetic-first-name": .phoneticGiven, "phonetic-last-name": .phoneticFamily,
        "nick": .nickname,
        "organization": .org, "organisation": .org, "company": .org,
        "job-title": .title,
        "e-mail": .email, "mail": .email,
        "tel": .phone, "telephone": .phone, "mobile": .phone,
        "website": .url, "web": .url,
        "locality": .city, "town": .city,
        "state": .region, "province": .region, "prefecture": .region,
        "zip": .postalCode, "zip-code": .postalCode, "postcode": .postalCode, "postal": .postalCode,
        "notes": .note,
        "bday": .birthday, "birth-date": .birthday, "date-of-birth": .birthday,
    ]

    /// Normalizes a header cell: trimmed, ASCII lower-case, `_` and spaces as `-`.
    static func normalize(_ header: String) -> String {
        var out = ""
        var previousDash = false
        for scalar in TextHelpers.asciiLower(TextHelpers.trim(header)).unicodeScalars {
            let isDash = scalar == "_" || scalar == " " || scalar == "-"
            if isDash {
                if !previousDash { out += "-" }
            } else {
                out.unicodeScalars.append(scalar)
            }
            previousDash = isDash
        }
        return out
    }

    /// The field a header cell names, or nil. Repeatable fields may carry a number
    /// (`email2`, `email-2`, `Phone 3`).
    public static func lookup(header: String) -> BatchField? {
        let key = normalize(header)
        if let field = BatchField(rawValue: key) ?? aliases[key] { return field }
        // A trailing number (with or without a dash) on a repeatable field.
        var base = Substring(key)
        while let last = base.last, last.isASCII, last.isNumber { base = base.dropLast() }
        guard base.count < key.count else { return nil }
        if base.hasSuffix("-") { base = base.dropLast() }
        let stem = String(base)
        guard let field = BatchField(rawValue: stem) ?? aliases[stem], field.isRepeatable else { return nil }
        return field
    }

    /// Every accepted spelling (canonical names first), for "did you mean" suggestions.
    static var allSpellings: [String] {
        allCases.map(\.rawValue) + aliases.keys.sorted()
    }
}

/// The card fields as batch CSV columns: the header names `myca batch` accepts.
///
/// Headers match case-insensitively, with `_` and spaces counting as `-`
/// (`Postal Code`, `postal_code`, `postal-code`). Besides the field keys, a field's
/// ``CardField/aliases`` are accepted (`first name`, `surname`, `company`, `zip`, …).
/// Repeatable fields (`email`, `phone`, …) may appear several times, or numbered
/// (`email2`, `phone 3`): each non-empty cell adds one entry, in column order. Every
/// other field may appear once.
extension CardField {
    /// The fields a column may fill, in table order.
    public static let columns: [CardField] = all.filter { $0.appears(on: .column) }

    /// Normalizes a header cell: trimmed, ASCII lower-case, `_` and spaces as `-`.
    static func normalizeHeader(_ header: String) -> String {
        var out = ""
        var previousDash = false
        for scalar in ASCIIText.lowercased(WhiteSpace.trim(header)).unicodeScalars {
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

    /// The column field with this normalized key or alias.
    private static func column(spelled key: String) -> CardField? {
        columns.first { $0.key == key } ?? columns.first { $0.aliases.contains(key) }
    }

    /// The field a header cell names, or nil. Repeatable fields may carry a number
    /// (`email2`, `email-2`, `Phone 3`).
    public static func lookup(header: String) -> CardField? {
        let key = normalizeHeader(header)
        if let field = column(spelled: key) { return field }
        // A trailing number (with or without a dash) on a repeatable field.
        var base = Substring(key)
        while let last = base.last, last.isASCII, last.isNumber { base = base.dropLast() }
        guard base.count < key.count else { return nil }
        if base.hasSuffix("-") { base = base.dropLast() }
        guard let field = column(spelled: String(base)), field.isRepeatable else { return nil }
        return field
    }

    /// Every accepted spelling (keys first), for "did you mean" suggestions.
    static var columnSpellings: [String] {
        columns.map(\.key) + columns.flatMap(\.aliases).sorted()
    }
}

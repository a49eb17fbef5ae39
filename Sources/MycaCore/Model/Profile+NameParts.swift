extension Profile {
    /// The structured name (family, given, additional) guessed from a full name as typed.
    ///
    /// Phones file a contact by `N`, and a vCard 3.0 `N:;;;;` shows up as "No name" in
    /// some address books, so a card made from a full name alone gets name parts:
    /// - a name in Han, kana or Hangul script: the first word is the family name and the
    ///   rest the given name (`佐藤 花子`); without a space, all of it is the family name;
    /// - otherwise the last word is the family name, the first the given name and any
    ///   words between are additional names (`Mary Ann Smith`);
    /// - a single word is a given name (`Madonna`).
    public static func guessedNameParts(from formattedName: String) -> (family: String, given: String, additional: [String]) {
        let words = formattedName.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == "\t" }).map(String.init)
        guard let first = words.first else { return ("", "", []) }
        if words.count == 1 {
            return formattedName.unicodeScalars.contains(where: isEastAsianNameScalar) ? (first, "", []) : ("", first, [])
        }
        if formattedName.unicodeScalars.contains(where: isEastAsianNameScalar) {
            return (first, words.dropFirst().joined(separator: " "), [])
        }
        return (words[words.count - 1], first, Array(words[1..<(words.count - 1)]))
    }

    /// Fills the structured name from ``formattedName`` when the card has none, or when
    /// the parts it has are exactly the guess from `previousFormattedName` (the person
    /// renamed a card whose parts myca had guessed). Parts someone typed are never replaced.
    /// A card whose full name is its organization's name (a company card) gets no parts.
    public mutating func guessNameParts(previousFormattedName: String? = nil) {
        let name = formattedName.trimmingWhitespace
        guard !name.isEmpty, name != organization.trimmingWhitespace else { return }
        let current = (familyName, givenName, additionalNames)
        let hasParts = !(familyName.isEmpty && givenName.isEmpty && additionalNames.isEmpty
            && prefixes.isEmpty && suffixes.isEmpty)
        if hasParts {
            guard let previous = previousFormattedName, prefixes.isEmpty, suffixes.isEmpty else { return }
            let old = Self.guessedNameParts(from: previous.trimmingWhitespace)
            guard old.family == current.0, old.given == current.1, old.additional == current.2 else { return }
        }
        let parts = Self.guessedNameParts(from: name)
        familyName = parts.family
        givenName = parts.given
        additionalNames = parts.additional
    }

    private static func isEastAsianNameScalar(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF,  // hiragana, katakana
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F,  // Han
             0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F:  // Hangul
            return true
        default:
            return false
        }
    }
}

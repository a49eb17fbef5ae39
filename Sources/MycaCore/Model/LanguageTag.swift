/// The language tags a card's alternatives carry (RFC 5646, as vCard's `LANGUAGE`).
///
/// myca checks the form, not the registry: a primary language of 2–8 letters and subtags
/// of 1–8 letters or digits. Tags are compared case-insensitively and kept in their
/// conventional case (`ja`, `zh-Hant`, `en-GB`), so `EN` and `en` are one language.
public enum LanguageTag {
    /// `tag` in its conventional case, or nil when it is no language tag.
    public static func normalized(_ tag: String) -> String? {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let primary = subtags.first, (2...8).contains(primary.count), primary.utf8.allSatisfy(isLetter) else {
            return nil
        }
        var out = [ASCIIText.lowercased(primary)]
        for s in subtags.dropFirst() {
            guard (1...8).contains(s.count), s.utf8.allSatisfy({ isLetter($0) || ($0 >= 48 && $0 <= 57) }) else { return nil }
            // RFC 5646 2.1.1: scripts are title case, regions upper case, the rest lower case.
            if s.count == 4, s.utf8.allSatisfy(isLetter) {
                out.append(ASCIIText.uppercased(String(s.prefix(1))) + ASCIIText.lowercased(String(s.dropFirst())))
            } else if s.count == 2, s.utf8.allSatisfy(isLetter) {
                out.append(ASCIIText.uppercased(s))
            } else {
                out.append(ASCIIText.lowercased(s))
            }
        }
        return out.joinedText(separator: "-")
    }

    /// Whether two tags name the same language (case-insensitive).
    public static func same(_ a: String, _ b: String) -> Bool {
        ASCIIText.lowercased(a) == ASCIIText.lowercased(b)
    }

    /// Whether `tag` is Japanese (`ja`, `ja-JP`, `ja-Jpan`…): the language readings belong to.
    public static func isJapanese(_ tag: String) -> Bool {
        ASCIIText.lowercased(tag) == "ja" || ASCIIText.lowercased(tag).hasPrefix("ja-")
    }

    private static func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) }
}

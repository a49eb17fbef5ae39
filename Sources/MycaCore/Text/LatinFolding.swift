// The standard library's own canonical decomposition (`String._nfd`, the normalization its
// string comparison uses) is published only as SPI; MycaCore links no Foundation, whose
// `decomposedStringWithCanonicalMapping` would bring ICU's data along for one call.
@_spi(_Unicode) import Swift

/// Latin letters to their ASCII base letters, for names made from people's names:
/// `Nguyễn` → `nguyen`, `Adébáyọ̀` → `adebayo`, `Łukasz` → `lukasz`, `Straße` → `strasse`.
///
/// A letter's canonical decomposition gives its base letter and combining marks; the marks
/// go. Latin letters that do not decompose (a stroke, a hook, a ligature) are folded by a
/// table of the ones with a conventional spelling (`ß` → `ss`, `æ` → `ae`, `þ` → `th`), else
/// by their Unicode name (`LATIN SMALL LETTER B WITH HOOK` → `b`). Letters of other scripts
/// have no ASCII form here and stay as they are.
enum LatinFolding {
    /// What one scalar of the lower-cased, decomposed text comes to.
    enum Piece: Equatable {
        /// ASCII letters or digits.
        case ascii(String)
        /// A combining mark: part of the letter before it, nothing of its own.
        case mark
        /// Anything else (space, punctuation, a letter of another script).
        case other(Unicode.Scalar)
    }

    /// The pieces of `text`, lower-cased and canonically decomposed, in order.
    static func pieces(_ text: String) -> [Piece] {
        let lowered = text.lowercased()
        // Names are mostly ASCII, which decomposes to itself; a batch makes a name a row.
        if lowered.utf8.allSatisfy({ $0 < 0x80 }) {
            return lowered.unicodeScalars.map { piece(for: $0) }
        }
        return lowered._nfd.map { piece(for: $0) }
    }

    private static func piece(for scalar: Unicode.Scalar) -> Piece {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            let isAlphanumeric = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            return isAlphanumeric ? .ascii(String(scalar)) : .other(scalar)
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return .mark
        default: break
        }
        if let folded = table[scalar] { return .ascii(folded) }
        if let base = baseLetterByName(scalar) { return .ascii(base) }
        return .other(scalar)
    }

    /// `x` for a scalar named `LATIN SMALL LETTER X WITH …` (a stroke, a hook, a middle dot).
    private static func baseLetterByName(_ scalar: Unicode.Scalar) -> String? {
        let prefix = "LATIN SMALL LETTER "
        guard let name = scalar.properties.name, name.hasPrefix(prefix) else { return nil }
        let rest = name.utf8.dropFirst(prefix.utf8.count)
        guard let letter = rest.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(letter),
              rest.dropFirst().starts(with: " WITH ".utf8) else { return nil }
        return String(UnicodeScalar(letter + 0x20))
    }

    /// Lower-case Latin letters that do not decompose and whose name gives no base letter,
    /// or whose usual ASCII spelling is not their name's letter.
    private static let table: [Unicode.Scalar: String] = {
        let groups: [(String, String)] = [
            ("d", "ð"), ("e", "ɛə"), ("i", "ı"), ("k", "ĸ"), ("n", "ŉ"), ("o", "ɔ"), ("s", "ſ"),
            ("ss", "ß"), ("ae", "æ"), ("oe", "œ"), ("th", "þ"), ("ij", "ĳ"), ("ng", "ŋ"),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for (ascii, letters) in groups {
            for scalar in letters.unicodeScalars { table[scalar] = ascii }
        }
        return table
    }()
}

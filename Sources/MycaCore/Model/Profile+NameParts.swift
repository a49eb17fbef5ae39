/// A structured name (`N`) as guessed from a full name: see ``Profile/guessedNameParts(from:)``.
public struct NameParts: Sendable, Hashable {
    /// Family name, particles included (`van Gogh`, `de la Cruz`).
    public var family: String = ""
    /// Given name.
    public var given: String = ""
    /// Additional (middle) names.
    public var additional: [String] = []
    /// Honorific prefixes (`Dr.`, `Prof.`).
    public var prefixes: [String] = []
    /// Honorific suffixes (`Jr.`, `PhD`).
    public var suffixes: [String] = []

    /// Parts; every one defaults to empty.
    public init(family: String = "", given: String = "", additional: [String] = [], prefixes: [String] = [],
                suffixes: [String] = []) {
        self.family = family
        self.given = given
        self.additional = additional
        self.prefixes = prefixes
        self.suffixes = suffixes
    }
}

extension Profile {
    /// The structured name guessed from a full name as typed.
    ///
    /// Phones file a contact by `N`, and a vCard 3.0 `N:;;;;` shows up as "No name" in
    /// some address books, so a card made from a full name alone gets name parts:
    /// - honorifics before the name are prefixes (`Dr.`, `Prof.`, `Mx.`, `Sir`), and
    ///   generational and academic suffixes after it, with or without a comma, are
    ///   suffixes (`Jr.`, `III`, `PhD`, `Esq.`);
    /// - `Family, Given Middle` (a comma not followed by a suffix) is family-name first;
    /// - a name in Han, kana or Hangul script is family-name first: with a space, the first
    ///   word is the family name; without one, the family name is the known two-character
    ///   surname it starts with, else one character for two- or three-character names and
    ///   two for longer ones (`佐藤花子` → 佐藤 / 花子, `王小明` → 王 / 小明);
    /// - a Vietnamese name starting with a common family name written with its diacritics
    ///   (`Nguyễn Văn An`) is family-name first too;
    /// - otherwise the first word is the given name; the family name is the last word,
    ///   or from the first particle on (`van`, `von`, `de`, `da`, `di`, `del`, `le`, `bin`,
    ///   …: `Ludwig van Beethoven`, `María de la Cruz`), or from the word before a Spanish
    ///   or Portuguese `y`/`e` (`José Ortega y Gasset`); words between are additional names;
    /// - a single word is a given name (`Madonna`), or a family name after an honorific
    ///   (`Dr. Watson`).
    ///
    /// It is a guess: parts someone typed always win (``guessNameParts(previousFormattedName:)``).
    public static func guessedNameParts(from formattedName: String) -> NameParts {
        var parts = NameParts()
        // Comma-separated pieces: the first is the name (or the family name); pieces that
        // are all suffixes are suffixes; any other second piece is the given name.
        var pieces = formattedName.split(separator: ",").map { splitWords(String($0)) }.filter { !$0.isEmpty }
        guard !pieces.isEmpty else { return parts }
        var familyFirst: [String]?
        while pieces.count > 1, let last = pieces.last, last.allSatisfy(isSuffix) {
            parts.suffixes.insert(contentsOf: last, at: 0)
            pieces.removeLast()
        }
        var words = pieces[0]
        if pieces.count > 1 {
            familyFirst = words
            words = pieces[1...].flatMap { $0 }
        }
        // Honorifics and suffixes around the name, keeping at least the name itself: one
        // word after an honorific or a comma (`Dr. Watson`, `Lee, Ann`), else two.
        let keep = familyFirst != nil ? 0 : 1
        while words.count > keep, let first = words.first, isPrefix(first) {
            parts.prefixes.append(first)
            words.removeFirst()
        }
        let minimum = familyFirst != nil || !parts.prefixes.isEmpty ? 1 : 2
        while words.count > minimum, let last = words.last, isSuffix(last) {
            parts.suffixes.insert(last, at: 0)
            words.removeLast()
        }
        if let family = familyFirst {
            // `Lee, Ann Marie`: the family name as written before the comma.
            parts.family = family.joinedText(separator: " ")
            parts.given = words.first ?? ""
            parts.additional = Array(words.dropFirst())
            return parts
        }
        if words.isEmpty { return parts }
        if words.count == 1 {
            let word = words[0]
            if word.unicodeScalars.contains(where: isEastAsianNameScalar) {
                let (family, given) = splitEastAsian(word)
                parts.family = family
                parts.given = given
            } else if parts.prefixes.isEmpty {
                parts.given = word
            } else {
                parts.family = word  // `Dr. Watson`
            }
            return parts
        }
        if words.joinedText().unicodeScalars.contains(where: isEastAsianNameScalar) || vietnameseFamilyNames.contains(words[0]) {
            parts.family = words[0]
            parts.given = words.dropFirst().joined(separator: " ")
            return parts
        }
        parts.given = words[0]
        var familyStart = words.count - 1
        if let particle = words.indices.dropFirst().first(where: { $0 < words.count - 1 && particles.contains(lower(words[$0])) }) {
            familyStart = particle
        }
        if let joiner = words.indices.dropFirst(2).first(where: { $0 < words.count - 1 && ["y", "e", "i"].contains(words[$0]) }) {
            familyStart = min(familyStart, joiner - 1)
        }
        parts.family = words[familyStart...].joined(separator: " ")
        parts.additional = Array(words[1..<familyStart])
        return parts
    }

    /// Fills the structured name from ``formattedName`` when the card has none, or when
    /// the parts it has are exactly the guess from `previousFormattedName` (the person
    /// renamed a card whose parts myca had guessed). Parts someone typed are never replaced:
    /// a card with honorifics or middle names but neither given nor family name (a CSV row
    /// with `name` and `prefix` columns) gets those two guessed, and the typed ones stay.
    /// A card whose full name is its organization's name (a company card) gets no parts.
    public mutating func guessNameParts(previousFormattedName: String? = nil) {
        let name = WhiteSpace.trim(formattedName)
        guard !name.isEmpty, name != WhiteSpace.trim(organization) else { return }
        let current = NameParts(family: familyName, given: givenName, additional: additionalNames,
                                prefixes: prefixes, suffixes: suffixes)
        if current != NameParts(),
           previousFormattedName.map({ Self.guessedNameParts(from: WhiteSpace.trim($0)) }) != current {
            guard familyName.isEmpty, givenName.isEmpty else { return }
            let parts = Self.guessedNameParts(from: name)
            familyName = parts.family
            givenName = parts.given
            if additionalNames.isEmpty { additionalNames = parts.additional }
            if prefixes.isEmpty { prefixes = parts.prefixes }
            if suffixes.isEmpty { suffixes = parts.suffixes }
            return
        }
        let parts = Self.guessedNameParts(from: name)
        familyName = parts.family
        givenName = parts.given
        additionalNames = parts.additional
        prefixes = parts.prefixes
        suffixes = parts.suffixes
    }

    private static func splitWords(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == "\t" || $0 == "\u{A0}" }).map(String.init)
    }

    private static func lower(_ word: String) -> String { word.lowercased() }

    /// A word without dots and in lower case, so `Ph.D.`, `PhD` and `phd` compare equal.
    private static func key(_ word: String) -> String { lower(word).filter { $0 != "." } }

    static func isPrefix(_ word: String) -> Bool {
        honorifics.contains(key(word)) || (word.hasSuffix(".") && abbreviatedHonorifics.contains(key(word)))
    }

    static func isSuffix(_ word: String) -> Bool { suffixWords.contains(key(word)) }

    /// Honorifics written before a name, with or without a dot (compared without dots, in lower case).
    static let honorifics: Set<String> = [
        "mr", "mrs", "ms", "mx", "miss", "dr", "prof", "professor", "sir", "dame", "rev", "revd", "mme", "mlle",
        "herr", "frau", "dott", "dottssa",
        // German and Austrian academic degrees written before the name (`Dr.-Ing.`, `Dipl.-Ing.`).
        "dr-ing", "dr-med", "dr-phil", "dr-jur", "dr-habil", "dipl-ing", "dipl-kfm", "univ-prof", "priv-doz",
    ]

    /// Honorifics that are also given names or words without their dot (`Gen`, `Don`), so
    /// they count only with it: `Gen. Ann Lee`, not `Gen Tanaka`.
    static let abbreviatedHonorifics: Set<String> = [
        "fr", "hon", "gen", "sen", "rep", "col", "capt", "lt", "sgt", "ing", "mag", "sr", "sra", "srta", "dra", "st",
    ]

    /// Generational, academic and professional suffixes (compared without dots, in lower case).
    static let suffixWords: Set<String> = [
        "jr", "sr", "ii", "iii", "iv", "phd", "md", "esq", "dds", "dmd", "dvm", "mba", "cpa", "rn", "jd", "llm",
        "msc", "bsc", "mphil", "dphil", "frcs", "obe", "mbe", "cbe", "kbe", "qc", "kc",
    ]

    /// Words that start a family name in many languages (Dutch, German, French, Italian,
    /// Spanish, Portuguese, Arabic, Hebrew, Irish, Welsh). `al-` written with its hyphen is
    /// part of the next word already.
    static let particles: Set<String> = [
        "van", "von", "vom", "zu", "zum", "der", "den", "ter", "ten", "de", "del", "della", "dei", "degli", "da", "das",
        "do", "dos", "du", "des", "di", "la", "le", "bin", "binti", "bint", "ibn", "ben", "bat", "al", "el",
        "abu", "ó", "ní", "nic", "mac", "ap", "ab",
    ]

    /// Vietnamese family names as written with their diacritics (written so, the name is
    /// Vietnamese and family-name first).
    static let vietnameseFamilyNames: Set<String> = [
        "Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ", "Hồ", "Ngô",
        "Dương", "Lý", "Đinh", "Trương", "Đoàn", "Lương",
    ]

    /// Two-character surnames (Chinese, Korean, Japanese) a name without a space may start with.
    static let twoCharacterSurnames: Set<String> = [
        // Chinese compound surnames, simplified and traditional.
        "欧阳", "歐陽", "司马", "司馬", "诸葛", "諸葛", "上官", "东方", "東方", "皇甫", "令狐", "慕容", "司徒", "夏侯", "尉迟", "尉遲",
        // Korean two-syllable surnames.
        "남궁", "선우", "황보", "제갈", "독고", "사공", "서문",
        // Common Japanese surnames a three-character name starts with.
        "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田", "佐々", "山口", "松本", "井上",
        "木村", "斎藤", "清水", "山崎", "森田", "池田", "橋本", "阿部", "石川", "山下", "中島", "石井", "小川", "前田", "岡田", "長谷",
        "藤田", "後藤", "近藤", "村上", "遠藤", "青木", "坂本", "斉藤", "福田", "太田", "西村", "藤井", "金子", "岡本", "藤原", "中野",
    ]

    /// A CJK name written without a space, split family-name first.
    static func splitEastAsian(_ word: String) -> (String, String) {
        let chars = Array(word)
        // Kana after leading kanji: the kanji are the family name (`佐藤はなこ`).
        if let firstKana = chars.firstIndex(where: { $0.unicodeScalars.allSatisfy(isKana) }), firstKana > 0,
           chars[..<firstKana].allSatisfy({ !$0.unicodeScalars.allSatisfy(isKana) }) {
            return (String(chars[..<firstKana]), String(chars[firstKana...]))
        }
        guard chars.count >= 2, !chars.allSatisfy({ $0.unicodeScalars.allSatisfy(isKana) }) else { return (word, "") }
        if chars.count >= 3, twoCharacterSurnames.contains(String(chars[0..<2])) {
            // 佐々木 is the one common three-character surname the table can name by its start.
            let length = String(chars[0..<2]) == "佐々" && chars.count > 3 ? 3 : 2
            return (String(chars[..<length]), String(chars[length...]))
        }
        let length = chars.count <= 3 ? 1 : 2
        return (String(chars[..<length]), String(chars[length...]))
    }

    private static func isKana(_ s: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(s.value) && s.value != 0x30FB && s.value != 0x30FC || (0x31F0...0x31FF).contains(s.value)
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

/// The lines OCR read on a paper card, sorted into a contact's fields: emails, phones with
/// their kinds from the labels beside them, web addresses, social handles and the postal
/// address by what they look like; name, organization and title by their words and sizes
/// (the name is the largest line that reads as a name, furigana the kana line next to it).
public enum PaperCardReader {
    /// A line read below this confidence (0–100) is named as doubtful.
    public static let doubtfulConfidence = 70.0

    /// What was read.
    public struct Card: Sendable, Equatable {
        public var profile = Profile()
        /// The fields read from lines of low confidence, as `FIELD value`.
        public var doubtful: [String] = []

        /// Whether nothing a contact is made of was found.
        public var isEmpty: Bool { ContactPayload.isEmpty(profile) }
    }

    /// Words of a company's name.
    static let organizationWords = [
        "inc", "inc.", "ltd", "ltd.", "llc", "llp", "gmbh", "corp", "corp.", "corporation", "company", "co.", "co",
        "limited", "group", "labs", "lab", "studio", "studios", "systems", "technologies", "solutions", "partners",
        "associates", "agency", "foundation", "university", "institute", "bank", "s.a.", "sa", "ag", "bv", "plc",
        "k.k.", "holdings", "consulting", "industries", "software", "media", "design", "works",
    ]
    static let organizationMarks = ["株式会社", "有限会社", "合同会社", "合資会社", "(株)", "（株）", "財団", "法人", "大学", "研究所", "事務所", "協会", "銀行"]
    /// Words of a job title.
    static let titleWords = [
        "engineer", "manager", "director", "ceo", "cto", "cfo", "coo", "founder", "co-founder", "president", "officer",
        "designer", "developer", "head", "lead", "consultant", "architect", "analyst", "scientist", "researcher",
        "professor", "partner", "vp", "vice", "chief", "specialist", "representative", "sales", "marketing",
        "product", "owner", "executive", "advisor", "adviser", "editor", "writer", "photographer", "attorney",
        "lawyer", "accountant", "doctor", "nurse", "teacher", "coordinator", "administrator", "assistant", "senior",
        "principal", "staff", "intern", "associate", "secretary", "chair", "chairman", "producer", "strategist",
    ]
    static let titleMarks = [
        "部長", "課長", "係長", "主任", "社長", "取締役", "代表", "専務", "常務", "執行役員", "室長", "所長", "店長",
        "エンジニア", "マネージャー", "マネジャー", "デザイナー", "ディレクター", "プロデューサー", "コンサルタント",
        "リーダー", "スペシャリスト", "アーキテクト", "担当", "教授", "准教授", "研究員", "営業", "開発", "顧問", "理事",
    ]
    static let addressWords = [
        "street", "st.", "st", "avenue", "ave", "ave.", "road", "rd", "rd.", "suite", "floor", "blvd", "lane", "drive",
        "way", "place", "square", "strasse", "straße", "rue", "via", "building", "bldg", "bldg.", "p.o.", "box",
    ]
    static let addressMarks = ["〒", "都", "道", "府", "県", "市", "区", "町", "村", "丁目", "番地", "ビル", "階"]

    /// The kind a phone's label names.
    enum PhoneKind {
        case mobile, office, fax, home
        var types: [String] {
            switch self {
            case .mobile: ["cell"]
            case .office: ["work", "voice"]
            case .fax: ["work", "fax"]
            case .home: ["home", "voice"]
            }
        }
    }
    static let phoneLabels: [(String, PhoneKind)] = [
        ("mobile", .mobile), ("mob", .mobile), ("cell", .mobile), ("携帯", .mobile), ("m", .mobile),
        ("fax", .fax), ("facsimile", .fax), ("f", .fax), ("ファクス", .fax), ("ファックス", .fax),
        ("home", .home), ("自宅", .home),
        ("tel", .office), ("phone", .office), ("office", .office), ("direct", .office), ("t", .office), ("p", .office),
        ("電話", .office), ("代表", .office), ("直通", .office),
    ]

    /// The card in `lines`, read in `language` (`eng`, `jpn`).
    public static func read(_ lines: [ScanReport.Line], language: String) -> Card {
        var card = Card()
        var rest: [ScanReport.Line] = []
        var addressLines: [String] = []
        for raw in lines {
            var line = raw
            line.text = cleaned(raw.text)
            guard !line.text.isEmpty else { continue }
            let doubtful = line.confidence < doubtfulConfidence
            var used = false
            for email in emails(in: line.text) {
                card.profile.emails.append(Email(address: lowercasedHost(email, after: "@"), types: ["work"]))
                if doubtful { card.doubtful.append("EMAIL " + email) }
                used = true
            }
            let withoutEmails = emails(in: line.text).reduce(joinedAt(line.text)) { $0.replacingAll($1, with: " ") }
            // A postal code's digits are no phone number.
            if !used, line.text.contains("〒") {
                addressLines.append(line.text)
                if doubtful { card.doubtful.append("ADR " + line.text) }
                continue
            }
            let found = phones(in: withoutEmails)
            for phone in found {
                card.profile.phones.append(Phone(number: phone.number, types: phone.kind.types))
                if doubtful { card.doubtful.append("TEL " + phone.number) }
                used = true
            }
            // A web address or handle may share a line with an email or a phone number
            // (cards printed in two columns are read as one line across both).
            do {
                var label: String?
                for token in withoutEmails.split(whereSeparator: { $0 == " " || $0 == "|" || $0 == "・" }) {
                    let word = String(token).trimmingEdges { $0 == "," || $0 == ";" }
                    defer { label = word.trimmingEdges { $0 == ":" } }
                    if let social = socialHandle(word, label: label) {
                        card.profile.socialProfiles.append(social)
                        if doubtful { card.doubtful.append("X-SOCIALPROFILE " + word) }
                        used = true
                    } else if isWebToken(word) {
                        card.profile.urls.append(WebURL(value: TypedValue.assumingHTTPS(lowercasedHost(word, after: nil)) ?? word,
                                                        types: ["work"]))
                        if doubtful { card.doubtful.append("URL " + word) }
                        used = true
                    }
                }
            }
            if used { continue }
            if looksLikeAddress(line.text) {
                addressLines.append(line.text)
                if doubtful { card.doubtful.append("ADR " + line.text) }
                continue
            }
            rest.append(line)
        }
        if !addressLines.isEmpty {
            card.profile.addresses.append(PostalAddress(street: addressLines.joinedText(separator: ", "), types: ["work"]))
        }
        sortNames(rest, language: language, into: &card)
        return card
    }

    /// Name, furigana, organization and title among the lines left.
    private static func sortNames(_ lines: [ScanReport.Line], language: String, into card: inout Card) {
        var rest = lines.filter { $0.text.contains(where: { $0.isLetter }) }
        if let index = rest.firstIndex(where: { isOrganization($0.text) }) {
            card.profile.organization = rest[index].text
            if rest[index].confidence < doubtfulConfidence { card.doubtful.append("ORG " + rest[index].text) }
            rest.remove(at: index)
        }
        if let index = rest.firstIndex(where: { isTitle($0.text) && !looksLikeName($0.text) }) {
            card.profile.title = rest[index].text
            if rest[index].confidence < doubtfulConfidence { card.doubtful.append("TITLE " + rest[index].text) }
            rest.remove(at: index)
        }
        // The name: the tallest line that reads as one.
        let candidates = rest.indices.filter { looksLikeName(rest[$0].text) && !isKana(rest[$0].text) }
        if let index = candidates.max(by: { rest[$0].height < rest[$1].height }) {
            let name = rest[index]
            setName(name.text, on: &card.profile)
            if name.confidence < doubtfulConfidence { card.doubtful.append("FN " + name.text) }
            // Furigana: a kana line just above or below the name, smaller than it.
            if let reading = rest.enumerated().filter({ $0.offset != index && isKana($0.element.text) && $0.element.height < name.height })
                .min(by: { abs($0.element.y - name.y) < abs($1.element.y - name.y) })?.element,
               abs(reading.y - name.y) < name.height * 3 {
                let parts = reading.text.split(separator: " ").map(String.init)
                if parts.count >= 2 {
                    card.profile.phoneticFamilyName = parts[0]
                    card.profile.phoneticGivenName = parts[1...].joined(separator: " ")
                } else {
                    card.profile.phoneticFamilyName = reading.text
                }
                rest.removeAll { $0 == reading }
            }
            rest.removeAll { $0 == name }
        }
        // Without company words, the tallest line left is the organization's name.
        if card.profile.organization.isEmpty,
           let index = rest.indices.filter({ !isKana(rest[$0].text) && !isTitle(rest[$0].text) })
               .max(by: { rest[$0].height < rest[$1].height }) {
            card.profile.organization = rest[index].text
            rest.remove(at: index)
        }
        if card.profile.title.isEmpty, let index = rest.firstIndex(where: { isTitle($0.text) }) {
            card.profile.title = rest[index].text
        }
    }

    /// A name's parts: Latin `Given Family` (a Japanese order when the card is Japanese
    /// and written in kanji: `Family Given`).
    static func setName(_ text: String, on profile: inout Profile) {
        profile.formattedName = text
        let parts = text.split(separator: " ").map(String.init)
        if isCJK(text) {
            if parts.count >= 2 {
                profile.familyName = parts[0]
                profile.givenName = parts[1...].joined(separator: " ")
                profile.formattedName = parts.joinedText(separator: " ")
            } else {
                profile.familyName = text
            }
        } else if parts.count >= 2 {
            profile.givenName = parts.dropLast().joinedText(separator: " ")
            profile.familyName = parts[parts.count - 1]
        } else {
            profile.givenName = text
        }
    }

    /// OCR's text tidied: spaces between CJK characters (which Tesseract puts between
    /// every character) taken out, runs of spaces made one.
    static func cleaned(_ text: String) -> String {
        let characters = Array(text.replacingAll("\u{3000}", with: " "))
        var out = ""
        for (index, character) in characters.enumerated() {
            if character == " " {
                let before = out.last, after = characters[(index + 1)...].first { $0 != " " }
                if let before, let after, isCJKCharacter(before) && isCJKCharacter(after) { continue }
                if out.last == " " || out.isEmpty { continue }
            }
            out.append(character)
        }
        return WhiteSpace.trim(out)
    }

    /// The email addresses in a line: a run of address characters with one `@` and a dot
    /// after it.
    static func emails(in text: String) -> [String] {
        joinedAt(text).split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" || $0 == "|" || $0 == "：" || $0 == "／" })
            .map { String($0).trimmingEdges { !($0.isLetter || $0.isNumber) } }
            .map { token -> String in
                // `E-mail:ana@example.com` read as one word.
                if let colon = token.lastIndex(of: ":"), token[..<colon].firstIndex(of: "@") == nil { return String(token[token.index(after: colon)...]) }
                return token
            }
            .map(repairedDomain)
            .filter { token in
                let parts = token.split(separator: "@", omittingEmptySubsequences: false)
                return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasSuffix(".")
                    && token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "@._+-".contains($0)) }
            }
    }

    /// Endings of a domain, as OCR reads them when it loses the dot before them, with the dot.
    static let domainEndings = [
        ("cojp", "co.jp"), ("nejp", "ne.jp"), ("orjp", "or.jp"), ("acjp", "ac.jp"), ("gojp", "go.jp"), ("couk", "co.uk"),
        ("com", "com"), ("org", "org"), ("net", "net"), ("jp", "jp"), ("de", "de"), ("fr", "fr"), ("it", "it"), ("io", "io"),
        ("uk", "uk"), ("es", "es"), ("nl", "nl"), ("edu", "edu"), ("tech", "tech"),
    ]

    /// An address whose domain OCR read without a dot (`hanako@toto-shojijp`) with the dot
    /// put back before a common ending; any other token as it is.
    static func repairedDomain(_ token: String) -> String {
        let parts = token.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].contains("."),
              parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return token }
        let domain = parts[1].lowercased()
        guard let (read, ending) = domainEndings.first(where: { domain.hasSuffix($0.0) && domain.count >= $0.0.count + 2 }),
              domain.dropLast(read.count).last != "-" else {
            return token
        }
        return parts[0] + "@" + domain.dropLast(read.count) + "." + ending
    }

    /// `text` without the spaces OCR puts around an `@` printed with room on either side.
    static func joinedAt(_ text: String) -> String {
        var text = text
        while let range = text.firstRange(ofText: " @") { text.replaceSubrange(range, with: "@") }
        while let range = text.firstRange(ofText: "@ ") { text.replaceSubrange(range, with: "@") }
        return text
    }

    /// What OCR reads for a digit in a number: `]`, `|`, `l` and `I` for 1, `O` and `o` for 0.
    static let digitConfusions: [Character: Character] = ["]": "1", "|": "1", "l": "1", "I": "1", "O": "0", "o": "0"]

    /// `text` with the characters OCR reads for a digit taken back as the digit, where
    /// they stand in a run of digits: a digit on one side, and a digit or a space and a
    /// digit on the other (`499] 2345`), never inside a word.
    static func repairedDigits(_ text: String) -> String {
        let characters = Array(text)
        func digit(_ index: Int) -> Bool { characters.indices.contains(index) && characters[index].isASCII && characters[index].isNumber }
        func near(_ index: Int, _ step: Int) -> Bool {
            digit(index + step) || (characters.indices.contains(index + step) && characters[index + step] == " " && digit(index + 2 * step))
        }
        var out = characters
        for index in characters.indices {
            guard let replacement = digitConfusions[characters[index]] else { continue }
            if (digit(index - 1) && near(index, 1)) || (digit(index + 1) && near(index, -1)) { out[index] = replacement }
        }
        return String(out)
    }

    /// The phone numbers in a line, each with the kind its label names (office when none).
    static func phones(in raw: String) -> [(number: String, kind: PhoneKind)] {
        let text = repairedDigits(raw)
        var result: [(String, PhoneKind)] = []
        var kind: PhoneKind?
        var number = ""
        var label = ""
        func finish() {
            let digits = number.filter { $0.isASCII && $0.isNumber }
            if digits.count >= 7 && digits.count <= 15 {
                result.append((WhiteSpace.trim(number.trimmingEdges { $0 == "-" || $0 == "." || $0 == " " }), kind ?? .office))
                kind = nil
            }
            number = ""
        }
        for character in text {
            let isNumberPart = (character.isASCII && character.isNumber) || (!number.isEmpty && " -.()/".contains(character))
                || (number.isEmpty && character == "+") || (character == "(" && number.isEmpty)
            if isNumberPart {
                if !label.isEmpty {
                    if let found = phoneKind(label) { kind = found }
                    label = ""
                }
                number.append(character)
            } else {
                if !number.isEmpty { finish() }
                if character.isLetter { label.append(character) } else if !label.isEmpty, character == " " || character == ":" || character == "." {
                    if let found = phoneKind(label) { kind = found }
                    label = ""
                }
            }
        }
        if !number.isEmpty { finish() }
        return result
    }

    private static func phoneKind(_ label: String) -> PhoneKind? {
        let lower = label.lowercased()
        return phoneLabels.first { lower == $0.0 || (lower.count > 2 && lower.hasSuffix($0.0) && $0.0.count > 2) }?.1
    }

    /// `text` with its host name in lower case (after `separator`, else up to the first
    /// `/`): OCR reads `.JP` for `.jp`, and host names have no case.
    static func lowercasedHost(_ text: String, after separator: Character?) -> String {
        if let separator, let at = text.lastIndex(of: separator) {
            return String(text[...at]) + text[text.index(after: at)...].lowercased()
        }
        let schemeEnd = text.firstRange(ofText: "://")?.upperBound ?? text.startIndex
        let hostEnd = text[schemeEnd...].firstIndex(of: "/") ?? text.endIndex
        return text[..<hostEnd].lowercased() + text[hostEnd...]
    }

    /// Services a handle's label names.
    static let socialServices = ["x", "twitter", "instagram", "github", "linkedin", "mastodon", "bluesky", "threads", "facebook", "tiktok", "youtube"]

    /// A social handle: `@name` (on the service its label names, else X, where bare
    /// handles on cards mostly are), or an address on a known service.
    static func socialHandle(_ word: String, label: String?) -> SocialProfile? {
        let lower = word.lowercased()
        let hosts = ["twitter.com/", "x.com/", "linkedin.com/", "github.com/", "instagram.com/", "facebook.com/", "mastodon.social/"]
        if word.hasPrefix("@"), word.count > 2, !word.dropFirst().contains("@"),
           word.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) {
            let service = label.map { $0.lowercased() }.flatMap { socialServices.contains($0) ? $0 : nil } ?? "x"
            return SocialProfile(service: service, user: word)
        }
        guard hosts.contains(where: { lower.contains($0) }) else { return nil }
        return TypedValue.social(TypedValue.startsWithScheme(word) ? word : "https://" + word)
    }

    static func isWebToken(_ word: String) -> Bool {
        guard !word.contains("@") else { return false }
        return ContactPayload.isWebAddress(word)
    }

    static func looksLikeAddress(_ text: String) -> Bool {
        if text.contains("〒") { return true }
        if isCJK(text) {
            return addressMarks.filter { text.contains($0) }.count >= 2 && text.contains(where: { $0.isNumber })
        }
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        let hasNumber = text.contains(where: { $0.isNumber })
        return hasNumber && words.contains(where: { addressWords.contains($0) })
            || words.count >= 2 && words.last.map { $0.count >= 4 && $0.allSatisfy(\.isNumber) } == true && hasNumber && words.count >= 3
    }

    static func isOrganization(_ text: String) -> Bool {
        if organizationMarks.contains(where: { text.contains($0) }) { return true }
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        return words.contains(where: { organizationWords.contains($0) }) && !isTitle(text)
    }

    static func isTitle(_ text: String) -> Bool {
        if titleMarks.contains(where: { text.contains($0) }) { return true }
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "&" || $0 == "/" }).map(String.init)
        return words.contains(where: { titleWords.contains($0) })
    }

    /// Two to four words of letters (a Latin name), or two to eight CJK characters.
    static func looksLikeName(_ text: String) -> Bool {
        // Digits rule a name out, but not every numeral: 一 and 三 are in many Japanese names.
        guard !text.contains(where: { isDigit($0) || $0 == "@" || $0 == "/" || $0 == ":" }) else { return false }
        if isCJK(text) {
            let letters = text.filter { $0 != " " }
            return (2...8).contains(letters.count) && !isTitle(text) && !isOrganization(text)
        }
        let words = text.split(separator: " ")
        return (2...4).contains(words.count)
            && words.allSatisfy { word in word.first?.isUppercase == true && word.allSatisfy { $0.isLetter || $0 == "." || $0 == "-" || $0 == "'" } }
            && !isTitle(text) && !isOrganization(text)
    }

    /// A digit, ASCII or full-width.
    static func isDigit(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0x30...0x39).contains(scalar.value) || (0xFF10...0xFF19).contains(scalar.value)
    }

    static func isCJKCharacter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x9FFF).contains(scalar.value)
            || (0xF900...0xFAFF).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value) || scalar.value == 0x3005
    }

    static func isCJK(_ text: String) -> Bool {
        text.contains(where: isCJKCharacter)
    }

    /// Hiragana or katakana alone (furigana), spaces allowed.
    static func isKana(_ text: String) -> Bool {
        let letters = text.filter { $0 != " " }
        return !letters.isEmpty && letters.unicodeScalars.allSatisfy { (0x3040...0x30FF).contains($0.value) }
    }
}

extension String {
    /// The string without the characters at either end that match `drop`.
    func trimmingEdges(_ drop: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first...last])
    }
}

/// What a QR code found in an image carries, read into contacts: a vCard (through
/// ``VCardReader``, with its warnings), MECARD, `BIZCARD:`, `MATMSG:`, `tel:`, `mailto:`,
/// or a bare web address, which becomes the contact's URL and is never fetched.
public struct ContactPayload: Sendable, Equatable {
    /// The kinds of text a code can carry.
    public enum Kind: String, Sendable, Equatable {
        case vCard = "vCard", meCard = "MECARD", bizCard = "BIZCARD", matMsg = "MATMSG"
        case tel, mailto, url = "URL"
        /// Text that holds no contact (Wi-Fi settings, a sentence).
        case other
    }

    public let kind: Kind
    /// The contacts, as drafts; none for ``Kind/other``.
    public let profiles: [Profile]
    /// What the vCard reader had to skip or rewrite.
    public let warnings: [VCardWarning]

    /// The longest text read: a QR code holds at most 7,089 characters.
    public static let maximumLength = 8192

    /// Reads `text`, a code's whole content.
    public init(text: String) {
        let trimmed = WhiteSpace.trim(text)
        let upper = trimmed.prefix(16).uppercased()
        var warnings: [VCardWarning] = []
        let kind: Kind
        var profiles: [Profile] = []
        if trimmed.utf8.count > Self.maximumLength {
            kind = .other
        } else if upper.hasPrefix("BEGIN:VCARD") {
            kind = .vCard
            if let result = try? VCardReader.read(Array(trimmed.utf8)) {
                profiles = result.profiles
                warnings = result.warnings
            }
        } else if upper.hasPrefix("MECARD:") {
            kind = .meCard
            profiles = [Self.meCard(Self.fields(trimmed.dropFirst(7)))]
        } else if upper.hasPrefix("BIZCARD:") {
            kind = .bizCard
            profiles = [Self.bizCard(Self.fields(trimmed.dropFirst(8)))]
        } else if upper.hasPrefix("MATMSG:") {
            kind = .matMsg
            let to = Self.fields(trimmed.dropFirst(7)).filter { $0.key == "TO" }.map(\.value)
            profiles = [Self.contact(emails: to)]
        } else if upper.hasPrefix("TEL:") {
            kind = .tel
            let number = Self.percentDecoded(String(trimmed.dropFirst(4)))
            profiles = [Self.contact(phones: [String(number.prefix { $0 != ";" })])]
        } else if upper.hasPrefix("MAILTO:") {
            kind = .mailto
            let addresses = String(trimmed.dropFirst(7).prefix { $0 != "?" })
            profiles = [Self.contact(emails: addresses.split(separator: ",").map { Self.percentDecoded(String($0)) })]
        } else if Self.isWebAddress(trimmed) {
            kind = .url
            profiles = [Self.contact(urls: [TypedValue.assumingHTTPS(trimmed) ?? trimmed])]
        } else {
            kind = .other
        }
        self.kind = kind
        self.profiles = profiles.filter { !Self.isEmpty($0) }
        self.warnings = warnings
    }

    /// An `http`/`https` address, or a host name with a dot and no spaces (`example.com/ana`).
    static func isWebAddress(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: { $0 == " " || $0 == "\n" || $0 == "\t" }) else { return false }
        let lower = text.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") { return text.count > 8 }
        if lower.hasPrefix("www.") { return true }
        guard !TypedValue.startsWithScheme(text) else { return false }
        let host = lower.prefix { $0 != "/" }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let top = labels.last, top.count >= 2,
              top.allSatisfy({ $0.isLetter && $0.isASCII }) else { return false }
        return host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
    }

    /// The `KEY:value;` fields of a MECARD-like payload, the terminating `;;` ending them;
    /// a backslash escapes `\ ; : ,` and `"`.
    static func fields(_ body: Substring) -> [(key: String, value: String)] {
        var result: [(key: String, value: String)] = []
        var current = ""
        var escaped = false
        func flush() {
            if let colon = current.firstIndex(of: ":") {
                let key = current[..<colon].uppercased()
                let raw = current[current.index(after: colon)...]
                result.append((key, unescaped(raw)))
            }
            current = ""
        }
        for character in body {
            if escaped {
                current.append("\\")
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ";" {
                flush()
            } else {
                current.append(character)
            }
        }
        flush()
        return result
    }

    /// `raw` with its escapes taken out (kept in by ``fields(_:)`` so `,` in `N:` splits
    /// only where it was not escaped).
    private static func unescaped(_ raw: Substring) -> String {
        var out = ""
        var escaped = false
        for character in raw {
            if escaped { out.append(character); escaped = false } else if character == "\\" { escaped = true } else { out.append(character) }
        }
        return WhiteSpace.trim(out)
    }

    /// `raw` split at unescaped commas, each part unescaped.
    private static func commaParts(_ raw: String) -> [String] {
        var parts: [String] = [""]
        var escaped = false
        for character in raw {
            if escaped { parts[parts.count - 1].append(character); escaped = false } else if character == "\\" { escaped = true } else if character == "," { parts.append("") } else { parts[parts.count - 1].append(character) }
        }
        return parts.map(WhiteSpace.trim)
    }

    /// A docomo MECARD: `N:Family,Given`, `SOUND:` (the reading), `TEL`, `TEL-AV`, `EMAIL`,
    /// `NOTE`, `BDAY`, `ADR`, `URL`, `NICKNAME`, `ORG`, `TITLE`.
    static func meCard(_ fields: [(key: String, value: String)]) -> Profile {
        var profile = Profile()
        var notes: [String] = []
        for (key, value) in fields where !value.isEmpty {
            switch key {
            case "N":
                let parts = commaParts(value.replacingAll("\\,", with: ","))
                profile.familyName = parts[0]
                if parts.count > 1 { profile.givenName = parts[1...].joined(separator: " ") }
            case "SOUND":
                let parts = commaParts(value)
                profile.phoneticFamilyName = parts[0]
                if parts.count > 1 { profile.phoneticGivenName = parts[1...].joined(separator: " ") }
            case "TEL": profile.phones.append(Phone(number: value))
            case "TEL-AV": profile.phones.append(Phone(number: value, types: ["video"]))
            case "EMAIL": profile.emails.append(Email(address: value))
            case "URL": profile.urls.append(WebURL(value: value))
            case "NICKNAME": profile.nicknames.append(value)
            case "ORG": profile.organization = value
            case "TITLE": profile.title = value
            case "NOTE", "MEMO": notes.append(value)
            case "BDAY": profile.birthday = BirthDate(parsing: value)
            case "ADR": profile.addresses.append(address(value))
            default: break
            }
        }
        profile.note = notes.joinedText(separator: "\n")
        return profile
    }

    /// A `BIZCARD:`: `N` given name, `X` family name, `T` title, `C` company, `A` address,
    /// `B` business phone, `M` mobile, `F` fax, `E` email.
    static func bizCard(_ fields: [(key: String, value: String)]) -> Profile {
        var profile = Profile()
        for (key, value) in fields where !value.isEmpty {
            switch key {
            case "N": profile.givenName = value
            case "X": profile.familyName = value
            case "T": profile.title = value
            case "C": profile.organization = value
            case "A": profile.addresses.append(address(value))
            case "B": profile.phones.append(Phone(number: value, types: ["work", "voice"]))
            case "M": profile.phones.append(Phone(number: value, types: ["cell"]))
            case "F": profile.phones.append(Phone(number: value, types: ["fax"]))
            case "E": profile.emails.append(Email(address: value))
            default: break
            }
        }
        return profile
    }

    /// A MECARD address: the vCard `ADR` order (`;` escaped away, so it comes as `,`), or a
    /// single line kept as the street.
    private static func address(_ value: String) -> PostalAddress {
        let parts = commaParts(value)
        var address = PostalAddress()
        if parts.count == 7 {
            address.poBox = parts[0]
            address.extended = parts[1]
            address.street = parts[2]
            address.locality = parts[3]
            address.region = parts[4]
            address.postalCode = parts[5]
            address.country = parts[6]
        } else {
            address.street = value
        }
        return address
    }

    /// A contact of bare values, named by its first value (a vCard 4.0 card needs a name).
    static func contact(phones: [String] = [], emails: [String] = [], urls: [String] = []) -> Profile {
        var profile = Profile()
        profile.phones = phones.map(WhiteSpace.trim).filter { !$0.isEmpty }.map { Phone(number: $0) }
        profile.emails = emails.map(WhiteSpace.trim).filter { !$0.isEmpty }.map { Email(address: $0) }
        profile.urls = urls.map { WebURL(value: $0) }
        profile.formattedName = profile.emails.first?.address ?? profile.phones.first?.number ?? profile.urls.first?.value ?? ""
        return profile
    }

    /// Whether a profile holds nothing a contact is made of.
    static func isEmpty(_ profile: Profile) -> Bool {
        profile.formattedName.isEmpty && profile.familyName.isEmpty && profile.givenName.isEmpty
            && profile.organization.isEmpty && profile.emails.isEmpty && profile.phones.isEmpty && profile.urls.isEmpty
    }

    /// `%XX` escapes decoded as UTF-8; a broken escape stays as it is.
    static func percentDecoded(_ text: String) -> String {
        String(decoding: HexEscapes.decode(text.utf8, marker: UInt8(ascii: "%")), as: UTF8.self)
    }
}

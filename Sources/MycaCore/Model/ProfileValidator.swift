/// The checks and normalizations behind ``Profile/snapshot()``; the reader uses the same
/// item checks to decide what it can model and what it must keep verbatim.
enum ProfileValidator {
    /// Limits in Unicode scalars. Generous for real cards, small enough for a QR code's world.
    static let nameLimit = 256
    static let textLimit = 1024
    static let noteLimit = 32_768
    static let emailLimit = 254
    static let phoneLimit = 64
    static let urlLimit = 4096

    private static let newline: Set<Unicode.Scalar> = ["\n"]
    private static let newlineAndTab: Set<Unicode.Scalar> = ["\n", "\t"]

    /// Trims (unless `trim` is false), turns CRLF/CR into LF, and checks control characters and length.
    static func text(_ value: String, field: String, limit: Int, multiline: Bool = false, allowTab: Bool = false,
                     trim: Bool = true) throws -> String {
        try text(value, field: ProfileError.Field(label: field), limit: limit, multiline: multiline, allowTab: allowTab, trim: trim)
    }

    /// `text` for a field of the table, with the table's limit.
    static func text(_ value: String, _ field: CardField, multiline: Bool = false, allowTab: Bool = false,
                     trim: Bool = true) throws -> String {
        try text(value, field: ProfileError.Field(field), limit: field.limit ?? textLimit, multiline: multiline,
                 allowTab: allowTab, trim: trim)
    }

    static func text(_ value: String, field: ProfileError.Field, limit: Int, multiline: Bool = false, allowTab: Bool = false,
                     trim: Bool = true) throws -> String {
        var v = trim ? WhiteSpace.trim(value) : value
        if multiline { v = normalizeNewlines(v) }
        let allowed: Set<Unicode.Scalar> = multiline ? (allowTab ? newlineAndTab : newline) : []
        if WhiteSpace.firstControl(in: v, allowing: allowed) != nil {
            throw ProfileError.controlCharacter(field: field, value: v)
        }
        let n = v.unicodeScalars.count
        if n > limit { throw ProfileError.tooLong(field: field, length: n, limit: limit) }
        return v
    }

    static func normalizeNewlines(_ v: String) -> String {
        guard v.unicodeScalars.contains("\r") else { return v }
        var out = String.UnicodeScalarView()
        var previousCR = false
        for s in v.unicodeScalars {
            if s == "\r" { out.append("\n"); previousCR = true; continue }
            if s == "\n" && previousCR { previousCR = false; continue }
            previousCR = false
            out.append(s)
        }
        return String(out)
    }

    static func list(_ values: [String], field: ProfileError.Field, limit: Int) throws -> [String] {
        try values.map { try text($0, field: field, limit: limit) }.filter { !$0.isEmpty }
    }

    static func isToken(_ v: String) -> Bool {
        !v.isEmpty && v.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || $0 == 45 }
    }

    static func types(_ values: [String], field: ProfileError.Field) throws -> [String] {
        var out: [String] = []
        for raw in values {
            let t = ASCIIText.lowercased(WhiteSpace.trim(raw))
            if t.isEmpty { continue }
            guard isToken(t) else { throw ProfileError.malformedType(field: field, value: raw) }
            if !out.contains(t) { out.append(t) }
        }
        return out
    }

    static func pref(_ p: Int?, field: ProfileError.Field) throws -> Int? {
        guard let p else { return nil }
        guard (1...100).contains(p) else { throw ProfileError.badPreference(field: field, value: p) }
        return p
    }

    static func group(_ g: String?) throws -> String? {
        guard let g, !g.isEmpty else { return nil }
        guard isToken(g) else { throw ProfileError.malformedProperty(g + ".") }
        return g
    }

    /// `value` unless it holds a character that hides or turns text around: a link, an
    /// address or a number shown with one reads as something else (`https://\u{202E}…`).
    static func visible(_ value: String, field: ProfileError.Field) throws -> String {
        if let s = BidiText.firstHidden(in: value) { throw ProfileError.hiddenCharacter(field: field, value: value, scalar: s) }
        return value
    }

    static func email(_ raw: String) throws -> String {
        let v = try visible(try text(raw, .email), field: .init(.email))
        let parts = v.split(separator: "@", omittingEmptySubsequences: false).map(String.init)
        let forbidden = Set<Unicode.Scalar>(["<", ">", "(", ")", "[", "]", "\\", ",", ";", ":", "\""])
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
              !v.unicodeScalars.contains(where: { WhiteSpace.isSpace($0) || forbidden.contains($0) }),
              !parts[1].hasPrefix("."), !parts[1].hasSuffix("."), !parts[1].includes("..")
        else { throw ProfileError.malformedEmail(v) }
        return v
    }

    static func phone(_ raw: String) throws -> String {
        let v = try visible(try text(raw, .phone), field: .init(.phone))
        var sawDigit = false
        for (i, s) in v.unicodeScalars.enumerated() {
            switch s {
            case "0"..."9": sawDigit = true
            case "+": if i != 0 { throw ProfileError.malformedPhone(v) }
            case " ", "-", ".", "(", ")", "/": break
            default: throw ProfileError.malformedPhone(v)
            }
        }
        guard sawDigit else { throw ProfileError.malformedPhone(v) }
        return v
    }

    static func url(_ raw: String, field: String) throws -> String {
        try url(raw, field: ProfileError.Field(label: field))
    }

    static func url(_ raw: String, field: ProfileError.Field) throws -> String {
        let v = try visible(try text(raw, field: field, limit: urlLimit), field: field)
        let scalars = Array(v.unicodeScalars)
        guard let colon = scalars.firstIndex(of: ":"), colon > 0,
              ("a"..."z").contains(scalars[0]) || ("A"..."Z").contains(scalars[0]),
              scalars[..<colon].allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }),
              !("0"..."9").contains(scalars[0]),
              colon + 1 < scalars.count,
              !scalars.contains(where: { WhiteSpace.isSpace($0) || $0 == "\\" || $0 == "\"" })
        else { throw ProfileError.malformedURL(field: field, value: v) }
        return v
    }

    static func emailItem(_ e: Email) throws -> Email {
        Email(address: try email(e.address), types: try types(e.types, field: .init(.email)),
              pref: try pref(e.pref, field: .init(.email)), group: try group(e.group))
    }

    static func phoneItem(_ p: Phone) throws -> Phone {
        Phone(number: try phone(p.number), types: try types(p.types, field: .init(.phone)),
              pref: try pref(p.pref, field: .init(.phone)), group: try group(p.group))
    }

    static func urlItem(_ u: WebURL) throws -> WebURL {
        WebURL(value: try url(u.value, field: .init(.url)), types: try types(u.types, field: .init(.url)),
               pref: try pref(u.pref, field: .init(.url)), group: try group(u.group))
    }

    static func addressItem(_ a: PostalAddress) throws -> PostalAddress {
        // Components keep their spaces and newlines (an imported street "home address\n").
        func c(_ v: String, _ f: CardField) throws -> String { try text(v, f, multiline: true, trim: false) }
        func part(_ v: String, _ name: String) throws -> String {
            try text(v, field: .init(.address, part: name), limit: textLimit, multiline: true, trim: false)
        }
        let label = try a.label.map { try part($0, "label") }
        var lists = a.componentLists
        if let l = lists {
            for items in l { for item in items { _ = try part(item, "list item") } }
            if l.count != 7 { lists = nil }
        }
        var out = PostalAddress(
            poBox: try part(a.poBox, "PO box"), extended: try part(a.extended, "extended"),
            street: try c(a.street, .street), locality: try c(a.locality, .city),
            region: try c(a.region, .region), postalCode: try c(a.postalCode, .postalCode),
            country: try c(a.country, .country), types: try types(a.types, field: .init(.address)),
            pref: try pref(a.pref, field: .init(.address)), label: label?.isEmpty == true ? nil : label,
            group: try group(a.group))
        out.componentLists = lists
        return out
    }

    static func socialItem(_ s: SocialProfile) throws -> SocialProfile {
        let service = try text(s.service, field: .init(.social, part: "service"), limit: nameLimit)
        let user = try s.user.map { try text($0, field: .init(.social, part: "user"), limit: nameLimit) }
        // Both go into parameter values, where strict parsers refuse a double quote.
        if service.contains("\"") { throw ProfileError.malformedSocialProfile(field: "service", value: service) }
        if let user, user.contains("\"") { throw ProfileError.malformedSocialProfile(field: "user", value: user) }
        var url: String?
        if let u = s.url, !WhiteSpace.trim(u).isEmpty { url = try self.url(u, field: .init(.social, part: "URL")) }
        let cleanUser = user?.isEmpty == true ? nil : user
        guard !service.isEmpty, url != nil || cleanUser != nil else {
            throw ProfileError.incompleteSocialProfile(service: service)
        }
        // A known service's handle gets its profile link (SocialService), so every writer,
        // payload and reader sees one URL; stored `x-apple:` handles are upgraded this way.
        return SocialProfile(service: service, url: url ?? SocialProfile(service: service, user: cleanUser).link, user: cleanUser)
    }

    /// The photo, its media type taken from its bytes and its metadata taken out.
    ///
    /// The metadata goes here, where every card is checked before it is stored, written or
    /// shown, and not only where a photo comes in: a card stored before its photo was
    /// cleaned, or a photo a caller put in a ``Profile`` itself, then still leaves without
    /// the place it was taken in every export, page and store file. Taking out what is no
    /// longer there costs one walk over the headers and no copy.
    static func photoItem(_ p: Photo) throws -> Photo {
        if p.data.count > Photo.maxBytes { throw ProfileError.photoTooLarge(bytes: p.data.count) }
        guard let sniffed = Photo.sniffMediaType(p.data) else { throw ProfileError.photoNotImage(mediaType: p.mediaType) }
        let clean: Photo
        do {
            clean = try p.withoutMetadata().photo
        } catch {
            throw ProfileError.photoUnreadable(error)
        }
        return Photo(mediaType: sniffed, data: clean.data)
    }

    /// A kept property (or a modelled one's kept parameters), as a writer can put it back:
    /// no parameter value holds a double quote, which no vCard parameter takes as it is
    /// (the reader turns one into an apostrophe, with a warning).
    static func extra(_ e: VCardProperty) throws -> VCardProperty {
        func writable(_ value: String) -> Bool {
            !value.unicodeScalars.contains { $0 == "\r" || $0 == "\"" } && WhiteSpace.firstControl(in: value, allowing: ["\n", "\t"]) == nil
        }
        guard isToken(e.name), e.group.map(isToken) ?? true,
              e.parameters.allSatisfy({ isToken($0.name) && $0.values.allSatisfy(writable) }),
              !e.value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" })
        else { throw ProfileError.malformedProperty((e.group.map { $0 + "." } ?? "") + e.name) }
        return withoutImageMetadata(e)
    }

    /// A kept image (a logo, Outlook's X-MS-CARDPICTURE, a photo too large to be the
    /// card's) without its metadata, as ``photoItem(_:)`` gives the photo: it leaves with
    /// the card just the same. One that cannot be cleaned stays as it is, as everything
    /// kept does.
    static func withoutImageMetadata(_ e: VCardProperty) -> VCardProperty {
        let value = e.value
        guard ASCIIText.hasPrefix(value, "data:image/"), let comma = value.firstIndex(of: ","),
              ASCIIText.lowercased(String(value[..<comma])).hasSuffix(";base64"),
              let bytes = Base64.decode(value[value.index(after: comma)...]), let image = Photo(fileBytes: bytes),
              let cleaned = try? image.withoutMetadata(), cleaned.removed
        else { return e }
        var kept = e
        kept.value = String(value[...comma]) + Base64.encode(cleaned.photo.data)
        return kept
    }

    static func containsCJK(_ s: String) -> Bool {
        s.unicodeScalars.contains { v in
            (0x3040...0x30FF).contains(v.value) || (0x3400...0x9FFF).contains(v.value)
                || (0xAC00...0xD7AF).contains(v.value) || (0xF900...0xFAFF).contains(v.value)
        }
    }

    /// The formatted name when none is given: name parts (family first for CJK names),
    /// then nickname, organization, first email, first phone.
    static func derivedName(_ p: Profile) -> String {
        let family = p.familyName, given = p.givenName
        var parts: [String]
        if containsCJK(family + given) {
            parts = p.prefixes + [family, given] + p.additionalNames + p.suffixes
        } else {
            parts = p.prefixes + [given] + p.additionalNames + [family] + p.suffixes
        }
        parts = parts.filter { !$0.isEmpty }
        if !parts.isEmpty { return parts.joinedText(separator: " ") }
        if let n = p.nicknames.first { return n }
        if !p.organization.isEmpty { return p.organization }
        if let e = p.emails.first { return e.address }
        if let t = p.phones.first { return t.number }
        return ""
    }
}

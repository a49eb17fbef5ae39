/// The meaning of a batch CSV's columns, read from its header row, and the mapping of
/// each data row to a ``Profile``.
///
/// Decisions (documented in `myca help batch`): header cells name ``BatchField``s; an
/// empty header cell ignores its column; an unknown name is an error that names it and
/// suggests the closest field; `email`, `phone`, `url`, `social` may repeat. A row with
/// fewer cells than the header is a bad row; extra cells are accepted only when empty
/// (spreadsheets add trailing commas).
public struct BatchHeader: Sendable, Equatable {
    /// The field of each column, nil for an ignored column.
    public let columns: [BatchField?]
    /// The header cells as written, for messages.
    public let names: [String]

    /// Reads a header row.
    /// - Throws: ``BatchError`` for an unknown or duplicated column, or no fields at all.
    public init(_ cells: [String]) throws(BatchError) {
        var columns: [BatchField?] = []
        var seen: [BatchField: Int] = [:]
        for (index, cell) in cells.enumerated() {
            if TextHelpers.trim(cell).isEmpty {
                columns.append(nil)
                continue
            }
            guard let field = BatchField.lookup(header: cell) else {
                let key = BatchField.normalize(cell)
                let suggestion = Handle.suggestions(for: key, among: BatchField.allSpellings).first
                throw .unknownColumn(name: cell, column: index + 1, suggestion: suggestion)
            }
            if !field.isRepeatable, let first = seen[field] {
                throw .duplicateColumn(name: field.headerName, first: first, second: index + 1)
            }
            if seen[field] == nil { seen[field] = index + 1 }
            columns.append(field)
        }
        guard columns.contains(where: { $0 != nil }) else { throw .noFields }
        self.columns = columns
        self.names = cells
    }

    /// The draft card of one data row (not yet validated: call `snapshot()`).
    /// - Throws: ``BatchRowError`` for a ragged row or a birthday that is not a date.
    public func profile(from cells: [String], row: Int, line: Int? = nil) throws(BatchRowError) -> Profile {
        if cells.count < columns.count {
            throw BatchRowError(row: row, line: line,
                                reason: "\(cells.count) cells but the header has \(columns.count) columns")
        }
        if cells.count > columns.count, cells[columns.count...].contains(where: { !TextHelpers.trim($0).isEmpty }) {
            throw BatchRowError(row: row, line: line,
                                reason: "\(cells.count) cells but the header has \(columns.count) columns")
        }
        var p = Profile()
        var address = PostalAddress()
        for (index, field) in columns.enumerated() {
            guard let field else { continue }
            let value = cells[index]
            if value.isEmpty { continue }
            switch field {
            case .name: p.formattedName = value
            case .given: p.givenName = value
            case .family: p.familyName = value
            case .phoneticGiven: p.phoneticGivenName = value
            case .phoneticFamily: p.phoneticFamilyName = value
            case .nickname: p.nicknames = [value]
            case .pronouns: p.pronouns = value
            case .org: p.organization = value
            case .title: p.title = value
            case .role: p.role = value
            case .email: p.emails.append(Email(address: value))
            case .phone: p.phones.append(Phone(number: value))
            case .url: p.urls.append(WebURL(value: value))
            case .social: p.socialProfiles.append(Self.social(value))
            case .street: address.street = value
            case .city: address.locality = value
            case .region: address.region = value
            case .postalCode: address.postalCode = value
            case .country: address.country = value
            case .note: p.note = value
            case .birthday:
                let trimmed = TextHelpers.trim(value)
                if trimmed.isEmpty { continue }
                guard let date = BirthDate(parsing: trimmed) else {
                    throw BatchRowError(row: row, line: line, field: "birthday",
                                        reason: "\(ProfileError.show(value)) is not a date (YYYY-MM-DD or --MM-DD)")
                }
                p.birthday = date
            }
        }
        if !address.isEmpty { p.addresses = [address] }
        return p
    }

    /// A social cell: a URL (the service is its host, without `www.`), or `SERVICE:USER`.
    static func social(_ value: String) -> SocialProfile {
        let v = TextHelpers.trim(value)
        if let scheme = v.firstRange(of: "://") {
            var host = v[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            if host.hasPrefix("www.") { host = host.dropFirst(4) }
            return SocialProfile(service: String(host), url: v)
        }
        if let colon = v.firstIndex(of: ":") {
            return SocialProfile(service: TextHelpers.trim(String(v[..<colon])),
                                 user: TextHelpers.trim(String(v[v.index(after: colon)...])))
        }
        return SocialProfile(service: "", user: v)
    }

    /// The CSV column a ``ProfileError`` is about, by the validator's field words.
    public static func column(of error: ProfileError) -> String? {
        switch error {
        case .controlCharacter(let field, _), .tooLong(let field, _, _), .malformedType(let field, _),
             .badPreference(let field, _):
            return columnNames[field] ?? (field.hasPrefix("social") ? "social" : nil)
        case .malformedURL(let field, _):
            return field == "url" ? "url" : "social"
        case .malformedEmail: return "email"
        case .malformedPhone: return "phone"
        case .incompleteSocialProfile, .malformedSocialProfile: return "social"
        case .badBirthday: return "birthday"
        case .emptyName, .photoTooLarge, .photoNotImage, .malformedProperty: return nil
        }
    }

    private static let columnNames: [String: String] = [
        "formatted name": "name", "given name": "given", "family name": "family",
        "phonetic given name": "phonetic-given", "phonetic family name": "phonetic-family",
        "nickname": "nickname", "pronouns": "pronouns", "organization": "org", "title": "title",
        "role": "role", "email": "email", "phone": "phone", "url": "url", "note": "note",
        "address street": "street", "address city": "city", "address region": "region",
        "address postal code": "postal-code", "address country": "country",
    ]
}

/// How a directory entry read by ``LDIFReader`` becomes a draft card: the standard person
/// attributes (RFC 4519, RFC 2798 inetOrgPerson) mapped onto the card fields, through the
/// field table wherever a field takes the value as it is.
///
/// Decisions (documented in `myca help batch`): `displayName`, else the first `cn`, is the
/// name, and the other `cn` values are nicknames; `givenName` and `sn` are the name parts;
/// every `mail` is an email; `telephoneNumber` is a work phone and `mobile` a cell phone;
/// `o` is the organization and every `ou` a unit; `labeledURI` is a web address (the URI
/// before the first space); `street`, `l`, `st`, `postalCode` and `c` (or `co`) are the
/// parts of one work address, as the CSV columns are, and a `postalAddress` beside them is
/// that address as the post writes it (its label); each other `postalAddress` is a work
/// address whose lines (`$` between them, RFC 4517) are its street lines; the first tag of
/// `preferredLanguage` (`ja, en;q=0.8`) is the card's language; `jpegPhoto` is the photo.
/// A single-valued field takes its attribute's first value; the others, and a web
/// address's label, are set aside with a warning, never dropped unsaid. A `;lang-X` value of the name,
/// its parts, the organization, a unit or the title is the card's side in language X
/// (``Profile/setSide(_:language:)``), or the card's own value when the card has none.
/// Other attribute options (`;binary`) are ignored. An attribute no field takes is
/// returned as unknown, for a warning, or refused when strict, as an unknown CSV column is.
public enum LDIFPerson {
    /// What an attribute fills.
    enum Target: Equatable {
        /// A field the table sets from the text as it is.
        case field(CardField)
        /// `cn`: the name when no `displayName` gives it, else a nickname.
        case commonName
        /// A phone of this type.
        case phone(String)
        /// `labeledURI`.
        case url
        /// `postalAddress`.
        case address
        /// A part of the work address the structured attributes give (`street`, `l`, …):
        /// one of the address fields, set as a CSV column sets it.
        case addressPart(CardField)
        /// `preferredLanguage`.
        case language
        /// `jpegPhoto` (binary: never read as text).
        case photo
        /// `objectClass`: tells a person from the directory's other entries.
        case objectClass
    }

    /// The attributes, as the schema spells them, with their other names; the one table.
    static let table: [(name: String, aliases: [String], target: Target)] = [
        ("cn", ["commonname"], .commonName),
        ("displayName", [], .field(.name)),
        ("givenName", ["gn"], .field(.given)),
        ("sn", ["surname"], .field(.family)),
        // COSINE's honorific (`Dr.`) and X.520's generation (`Jr.`, `III`): N's prefix and suffix.
        ("personalTitle", [], .field(.prefix)),
        ("generationQualifier", [], .field(.suffix)),
        ("mail", ["rfc822mailbox"], .field(.email)),
        ("telephoneNumber", [], .phone("work")),
        ("mobile", ["mobiletelephonenumber"], .phone("cell")),
        ("title", [], .field(.title)),
        ("o", ["organizationname"], .field(.org)),
        ("ou", ["organizationalunitname"], .field(.unit)),
        ("labeledURI", [], .url),
        ("postalAddress", [], .address),
        ("street", ["streetaddress"], .addressPart(.street)),
        ("l", ["localityname"], .addressPart(.city)),
        ("st", ["stateorprovincename"], .addressPart(.region)),
        ("postalCode", [], .addressPart(.postalCode)),
        ("c", ["countryname"], .addressPart(.country)),
        ("co", ["friendlycountryname"], .addressPart(.country)),
        ("preferredLanguage", [], .language),
        ("jpegPhoto", [], .photo),
        ("objectClass", [], .objectClass),
    ]

    /// The object classes of a person's entry; an entry of another class (the base
    /// `dc=…`, an `ou=…`, a group) is no card.
    static let personClasses: Set<String> = ["person", "organizationalperson", "inetorgperson", "residentialperson", "user", "contact"]

    /// The attribute names the mapping takes, for messages.
    public static var attributeNames: [String] { table.filter { $0.target != .objectClass }.map(\.name) }

    /// What an attribute (ASCII lower-case name) fills, or nil.
    static func target(_ name: String) -> Target? {
        table.first { ASCIIText.lowercased($0.name) == name || $0.aliases.contains(name) }?.target
    }

    /// Whether the entry is a person's: one of ``personClasses`` when it lists its object
    /// classes, else (an export that left them out) a name or an email.
    public static func isPerson(_ entry: LDIFReader.Entry) -> Bool {
        let classes = entry.attributes.filter { $0.name == "objectclass" }
        if !classes.isEmpty {
            return classes.contains { personClasses.contains(ASCIIText.lowercased(WhiteSpace.trim(String(decoding: $0.value, as: UTF8.self)))) }
        }
        return entry.attributes.contains {
            [.commonName, .field(.name), .field(.family), .field(.email)].contains(target($0.name))
        }
    }

    /// An attribute no card field takes, as a CSV column that names no field is; or, when
    /// ``partly``, one the card takes only a part of: the first value of a field that holds
    /// one, a web address without its label. Either is said, never dropped unsaid.
    public struct UnknownAttribute: Sendable, Equatable {
        /// The name as written (without its options).
        public let name: String
        /// The line it is first on.
        public let line: Int
        /// The closest attribute the mapping takes, if one is close.
        public let suggestion: String?
        /// Whether the card takes a part of it (and it is no unknown attribute).
        public var partly = false

        /// The name as shown in a message, with the closest attribute when there is one.
        public var messageText: MessageText { BatchHeader.unknown(name, suggestion: suggestion) }

        /// Whether it is attribute `name` (ASCII lower-case), in any case, set aside alike.
        func same(as other: UnknownAttribute) -> Bool {
            partly == other.partly && ASCIIText.lowercased(name) == ASCIIText.lowercased(other.name)
        }
    }

    /// A person's draft card (not yet validated: call `snapshot()`), and the attributes no
    /// field takes, each named once, in order.
    public struct Result {
        /// The draft card.
        public var profile: Profile
        /// The attributes no field takes.
        public var unknown: [UnknownAttribute]
    }

    /// The draft card of a person's entry; `strict` refuses an attribute no field takes.
    /// - Throws: ``LDIFError`` for a text value that is not UTF-8 or (when strict) an unknown
    ///   attribute; ``ProfileError`` for a value in another language on a card that does not
    ///   say its own.
    public static func profile(_ entry: LDIFReader.Entry, strict: Bool) throws -> Result {
        var p = Profile()
        var unknown: [UnknownAttribute] = []
        var commonNames: [String] = []
        var tagged: [(field: CardField, language: String, text: String)] = []
        var filled: Set<String> = []
        // The structured address (the first and only one of a draft of its own), and the
        // postal addresses as the post writes them.
        var structured = Profile()
        var postal: [String] = []
        // The language first: it decides which side a `;lang-X` value is.
        for a in entry.attributes where target(a.name) == .language && p.language == nil {
            let first = try text(a).split(separator: ",").first.map { $0.prefix { $0 != ";" } } ?? ""
            try CardField.language.set(WhiteSpace.trim(String(first)), in: &p)
        }
        for a in entry.attributes {
            guard let target = target(a.name) else {
                let name = String(a.written.prefix { $0 != ";" })
                let suggestion = Handle.suggestions(for: name, among: attributeNames).first
                if strict { throw LDIFError.unknownAttribute(line: a.line, name: name, suggestion: suggestion) }
                let attribute = UnknownAttribute(name: name, line: a.line, suggestion: suggestion)
                if !unknown.contains(where: { $0.same(as: attribute) }) { unknown.append(attribute) }
                continue
            }
            func partlyKept() {
                let attribute = UnknownAttribute(name: String(a.written.prefix { $0 != ";" }), line: a.line, suggestion: nil, partly: true)
                if !unknown.contains(where: { $0.same(as: attribute) }) { unknown.append(attribute) }
            }
            let language = a.options.first { $0.hasPrefix("lang-") }.map { String($0.dropFirst(5)) }
            switch target {
            case .objectClass, .language:
                continue
            case .photo:
                if p.photo == nil { p.photo = Photo(mediaType: "image/jpeg", data: a.value) }
                continue
            default:
                break
            }
            let value = try text(a)
            if WhiteSpace.trim(value).isEmpty { continue }
            switch target {
            case .field(let field):
                if let language, field.isTranslatable {
                    tagged.append((field, language, value))
                } else if field.isRepeatable || filled.insert(field.key).inserted {
                    try field.set(value, in: &p)
                } else if !field.values(in: p).contains(WhiteSpace.trim(value)) {
                    partlyKept()
                }
            case .commonName:
                if let language { tagged.append((.name, language, value)) } else { commonNames.append(value) }
            case .phone(let type):
                p.phones.append(Phone(number: WhiteSpace.trim(value), types: [type]))
            case .url:
                let uri = WhiteSpace.trim(value).prefix { $0 != " " && $0 != "\t" }
                p.urls.append(WebURL(value: String(uri)))
                if uri.count < WhiteSpace.trim(value).count { partlyKept() }
            case .address:
                postal.append(addressLines(value).joinedText(separator: "\n"))
            case .addressPart(let field):
                // A street may take more lines; every other part is one value (a second
                // country, as `c` beside `co`, is said).
                let part = WhiteSpace.trim(value)
                if let current = field.values(in: structured).first {
                    if field == .street {
                        try field.set(current + "\n" + part, in: &structured)
                    } else if current != part {
                        partlyKept()
                    }
                } else {
                    try field.set(part, in: &structured)
                }
            case .photo, .objectClass, .language:
                break
            }
        }
        if var parts = structured.addresses.first {
            parts.types = ["work"]
            parts.label = postal.first
            p.addresses.append(parts)
        }
        for lines in postal.dropFirst(structured.addresses.isEmpty ? 0 : 1) {
            p.addresses.append(PostalAddress(street: lines, types: ["work"]))
        }
        if p.formattedName.isEmpty, let first = commonNames.first { p.formattedName = first }
        for name in commonNames where name != p.formattedName && !p.nicknames.contains(name) { p.nicknames.append(name) }
        for (field, language, value) in tagged {
            if p.language == nil, field.values(in: p).isEmpty {
                try field.set(value, in: &p)
                continue
            }
            var side = p.side(language)
            try field.set(value, in: &side)
            try p.setSide(side, language: language)
        }
        p.guessNameParts()  // a name alone still gives phones a structured name, as for a CSV row
        return Result(profile: p, unknown: unknown)
    }

    /// The value as text.
    private static func text(_ a: LDIFReader.Attribute) throws(LDIFError) -> String {
        guard let text = String(validating: a.value, as: UTF8.self) else { throw .notUTF8(line: a.line, attribute: a.written) }
        return text
    }

    /// The lines of an RFC 4517 postal address: `$` between lines, `\24` for a `$` and
    /// `\5C` for a backslash in them; empty lines left out.
    static func addressLines(_ value: String) -> [String] {
        value.split(separator: "$", omittingEmptySubsequences: false).map { line in
            var out = ""
            var rest = Substring(line)
            while let slash = rest.firstIndex(of: "\\") {
                out += rest[..<slash]
                let code = ASCIIText.uppercased(String(rest[rest.index(after: slash)...].prefix(2)))
                if code == "24" {
                    out += "$"
                } else if code == "5C" {
                    out += "\\"
                } else {
                    out += "\\"
                    rest = rest[rest.index(after: slash)...]
                    continue
                }
                rest = rest[rest.index(slash, offsetBy: 3)...]
            }
            return WhiteSpace.trim(out + rest)
        }.filter { !$0.isEmpty }
    }
}

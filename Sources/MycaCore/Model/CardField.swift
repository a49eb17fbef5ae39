/// A card field people edit, declared once in ``all``: its key, other spellings, whether
/// it repeats, where it shows up, how it is read from and set on a ``Profile``, its limit
/// and its help text.
///
/// Every surface that names card fields derives from this table: the options of `myca new`
/// and `myca edit` and the fields they can unset, the keys of the editor template, the
/// columns of a batch CSV, the field words that pick what a QR payload holds, and the field a
/// ``ProfileError`` is about. Adding a field is one entry here (plus its vCard mapping).
///
/// Two entries are equal when their keys are.
public struct CardField: Sendable, Hashable, CustomStringConvertible {
    /// Where a field appears besides the table (every field can be unset).
    public struct Surfaces: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `myca new` and `myca edit` take it as an option (`--KEY`).
        public static let option = Surfaces(rawValue: 1 << 0)
        /// The editor template shows it as `KEY: value` lines.
        public static let template = Surfaces(rawValue: 1 << 1)
        /// A batch CSV column may fill it.
        public static let column = Surfaces(rawValue: 1 << 2)
        /// Option, template and column.
        public static let everywhere: Surfaces = [.option, .template, .column]
    }

    /// Where the value lives on a ``Profile``; each kind is read and set one way
    /// (see `CardField+Profile.swift`), so a new field of a known kind needs no code.
    ///
    /// Key paths are given as closures that make them (`.text { \.title }`): the runtime
    /// builds a key path from its pattern when the expression first runs, with its class's
    /// metadata, and built with the table, its paths would cost every command's start-up
    /// a noticeable share (bench/README.md), whether it touched those fields or not.
    enum Storage: Sendable {
        /// A single text.
        case text(@Sendable () -> WritableKeyPath<Profile, String>)
        /// A component of the first postal address (created when set).
        case addressPart(@Sendable () -> WritableKeyPath<PostalAddress, String>)
        /// A list of plain texts.
        case texts(@Sendable () -> WritableKeyPath<Profile, [String]>)
        /// Email addresses, phone numbers and web addresses: typed values (`work:…`).
        case emails, phones, urls
        /// Social profiles (`SERVICE:URL`, `SERVICE:USER`, or a bare profile URL).
        case socials
        /// The birthday (`YYYY-MM-DD` or `--MM-DD`).
        case birthday
        /// The photo (binary; set from a file by the command line).
        case photo
        /// Every postal address at once.
        case addresses
        /// The card's QR style, kept in the store's config, not on the profile.
        case style
    }

    /// The option name, template key and canonical column name, e.g. `postal-code`.
    public let key: String
    /// The words messages use for it, e.g. `address postal code` (see ``ProfileError``).
    public let label: String
    /// Other spellings a batch CSV header may use, normalized (`zip`, `first-name`).
    public let aliases: [String]
    /// Whether the field holds a list: the option and the template key may be given, and
    /// the column may appear (or be numbered, `email2`), several times.
    public let isRepeatable: Bool
    /// Whether a template value may continue on indented lines.
    public let isMultiline: Bool
    /// Where the field appears.
    public let surfaces: Surfaces
    /// The payload field word that puts the field into a QR payload (`name` for the name
    /// parts, `address` for the address components), or nil when no word selects it.
    public let pick: CardFieldGroup?
    /// The most Unicode scalars one value may have, or nil when the value has another
    /// kind of check (a date, an image).
    public let limit: Int?
    /// The placeholder in help, e.g. `[TYPE:]ADDR`; by default the key in capitals with
    /// `_` for `-` (`POSTAL_CODE`).
    public var valueName: String {
        // Derived when help asks, not when the table is built: every command builds the
        // table, and deriving them all (by Character) would slow every command's start.
        explicitValueName ?? ASCIIText.uppercased(key).replacingAll("-", with: "_")
    }
    private let explicitValueName: String?
    /// One line for help.
    public let help: String
    let storage: Storage

    init(
        _ key: String, label: String? = nil, aliases: [String] = [], repeatable: Bool = false,
        multiline: Bool = false, surfaces: Surfaces = .everywhere, pick: CardFieldGroup?, limit: Int?,
        valueName: String? = nil, help: String, storage: Storage
    ) {
        self.key = key
        self.label = label ?? key
        self.aliases = aliases
        self.isRepeatable = repeatable
        self.isMultiline = multiline
        self.surfaces = surfaces
        self.pick = pick
        self.limit = limit
        self.explicitValueName = valueName
        self.help = help
        self.storage = storage
    }

    public static func == (a: CardField, b: CardField) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    /// The key.
    public var description: String { key }

    /// Whether the field appears on `surface`.
    public func appears(on surface: Surfaces) -> Bool { surfaces.contains(surface) }

    /// The field with this key (not an alias), or nil.
    public static func named(_ key: String) -> CardField? { all.first { $0.key == key } }

    /// Every field, in the order help, the template and the unset values list them.
    public static let all: [CardField] = [
        language, name, prefix, given, middle, family, suffix, phoneticGiven, phoneticFamily, nickname, pronouns, org, unit, title, role,
        email, phone, url, social, street, city, region, postalCode, country, birthday, note, photo, style,
        address,
    ]

    // MARK: The table

    private typealias V = ProfileValidator

    /// `language`: the language of the card's own name, organization, title and address
    /// (a tag such as `ja`), as the template and a CSV say it.
    public static let language = CardField(
        "language", label: "card language", surfaces: [.template, .column], pick: nil, limit: 64, valueName: "TAG",
        help: "The language of the card's own name, organization, title and address, e.g. ja.",
        storage: .text { \.languageText })
    /// `name`: the formatted name (`FN`).
    public static let name = CardField(
        "name", label: "formatted name", aliases: ["fn", "full-name", "formatted-name", "display-name"],
        pick: .name, limit: V.textLimit, help: "Full name as shown (derived from the name parts when absent).",
        storage: .text { \.formattedName })
    /// `given`: the given (first) name.
    public static let given = CardField(
        "given", label: "given name", aliases: ["first-name", "given-name", "first", "forename"],
        pick: .name, limit: V.nameLimit, help: "Given (first) name.", storage: .text { \.givenName })
    /// `family`: the family name.
    public static let family = CardField(
        "family", label: "family name", aliases: ["last-name", "family-name", "surname", "last"],
        pick: .name, limit: V.nameLimit, help: "Family name (surname).", storage: .text { \.familyName })
    /// `prefix`: honorific prefixes (`Prof.`, `Dr.-Ing.`), N's fourth component.
    public static let prefix = CardField(
        "prefix", label: "honorific prefix", aliases: ["honorific-prefix", "name-prefix", "title-prefix"], repeatable: true,
        pick: .name, limit: V.nameLimit, help: "An honorific before the name, e.g. Dr. (repeat for more).",
        storage: .texts { \.prefixes })
    /// `middle`: additional (middle) names, N's third component.
    public static let middle = CardField(
        "middle", label: "middle name", aliases: ["middle-name", "additional-name", "additional-names"], repeatable: true,
        pick: .name, limit: V.nameLimit, help: "A middle (additional) name (repeat for more).",
        storage: .texts { \.additionalNames })
    /// `suffix`: honorific suffixes (`Jr.`, `PhD`), N's fifth component.
    public static let suffix = CardField(
        "suffix", label: "honorific suffix", aliases: ["honorific-suffix", "name-suffix"], repeatable: true,
        pick: .name, limit: V.nameLimit, help: "An honorific or generational suffix after the name, e.g. PhD (repeat for more).",
        storage: .texts { \.suffixes })
    /// `phonetic-given`: the phonetic given name (furigana).
    public static let phoneticGiven = CardField(
        "phonetic-given", label: "phonetic given name", aliases: ["phonetic-first-name"],
        pick: .name, limit: V.nameLimit, help: "Phonetic given name (furigana).",
        storage: .text { \.phoneticGivenName })
    /// `phonetic-family`: the phonetic family name (furigana).
    public static let phoneticFamily = CardField(
        "phonetic-family", label: "phonetic family name", aliases: ["phonetic-last-name"],
        pick: .name, limit: V.nameLimit, help: "Phonetic family name (furigana).",
        storage: .text { \.phoneticFamilyName })
    /// `nickname`: nicknames.
    public static let nickname = CardField(
        "nickname", aliases: ["nick"], repeatable: true, pick: .name, limit: V.nameLimit,
        help: "A nickname.", storage: .texts { \.nicknames })
    /// `pronouns`: RFC 9554 pronouns.
    public static let pronouns = CardField(
        "pronouns", pick: .name, limit: V.nameLimit, help: "Pronouns, e.g. she/her.", storage: .text { \.pronouns })
    /// `org`: the organization.
    public static let org = CardField(
        "org", label: "organization", aliases: ["organization", "organisation", "company"],
        pick: .org, limit: V.textLimit, help: "Organization.", storage: .text { \.organization })
    /// `unit`: organizational units (edited in the template only).
    public static let unit = CardField(
        "unit", label: "organization unit", repeatable: true, surfaces: .template, pick: .org,
        limit: V.textLimit, help: "Organizational unit.", storage: .texts { \.organizationUnits })
    /// `title`: the job title.
    public static let title = CardField(
        "title", aliases: ["job-title"], pick: .title, limit: V.textLimit, help: "Job title.",
        storage: .text { \.title })
    /// `role`: the role or occupation.
    public static let role = CardField(
        "role", pick: .title, limit: V.textLimit, help: "Role or occupation.", storage: .text { \.role })
    /// `email`: email addresses, with types (`work:ann@example.org`).
    public static let email = CardField(
        "email", aliases: ["e-mail", "mail"], repeatable: true, pick: .email, limit: V.emailLimit,
        valueName: "[TYPE:]ADDR", help: "An email address, e.g. work:ann@example.org.", storage: .emails)
    /// `phone`: phone numbers, with types (`cell:+1 415 555 0100`).
    public static let phone = CardField(
        "phone", aliases: ["tel", "telephone", "mobile"], repeatable: true, pick: .phone, limit: V.phoneLimit,
        valueName: "[TYPE:]NUMBER", help: "A phone number, e.g. cell:+1-415-555-0100.", storage: .phones)
    /// `url`: web addresses, with types.
    public static let url = CardField(
        "url", aliases: ["website", "web"], repeatable: true, pick: .url, limit: V.urlLimit,
        valueName: "[TYPE:]URL", help: "A web address with its scheme, e.g. https://example.org.", storage: .urls)
    /// `social`: social profiles (`github:https://github.com/ann`, `mastodon:@ann@example.social`).
    public static let social = CardField(
        "social", label: "social profile", repeatable: true, pick: .social, limit: V.urlLimit,
        valueName: "SERVICE:URL|USER",
        help: "A social profile, e.g. github:https://github.com/ann or mastodon:@ann@example.social.",
        storage: .socials)
    /// `street`: the street of the first postal address.
    public static let street = CardField(
        "street", label: "address street", multiline: true, pick: .address, limit: V.textLimit,
        help: "Street address.", storage: .addressPart { \.street })
    /// `city`: the locality of the first postal address.
    public static let city = CardField(
        "city", label: "address city", aliases: ["locality", "town"], pick: .address, limit: V.textLimit,
        help: "City.", storage: .addressPart { \.locality })
    /// `region`: the region of the first postal address.
    public static let region = CardField(
        "region", label: "address region", aliases: ["state", "province", "prefecture"], pick: .address,
        limit: V.textLimit, help: "Region, state or prefecture.", storage: .addressPart { \.region })
    /// `postal-code`: the postal code of the first postal address.
    public static let postalCode = CardField(
        "postal-code", label: "address postal code", aliases: ["zip", "zip-code", "postcode", "postal"],
        pick: .address, limit: V.textLimit, help: "Postal code.", storage: .addressPart { \.postalCode })
    /// `country`: the country of the first postal address.
    public static let country = CardField(
        "country", label: "address country", pick: .address, limit: V.textLimit, help: "Country.",
        storage: .addressPart { \.country })
    /// `birthday`: the birthday.
    public static let birthday = CardField(
        "birthday", aliases: ["bday", "birth-date", "date-of-birth"], pick: .birthday, limit: nil,
        valueName: "YYYY-MM-DD", help: "Birthday (YYYY-MM-DD, or --MM-DD without a year).", storage: .birthday)
    /// `note`: a free-text note.
    public static let note = CardField(
        "note", aliases: ["notes"], multiline: true, pick: .note, limit: V.noteLimit, valueName: "TEXT",
        help: "A free-text note.", storage: .text { \.note })
    /// `photo`: the photo, given as an image file.
    public static let photo = CardField(
        "photo", surfaces: [.option, .column], pick: nil, limit: nil, valueName: "FILE",
        help: "A PNG, JPEG, GIF or WebP image (at most 1 MiB); its location, camera and other metadata are taken out.", storage: .photo)
    /// `style`: the card's QR style (kept in the store's config).
    public static let style = CardField(
        "style", surfaces: .option, pick: nil, limit: nil, valueName: "NAME",
        help: "The card's QR style.", storage: .style)
    /// `address`: every postal address (to unset them all, and the payload word for them).
    public static let address = CardField(
        "address", surfaces: [], pick: .address, limit: nil, help: "Every postal address.", storage: .addresses)
}

import MycaCore

/// The card-field options of `myca new` and `myca edit`, declared once and applied to a
/// ``Profile``: `--name`, `--email [TYPE:]ADDR` (repeatable), …, and for edit the
/// `--remove-…` options and `--unset FIELD`.
///
/// Applying only changes the draft; the values are validated by `profile.snapshot()`
/// when the card is saved, so a bad value writes nothing.
public struct FieldOptions: Sendable, Equatable {
    /// The help heading of the field options.
    public static let category = "Card fields"

    /// One change, in the order `apply` makes them: unsets, removals, then values.
    public enum Change: Sendable, Equatable {
        /// `--unset FIELD` (`address` clears every postal address).
        case unset(String)
        /// `--remove-email ADDR` and friends.
        case remove(CardField, String)
        /// `--name`, `--city`, … (a single text).
        case set(CardField, String)
        /// `--nickname`, `--email`, `--phone`, `--url`, `--social`.
        case add(CardField, String)
        /// `--birthday`.
        case birthday(BirthDate)
        /// `--photo`.
        case photo(Photo)
    }

    /// The changes to make.
    public var changes: [Change] = []
    /// `--style NAME`, lower-cased and known to ``QRStyle/named(_:)``.
    public var style: String?
    /// Whether `--unset style` was given.
    public var unsetsStyle: Bool = false

    /// No changes.
    public init() {}

    /// Whether no field option was given.
    public var isEmpty: Bool { changes.isEmpty && style == nil && !unsetsStyle }

    /// Fields `--remove-FIELD` exists for.
    static let removable: [CardField] = [.email, .phone, .url, .social]

    /// The values `--unset` accepts: every field, and `address` for all postal addresses.
    public static let unsetValues: [String] = CardField.allCases.map(\.key) + ["address"]

    /// The field options `new` and `edit` both take.
    public static let specs: [OptionSpec] = CardField.allCases.filter(\.isOption).map { field in
        OptionSpec.option(
            field.key, valueName: field.valueName,
            allowed: field == .style ? QRStyle.allNames : nil,
            repeatable: field.isRepeatable,
            completion: field == .photo ? .file : nil,
            category: category, help: field.help)
    }

    /// The options only `edit` takes: `--remove-email`, …, `--unset FIELD`.
    public static let editSpecs: [OptionSpec] = removable.map { field in
        OptionSpec.option(
            "remove-" + field.key, valueName: field == .social ? "SERVICE" : field.valueName.replacing("[TYPE:]", with: ""),
            repeatable: true, category: category,
            help: "Remove the card's \(field.key) \(field == .social ? "profile on SERVICE" : "with this value").")
    } + [
        .option(
            "unset", valueName: "FIELD", allowed: unsetValues, repeatable: true, category: category,
            help: "Clear a field.")
    ]

    /// Reads the field options from `args`; `--photo` is read here (relative to the working
    /// directory) and `--birthday`/`--style`/`--social` are checked, so errors come before any write.
    public static func parse(_ args: ParsedArguments, _ ctx: CommandContext, edit: Bool) throws -> FieldOptions {
        var options = FieldOptions()
        if edit {
            for field in removable {
                for value in args.isSet("remove-" + field.key) ? args.values("remove-" + field.key) : [] {
                    options.changes.append(.remove(field, value))
                }
            }
            var unsets: [Change] = []
            for name in args.isSet("unset") ? args.values("unset") : [] {
                if name == CardField.style.key { options.unsetsStyle = true } else { unsets.append(.unset(name)) }
            }
            options.changes = unsets + options.changes
        }
        for field in CardField.allCases where field.isOption && args.isSet(field.key) {
            let option = "--" + field.key
            for raw in args.values(field.key) {
                switch field {
                case .style:
                    _ = try QRStyle.named(raw)
                    options.style = TypedValue.trim(raw).lowercased()
                case .birthday:
                    guard let date = BirthDate(parsing: TypedValue.trim(raw)) else {
                        throw UsageError.badValue(option: option, value: raw, expected: "a date YYYY-MM-DD or --MM-DD")
                    }
                    options.changes.append(.birthday(date))
                case .photo:
                    options.changes.append(.photo(try readPhoto(ctx.absolutePath(raw))))
                case .social:
                    guard TypedValue.social(raw) != nil else {
                        throw UsageError.badValue(option: option, value: raw, expected: "SERVICE:URL or SERVICE:USER")
                    }
                    options.changes.append(.add(field, raw))
                default:
                    options.changes.append(field.isRepeatable ? .add(field, raw) : .set(field, raw))
                }
            }
        }
        return options
    }

    /// The photo in the image file at `path`.
    static func readPhoto(_ path: String) throws -> Photo {
        let bytes = try FileSystem.readFile(path, limit: 16 << 20)
        if bytes.count > Photo.maxBytes { throw EditingError.photoTooLarge(path: path, bytes: bytes.count) }
        guard let photo = Photo(fileBytes: bytes) else { throw EditingError.photoNotImage(path: path) }
        return photo
    }

    /// Makes the changes on `profile`; a removal of something the card does not have throws.
    public func apply(to profile: inout Profile) throws {
        let previousName = profile.formattedName
        defer { guessNameParts(in: &profile, previousName: previousName) }
        for change in changes {
            switch change {
            case .unset(let name):
                if name == "address" {
                    profile.addresses = []
                } else if let field = CardField(rawValue: name) {
                    field.clear(&profile)
                }
            case .remove(let field, let value):
                try Self.remove(field, value, from: &profile)
            case .set(let field, let value):
                field.setText(value, in: &profile)
            case .add(let field, let value):
                Self.add(field, value, to: &profile)
            case .birthday(let date):
                profile.birthday = date
            case .photo(let photo):
                profile.photo = photo
            }
        }
    }

    /// A full name given without its parts (`--name` but no `--given`/`--family`) also
    /// sets the parts, guessed from it, unless the card has parts someone typed.
    private func guessNameParts(in profile: inout Profile, previousName: String) {
        var setsName = false
        for change in changes {
            switch change {
            case .set(let field, _), .add(let field, _), .remove(let field, _):
                if field == .name { setsName = true }
                if field == .given || field == .family { return }
            case .unset(let name):
                if name == CardField.given.rawValue || name == CardField.family.rawValue { return }
            case .birthday, .photo:
                break
            }
        }
        if setsName { profile.guessNameParts(previousFormattedName: previousName) }
    }

    /// Appends `item`, or, when `list` has it already (`matches`), gives that one the new
    /// types and preference if any were given.
    private static func upsert<Item>(
        _ item: Item, in list: inout [Item], types: WritableKeyPath<Item, [String]>,
        pref: WritableKeyPath<Item, Int?>, matches: (Item) -> Bool
    ) {
        guard let i = list.firstIndex(where: matches) else {
            list.append(item)
            return
        }
        if !item[keyPath: types].isEmpty || item[keyPath: pref] != nil {
            list[i][keyPath: types] = item[keyPath: types]
            list[i][keyPath: pref] = item[keyPath: pref]
        }
    }

    /// Adds a list item; an item already on the card (same address, number, URL or service)
    /// is updated in place instead of repeated.
    static func add(_ field: CardField, _ raw: String, to profile: inout Profile) {
        switch field {
        case .nickname:
            let nick = TypedValue.trim(raw)
            if !profile.nicknames.contains(nick) { profile.nicknames.append(nick) }
        case .email:
            let email = TypedValue.email(raw)
            upsert(email, in: &profile.emails, types: \.types, pref: \.pref) { sameEmail($0.address, email.address) }
        case .phone:
            let phone = TypedValue.phone(raw)
            upsert(phone, in: &profile.phones, types: \.types, pref: \.pref) { samePhone($0.number, phone.number) }
        case .url:
            let url = TypedValue.url(raw)
            upsert(url, in: &profile.urls, types: \.types, pref: \.pref) { $0.value == url.value }
        case .social:
            // parse() checked the form already.
            guard let social = TypedValue.social(raw) else { return }
            if let i = profile.socialProfiles.firstIndex(where: { sameService($0.service, social.service) }) {
                // Replaced, keeping the card's spelling of the service (GitHub, not github).
                profile.socialProfiles[i] = SocialProfile(
                    service: profile.socialProfiles[i].service, url: social.url, user: social.user)
            } else {
                profile.socialProfiles.append(social)
            }
        default:
            field.setText(raw, in: &profile)
        }
    }

    static func remove(_ field: CardField, _ raw: String, from profile: inout Profile) throws {
        let value = TypedValue.trim(raw)
        func missing(_ present: [String]) -> EditingError {
            .notPresent(field: field == .social ? "social profile" : field.key, value: value, present: present)
        }
        switch field {
        case .email:
            let address = TypedValue.email(value).address
            guard profile.emails.contains(where: { sameEmail($0.address, address) }) else {
                throw missing(profile.emails.map(\.address))
            }
            profile.emails.removeAll { sameEmail($0.address, address) }
        case .phone:
            let number = TypedValue.phone(value).number
            guard profile.phones.contains(where: { samePhone($0.number, number) }) else {
                throw missing(profile.phones.map(\.number))
            }
            profile.phones.removeAll { samePhone($0.number, number) }
        case .url:
            guard profile.urls.contains(where: { $0.value == value }) else { throw missing(profile.urls.map(\.value)) }
            profile.urls.removeAll { $0.value == value }
        case .social:
            guard profile.socialProfiles.contains(where: { sameService($0.service, value) }) else {
                throw missing(profile.socialProfiles.map(\.service))
            }
            profile.socialProfiles.removeAll { sameService($0.service, value) }
        default:
            break
        }
    }

    static func sameEmail(_ a: String, _ b: String) -> Bool {
        TypedValue.trim(a).lowercased() == TypedValue.trim(b).lowercased()
    }

    /// Numbers are the same when their digits (and a leading +) are: `+1 415 555 0100` is `+1-415-555-0100`.
    static func samePhone(_ a: String, _ b: String) -> Bool {
        func key(_ s: String) -> String { String(s.filter { $0.isASCII && ($0.isNumber || $0 == "+") }) }
        let ka = key(a)
        return !ka.isEmpty && ka == key(b)
    }

    static func sameService(_ a: String, _ b: String) -> Bool {
        TypedValue.trim(a).lowercased() == TypedValue.trim(b).lowercased()
    }
}

import MycaCore

/// The card fields people edit, declared once: the option names of `new`/`edit`, the
/// values `--unset` accepts and the keys of the editor template all come from this list.
public enum CardField: String, CaseIterable, Sendable {
    case name
    case given
    case family
    case phoneticGiven = "phonetic-given"
    case phoneticFamily = "phonetic-family"
    case nickname
    case pronouns
    case org
    case unit
    case title
    case role
    case email
    case phone
    case url
    case social
    case street
    case city
    case region
    case postalCode = "postal-code"
    case country
    case birthday
    case note
    case photo
    case style

    /// The option name and template key, e.g. `postal-code`.
    public var key: String { rawValue }

    /// Whether the field holds a list (the option may be given, the key written, several times).
    public var isRepeatable: Bool {
        switch self {
        case .nickname, .unit, .email, .phone, .url, .social: return true
        default: return false
        }
    }

    /// Whether the editor template shows the field (photos are binary; styles live in config.json).
    public var inTemplate: Bool { self != .photo && self != .style }

    /// Whether `new` and `edit` take it as an option (`unit` is edited in the template only).
    public var isOption: Bool { self != .unit }

    /// Whether a template value may continue on indented lines.
    public var isMultiline: Bool { self == .note || self == .street }

    /// The placeholder in help.
    public var valueName: String {
        switch self {
        case .email: return "[TYPE:]ADDR"
        case .phone: return "[TYPE:]NUMBER"
        case .url: return "[TYPE:]URL"
        case .social: return "SERVICE:URL|USER"
        case .birthday: return "YYYY-MM-DD"
        case .photo: return "FILE"
        case .style: return "NAME"
        case .note: return "TEXT"
        default: return key.uppercased().replacing("-", with: "_")
        }
    }

    /// One line for help.
    public var help: String {
        switch self {
        case .name: return "Full name as shown (derived from the name parts when absent)."
        case .given: return "Given (first) name."
        case .family: return "Family name (surname)."
        case .phoneticGiven: return "Phonetic given name (furigana)."
        case .phoneticFamily: return "Phonetic family name (furigana)."
        case .nickname: return "A nickname."
        case .pronouns: return "Pronouns, e.g. she/her."
        case .org: return "Organization."
        case .unit: return "Organizational unit."
        case .title: return "Job title."
        case .role: return "Role or occupation."
        case .email: return "An email address, e.g. work:ann@example.org."
        case .phone: return "A phone number, e.g. cell:+1-415-555-0100."
        case .url: return "A web address with its scheme, e.g. https://example.org."
        case .social: return "A social profile, e.g. github:https://github.com/ann or mastodon:@ann@example.social."
        case .street: return "Street address."
        case .city: return "City."
        case .region: return "Region, state or prefecture."
        case .postalCode: return "Postal code."
        case .country: return "Country."
        case .birthday: return "Birthday (YYYY-MM-DD, or --MM-DD without a year)."
        case .note: return "A free-text note."
        case .photo: return "A PNG, JPEG, GIF or WebP image (at most 1 MiB)."
        case .style: return "The card's QR style (see 'myca styles')."
        }
    }

    /// The `Profile` text this field is, for single-line and note fields.
    var textPath: WritableKeyPath<Profile, String>? {
        switch self {
        case .name: return \.formattedName
        case .given: return \.givenName
        case .family: return \.familyName
        case .phoneticGiven: return \.phoneticGivenName
        case .phoneticFamily: return \.phoneticFamilyName
        case .pronouns: return \.pronouns
        case .org: return \.organization
        case .title: return \.title
        case .role: return \.role
        case .note: return \.note
        default: return nil
        }
    }

    /// The component of the first postal address this field is.
    var addressPath: WritableKeyPath<PostalAddress, String>? {
        switch self {
        case .street: return \.street
        case .city: return \.locality
        case .region: return \.region
        case .postalCode: return \.postalCode
        case .country: return \.country
        default: return nil
        }
    }

    /// The field's single text in `profile` ("" when empty; the first address for address parts).
    func text(in profile: Profile) -> String {
        if let textPath { return profile[keyPath: textPath] }
        if let addressPath { return profile.addresses.first?[keyPath: addressPath] ?? "" }
        return ""
    }

    /// Sets a single-text field; address parts go into the first address (created when needed).
    func setText(_ value: String, in profile: inout Profile) {
        if let textPath {
            profile[keyPath: textPath] = value
        } else if let addressPath {
            if profile.addresses.isEmpty {
                if value.isEmpty { return }
                profile.addresses.append(PostalAddress())
            }
            profile.addresses[0][keyPath: addressPath] = value
        }
    }

    /// Empties the field in `profile`.
    func clear(_ profile: inout Profile) {
        switch self {
        case .nickname: profile.nicknames = []
        case .unit: profile.organizationUnits = []
        case .email: profile.emails = []
        case .phone: profile.phones = []
        case .url: profile.urls = []
        case .social: profile.socialProfiles = []
        case .birthday: profile.birthday = nil
        case .photo: profile.photo = nil
        case .style: break  // lives in config.json; the command clears it there
        default: setText("", in: &profile)
        }
    }

    /// Whether `a` and `b` hold the same value for this field, ignoring vCard groups
    /// (the template does not show them).
    func same(_ a: Profile, _ b: Profile) -> Bool {
        switch self {
        case .nickname: return a.nicknames == b.nicknames
        case .unit: return a.organizationUnits == b.organizationUnits
        case .email: return a.emails.map(\.ungrouped) == b.emails.map(\.ungrouped)
        case .phone: return a.phones.map(\.ungrouped) == b.phones.map(\.ungrouped)
        case .url: return a.urls.map(\.ungrouped) == b.urls.map(\.ungrouped)
        case .social: return a.socialProfiles == b.socialProfiles
        case .birthday: return a.birthday == b.birthday
        case .photo: return a.photo == b.photo
        case .style: return true
        default: return text(in: a) == text(in: b)
        }
    }

    /// Brings the person's change of this field (`base` → `mine`) into `fresh`, the card as
    /// it is on disk now. Lists merge item by item, so what another process added or removed
    /// meanwhile stays; vCard groups of kept items are carried over.
    func merge(mine: Profile, base: Profile, into fresh: inout Profile) {
        switch self {
        case .nickname:
            fresh.nicknames = Self.mergeList(fresh: fresh.nicknames, base: base.nicknames, mine: mine.nicknames)
        case .unit:
            fresh.organizationUnits = Self.mergeList(
                fresh: fresh.organizationUnits, base: base.organizationUnits, mine: mine.organizationUnits)
        case .email:
            fresh.emails = Self.mergeGrouped(fresh: fresh.emails, base: base.emails, mine: mine.emails)
        case .phone:
            fresh.phones = Self.mergeGrouped(fresh: fresh.phones, base: base.phones, mine: mine.phones)
        case .url:
            fresh.urls = Self.mergeGrouped(fresh: fresh.urls, base: base.urls, mine: mine.urls)
        case .social:
            fresh.socialProfiles = Self.mergeList(
                fresh: fresh.socialProfiles, base: base.socialProfiles, mine: mine.socialProfiles)
        case .birthday: fresh.birthday = mine.birthday
        case .photo: fresh.photo = mine.photo
        case .style: break
        default: setText(text(in: mine), in: &fresh)
        }
    }

    /// `mine` when nobody else changed the list; otherwise `fresh` minus what the person
    /// removed plus what they added.
    static func mergeList<T: Equatable>(fresh: [T], base: [T], mine: [T]) -> [T] {
        if fresh == base { return mine }
        var out = fresh.filter { !(base.contains($0) && !mine.contains($0)) }
        for item in mine where !base.contains(item) && !out.contains(item) { out.append(item) }
        return out
    }

    /// `mergeList` on items without their groups, then each result item gets the group
    /// of the fresh item it came from (same item, else same value).
    static func mergeGrouped<T: GroupedItem>(fresh: [T], base: [T], mine: [T]) -> [T] {
        let stripped = fresh.map(\.ungrouped)
        let merged = mergeList(fresh: stripped, base: base.map(\.ungrouped), mine: mine.map(\.ungrouped))
        var used = Set<Int>()
        return merged.map { item in
            let match = stripped.indices.first { !used.contains($0) && stripped[$0] == item }
                ?? stripped.indices.first { !used.contains($0) && stripped[$0].primaryValue == item.primaryValue }
            guard let match else { return item }
            used.insert(match)
            var kept = item
            kept.group = fresh[match].group
            return kept
        }
    }
}

/// A card item with a vCard group (which ties it to e.g. an Apple label) and one main value.
protocol GroupedItem: Equatable {
    var group: String? { get set }
    var primaryValue: String { get }
}

extension GroupedItem {
    /// The item without its group, as the template shows it.
    var ungrouped: Self {
        var copy = self
        copy.group = nil
        return copy
    }
}

extension Email: GroupedItem {
    var primaryValue: String { address }
}

extension Phone: GroupedItem {
    var primaryValue: String { number }
}

extension WebURL: GroupedItem {
    var primaryValue: String { value }
}

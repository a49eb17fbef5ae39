/// A value a card holds several of, each with its vCard types (`work`, `cell`, …), its
/// preference (1 = most preferred) and its group: an email address, a phone number or a
/// web address. One struct for the three, its ``kind`` saying which.
///
/// Not a generic type with the kind as a parameter: a command that reads a card would
/// then have the runtime instantiate each array's element type by its mangled name at
/// start-up (bench/README.md).
public struct ContactValue: Sendable, Hashable {
    /// What the value is.
    public enum Kind: Sendable, Hashable {
        /// An email address (`EMAIL`).
        case email
        /// A telephone number (`TEL`).
        case phone
        /// A web address of the card (`URL`), its scheme included.
        case web
    }

    /// What the value is.
    public var kind: Kind
    /// The value as the person writes it: `alex@example.com`, `+81-90-1234-5678`,
    /// `https://example.com`.
    public var value: String
    /// Lower-case type tokens such as `work`, `home` or `cell`.
    public var types: [String]
    /// Preference 1...100 (1 is most preferred), or nil.
    public var pref: Int?
    /// The vCard group (e.g. `item1`) that ties it to an Apple label, or nil.
    public var group: String?

    /// A value of `kind` with its types, preference and group.
    public init(_ kind: Kind, value: String, types: [String] = [], pref: Int? = nil, group: String? = nil) {
        self.kind = kind
        self.value = value
        self.types = types
        self.pref = pref
        self.group = group
    }

    /// An email address.
    public init(address: String, types: [String] = [], pref: Int? = nil, group: String? = nil) {
        self.init(.email, value: address, types: types, pref: pref, group: group)
    }

    /// A telephone number.
    public init(number: String, types: [String] = [], pref: Int? = nil, group: String? = nil) {
        self.init(.phone, value: number, types: types, pref: pref, group: group)
    }

    /// A web address, its scheme included.
    public init(value: String, types: [String] = [], pref: Int? = nil, group: String? = nil) {
        self.init(.web, value: value, types: types, pref: pref, group: group)
    }

    /// The address of an email value, e.g. `alex@example.com`.
    public var address: String {
        get { value }
        set { value = newValue }
    }

    /// The number of a phone value, as the person writes it, e.g. `+1 415 555 0100`.
    public var number: String {
        get { value }
        set { value = newValue }
    }
}

/// An email address with its types and preference.
public typealias Email = ContactValue
/// A telephone number with its types (`cell`, `work`, `fax`, …) and preference.
public typealias Phone = ContactValue
/// A web address with its types and preference.
public typealias WebURL = ContactValue

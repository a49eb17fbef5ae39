/// A value a card holds several of, each with its vCard types (`work`, `cell`, …), its
/// preference (1 = most preferred) and its group: an email address, a phone number or a
/// web address. One struct for the three; `Kind` only keeps them apart as types, so an
/// email address is never put where a phone number goes.
public struct ContactValue<Kind: ContactValueKind>: Sendable, Hashable {
    /// The value as the person writes it: `alex@example.com`, `+81-90-1234-5678`,
    /// `https://example.com`.
    public var value: String
    /// Lower-case type tokens such as `work`, `home` or `cell`.
    public var types: [String]
    /// Preference 1...100 (1 is most preferred), or nil.
    public var pref: Int?
    /// The vCard group (e.g. `item1`) that ties it to an Apple label, or nil.
    public var group: String?

    /// A value with its types, preference and group.
    public init(value: String, types: [String] = [], pref: Int? = nil, group: String? = nil) {
        self.value = value
        self.types = types
        self.pref = pref
        self.group = group
    }
}

/// What a ``ContactValue`` holds.
public protocol ContactValueKind: Sendable {}

/// An email address (`EMAIL`).
public enum EmailKind: ContactValueKind {}
/// A telephone number (`TEL`).
public enum PhoneKind: ContactValueKind {}
/// A web address of the card (`URL`), its scheme included.
public enum WebKind: ContactValueKind {}

/// An email address with its types and preference.
public typealias Email = ContactValue<EmailKind>
/// A telephone number with its types (`cell`, `work`, `fax`, …) and preference.
public typealias Phone = ContactValue<PhoneKind>
/// A web address with its types and preference.
public typealias WebURL = ContactValue<WebKind>

extension ContactValue where Kind == EmailKind {
    /// An email address.
    public init(address: String, types: [String] = [], pref: Int? = nil, group: String? = nil) {
        self.init(value: address, types: types, pref: pref, group: group)
    }

    /// The address, e.g. `alex@example.com`.
    public var address: String {
        get { value }
        set { value = newValue }
    }
}

extension ContactValue where Kind == PhoneKind {
    /// A telephone number.
    public init(number: String, types: [String] = [], pref: Int? = nil, group: String? = nil) {
        self.init(value: number, types: types, pref: pref, group: group)
    }

    /// The number as the person writes it, e.g. `+1 415 555 0100`.
    public var number: String {
        get { value }
        set { value = newValue }
    }
}

/// An email address with its types (`work`, `home`, …) and preference (1 = most preferred).
public struct Email: Sendable, Hashable {
    /// The address, e.g. `alex@example.com`.
    public var address: String
    /// Lower-case type tokens such as `work` or `home`.
    public var types: [String]
    /// Preference 1...100 (1 is most preferred), or nil.
    public var pref: Int?
    /// The vCard group (e.g. `item1`) that ties it to an Apple label, or nil.
    public var group: String?

    /// An email address.
    public init(address: String, types: [String] = [], pref: Int? = nil, group: String? = nil) {
        self.address = address
        self.types = types
        self.pref = pref
        self.group = group
    }
}

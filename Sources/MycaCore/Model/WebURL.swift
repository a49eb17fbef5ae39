/// A web address of the card (`URL`), with types and preference.
public struct WebURL: Sendable, Hashable {
    /// The URL including its scheme, e.g. `https://example.com`.
    public var value: String
    /// Lower-case type tokens such as `work` or `home`.
    public var types: [String]
    /// Preference 1...100 (1 is most preferred), or nil.
    public var pref: Int?
    /// The vCard group (e.g. `item5`), or nil.
    public var group: String?

    /// A URL.
    public init(value: String, types: [String] = [], pref: Int? = nil, group: String? = nil) {
        self.value = value
        self.types = types
        self.pref = pref
        self.group = group
    }
}

/// A telephone number with its types (`cell`, `work`, `fax`, …) and preference.
public struct Phone: Sendable, Hashable {
    /// The number as the person writes it, e.g. `+81-90-1234-5678` or `+1 415 555 0100`.
    public var number: String
    /// Lower-case type tokens such as `cell`, `voice`, `work`.
    public var types: [String]
    /// Preference 1...100 (1 is most preferred), or nil.
    public var pref: Int?
    /// The vCard group (e.g. `item2`), or nil.
    public var group: String?

    /// A telephone number.
    public init(number: String, types: [String] = [], pref: Int? = nil, group: String? = nil) {
        self.number = number
        self.types = types
        self.pref = pref
        self.group = group
    }
}

/// A postal address (`ADR`): the seven components of RFC 6350 plus types and preference.
public struct PostalAddress: Sendable, Hashable {
    /// Post office box.
    public var poBox: String
    /// Extended address (apartment, suite, building).
    public var extended: String
    /// Street address; may hold several lines separated by newlines.
    public var street: String
    /// Locality (city).
    public var locality: String
    /// Region (state, prefecture, province).
    public var region: String
    /// Postal code.
    public var postalCode: String
    /// Country name.
    public var country: String
    /// Lower-case type tokens such as `work` or `home`.
    public var types: [String]
    /// Preference 1...100 (1 is most preferred), or nil.
    public var pref: Int?
    /// The formatted label (4.0 `LABEL` parameter), or nil.
    public var label: String?
    /// The vCard group (e.g. `item3`), or nil.
    public var group: String?

    /// A postal address; every component defaults to empty.
    public init(
        poBox: String = "", extended: String = "", street: String = "", locality: String = "",
        region: String = "", postalCode: String = "", country: String = "",
        types: [String] = [], pref: Int? = nil, label: String? = nil, group: String? = nil
    ) {
        self.poBox = poBox
        self.extended = extended
        self.street = street
        self.locality = locality
        self.region = region
        self.postalCode = postalCode
        self.country = country
        self.types = types
        self.pref = pref
        self.label = label
        self.group = group
    }

    /// Each component's list items as read, when a 3.0/4.0 component was a comma-separated
    /// list (`Silicon Alley 5,` is the items `Silicon Alley 5` and ``); nil otherwise. The
    /// writer uses them only while every component still equals its items joined with `,`.
    public var componentLists: [[String]]?

    /// The seven components in vCard order.
    public var components: [String] {
        Self.parts.map { self[keyPath: $0] }
    }

    /// The address with each empty component taken from `own`: an address in another
    /// language gives the parts written differently there (the city, the country) and reads
    /// as the card's own for the rest (the street, the postal code). Types and the rest are
    /// this address's.
    public func filled(from own: PostalAddress) -> PostalAddress {
        var a = self
        for part in Self.parts where a[keyPath: part].isEmpty { a[keyPath: part] = own[keyPath: part] }
        return a
    }

    /// The seven components, as key paths in vCard order.
    static let parts: [WritableKeyPath<PostalAddress, String> & Sendable] = [
        \.poBox, \.extended, \.street, \.locality, \.region, \.postalCode, \.country,
    ]

    /// Whether every component is empty.
    public var isEmpty: Bool { components.allSatisfy(\.isEmpty) }
}

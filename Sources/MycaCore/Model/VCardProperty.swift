/// One vCard parameter: a name and its values (decoded: no quotes, carets resolved).
public struct VCardParameter: Sendable, Hashable {
    /// The parameter name as read, e.g. `TYPE` or `X-ABLABEL`.
    public var name: String
    /// The values, in order; a comma-separated list counts as several values.
    public var values: [String]

    /// A parameter with `name` and `values`.
    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

/// A vCard property myca does not model, kept verbatim so re-exporting never drops it.
///
/// `value` is the raw value after unfolding, still escaped as it was in the file
/// (quoted-printable and charsets are already decoded to UTF-8, with line breaks as `\n`).
public struct VCardProperty: Sendable, Hashable {
    /// The group, e.g. `item1` in `item1.X-ABLabel`, or nil.
    public var group: String?
    /// The property name as read (vCard names are case-insensitive).
    public var name: String
    /// The parameters in order.
    public var parameters: [VCardParameter]
    /// The raw (escaped) value.
    public var value: String

    /// A kept property.
    public init(group: String? = nil, name: String, parameters: [VCardParameter] = [], value: String) {
        self.group = group
        self.name = name
        self.parameters = parameters
        self.value = value
    }
}

import MycaCore

/// `--size eu|us|jp|id1|WxH` of `myca card`.
extension CardSize: ArgumentValue {
    /// Parses a name or `WxH` (see `CardSize(parsing:)`).
    public init(argument: String) throws { try self.init(parsing: argument) }

    /// The size's name, or `WxH` in millimetres.
    public var argumentText: String? { name }

    /// The named sizes; any `WxH` is accepted too.
    public static var suggestedArguments: [String]? { CardSize.named.map(\.name) }
}

/// `--sheet a4|letter` of `myca card`.
extension PrintSheet.Paper: ArgumentValue {}

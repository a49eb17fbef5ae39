import MycaCore

/// A card handle typed as an option's value, checked against `Handle.rule` when parsed.
public struct HandleArgument: ArgumentValue, Equatable {
    /// The handle.
    public let handle: String

    /// A valid handle; an invalid one is the store's error naming the rule.
    public init(argument: String) throws {
        try Handle.validate(argument)
        handle = argument
    }

    /// The handle.
    public var argumentText: String? { handle }
}

import MycaCore

/// A type an option's value is parsed into: one declaration (`Option<Value>`) then gives
/// the name, the default, the help text, the allowed values and the typed value.
///
/// Conformances are plain functions, no reflection: parsing stays as cheap as reading a string.
public protocol ArgumentValue: Sendable {
    /// Parses the text given on the command line.
    ///
    /// - Throws: `ArgumentValueError` when the text is not a value of this type (the caller
    ///   names the option), or a domain error (such as `RenderError`) that explains itself.
    init(argument: String) throws

    /// The text for this value in help's "(default: …)", or nil to show none.
    var argumentText: String? { get }

    /// The only texts accepted (for help, completion and "did you mean"), or nil for any.
    static var allowedArguments: [String]? { get }

    /// The texts shells offer for the value: the allowed ones, or the common ones of a type
    /// that accepts more (`--size` takes `eu` and also `90x50`).
    static var suggestedArguments: [String]? { get }
}

extension ArgumentValue {
    /// Any text, unless the type says otherwise.
    public static var allowedArguments: [String]? { nil }
    /// The allowed texts, unless the type names common ones among many.
    public static var suggestedArguments: [String]? { allowedArguments }
}

/// An `ArgumentValue` whose texts are the raw values of its cases (`--ecc M`, `--payload url`).
extension ArgumentValue where Self: RawRepresentable, Self: CaseIterable, RawValue == String {
    /// The case whose raw value is `argument`, in any case of ASCII letters (`--ecc h` is
    /// `H`, `--payload MECARD` is `mecard`): no two values differ in case alone.
    public init(argument: String) throws {
        let lower = argument.lowercased()
        guard let value = Self(rawValue: argument) ?? Self.allCases.first(where: { $0.rawValue.lowercased() == lower }) else {
            throw ArgumentValueError(expected: MessageText("one of %s", Self.allCases.map(\.rawValue).joinedText(separator: ", ")))
        }
        self = value
    }

    /// The raw value.
    public var argumentText: String? { rawValue }

    /// Every case's raw value.
    public static var allowedArguments: [String]? { allCases.map(\.rawValue) }
}

/// Why a text is not a value of an option's type: "an integer", "1 or more".
public struct ArgumentValueError: Error, Sendable, Equatable {
    /// What the option expects, as in "expected an integer".
    public var expected: MessageText

    /// An error saying what was expected.
    public init(expected: MessageText) { self.expected = expected }
}

extension String: ArgumentValue {
    /// The text as given.
    public init(argument: String) { self = argument }
    /// The text itself.
    public var argumentText: String? { self }
}

extension Int: ArgumentValue {
    /// A decimal integer.
    public init(argument: String) throws {
        guard let value = Int(argument) else { throw ArgumentValueError(expected: MessageText("an integer")) }
        self = value
    }
    /// The decimal digits.
    public var argumentText: String? { String(self) }
}

extension Optional: ArgumentValue where Wrapped: ArgumentValue {
    /// The wrapped type's value: an option given on the command line always has one.
    public init(argument: String) throws { self = try Wrapped(argument: argument) }
    /// The wrapped value's text; nil (no default shown) when there is none.
    public var argumentText: String? { self?.argumentText }
    /// The wrapped type's allowed texts.
    public static var allowedArguments: [String]? { Wrapped.allowedArguments }
    /// The wrapped type's suggested texts.
    public static var suggestedArguments: [String]? { Wrapped.suggestedArguments }
}

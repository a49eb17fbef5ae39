/// An option with a typed value, declared once: its `spec` (name, short name, help, the
/// default's text, allowed values, completion) comes from the same place as the typed
/// default and the parsing, so they cannot disagree.
///
/// Commands declare options as static constants and read them with
/// `ParsedArguments.value(_:)`, so a misspelt name does not compile.
public struct Option<Value: ArgumentValue>: Sendable {
    /// The declaration help, the man page, completion and the parser read.
    public let spec: OptionSpec
    /// The value when the option is absent.
    public let defaultValue: Value
    private let check: (@Sendable (Value) -> String?)?

    /// An option `--name VALUE_NAME` whose value is a `Value`, `defaultValue` when absent.
    ///
    /// - Parameters:
    ///   - showDefault: whether help shows "(default: …)"; off when the help text says it.
    ///   - check: returns what was expected ("1 or more") when a parsed value is out of range.
    public init(
        _ name: String, short: Character? = nil, valueName: String, default defaultValue: Value,
        showDefault: Bool = true, completion: CompletionKind? = nil, category: String? = nil,
        help: String, check: (@Sendable (Value) -> String?)? = nil
    ) {
        spec = .option(
            name, short: short, valueName: valueName, allowed: Value.allowedArguments,
            default: showDefault ? defaultValue.argumentText : nil, completion: completion,
            category: category, help: help)
        self.defaultValue = defaultValue
        self.check = check
    }

    /// The typed value of `text` given as this option.
    ///
    /// - Throws: `UsageError.badValue` naming the option when `text` is not a `Value` or
    ///   fails `check`; domain errors from the value's parser as they are.
    func parse(_ text: String) throws -> Value {
        let value: Value
        do {
            value = try Value(argument: text)
        } catch let error as ArgumentValueError {
            throw UsageError.badValue(option: "--" + spec.name, value: text, expected: error.expected)
        }
        if let expected = check?(value) {
            throw UsageError.badValue(option: "--" + spec.name, value: text, expected: expected)
        }
        return value
    }
}

extension Option {
    /// An option that is nil when absent (no default in help).
    public init<Wrapped>(
        _ name: String, short: Character? = nil, valueName: String, completion: CompletionKind? = nil,
        category: String? = nil, help: String, check: (@Sendable (Value) -> String?)? = nil
    ) where Value == Wrapped? {
        self.init(
            name, short: short, valueName: valueName, default: nil, completion: completion,
            category: category, help: help, check: check)
    }
}

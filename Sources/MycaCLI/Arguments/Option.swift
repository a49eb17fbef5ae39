import MycaCore

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
    private let check: (@Sendable (Value) -> MessageText?)?

    /// An option `--name VALUE_NAME` whose value is a `Value`, `defaultValue` when absent.
    ///
    /// - Parameters:
    ///   - showDefault: whether help shows "(default: …)"; off when the help text says it.
    ///   - allowed: the only texts accepted, when narrower than the type's own.
    ///   - repeatable: whether the option may be given more than once, each value kept
    ///     (read them with `ParsedArguments.values(_:)`).
    ///   - notes: facts help adds (a range, a default that depends on another option), from
    ///     the declarations that hold them, so the help text itself restates none.
    ///   - check: returns what was expected ("1 or more") when a parsed value is out of range.
    public init(
        _ name: String, short: Character? = nil, valueName: String, default defaultValue: Value,
        showDefault: Bool = true, allowed: [String]? = nil, repeatable: Bool = false,
        completion: CompletionKind? = nil, category: String? = nil, notes: [MessageText] = [],
        help: String, check: (@Sendable (Value) -> MessageText?)? = nil
    ) {
        spec = .option(
            name, short: short, valueName: valueName, allowed: allowed ?? Value.allowedArguments,
            default: showDefault ? defaultValue.argumentText : nil, repeatable: repeatable,
            completion: completion ?? Value.suggestedArguments.map(CompletionKind.values),
            category: category, notes: notes, help: help)
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
    /// A repeatable one (`repeatable: true`) is read with `ParsedArguments.values(_:)`.
    public init<Wrapped>(
        _ name: String, short: Character? = nil, valueName: String, allowed: [String]? = nil,
        repeatable: Bool = false, completion: CompletionKind? = nil,
        category: String? = nil, notes: [MessageText] = [], help: String,
        check: (@Sendable (Value) -> MessageText?)? = nil
    ) where Value == Wrapped? {
        self.init(
            name, short: short, valueName: valueName, default: nil, allowed: allowed, repeatable: repeatable,
            completion: completion, category: category, notes: notes, help: help, check: check)
    }
}

extension MessageText {
    /// "1 to 1000": the values a number option takes, for its help notes.
    static func range(_ range: ClosedRange<Int>) -> MessageText {
        MessageText("%d to %d", range.lowerBound, range.upperBound)
    }
}

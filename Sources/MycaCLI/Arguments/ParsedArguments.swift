/// The result of parsing a command line against a `CommandSpec`.
///
/// Commands read it through their typed declarations (`args[Self.force]`,
/// `try args.value(Self.format)`); the lookups by name are for options built from a
/// table at run time (the card-field flags) and for tests.
///
/// Arrays searched in order rather than dictionaries: a command has a few dozen
/// options, and a dictionary's first use costs a one-card command more (generic
/// metadata, hashing set-up) than every lookup of a run.
public struct ParsedArguments: Sendable {
    /// Positional arguments in order (including a lone `-` and everything after `--`).
    public private(set) var positionals: [String] = []
    private var flags: [Setting<Bool>] = []
    private var given: [Setting<[String]>] = []
    private let options: [OptionSpec]

    private struct Setting<Value: Sendable>: Sendable {
        let name: String
        var value: Value
    }

    /// Empty results for `options` (the parser fills them in; the first of a name counts).
    public init(options: [OptionSpec]) {
        self.options = options
    }

    /// Whether `flag` is on: the last of `--name`/`--no-name` given, else its default.
    public subscript(_ flag: Flag) -> Bool {
        assertDeclared(flag.spec)
        return flags.first(where: { $0.name == flag.spec.name })?.value ?? (flag.spec.defaultValue == "true")
    }

    /// Whether `flag` appeared on the command line (as `--name` or `--no-name`).
    public func isSet(_ flag: Flag) -> Bool {
        assertDeclared(flag.spec)
        return flags.contains { $0.name == flag.spec.name }
    }

    /// The typed value of the last `option` given, else its default.
    ///
    /// - Throws: `UsageError.badValue` naming the option when the text is not a value of its
    ///   type; domain errors (such as `RenderError`) from the type's parser.
    public func value<Value>(_ option: Option<Value>) throws -> Value {
        try given(option) ?? option.defaultValue
    }

    /// The typed value of the last `option` given, or nil when it is not on the command line.
    public func given<Value>(_ option: Option<Value>) throws -> Value? {
        assertDeclared(option.spec)
        return try givenValues(option.spec.name)?.last.map(option.parse)
    }

    /// Whether flag `name` is on: the last of `--name`/`--no-name`, else its default ("true" = on).
    package func flag(_ name: String) -> Bool {
        if let setting = flags.first(where: { $0.name == name }) { return setting.value }
        return declared(name)?.defaultValue == "true"
    }

    /// The last value given for option `name`, else its default.
    package func value(_ name: String) -> String? {
        givenValues(name)?.last ?? declared(name)?.defaultValue
    }

    /// Every value given for a repeatable option, in order; `[default]` when none was given.
    package func values(_ name: String) -> [String] {
        if let values = givenValues(name), !values.isEmpty { return values }
        return declared(name)?.defaultValue.map { [$0] } ?? []
    }

    /// Whether option or flag `name` appeared on the command line (as `--name` or `--no-name`).
    package func isSet(_ name: String) -> Bool {
        flags.contains { $0.name == name } || given.contains { $0.name == name }
    }

    /// Names of the options that appeared on the command line, in declaration order.
    package func setOptions(in names: [OptionSpec]) -> [String] {
        names.map(\.name).filter(isSet)
    }

    /// The positional argument at `index`, or nil.
    public func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }

    /// The value of `name` as an integer; a `UsageError` naming the option when it is not one.
    package func int(_ name: String) throws(UsageError) -> Int? {
        guard let raw = value(name) else { return nil }
        guard let n = Int(raw) else {
            throw .badValue(option: "--" + name, value: raw, expected: "an integer")
        }
        return n
    }

    /// The value of `name` as a number; a `UsageError` naming the option when it is not one.
    package func double(_ name: String) throws(UsageError) -> Double? {
        guard let raw = value(name) else { return nil }
        guard let n = Double(raw), n.isFinite else {
            throw .badValue(option: "--" + name, value: raw, expected: "a number")
        }
        return n
    }

    mutating func setFlag(_ name: String, _ on: Bool) {
        if let i = flags.firstIndex(where: { $0.name == name }) {
            flags[i].value = on
        } else {
            flags.append(Setting(name: name, value: on))
        }
    }

    mutating func append(_ name: String, _ value: String) {
        if let i = given.firstIndex(where: { $0.name == name }) {
            given[i].value.append(value)
        } else {
            given.append(Setting(name: name, value: [value]))
        }
    }

    private func givenValues(_ name: String) -> [String]? {
        given.first(where: { $0.name == name })?.value
    }

    mutating func appendPositional(_ value: String) { positionals.append(value) }

    private func assertDeclared(_ spec: OptionSpec) {
        assert(options.contains { $0.name == spec.name }, "option '\(spec.name)' is not declared by this command")
    }

    private func declared(_ name: String) -> OptionSpec? {
        let option = options.first { $0.name == name }
        assert(option != nil, "option '\(name)' is not declared by this command")
        return option
    }
}

/// The result of parsing a command line against a `CommandSpec`.
///
/// Commands read it through their typed declarations (`args[Self.force]`,
/// `try args.value(Self.format)`, `try args.values(field.option)`), so a misspelt name
/// does not compile.
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

    /// Every value given for `option`, in order, each parsed (a repeatable option's
    /// list; a single option given twice yields both); empty when it is absent.
    public func values<Wrapped>(_ option: Option<Wrapped?>) throws -> [Wrapped] {
        assertDeclared(option.spec)
        return try (givenValues(option.spec.name) ?? []).compactMap(option.parse)
    }

    /// The positional argument at `index`, or nil.
    public func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }

    /// The argument at `index` that the command's declaration requires: the parser has
    /// refused a command line without it.
    public func required(_ index: Int) -> String {
        precondition(positionals.indices.contains(index), "argument \(index) is declared required")
        return positionals[index]
    }

    /// The texts given for the option `spec` declares, in order, or nil when it is absent:
    /// for code that walks a whole declaration (tests, diagnostics), not for commands,
    /// which read typed values.
    package func texts(_ spec: OptionSpec) -> [String]? {
        assertDeclared(spec)
        return givenValues(spec.name)
    }

    /// The last of `--name`/`--no-name` given for the flag `spec` declares, or nil when absent.
    package func setting(_ spec: OptionSpec) -> Bool? {
        assertDeclared(spec)
        return flags.first(where: { $0.name == spec.name })?.value
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

}

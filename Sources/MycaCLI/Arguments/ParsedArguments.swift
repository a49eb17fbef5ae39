/// The result of parsing a command line against a `CommandSpec`.
public struct ParsedArguments: Sendable {
    /// Positional arguments in order (including a lone `-` and everything after `--`).
    public private(set) var positionals: [String] = []
    private var flags: [String: Bool] = [:]
    private var given: [String: [String]] = [:]
    private let options: [String: OptionSpec]

    /// Empty results for `options` (the parser fills them in).
    public init(options: [OptionSpec]) {
        var byName: [String: OptionSpec] = [:]
        for option in options where byName[option.name] == nil { byName[option.name] = option }
        self.options = byName
    }

    /// Whether flag `name` is on: the last of `--name`/`--no-name`, else its default ("true" = on).
    public func flag(_ name: String) -> Bool {
        if let value = flags[name] { return value }
        return declared(name)?.defaultValue == "true"
    }

    /// The last value given for option `name`, else its default.
    public func value(_ name: String) -> String? {
        given[name]?.last ?? declared(name)?.defaultValue
    }

    /// Every value given for a repeatable option, in order; `[default]` when none was given.
    public func values(_ name: String) -> [String] {
        if let values = given[name], !values.isEmpty { return values }
        return declared(name)?.defaultValue.map { [$0] } ?? []
    }

    /// Whether option or flag `name` appeared on the command line (as `--name` or `--no-name`).
    public func isSet(_ name: String) -> Bool {
        flags[name] != nil || given[name] != nil
    }

    /// Names of the options that appeared on the command line, in declaration order.
    public func setOptions(in names: [OptionSpec]) -> [String] {
        names.map(\.name).filter(isSet)
    }

    /// The positional argument at `index`, or nil.
    public func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }

    /// The value of `name` as an integer; a `UsageError` naming the option when it is not one.
    public func int(_ name: String) throws(UsageError) -> Int? {
        guard let raw = value(name) else { return nil }
        guard let n = Int(raw) else {
            throw .badValue(option: "--" + name, value: raw, expected: "an integer")
        }
        return n
    }

    /// The value of `name` as a number; a `UsageError` naming the option when it is not one.
    public func double(_ name: String) throws(UsageError) -> Double? {
        guard let raw = value(name) else { return nil }
        guard let n = Double(raw), n.isFinite else {
            throw .badValue(option: "--" + name, value: raw, expected: "a number")
        }
        return n
    }

    mutating func setFlag(_ name: String, _ on: Bool) { flags[name] = on }

    mutating func append(_ name: String, _ value: String) { given[name, default: []].append(value) }

    mutating func appendPositional(_ value: String) { positionals.append(value) }

    private func declared(_ name: String) -> OptionSpec? {
        let option = options[name]
        assert(option != nil, "option '\(name)' is not declared by this command")
        return option
    }
}

import MycaCore

/// An option a command accepts: a flag (`--force`) or an option with a value (`--format FORMAT`).
public struct OptionSpec: Sendable, Equatable {
    /// The long name without dashes, e.g. `format`.
    public var name: String
    /// The short name, e.g. `f` for `-f`.
    public var short: Character?
    /// Placeholder for the value (`FORMAT`); nil makes the option a flag.
    public var valueName: String?
    /// One line for help.
    public var help: String
    /// The value used when the option is absent (shown in help).
    public var defaultValue: String?
    /// The only values accepted, or nil for any.
    public var allowed: [String]?
    /// Whether it may be given several times, accumulating values in order.
    public var repeatable: Bool
    /// Whether `--no-NAME` exists and turns the flag off.
    public var negatable: Bool
    /// What shells complete for the value.
    public var completion: CompletionKind
    /// Heading under which help groups the option ("Options" when nil).
    public var category: String?
    /// Facts help adds in its notes before the allowed values and the default, such as the
    /// range a number must be in, taken from where the fact is declared.
    public var notes: [MessageText]
    /// What people type for it from other tools, without dashes (`f` and `force` for
    /// `rm --yes`): such a spelling is an unknown option that suggests this one.
    public var otherSpellings: [String] = []

    /// An option; prefer the `.flag` and `.option` helpers.
    public init(
        name: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String,
        defaultValue: String? = nil,
        allowed: [String]? = nil,
        repeatable: Bool = false,
        negatable: Bool = false,
        completion: CompletionKind? = nil,
        category: String? = nil,
        notes: [MessageText] = []
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.allowed = allowed
        self.repeatable = repeatable
        self.negatable = negatable
        self.completion = completion ?? allowed.map { .values($0) } ?? .none
        self.category = category
        self.notes = notes
    }

    /// Whether the option takes no value.
    public var isFlag: Bool { valueName == nil }

    /// A flag such as `--force`/`-f`; `negatable` adds `--no-NAME`; `default: true` makes it on unless negated.
    public static func flag(
        _ name: String, short: Character? = nil, negatable: Bool = false, default on: Bool = false,
        category: String? = nil, otherSpellings: [String] = [], help: String
    ) -> OptionSpec {
        var spec = OptionSpec(
            name: name, short: short, help: help, defaultValue: on ? "true" : nil,
            negatable: negatable, category: category)
        spec.otherSpellings = otherSpellings
        return spec
    }

    /// An option with a value such as `--format FORMAT`.
    public static func option(
        _ name: String, short: Character? = nil, valueName: String,
        allowed: [String]? = nil, default defaultValue: String? = nil,
        repeatable: Bool = false, completion: CompletionKind? = nil,
        category: String? = nil, notes: [MessageText] = [], help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, valueName: valueName, help: help,
            defaultValue: defaultValue, allowed: allowed, repeatable: repeatable,
            completion: completion, category: category, notes: notes)
    }

    /// The names as help shows them: `-f, --format FORMAT`, `    --[no-]qr`.
    public var helpLabel: String {
        var label = short.map { "-\($0), " } ?? "    "
        label += negatable ? "--[no-]\(name)" : "--\(name)"
        if let valueName { label += " " + valueName }
        return label
    }

    /// Every spelling on the command line: `--name`, `--no-name`, `-s`.
    public var spellings: [String] {
        var all = ["--" + name]
        if negatable { all.append("--no-" + name) }
        if let short { all.append("-" + String(short)) }
        return all
    }
}

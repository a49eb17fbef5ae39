/// A positional argument a command accepts, such as `HANDLE` or `FILE...`.
public struct ArgumentSpec: Sendable, Equatable {
    /// Upper-case name shown in usage, e.g. `HANDLE`.
    public var name: String
    /// One line for help.
    public var help: String
    /// Whether it may be left out (only trailing arguments should be optional).
    public var optional: Bool
    /// Whether it takes any number of values (only the last argument).
    public var repeating: Bool
    /// The only values accepted, or nil for any.
    public var allowed: [String]?
    /// What shells complete here; defaults to `allowed` when given.
    public var completion: CompletionKind

    /// An argument; `completion` defaults to `.values(allowed)` when `allowed` is given.
    public init(
        _ name: String,
        help: String,
        optional: Bool = false,
        repeating: Bool = false,
        allowed: [String]? = nil,
        completion: CompletionKind? = nil
    ) {
        self.name = name
        self.help = help
        self.optional = optional
        self.repeating = repeating
        self.allowed = allowed
        self.completion = completion ?? allowed.map { .values($0) } ?? .none
    }

    /// How the argument appears in a usage line: `HANDLE`, `[HANDLE]`, `FILE...`, `[FILE...]`.
    public var usage: String {
        let core = repeating ? name + "..." : name
        return optional ? "[" + core + "]" : core
    }
}

extension ArgumentSpec {
    /// The HANDLE argument of every command that works on a stored card: the default card
    /// when left out, unless `help` says what it is for and it is needed.
    static func handle(_ help: String = "The card (default: the default card).", optional: Bool = true,
                       completes: Bool = true) -> ArgumentSpec {
        ArgumentSpec("HANDLE", help: help, optional: optional, completion: completes ? .handle : nil)
    }
}

/// A flag (`--force`, `-f`, maybe `--no-qr`) declared once; read with `ParsedArguments[_:]`,
/// so a misspelt name does not compile.
public struct Flag: Sendable {
    /// The declaration help, the man page, completion and the parser read.
    public let spec: OptionSpec

    /// A flag; `negatable` adds `--no-NAME`; `default: true` makes it on unless negated.
    public init(
        _ name: String, short: Character? = nil, negatable: Bool = false, default on: Bool = false,
        category: String? = nil, otherSpellings: [String] = [], help: String
    ) {
        spec = .flag(name, short: short, negatable: negatable, default: on, category: category, otherSpellings: otherSpellings,
                     help: help)
    }
}

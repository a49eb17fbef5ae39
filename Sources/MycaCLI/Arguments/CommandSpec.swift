/// Everything a command declares: name, summary, arguments, options and examples.
public struct CommandSpec: Sendable, Equatable {
    /// The word typed after `myca`, e.g. `new`.
    public var name: String
    /// One line for the command list.
    public var summary: String
    /// Paragraphs for `myca help NAME` and the man page (may be empty).
    public var discussion: String
    /// Positional arguments in order.
    public var arguments: [ArgumentSpec]
    /// Options (the global ones and `--help` are added automatically).
    public var options: [OptionSpec]
    /// Usage examples.
    public var examples: [Example]
    /// Hidden commands (for shell scripts) are left out of help, man and completion lists.
    public var hidden: Bool

    /// A command declaration.
    public init(
        name: String,
        summary: String,
        discussion: String = "",
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        examples: [Example] = [],
        hidden: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
        self.hidden = hidden
    }

    /// The usage line without `usage: `: `myca new [HANDLE] [options]`.
    public var usage: String {
        (["myca", name] + arguments.map(\.usage) + ["[options]"]).joinedText(separator: " ")
    }
}

import MycaCore
/// Asks questions on stderr and reads answers from stdin, re-asking until valid.
///
/// Input comes from `CommandContext.stdin`, so tests drive prompts with a `BufferInput`.
public struct Prompt: Sendable {
    private let context: CommandContext

    /// A prompt using `context`'s stdin and stderr.
    public init(context: CommandContext) { self.context = context }

    /// Asks `label` until `validate` accepts the answer; nil on end of input (Ctrl-D).
    ///
    /// - Parameters:
    ///   - label: the question, printed as `label: ` (or `label [default]: `).
    ///   - defaultValue: returned for an empty answer.
    ///   - showsDefault: whether the question shows `[default]`; off when the label itself
    ///     says what an empty answer means (`[y/N]`).
    ///   - validate: returns the reason an answer is refused, or nil to accept it.
    /// - Returns: the answer with surrounding spaces trimmed.
    public func ask(
        _ label: String,
        default defaultValue: String? = nil,
        showsDefault: Bool = true,
        validate: (String) -> String? = { _ in nil }
    ) -> String? {
        let ansi = context.ansi(for: .stderr)
        while true {
            var question = ansi.bold(Sanitizer.forTerminal(label))
            if showsDefault, let defaultValue, !defaultValue.isEmpty {
                question += " [\(Sanitizer.forTerminal(defaultValue))]"
            }
            context.stderr.write(question + ": ")
            context.stderr.flush()
            guard let raw = context.stdin.readLine() else {
                context.stderr.write("\n")
                return nil
            }
            var answer = Self.trimmed(raw)
            if answer.isEmpty, let defaultValue { answer = defaultValue }
            if let reason = validate(answer) {
                context.stderr.write("  " + ansi.fg(.basic(3), Sanitizer.forTerminal(reason)) + "\n")
                continue
            }
            return answer
        }
    }

    /// Asks a yes/no question; `defaultAnswer` on an empty line, nil on end of input.
    public func confirm(_ label: String, default defaultAnswer: Bool = false) -> Bool? {
        let suffix = defaultAnswer ? "Y/n" : "y/N"
        let answer = ask("\(label) [\(suffix)]", default: defaultAnswer ? "y" : "n", showsDefault: false) { answer in
            ["y", "yes", "n", "no"].contains(answer.lowercased()) ? nil : tr("please answer y or n")
        }
        guard let answer else { return nil }
        return answer.lowercased().hasPrefix("y")
    }

    private static func trimmed(_ s: String) -> String {
        s.trimmingWhitespace
    }
}

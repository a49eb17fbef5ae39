import MycaCore
import Synchronization
/// Asks questions on stderr and reads answers from stdin, re-asking until valid.
///
/// Input comes from `CommandContext.stdin`, so tests drive prompts with a `BufferInput`.
/// When stdin and stderr are a terminal, the answer is edited as at a shell prompt
/// (``LineEditor``), Up and Down bringing back this prompt's earlier answers.
public struct Prompt: Sendable {
    private let context: CommandContext
    private let history = PromptHistory()

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
            var plain = Sanitizer.forTerminal(label)
            var question = ansi.bold(plain)
            if showsDefault, let defaultValue, !defaultValue.isEmpty {
                question += " [\(Sanitizer.forTerminal(defaultValue))]"
                plain += " [\(Sanitizer.forTerminal(defaultValue))]"
            }
            let line: String?
            if context.stdinIsTTY && context.stderrIsTTY {
                // The reader draws the question once the terminal is ready for keys.
                line = context.stdin.readLine(editing: LineEditing(
                    promptWidth: DisplayWidth.of(plain) + 2, terminalWidth: context.terminalWidth,
                    history: history.answers, output: context.stderr, prompt: question + ": "))
            } else {
                context.stderr.write(question + ": ")
                context.stderr.flush()
                line = context.stdin.readLine()
            }
            guard let raw = line else {
                context.stderr.write("\n")
                return nil
            }
            history.add(raw)
            var answer = WhiteSpace.trim(raw)
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
            Self.yes.contains(answer.lowercased()) || Self.no.contains(answer.lowercased()) ? nil : tr("please answer y or n")
        }
        guard let answer else { return nil }
        return Self.yes.contains(answer.lowercased())
    }

    /// The answers that say yes or no: English, and Japanese as a Japanese user types it
    /// (はい, いいえ, in kana or romaji), whatever the locale.
    static let yes: Set<String> = ["y", "yes", "はい", "hai", "ｙ"]
    static let no: Set<String> = ["n", "no", "いいえ", "iie", "ｎ"]
}

/// The answers a ``Prompt`` was given in this run, for Up and Down.
final class PromptHistory: Sendable {
    private let entries = Mutex<[String]>([])

    /// The answers, oldest first.
    var answers: [String] { entries.withLock { $0 } }

    /// Remembers `answer` unless it is empty or the same as the last one, as shells do.
    func add(_ answer: String) {
        guard !WhiteSpace.trim(answer).isEmpty else { return }
        entries.withLock { if $0.last != answer { $0.append(answer) } }
    }
}

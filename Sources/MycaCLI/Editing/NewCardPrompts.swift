import MycaCore

/// The questions `myca new` asks on a terminal when no field option is given: name
/// (required), title, organization, email, phone and website.
///
/// Each answer is checked by applying it to the draft and validating the result with
/// ``Profile/snapshot()``; a refused answer is asked again with the reason.
public struct NewCardPrompts {
    private let context: CommandContext
    private let prompt: Prompt

    /// Prompts on `context`'s stderr, answers from its stdin.
    public init(context: CommandContext) {
        self.context = context
        prompt = Prompt(context: context)
    }

    /// One question: its label and how an answer goes into the draft.
    struct Question {
        var label: String
        var field: CardField
        var required: Bool = false
    }

    static let questions: [Question] = [
        Question(label: tr("Name"), field: .name, required: true),
        Question(label: tr("Title"), field: .title),
        Question(label: tr("Organization"), field: .org),
        Question(label: tr("Email"), field: .email),
        Question(label: tr("Phone"), field: .phone),
        Question(label: tr("Website"), field: .url),
    ]

    /// The answers building on `draft`: asked on a terminal, else read from the piped input
    /// (``read(from:starting:)``).
    ///
    /// - Throws: ``UsageError`` when the input is piped but empty, or is a terminal without
    ///   one on stderr to ask on.
    func answers(starting draft: Profile) throws -> Profile {
        let noFields = UsageError.invalid(
            MessageText("no card fields given, and no terminal to ask for them"),
            hint: MessageText("give fields as options (myca new --name 'Ana Lima' --email ana@example.org) or start from a vCard with --from FILE"))
        if context.stdinIsTTY && context.stderrIsTTY { return try run(starting: draft) }
        guard !context.stdinIsTTY else { throw noFields }
        // Piped answers, a line to each question; no line at all is no card.
        guard let read = try read(from: context.stdin, starting: draft) else { throw noFields }
        return read
    }

    /// Asks every question, building on `draft`; throws ``EditingError/aborted`` on end of input.
    public func run(starting draft: Profile = Profile()) throws -> Profile {
        var profile = draft
        for question in Self.questions {
            guard let answer = prompt.ask(question.label, validate: { Self.reason(question, $0, draft: profile) }) else {
                throw EditingError.aborted
            }
            if answer.isEmpty { continue }
            Self.apply(question, answer, to: &profile)
        }
        profile.guessNameParts()
        return profile
    }

    /// The answers of input that is not a terminal, read line by line: each line answers
    /// the next question in order (an empty line skips one), and the end of input leaves the
    /// rest unanswered. Nil when the input ends before its first line.
    ///
    /// - Throws: ``EditingError/answerRefused(line:question:reason:)`` for an answer the card
    ///   cannot take (the name left empty among them), naming its line.
    public func read(from input: any InputSource, starting draft: Profile = Profile()) throws -> Profile? {
        var profile = draft
        for (index, question) in Self.questions.enumerated() {
            guard let line = input.readLine() else {
                if index == 0 { return nil }
                break
            }
            let answer = WhiteSpace.trim(line)
            if let reason = Self.reason(question, answer, draft: profile) {
                throw EditingError.answerRefused(line: index + 1, question: question.label, reason: reason)
            }
            if !answer.isEmpty { Self.apply(question, answer, to: &profile) }
        }
        profile.guessNameParts()
        return profile
    }

    /// The questions in order, for a hint: `Name, Title, …`.
    static var order: String { questions.map(\.label).joinedText(separator: ", ") }

    /// Why `answer` cannot be taken, or nil when it can.
    static func reason(_ question: Question, _ answer: String, draft: Profile) -> String? {
        if answer.isEmpty { return question.required ? tr("a name is required") : nil }
        var probe = draft
        apply(question, answer, to: &probe)
        do {
            _ = try probe.snapshot()
            return nil
        } catch {
            return Localization.text(error.messageText)
        }
    }

    /// Puts an answer into the draft; a website without a scheme gets `https://`
    /// (``TypedValue/assumingHTTPS(_:)``).
    static func apply(_ question: Question, _ answer: String, to profile: inout Profile) {
        var value = answer
        if question.field == .url, let assumed = TypedValue.assumingHTTPS(value) { value = assumed }
        // The questions are text fields, email, phone and URL: none refuses a value here.
        try? question.field.add(value, to: &profile)
    }
}

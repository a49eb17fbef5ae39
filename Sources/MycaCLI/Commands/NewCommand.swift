import MycaCore

/// `myca new [HANDLE] [FIELD OPTIONS]`: creates a card from options, a vCard, or answers to prompts.
public struct NewCommand: Command {
    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "new"

    /// The declaration.
    public static let spec = CommandSpec(
        name: name,
        summary: "Create a card.",
        discussion: """
            Fields come from the options below, from a vCard (--from), or, with neither on a \
            terminal, from questions: name (required), title, organization, email, phone and \
            website. Ctrl-D or Ctrl-C at a question stops without writing anything. Without \
            HANDLE the handle is made from the name (else the email or organization, as import does). The first card becomes the default card.
            """,
        arguments: [.handle("The new card's handle (default: made from the name).", completes: false)],
        options: [
            from.spec, force.spec,
        ] + FieldOptions.specs,
        examples: [
            Example(command: "myca new", explanation: "Answer a few questions to create your first card."),
            Example(
                command: "myca new work --name 'Ana Lima' --title Engineer --email work:ana@example.org",
                explanation: "Create the card 'work' from options."),
            Example(command: "myca new --from ana.vcf --style navy", explanation: "Start from a vCard file."),
        ])

    /// `--from FILE`.
    static let from = Option<InputFile?>(
        "from", valueName: "FILE", completion: .file, help: "Start from the card in a vCard file, or - for stdin.")
    /// `--force`.
    static let force = Flag("force", short: "f", help: "Replace an existing card with the same handle.")

    /// A new command.
    public init() {}

    /// Builds the card, validates it and stores it; prints `created card 'HANDLE'` on stderr.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let fields = try FieldOptions.parse(args, ctx, edit: false)
        let force = args[Self.force]
        let store = try ctx.openStore()
        if let handle = args.positional(0) {
            try Handle.validate(handle)
            if !force && store.exists(handle) { throw StoreError.handleExists(handle) }
        }
        var profile = Profile()
        let from = try args.value(Self.from)
        if let from { profile = try Self.readVCard(from, ctx) }
        if fields.isEmpty && from == nil {
            let noFields = UsageError.invalid(
                MessageText("no card fields given, and no terminal to ask for them"),
                hint: MessageText("give fields as options (myca new --name 'Ana Lima' --email ana@example.org) or start from a vCard with --from FILE"))
            if ctx.stdinIsTTY && ctx.stderrIsTTY {
                profile = try NewCardPrompts(context: ctx).run(starting: profile)
            } else if !ctx.stdinIsTTY {
                // Piped answers, a line to each question; no line at all is no card.
                guard let read = try NewCardPrompts(context: ctx).read(from: ctx.stdin, starting: profile) else { throw noFields }
                profile = read
            } else {
                throw noFields
            }
        }
        try fields.apply(to: &profile)
        // Validated before the store is touched, so a card that does not validate writes nothing.
        let snapshot = try fields.reportingGivenValues { try profile.snapshot() }
        PhotoNotice.note(profile.photo, snapshot.photo, ctx)
        // The handle is made, and checked, while the store is locked: a `new` or `import`
        // running meanwhile cannot take it between the choice and the write.
        let (handle, replacing) = try CardFiles(store: store).add(
            CardFiles.Addition(profile: profile, handle: args.positional(0)), replace: force)
        if fields.style != nil || replacing {
            try store.setStyle(fields.style, for: handle)
        }
        let isDefault = try store.config().defaultHandle == handle
        switch (replacing, isDefault) {
        case (false, false): ctx.note(tr("created card '%s'", handle))
        case (false, true): ctx.note(tr("created card '%s' (default)", handle))
        case (true, false): ctx.note(tr("replaced card '%s'", handle))
        case (true, true): ctx.note(tr("replaced card '%s' (default)", handle))
        }
        return 0
    }

    /// The one card in `input`; reader warnings are shown as `FILE:LINE: …`.
    static func readVCard(_ input: InputFile, _ ctx: CommandContext) throws -> Profile {
        let name = input.name
        let bytes = try input.readAll(ctx)
        let result: VCardReadResult
        do {
            result = try VCardReader.read(bytes)
        } catch {
            throw EditingError.unreadableVCard(path: name, reason: Localization.messageText(of: error))
        }
        for warning in result.warnings {
            ctx.warn("\(name):\(warning.line): " + Localization.text(warning.text))
        }
        guard result.profiles.count == 1, let profile = result.profiles.first else {
            throw EditingError.cardCount(path: name, count: result.profiles.count)
        }
        return profile
    }
}

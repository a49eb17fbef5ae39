import MycaCore

/// `myca new [HANDLE] [FIELD OPTIONS]`: creates a card from options, a vCard, or answers to prompts.
struct NewCommand: Command {
    static let name = "new"

    static let spec = CommandSpec(
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

    /// Builds the card, validates it and stores it; prints `created card 'HANDLE'` on stderr.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let fields = try FieldOptions.parse(args, ctx, edit: false)
        let creation = try CardCreation(
            store: try ctx.openStore(), handle: args.positional(0), replacing: args[Self.force], context: ctx)
        let from = try args.value(Self.from)
        var profile = try from?.readCard(ctx) ?? Profile()
        if fields.isEmpty && from == nil { profile = try NewCardPrompts(context: ctx).answers(starting: profile) }
        try creation.create(profile, fields)
        return 0
    }
}

import MycaCore

/// `myca export [HANDLE] [--format …] [-o FILE|-] [--all] [--sample]`: a card (or all) as data.
struct ExportCommand: Command {
    static let name = "export"

    static let spec = CommandSpec(
        name: name,
        summary: "Write a card as vCard, MECARD or jCard.",
        discussion: """
            Writes vCard 4.0 to stdout by default, so it can be piped into other tools; \
            nothing but the data goes to stdout. With --all every card is written in one \
            stream (vCards one after another, MECARDs one a line, jCards as one JSON array).

            Pronouns and social profiles go out as X-PRONOUNS and X-SOCIALPROFILE, which \
            every vCard parser accepts; --rfc9554 also writes RFC 9554's PRONOUNS and \
            SOCIALPROFILE, which parsers that predate RFC 9554 (belcard, for one) reject \
            together with the whole card.
            """,
        arguments: [.handle()],
        options: [format.spec, output.spec, all.spec, rfc9554.spec] + CardSource.specs,
        examples: [
            Example(command: "myca export > me.vcf", explanation: "The default card as vCard 4.0."),
            Example(command: "myca export --all --format vcard3 -o cards.vcf", explanation: "Every card for an old address book."),
            Example(command: "myca export --format json | jq .", explanation: "The card as jCard."),
        ])

    /// `--format FORMAT`.
    static let format = Option<CardDataFormat>(
        "format", short: "f", valueName: "FORMAT", default: .vcard, help: "What to write: vcard is vCard 4.0, json is jCard.")
    /// `--output FILE`.
    static let output = Option<OutputTarget>(
        "output", short: "o", valueName: "FILE", default: .standardOutput, completion: .file,
        help: "Write to FILE (atomically) instead of stdout ('-').")
    /// `--all`.
    static let all = Flag("all", help: "Export every card.")
    /// `--rfc9554`.
    static let rfc9554 = Flag("rfc9554", help: "vcard: also write RFC 9554 PRONOUNS and SOCIALPROFILE properties.")

    /// Writes the cards.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let format = try args.value(Self.format)
        let cards = try Self.cards(args, ctx)
        if args[Self.rfc9554], format != .vcard {
            throw UsageError.invalid(MessageText("'--rfc9554' goes with '--format vcard' (vCard 4.0) only"), hint: nil)
        }
        let bytes = try format.encode(cards, asArray: args[Self.all], rfc9554: args[Self.rfc9554])
        let target = try args.value(Self.output)
        try target.write(bytes, ctx)
        if !target.isStandardOutput {
            ctx.note(trn("wrote %d card to %s", "wrote %d cards to %s", cards.count, cards.count, target.displayName))
        }
        return 0
    }

    /// The cards to export: every stored card (sorted by handle) with `--all`, else one.
    static func cards(_ args: ParsedArguments, _ ctx: CommandContext) throws -> [ProfileSnapshot] {
        guard args[all] else {
            let source = try CardSource.resolve(args, ctx)
            let card = try source.snapshot()
            PhotoNotice.note(source.profile.photo, card.photo, ctx)
            return [card]
        }
        if let language = try args.value(CardSource.languageOption) {
            throw UsageError.invalid(MessageText("'--all' and '--lang %s' cannot be used together", language.tag),
                                     hint: MessageText("export one card in a language, or every card in all of its languages"))
        }
        if args[CardSource.sample] {
            throw UsageError.invalid(MessageText("'--all' and '--sample' cannot be used together"), hint: MessageText("drop one of them"))
        }
        if let handle = args.positional(0) {
            throw UsageError.invalid(MessageText("'--all' and a card handle ('%s') cannot be used together", handle),
                                     hint: MessageText("drop one of them"))
        }
        let store = try ctx.openStore()
        let files = CardFiles(store: store, warn: { ctx.warn(Localization.text($0)) })
        var cleaned = false
        let cards = try store.handles().sorted().map { handle in
            let profile = try files.load(handle)
            let card = try profile.snapshot()
            if PhotoNotice.removed(from: profile.photo, in: card.photo) { cleaned = true }
            return card
        }
        if cleaned { ctx.note(PhotoNotice.text) }
        return cards
    }
}

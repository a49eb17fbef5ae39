import MycaCore

/// `myca list [--json]`: every card with its name, title and organization; `*` marks the default.
struct ListCommand: Command {
    static let name = "list"

    static let spec = CommandSpec(
        name: name,
        summary: "List your cards; * marks the default.",
        discussion: """
            Prints one line per card: '*' for the default card, the handle, the name and \
            'title · organization'. On a terminal, or piped with COLUMNS set, the table keeps \
            to that width: handles and names stay whole (a long name's title and organization \
            go on the next line) and only titles and organizations are shortened. With --json, prints an array of objects with handle, \
            default, name, org, title, email (the first one, or null) and style (or null). \
            A card file myca cannot read is reported on stderr and left out, and the exit \
            status is 1.
            """,
        options: [json.spec],
        examples: [
            Example(command: "myca list", explanation: "Show your cards."),
            Example(command: "myca list --json", explanation: "The same as JSON, for scripts."),
        ])

    /// `--json`.
    static let json = Flag("json", help: "Print a JSON array instead of a table.")

    /// Prints the table or the JSON array; 1 when a card file could not be read.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let list = try CardList(store: ctx.openStore(), ctx)
        if list.isEmpty {
            if args[Self.json] { ctx.stdout.write("[]\n") }
            ctx.note(tr("there are no cards yet; run 'myca new' to create one"))
            return 0
        }
        list.write(json: args[Self.json], ctx)
        return list.unreadable ? 1 : 0
    }
}

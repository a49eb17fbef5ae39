import MycaCore

/// `myca rm HANDLE [--yes]`: moves a card to the trash folder, after asking on a terminal.
struct RemoveCommand: Command {
    static let name = "rm"

    static let spec = CommandSpec(
        name: name,
        summary: "Move a card to the trash folder.",
        discussion: """
            The card file is moved to the store's trash/ folder under a timestamped name, \
            never deleted; 'myca restore HANDLE' brings it back. On a terminal myca asks \
            first; elsewhere --yes is required. When the card was the default, the first \
            remaining card becomes the default.
            """,
        arguments: [.handle("The card to remove.", optional: false)],
        options: [yes.spec],
        examples: [Example(command: "myca rm old-job --yes", explanation: "Remove 'old-job' without asking.")])

    /// `--yes`.
    static let yes = Flag("yes", short: "y", otherSpellings: ["f", "force"], help: "Do not ask for confirmation.")

    /// Moves the card to the trash; 1 when the person answers no.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let store = try ctx.openStore()
        let removal = CardRemoval(store: store, handle: try store.resolve(handle: args.required(0)), context: ctx)
        if !args[Self.yes], try !removal.confirmed() { return 1 }
        try removal.moveToTrash()
        return 0
    }
}

import MycaCore

/// `myca use HANDLE`: makes a card the default, used by commands given no handle.
struct UseCommand: Command {
    static let name = "use"

    static let spec = CommandSpec(
        name: name,
        summary: "Make a card the default.",
        discussion: "Commands given no HANDLE (show, export, qr, edit) use the default card.",
        arguments: [.handle("The card to make the default.", optional: false)],
        examples: [Example(command: "myca use personal", explanation: "Use the card 'personal' from now on.")])

    /// Sets the default; an unknown handle is an error suggesting close ones.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let handle = args.required(0)
        let store = try ctx.openStore()
        if try store.config().defaultHandle == handle, store.exists(handle) {
            ctx.note(tr("'%s' is already the default card", handle))
            return 0
        }
        try store.setDefault(handle)
        ctx.note(tr("the default card is now '%s'", handle))
        return 0
    }
}

import MycaCore

/// `myca rename OLD NEW`: gives a card a new handle; the default and its style follow.
struct RenameCommand: Command {
    static let name = "rename"

    static let spec = CommandSpec(
        name: name,
        summary: "Give a card a new handle.",
        discussion: """
            Renames the card file; when the card is the default it stays the default, and \
            its style stays with it. NEW must follow the handle rule and must not exist yet.
            """,
        arguments: [
            ArgumentSpec("OLD", help: "The card's current handle.", completion: .handle),
            ArgumentSpec("NEW", help: "The new handle."),
        ],
        examples: [Example(command: "myca rename card work", explanation: "Call the card 'card' 'work' from now on.")])

    /// Renames; an invalid NEW, an existing NEW or an unknown OLD change nothing.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let old = args.required(0)
        let new = args.required(1)
        try Handle.validate(old)
        try Handle.validate(new)
        let store = try ctx.openStore()
        _ = try store.resolve(handle: old)  // unknown OLD: an error with suggestions
        if old == new {
            ctx.note(tr("'%s' already has that handle; nothing to do", old))
            return 0
        }
        do {
            try store.rename(old, to: new)
        } catch StoreError.handleExists {
            throw ManageError.renameTargetExists(old: old, new: new)
        }
        ctx.note(tr("renamed '%s' to '%s'", old, new))
        return 0
    }
}

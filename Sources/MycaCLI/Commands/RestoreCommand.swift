import MycaCore

/// `myca restore [HANDLE] [--as NEW] [--list]`: lists the cards `rm` moved to the trash,
/// or brings one back.
struct RestoreCommand: Command {
    static let name = "restore"

    static let spec = CommandSpec(
        name: name,
        summary: "Bring back a card that rm moved to the trash.",
        discussion: """
            Without HANDLE, or with --list, lists the cards in the store's trash/ folder, the \
            most recently removed first, with when each was removed (UTC). With HANDLE, moves \
            the most recently removed card of that handle back among your cards; older copies \
            stay in the trash. A card is never replaced: when one has the handle, restore \
            refuses, and --as gives the restored card another handle. The restored card \
            becomes the default when there is none; a style it had is not restored.
            """,
        arguments: [ArgumentSpec("HANDLE", help: "The removed card to bring back.", optional: true,
                                 completion: .trashedHandle)],
        options: [asHandle.spec, list.spec],
        examples: [
            Example(command: "myca restore", explanation: "List the removed cards."),
            Example(command: "myca restore old-job", explanation: "Bring back the card 'old-job'."),
            Example(command: "myca restore work --as work-2019",
                    explanation: "Bring back 'work' beside the card that has its handle now."),
        ])

    /// `--as HANDLE`.
    static let asHandle = Option<HandleArgument?>(
        "as", valueName: "HANDLE", help: "The handle for the restored card.")
    /// `--list`.
    static let list = Flag("list", short: "l", help: "List the removed cards (of HANDLE only, when given).")

    /// Lists the trash, or restores a card; 1 when the card is not in the trash or its
    /// handle is taken.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let requested = args.positional(0)
        let newHandle = try args.value(Self.asHandle)?.handle
        if let requested { try Handle.validate(requested) }
        let trash = try CardTrash(store: ctx.openStore(), ctx)
        guard let requested, !args[Self.list] else {
            if newHandle != nil {
                throw UsageError.invalid(MessageText("--as names the handle of a restored card, not a list"),
                                         hint: MessageText("give the HANDLE to restore, e.g. 'myca restore old-job --as job'"))
            }
            trash.printList(of: requested)
            return 0
        }
        try trash.restore(requested, as: newHandle)
        return 0
    }
}

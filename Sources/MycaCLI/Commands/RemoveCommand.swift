import MycaCore

/// `myca rm HANDLE [--yes]`: moves a card to the trash folder, after asking on a terminal.
public struct RemoveCommand: Command {
    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "rm"

    /// The declaration.
    public static let spec = CommandSpec(
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

    /// A remover.
    public init() {}

    /// Moves the card to the trash; 1 when the person answers no.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let requested = args.required(0)
        let store = try ctx.openStore()
        let handle = try store.resolve(handle: requested)
        if !args[Self.yes] {
            guard ctx.stdinIsTTY else {
                throw UsageError.invalid(
                    MessageText("not removing '%s' without confirmation: standard input is not a terminal", handle),
                    hint: MessageText("add --yes to remove it without asking"))
            }
            // A card whose file cannot be read can still be removed; it is named by its handle only.
            let name = (try? CardFiles(store: store).load(handle)).flatMap { try? $0.snapshot().formattedName }
            let label = name.map { tr("Move '%s' (%s) to the trash?", handle, $0) } ?? tr("Move '%s' to the trash?", handle)
            guard Prompt(context: ctx).confirm(label) == true else {
                ctx.note(tr("kept '%s'", handle))
                return 1
            }
        }
        let wasDefault = try store.defaultHandle() == handle
        let target = try store.moveToTrash(handle)
        ctx.note(tr("moved '%s' to %s ('myca restore %s' brings it back)", handle, target, handle))
        if wasDefault {
            if let next = try store.defaultHandle() {
                ctx.note(tr("the default card is now '%s'", next))
            } else if try store.handles().isEmpty {
                ctx.note(tr("there are no cards left; run 'myca new' to create one"))
            } else {
                ctx.note(tr("there is no default card now; run 'myca use HANDLE' to choose one"))
            }
        }
        return 0
    }
}

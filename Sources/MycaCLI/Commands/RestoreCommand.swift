import MycaCore

/// `myca restore [HANDLE] [--as NEW] [--list]`: lists the cards `rm` moved to the trash,
/// or brings one back.
public struct RestoreCommand: Command {
    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "restore"

    /// The declaration.
    public static let spec = CommandSpec(
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

    /// A restorer.
    public init() {}

    /// Lists the trash, or restores a card; 1 when the card is not in the trash or its
    /// handle is taken.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let requested = args.positional(0)
        let newHandle = try args.value(Self.asHandle)?.handle
        if let requested { try Handle.validate(requested) }
        let store = try ctx.openStore()
        let trashed = try store.trashedCards()
        guard let requested, !args[Self.list] else {
            if newHandle != nil {
                throw UsageError.invalid(MessageText("--as names the handle of a restored card, not a list"),
                                         hint: MessageText("give the HANDLE to restore, e.g. 'myca restore old-job --as job'"))
            }
            return Self.printList(trashed.filter { requested == nil || $0.handle == requested }, store: store, ctx)
        }
        guard let card = trashed.last(where: { $0.handle == requested }) else {
            let handles = Array(Set(trashed.map(\.handle))).sorted()
            throw ManageError.notInTrash(requested, suggestions: Handle.suggestions(for: requested, among: handles),
                                         trashIsEmpty: trashed.isEmpty)
        }
        let handle = newHandle ?? requested
        let becameDefault: Bool
        do {
            becameDefault = try store.restore(card, as: handle)
        } catch StoreError.handleExists {
            throw ManageError.restoreTargetExists(handle, renamed: newHandle != nil)
        }
        ctx.note(handle == requested
            ? tr("restored '%s' (removed %s)", handle, Self.shown(card.removedAt))
            : tr("restored '%s' as '%s' (removed %s)", requested, handle, Self.shown(card.removedAt)))
        if becameDefault { ctx.note(tr("the default card is now '%s'", handle)) }
        return 0
    }

    /// One line per removed card, the most recent first: handle, time, name.
    static func printList(_ cards: [CardStore.TrashedCard], store: CardStore, _ ctx: CommandContext) -> Int32 {
        if cards.isEmpty {
            ctx.note(tr("the trash is empty; 'myca rm' moves cards there"))
            return 0
        }
        let files = CardFiles(store: store)
        let rows = cards.reversed().map { card in
            (card.handle, Self.shown(card.removedAt), Sanitizer.forTerminal(files.name(of: card) ?? "", newlines: .space))
        }
        let handleWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let width: Int? = ctx.stdoutIsTTY ? ctx.terminalWidth : nil
        for (handle, time, name) in rows {
            var line = DisplayWidth.pad(handle, toWidth: handleWidth) + "  " + time
            if !name.isEmpty { line += "  " + name }
            if let width { line = DisplayWidth.truncate(line, toWidth: max(width, 1)) }
            ctx.stdout.write(line + "\n")
        }
        return 0
    }

    /// `20240501T101500Z` as `2024-05-01 10:15:00 UTC`.
    static func shown(_ stamp: String) -> String {
        let c = Array(stamp)
        guard c.count == 16 else { return stamp }
        return "\(String(c[0..<4]))-\(String(c[4..<6]))-\(String(c[6..<8])) "
            + "\(String(c[9..<11])):\(String(c[11..<13])):\(String(c[13..<15])) UTC"
    }
}

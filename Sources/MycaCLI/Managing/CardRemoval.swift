import MycaCore

/// A card moved to the store's trash as `myca rm` moves it: asked about first on a
/// terminal, and followed by which card is the default now.
struct CardRemoval {
    /// The store the card is in.
    let store: CardStore
    /// The card, resolved.
    let handle: String
    /// Where the question is asked and the outcome said.
    let context: CommandContext

    /// Asks whether to remove the card; false, after saying it is kept, when the answer is no.
    ///
    /// - Throws: ``UsageError`` when standard input is no terminal to answer on.
    func confirmed() throws -> Bool {
        guard context.stdinIsTTY else {
            throw UsageError.invalid(
                MessageText("not removing '%s' without confirmation: standard input is not a terminal", handle),
                hint: MessageText("add --yes to remove it without asking"))
        }
        // A card whose file cannot be read can still be removed; it is named by its handle only.
        let name = (try? CardFiles(store: store).load(handle)).flatMap { try? $0.snapshot().formattedName }
        let label = name.map { tr("Move '%s' (%s) to the trash?", handle, $0) } ?? tr("Move '%s' to the trash?", handle)
        guard Prompt(context: context).confirm(label) == true else {
            context.note(tr("kept '%s'", handle))
            return false
        }
        return true
    }

    /// Moves the card to the trash and says where, and which card is the default when it was.
    func moveToTrash() throws {
        let wasDefault = try store.defaultHandle() == handle
        let target = try store.moveToTrash(handle)
        context.note(tr("moved '%s' to %s ('myca restore %s' brings it back)", handle, target, handle))
        guard wasDefault else { return }
        if let next = try store.defaultHandle() {
            context.note(tr("the default card is now '%s'", next))
        } else if try store.handles().isEmpty {
            context.note(tr("there are no cards left; run 'myca new' to create one"))
        } else {
            context.note(tr("there is no default card now; run 'myca use HANDLE' to choose one"))
        }
    }
}

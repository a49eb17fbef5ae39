import MycaCore

/// The cards `myca rm` moved to the store's trash folder, as `myca restore` lists them and
/// brings one back.
struct CardTrash {
    /// The store whose trash it is.
    let store: CardStore
    /// Where the list is written and the outcome said.
    let context: CommandContext
    /// The removed cards, the earliest removed first.
    let cards: [CardStore.TrashedCard]

    /// Reads the trash of `store`.
    init(store: CardStore, _ context: CommandContext) throws {
        self.store = store
        self.context = context
        cards = try store.trashedCards()
    }

    /// Brings back the most recently removed card of `handle`, as `newHandle` when given,
    /// and says so, and whether it became the default.
    ///
    /// - Throws: ``ManageError`` when no such card is in the trash or a card has the handle.
    func restore(_ handle: String, as newHandle: String?) throws {
        guard let card = cards.last(where: { $0.handle == handle }) else {
            let handles = Array(Set(cards.map(\.handle))).sorted()
            throw ManageError.notInTrash(handle, suggestions: Handle.suggestions(for: handle, among: handles),
                                         trashIsEmpty: cards.isEmpty)
        }
        let target = newHandle ?? handle
        let becameDefault: Bool
        do {
            becameDefault = try store.restore(card, as: target)
        } catch StoreError.handleExists {
            throw ManageError.restoreTargetExists(target, renamed: newHandle != nil)
        }
        context.note(target == handle
            ? tr("restored '%s' (removed %s)", target, Self.shown(card.removedAt))
            : tr("restored '%s' as '%s' (removed %s)", handle, target, Self.shown(card.removedAt)))
        if becameDefault { context.note(tr("the default card is now '%s'", target)) }
    }

    /// One line per removed card (of `handle` alone, when given), the most recent first:
    /// handle, time, name.
    func printList(of handle: String?) {
        let cards = cards.filter { handle == nil || $0.handle == handle }
        if cards.isEmpty {
            context.note(tr("the trash is empty; 'myca rm' moves cards there"))
            return
        }
        let files = CardFiles(store: store)
        let rows = cards.reversed().map { card in
            (card.handle, Self.shown(card.removedAt), Sanitizer.forTerminal(files.name(of: card) ?? "", newlines: .space))
        }
        let handleWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let width: Int? = context.stdoutIsTTY ? context.terminalWidth : nil
        for (handle, time, name) in rows {
            var line = DisplayWidth.pad(handle, toWidth: handleWidth) + "  " + time
            if !name.isEmpty { line += "  " + name }
            if let width { line = DisplayWidth.truncate(line, toWidth: max(width, 1)) }
            context.stdout.write(line + "\n")
        }
    }

    /// `20240501T101500Z` as `2024-05-01 10:15:00 UTC`.
    static func shown(_ stamp: String) -> String {
        let c = Array(stamp)
        guard c.count == 16 else { return stamp }
        return "\(String(c[0..<4]))-\(String(c[4..<6]))-\(String(c[6..<8])) "
            + "\(String(c[9..<11])):\(String(c[11..<13])):\(String(c[13..<15])) UTC"
    }
}

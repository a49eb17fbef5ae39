import MycaCore

/// `myca edit` without field options: the card as a ``CardTemplate`` in the person's
/// editor, read back, checked, and saved under the store's lock.
///
/// The text being edited lives in `<home>/drafts/HANDLE-<timestamp>.txt` (``EditorLoop``
/// runs the editor on it). An unchanged or emptied file stops without writing.
public struct EditorSession {
    /// How a session ended (giving up throws ``EditingError/draftKept(path:reason:)``).
    public enum Outcome: Sendable, Equatable {
        /// The card was saved with these values.
        case saved(ProfileSnapshot)
        /// Nothing to write: the text was unchanged or emptied, or equal to the card.
        case unchanged
    }

    /// Card `handle` of `files`, edited with `context`'s editor and environment.
    let context: CommandContext
    let files: CardFiles
    let handle: String

    /// Runs the editor until the text is saved, unchanged, emptied or given up.
    public func run() throws -> Outcome {
        let original = try files.load(handle)
        let base = CardTemplate.visible(original)
        let path = try Self.newDraftPath(store: files.store, handle: handle)
        let loop = EditorLoop(context: context, path: path, subject: handle)
        return try loop.run(template: CardTemplate.render(original, handle: handle)) { try save($0, base: base) } ?? .unchanged
    }

    /// Brings the person's changes into the card as it is on disk now, under the lock.
    private func save(_ mine: Profile, base: Profile) throws -> Outcome {
        var changed = false
        var photo: Photo?
        let snapshot = try files.modify(handle) { fresh in
            let before = fresh
            try CardTemplate.apply(mine: mine, base: base, to: &fresh)
            changed = fresh != before
            photo = fresh.photo
        }
        // The template holds no photo, but a card stored with its photo's metadata is written without it.
        if changed { PhotoNotice.note(photo, snapshot.photo, context) }
        return changed ? .saved(snapshot) : .unchanged
    }

    /// `<home>/drafts/HANDLE-<timestamp>.txt`, made unique with `-2`, `-3`… and created
    /// empty, so that two edits started in the same second each hold a draft of their own
    /// (the folder is created).
    static func newDraftPath(store: CardStore, handle: String) throws -> String {
        let folder = FileSystem.joinPath(store.home, "drafts")
        try FileSystem.createDirectory(folder, intermediate: true, mode: 0o700)
        let stem = FileSystem.joinPath(folder, handle + "-" + UTCTimestamp.now())
        var path = stem + ".txt"
        var n = 2
        while try !FileSystem.createExclusively(path, mode: 0o600) {
            path = stem + "-\(n).txt"
            n += 1
        }
        return path
    }
}

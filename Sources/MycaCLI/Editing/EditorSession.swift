import MycaCore

/// `myca edit` without field options: the card as a ``CardTemplate`` in the person's
/// editor, read back, checked, and saved under the store's lock.
///
/// The text being edited lives in `<home>/drafts/HANDLE-<timestamp>.txt` from the start,
/// so nothing typed is lost even if myca is killed. On an error the editor opens again
/// with the errors on top and the text kept. An unchanged or emptied file stops without
/// writing; giving up after an error, or an editor that fails after the text changed,
/// keeps the draft and names it.
public struct EditorSession {
    /// How a session ended (giving up throws ``EditingError/draftKept(path:reason:)``).
    public enum Outcome: Sendable, Equatable {
        /// The card was saved with these values.
        case saved(ProfileSnapshot)
        /// Nothing to write: the text was unchanged or emptied, or equal to the card.
        case unchanged
    }

    private let context: CommandContext
    private let files: CardFiles
    private let handle: String

    /// A session editing card `handle` of `files` with `context`'s editor and environment.
    public init(context: CommandContext, files: CardFiles, handle: String) {
        self.context = context
        self.files = files
        self.handle = handle
    }

    /// Runs the editor until the text is saved, unchanged, emptied or given up.
    public func run() throws -> Outcome {
        let original = try files.load(handle)
        let template = CardTemplate.render(original, handle: handle)
        let base = CardTemplate.visible(original)
        let path = try Self.newDraftPath(store: files.store, handle: handle)
        try FileSystem.writeAtomically(Array(template.utf8), to: path, mode: 0o600)

        var shown = template  // what the editor was last opened on
        var lastText = template  // the person's last non-empty text
        var hadError = false
        while true {
            let status = Editor.run(file: path, context: context)
            let text = (try? FileSystem.readFile(path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let parsed = CardTemplate.parse(CardTemplate.strippingErrors(text))
            if !parsed.isEmpty { lastText = text }
            if status != 0 {
                let typed = hadError || (text != template && !parsed.isEmpty)
                // An editor that could not run (126, 127) or was killed (128 and up) failed;
                // any other status is the person quitting on purpose (vi's :cq), a cancel.
                let failed = status == 126 || status == 127 || status >= 128
                if failed, !typed {
                    try? FileSystem.remove(path)
                    throw EditingError.editorFailed(command: Editor.command(environment: context.environment), status: status)
                }
                if failed { throw try keep(lastText, at: path, reason: MessageText("the editor failed (exit status %d)", Int(status))) }
                if typed {
                    try FileSystem.writeAtomically(Array(lastText.utf8), to: path, mode: 0o600)
                } else {
                    try? FileSystem.remove(path)
                }
                throw EditingError.cancelled(handle: handle, status: status, draft: typed ? path : nil)
            }
            if parsed.isEmpty || text == shown {
                if hadError { throw try keep(lastText, at: path, reason: MessageText("gave up after an error")) }
                try? FileSystem.remove(path)
                return .unchanged
            }
            var issues = parsed.issues
            if issues.isEmpty {
                do {
                    let outcome = try save(parsed.profile, base: base)
                    try? FileSystem.remove(path)
                    return outcome
                } catch let error as ProfileError {
                    issues = [CardTemplate.Issue(line: nil, message: Localization.text(of: error))]
                } catch {
                    context.warn(tr("your text is kept in %s", path))
                    throw error
                }
            }
            hadError = true
            shown = CardTemplate.withErrors(issues, body: CardTemplate.strippingErrors(text))
            try FileSystem.writeAtomically(Array(shown.utf8), to: path, mode: 0o600)
        }
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

    /// Makes sure the draft holds `text` and returns the error that names it.
    private func keep(_ text: String, at path: String, reason: MessageText) throws -> EditingError {
        try FileSystem.writeAtomically(Array(text.utf8), to: path, mode: 0o600)
        return .draftKept(path: path, reason: reason)
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

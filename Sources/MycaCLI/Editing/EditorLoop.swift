import MycaCore

/// The person's editor opened on a card's text until the text is taken, left unchanged
/// or emptied, cancelled or given up: what `myca edit` runs on a stored card and
/// `myca scan --edit` on each contact it found.
///
/// The text lives in the draft at `path` from the start, so nothing typed is lost even if
/// myca is killed. On an error the editor opens again with the errors on top and the text
/// kept. Giving up after an error, or an editor that fails after the text changed, keeps
/// the draft and names it.
struct EditorLoop {
    let context: CommandContext
    /// The draft: created already, owned by this loop (removed when done with).
    let path: String
    /// What the text is of, as a cancelled edit names it.
    let subject: String

    /// Opens the editor on `template` until `take` takes the fields read back (nil when
    /// the text is left unchanged or emptied). A ``ProfileError`` from `take` opens the
    /// editor again with it on top; any other error keeps the draft and names it.
    func run<Taken>(template: String, take: (Profile) throws -> Taken) throws -> Taken? {
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
                if failed { throw try keep(lastText, reason: MessageText("the editor failed (exit status %d)", Int(status))) }
                if typed {
                    try FileSystem.writeAtomically(Array(lastText.utf8), to: path, mode: 0o600)
                } else {
                    try? FileSystem.remove(path)
                }
                throw EditingError.cancelled(handle: subject, status: status, draft: typed ? path : nil)
            }
            if parsed.isEmpty || text == shown {
                if hadError { throw try keep(lastText, reason: MessageText("gave up after an error")) }
                try? FileSystem.remove(path)
                return nil
            }
            var issues = parsed.issues
            if issues.isEmpty {
                do {
                    let taken = try take(parsed.profile)
                    try? FileSystem.remove(path)
                    return taken
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

    /// Makes sure the draft holds `text` and returns the error that names it.
    private func keep(_ text: String, reason: MessageText) throws -> EditingError {
        try FileSystem.writeAtomically(Array(text.utf8), to: path, mode: 0o600)
        return .draftKept(path: path, reason: reason)
    }
}

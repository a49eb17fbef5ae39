import MycaCore

/// A stored card changed as `myca edit` changes it: from field options under the store's
/// lock, or in the person's editor; either way it says what became of the card.
struct CardEditing {
    /// The store the card is in.
    let store: CardStore
    /// The card, resolved.
    let handle: String
    /// Where the editor runs and the outcome is said.
    let context: CommandContext

    /// The card's files, warning on ``context`` about what they cannot read.
    private var files: CardFiles { CardFiles(store: store, warn: { context.warn(Localization.text($0)) }) }

    /// Opens the card in `$VISUAL`, `$EDITOR` or vi and saves what the person writes.
    ///
    /// - Throws: ``UsageError`` when neither editor variable is set and there is no
    ///   terminal for vi; ``EditingError`` when the person gives up.
    func inEditor() throws {
        let hasEditor = ["VISUAL", "EDITOR"].contains { !(context.environment[$0] ?? "").allSatisfy(\.isWhitespace) }
        guard hasEditor || context.stdinIsTTY else {
            throw UsageError.invalid(
                MessageText("no field options given, and no terminal for an editor"),
                hint: MessageText("give fields as options (myca edit --title 'CTO'), or set $EDITOR"))
        }
        switch try EditorSession(context: context, files: files, handle: handle).run() {
        case .saved: context.note(tr("updated card '%s'", handle))
        case .unchanged: context.note(tr("no changes; card '%s' left as it was", handle))
        }
    }

    /// Applies `fields` and the style they give, then says what was added and whether the
    /// card changed.
    func apply(_ fields: FieldOptions) throws {
        var changed = false
        var additions: [String] = []
        if !fields.changes.isEmpty || fields.language != nil {
            var edited: Photo?
            let saved = try fields.reportingGivenValues {
                try files.modify(handle) { profile in
                    let before = profile
                    try fields.apply(to: &profile)
                    changed = profile != before
                    edited = profile.photo
                    additions = fields.additions(before: before, after: profile)
                }
            }
            // A card that is written again loses its photo's metadata, whether the photo is
            // new or was stored before photos were cleaned.
            if changed { PhotoNotice.note(edited, saved.photo, context) }
        }
        if fields.style != nil || fields.unsetsStyle {
            let style = fields.style  // --style wins over --unset style
            if try store.style(for: handle) != style {
                try store.setStyle(style, for: handle)
                changed = true
            }
        }
        for addition in additions { context.note(addition) }
        context.note(changed ? tr("updated card '%s'", handle) : tr("no changes; card '%s' left as it was", handle))
    }
}

import MycaCore

/// `myca edit [HANDLE] [FIELD OPTIONS]`: changes fields from options, or in `$VISUAL`/`$EDITOR`.
public struct EditCommand: Command {
    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "edit"

    /// The declaration.
    public static let spec = CommandSpec(
        name: name,
        summary: "Change a card's fields.",
        discussion: """
            With field options, changes just those fields. Without, opens the card as \
            "key: value" lines in $VISUAL, else $EDITOR, else vi; on save the card is checked, \
            and on an error the editor opens again with the error on top. An unchanged or \
            emptied file changes nothing; if you give up after an error, your text is kept in \
            the drafts folder and its path printed. Changes are made under the store's lock, so \
            edits by other myca processes meanwhile are kept.
            """,
        arguments: [.handle()],
        options: FieldOptions.specs + FieldOptions.editSpecs,
        examples: [
            Example(command: "myca edit", explanation: "Edit the default card in your editor."),
            Example(
                command: "myca edit work --title 'Principal Engineer' --email home:ana@example.net",
                explanation: "Change the title and add an email address."),
            Example(
                command: "myca edit work --remove-phone '+1 415 555 0100' --unset birthday",
                explanation: "Remove a phone number and the birthday."),
            Example(
                command: "myca edit --lang en --name 'Taro Yamada' --org 'Example Inc.' --title Engineer",
                explanation: "Give the card its English side."),
        ])

    /// An edit command.
    public init() {}

    /// Applies the options (or runs the editor) and saves; prints `updated card 'HANDLE'` on stderr.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let fields = try FieldOptions.parse(args, ctx, edit: true)
        let store = try ctx.openStore()
        let handle = try store.resolve(handle: args.positional(0))
        let files = CardFiles(store: store, warn: { ctx.warn(Localization.text($0)) })
        if fields.isEmpty && fields.language == nil {
            let hasEditor = ["VISUAL", "EDITOR"].contains { !(ctx.environment[$0] ?? "").allSatisfy(\.isWhitespace) }
            guard hasEditor || ctx.stdinIsTTY else {
                throw UsageError.invalid(
                    MessageText("no field options given, and no terminal for an editor"),
                    hint: MessageText("give fields as options (myca edit --title 'CTO'), or set $EDITOR"))
            }
            switch try EditorSession(context: ctx, files: files, handle: handle).run() {
            case .saved: ctx.note(tr("updated card '%s'", handle))
            case .unchanged: ctx.note(tr("no changes; card '%s' left as it was", handle))
            }
            return 0
        }
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
            if changed { PhotoNotice.note(edited, saved.photo, ctx) }
        }
        if fields.style != nil || fields.unsetsStyle {
            let style = fields.style  // --style wins over --unset style
            if try store.style(for: handle) != style {
                try store.setStyle(style, for: handle)
                changed = true
            }
        }
        for addition in additions { ctx.note(addition) }
        ctx.note(changed ? tr("updated card '%s'", handle) : tr("no changes; card '%s' left as it was", handle))
        return 0
    }
}

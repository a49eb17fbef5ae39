import MycaCore

/// `myca edit [HANDLE] [FIELD OPTIONS]`: changes fields from options, or in `$VISUAL`/`$EDITOR`.
struct EditCommand: Command {
    static let name = "edit"

    static let spec = CommandSpec(
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

    /// Applies the options (or runs the editor) and saves; prints `updated card 'HANDLE'` on stderr.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let fields = try FieldOptions.parse(args, ctx, edit: true)
        let store = try ctx.openStore()
        let editing = CardEditing(store: store, handle: try store.resolve(handle: args.positional(0)), context: ctx)
        if fields.isEmpty && fields.language == nil {
            try editing.inEditor()
        } else {
            try editing.apply(fields)
        }
        return 0
    }
}

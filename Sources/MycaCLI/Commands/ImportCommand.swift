import MycaCore

/// `myca import FILE…|- [--as HANDLE] [--force]`: every card in the files becomes a card.
struct ImportCommand: Command {
    static let name = "import"

    static let spec = CommandSpec(
        name: name,
        summary: "Import cards from vCard files.",
        discussion: """
            Reads vCard 2.1, 3.0 and 4.0 files (several cards per file are fine; - reads \
            standard input) and stores every card as its own card, named after the person: \
            'Ana Lima' becomes ana-lima, then ana-lima-2 if that is taken. Properties myca \
            does not model are kept. Lines the reader had to skip are reported as \
            FILE:LINE warnings.

            All files are read first: if one cannot be read or is not a vCard, nothing is \
            imported. A card that does not validate (a malformed email, say) is reported \
            with its file, line and number and left out; the others are imported and the \
            exit status is 1. A card with no name at all (a photo-only card) is imported \
            under a name made from the file name and the card number, with a warning.

            A card already in the store (the same UID, or the same content but for UID and \
            revision) is skipped and named, so an import run again after it was stopped \
            adds only the cards it had not written; --force replaces the stored copy with \
            the file's version instead. Handles are chosen while the store is locked, so \
            imports running at the same time get different handles.
            """,
        arguments: [
            ArgumentSpec("FILE", help: "vCard files to import, or - for standard input.", repeating: true, completion: .file)
        ],
        options: [asHandle.spec, force.spec],
        examples: [
            Example(command: "myca import ~/Downloads/contacts.vcf", explanation: "Import every card in a file."),
            Example(command: "myca import --as work card.vcf", explanation: "Import one card as 'work'."),
            Example(command: "curl -s https://example.com/ana.vcf | myca import -", explanation: "Import from a pipe."),
        ])

    /// `--as HANDLE`.
    static let asHandle = Option<HandleArgument?>(
        "as", valueName: "HANDLE", help: "The handle for the card (only when importing exactly one card).")
    /// `--force`.
    static let force = Flag(
        "force", short: "f", help: "Replace a card with the same handle, or the stored copy of the same card, instead of picking a new handle or skipping it.")

    /// Imports; 1 when a card was refused or could not be written.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let files = args.positionals.map(InputFile.init(argument:))
        if files.isEmpty { throw UsageError.missingArgument("FILE") }
        try InputFile.check(files)
        let handle = try args.value(Self.asHandle)?.handle
        let importing = CardImport(store: try ctx.openStore(), replacing: args[Self.force], context: ctx)
        return try importing.run(files, as: handle) ? 0 : 1
    }
}

import MycaCore

/// `myca import FILE…|- [--as HANDLE] [--force]`: every card in the files becomes a card.
public struct ImportCommand: Command {
    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "import"

    /// The declaration.
    public static let spec = CommandSpec(
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

    /// How many handles the summary lists before saying "and N more".
    static let summaryLimit = 20

    /// `--as HANDLE`.
    static let asHandle = Option<HandleArgument?>(
        "as", valueName: "HANDLE", help: "The handle for the card (only when importing exactly one card).")
    /// `--force`.
    static let force = Flag(
        "force", short: "f", help: "Replace a card with the same handle, or the stored copy of the same card, instead of picking a new handle or skipping it.")

    /// An importer.
    public init() {}

    /// Imports; 1 when a card was refused or could not be written.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let files = args.positionals.map(InputFile.init(argument:))
        if files.isEmpty { throw UsageError.missingArgument("FILE") }
        try InputFile.check(files)
        let explicit = try args.value(Self.asHandle)?.handle
        let force = args[Self.force]
        let store = try ctx.openStore()

        // Read and parse everything before writing anything.
        let inputs = try files.map { try Self.read($0, ctx) }
        // Said before anything is read; the store's lock decides again when the card is written.
        if let explicit, !force, store.exists(explicit) {
            throw StoreError.handleExists(explicit)
        }
        let plan = try ImportPlan(inputs: inputs, explicitHandle: explicit)
        for warning in plan.warnings { ctx.warn(warning) }
        for note in plan.notes { ctx.note(note) }
        for error in plan.rejected { ErrorReport.print(error, to: ctx) }

        var imported: [String] = []
        var replaced: [String] = []
        var skipped: [String] = []
        var failed = !plan.rejected.isEmpty
        let additions = plan.cards.map { CardFiles.Addition(profile: $0.profile, handle: $0.handle) }
        let results = try CardFiles(store: store).add(additions, replace: force, recognise: true, imported: true)
        // A store that cannot be written (a full disk, a read-only folder) fails every card
        // alike and is nothing to fix in them: it is said once, as itself.
        var storeFailures: Set<Int32> = []
        for (card, result) in zip(plan.cards, results) {
            switch result {
            case .created(let handle): imported.append(handle)
            case .replaced(let handle): imported.append(handle); replaced.append(handle)
            case .alreadyStored(let handle): skipped.append(handle)
            case .failed(let error as FileSystemError):
                if storeFailures.insert(error.errorNumber ?? 0).inserted { ErrorReport.print(error, to: ctx) }
                failed = true
            case .failed(let error):
                ErrorReport.print(ImportError.cardRejected(
                    file: card.file, card: card.number, line: card.line, reason: Localization.messageText(of: error)), to: ctx)
                failed = true
            }
        }
        ctx.note(Self.summary(imported: imported, replaced: replaced, skipped: skipped, files: files.count,
                              refused: plan.cards.count + plan.rejected.count - imported.count - skipped.count))
        return failed ? 1 : 0
    }

    /// Reads and parses one input; standard input is read as it comes and refused at the
    /// same cap as a file, so a huge pipe never has to fit in memory.
    static func read(_ file: InputFile, _ ctx: CommandContext) throws -> ImportInput {
        if let chunks = file.standardInputChunks(ctx) {
            return try ImportInput(file, reader: VCardReader(pull: chunks))
        }
        let bytes: [UInt8]
        do {
            bytes = try file.readAll(ctx, limit: VCardLimits.default.maxBytes)
        } catch let error as FileSystemError {
            let reason: MessageText
            switch error {
            case .tooLarge(_, let limit): reason = MessageText("it is larger than %d bytes", limit)
            default: reason = error.errorNumber.map(FileSystemError.describe) ?? error.messageText
            }
            throw ImportError.cannotRead(file: file.name, reason: reason)
        }
        return try ImportInput(file, bytes: bytes)
    }

    /// `imported 3 cards from 2 files: a, b, c`, plus what was replaced, found in the store
    /// already, or refused.
    static func summary(imported: [String], replaced: [String], skipped: [String], files: Int, refused: Int) -> String {
        let fileCount = trn("%d file", "%d files", files, files)
        var text = trn("imported %d card from %s", "imported %d cards from %s", imported.count, imported.count, fileCount)
        if !imported.isEmpty { text = tr("%s: %s", text, listed(imported)) }
        if !replaced.isEmpty { text = tr("%s; replaced %s", text, replaced.joined(separator: ", ")) }
        if !skipped.isEmpty {
            text = trn("%s; skipped %d card already in the store (%s; --force replaces it with the file's version)",
                       "%s; skipped %d cards already in the store (%s; --force replaces them with the file's versions)",
                       skipped.count, text, skipped.count, listed(Self.unique(skipped)))
        }
        if refused > 0 {
            text = trn("%s; %d card not imported (see the errors above)",
                       "%s; %d cards not imported (see the errors above)", refused, text, refused)
        }
        return text
    }

    /// `handles` without repeats, in order: cards of the inputs that are one card share a handle.
    static func unique(_ handles: [String]) -> [String] {
        var seen: Set<String> = []
        return handles.filter { seen.insert($0).inserted }
    }

    /// `a, b, c`, or the first ``summaryLimit`` and how many more.
    static func listed(_ handles: [String]) -> String {
        let list = handles.prefix(summaryLimit).joined(separator: ", ")
        return handles.count > summaryLimit ? tr("%s and %d more", list, handles.count - summaryLimit) : list
    }
}

import MycaCore

/// The cards of vCard files stored as `myca import` stores them: every input read and
/// planned before anything is written, each card written under the store's lock, and one
/// summary of what became of them.
struct CardImport {
    /// The store the cards go into.
    let store: CardStore
    /// Whether a card replaces a card with its handle, or the stored copy of itself (`--force`).
    let replacing: Bool
    /// Where the problems and the summary are said.
    let context: CommandContext

    /// Imports every card of `files`, the one card as `handle` when given; false when a card
    /// was refused or could not be written.
    ///
    /// - Throws: when an input cannot be read or is no vCard, nothing is imported; when
    ///   `handle` is taken and not to be replaced.
    func run(_ files: [InputFile], as handle: String?) throws -> Bool {
        // Read and parse everything before writing anything.
        let inputs = try files.map { try ImportInput.read($0, context) }
        // Said before anything is written; the store's lock decides again when the card is written.
        if let handle, !replacing, store.exists(handle) {
            throw StoreError.handleExists(handle)
        }
        let plan = try ImportPlan(inputs: inputs, explicitHandle: handle)
        for warning in plan.warnings { context.warn(warning) }
        for note in plan.notes { context.note(note) }
        for error in plan.rejected { ErrorReport.print(error, to: context) }

        var summary = ImportSummary(files: files.count)
        var failed = !plan.rejected.isEmpty
        let additions = plan.cards.map { CardFiles.Addition(profile: $0.profile, handle: $0.handle) }
        let results = try CardFiles(store: store).add(additions, replace: replacing, recognise: true, imported: true)
        // A store that cannot be written (a full disk, a read-only folder) fails every card
        // alike and is nothing to fix in them: it is said once, as itself.
        var storeFailures: Set<Int32> = []
        for (card, result) in zip(plan.cards, results) {
            switch result {
            case .created(let handle): summary.imported.append(handle)
            case .replaced(let handle): summary.imported.append(handle); summary.replaced.append(handle)
            case .alreadyStored(let handle): summary.skipped.append(handle)
            case .failed(let error as FileSystemError):
                if storeFailures.insert(error.errorNumber ?? 0).inserted { ErrorReport.print(error, to: context) }
                failed = true
            case .failed(let error):
                ErrorReport.print(ImportError.cardRejected(
                    file: card.file, card: card.number, line: card.line, reason: Localization.messageText(of: error)), to: context)
                failed = true
            }
        }
        summary.refused = plan.cards.count + plan.rejected.count - summary.imported.count - summary.skipped.count
        context.note(summary.text)
        return !failed
    }
}

import MycaCore

/// `myca scan --edit`: a contact found in an image, shown in the person's editor as
/// `myca edit` shows a card (``EditorLoop``), and taken as they leave it. The draft lives
/// in the store's drafts folder, as an edit's does; the contact never enters the store.
struct ScanReview {
    let context: CommandContext
    let store: CardStore

    /// The contact as reviewed; left unchanged or emptied, as it was read.
    ///
    /// - Throws: ``ScanContactError/cancelled(file:name:status:draft:)`` when the person
    ///   quits the editor with an error status (vi's `:cq`); the editor's failures and a
    ///   draft given up after an error as ``EditingError``.
    func review(_ contact: ScannedContact) throws -> ProfileSnapshot {
        let base = CardTemplate.visible(contact.profile)
        let path = try EditorSession.newDraftPath(store: store, handle: "scan")
        let loop = EditorLoop(context: context, path: path, subject: contact.file)
        do {
            let taken = try loop.run(template: CardTemplate.render(contact.profile, handle: contact.file)) { mine in
                var fresh = contact.profile
                try CardTemplate.apply(mine: mine, base: base, to: &fresh)
                return try fresh.snapshot()
            }
            return try taken ?? contact.profile.snapshot()
        } catch let EditingError.cancelled(_, status, draft) {
            throw ScanContactError.cancelled(file: contact.file, name: ScanRun.label(contact.profile), status: status, draft: draft)
        }
    }
}

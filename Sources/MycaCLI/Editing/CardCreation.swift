import MycaCore

/// A card stored as `myca new` stores it: under the handle asked for or one made from the
/// card, replacing a card of that handle only when asked to, and said to be created or
/// replaced, and whether it is the default.
struct CardCreation {
    /// The store the card goes into.
    let store: CardStore
    /// The handle asked for, or nil for one made from the card.
    let handle: String?
    /// Whether a card with the same handle is replaced (`--force`).
    let replacing: Bool
    /// Where the outcome is said.
    let context: CommandContext

    /// Checks the handle asked for before any question is asked or file read.
    ///
    /// - Throws: ``StoreError/handleExists(_:)`` when a card has it and is not to be replaced.
    init(store: CardStore, handle: String?, replacing: Bool, context: CommandContext) throws {
        if let handle {
            try Handle.validate(handle)
            if !replacing && store.exists(handle) { throw StoreError.handleExists(handle) }
        }
        self.store = store
        self.handle = handle
        self.replacing = replacing
        self.context = context
    }

    /// Applies `fields` to `profile`, validates it and stores it with the style they give.
    func create(_ profile: Profile, _ fields: FieldOptions) throws {
        var profile = profile
        try fields.apply(to: &profile)
        // Validated before the store is touched, so a card that does not validate writes nothing.
        let snapshot = try fields.reportingGivenValues { try profile.snapshot() }
        PhotoNotice.note(profile.photo, snapshot.photo, context)
        // The handle is made, and checked, while the store is locked: a `new` or `import`
        // running meanwhile cannot take it between the choice and the write.
        let (handle, replaced) = try CardFiles(store: store).add(
            CardFiles.Addition(profile: profile, handle: handle), replace: replacing)
        if fields.style != nil || replaced {
            try store.setStyle(fields.style, for: handle)
        }
        let isDefault = try store.config().defaultHandle == handle
        switch (replaced, isDefault) {
        case (false, false): context.note(tr("created card '%s'", handle))
        case (false, true): context.note(tr("created card '%s' (default)", handle))
        case (true, false): context.note(tr("replaced card '%s'", handle))
        case (true, true): context.note(tr("replaced card '%s' (default)", handle))
        }
    }
}

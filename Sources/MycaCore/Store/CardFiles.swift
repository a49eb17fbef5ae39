/// Cards as commands see them: the store's files read into ``Profile``s and written back
/// as vCard 4.0, every change read-modify-written under the store's lock.
public struct CardFiles: Sendable {
    /// The store underneath.
    public let store: CardStore
    /// Where `FILE:LINE: …` warnings go (a card cleaned on reading says so here).
    public let warn: @Sendable (MessageText) -> Void

    /// Cards of `store`; `warn` receives the warnings of reading them.
    public init(store: CardStore, warn: @escaping @Sendable (MessageText) -> Void = { _ in }) {
        self.store = store
        self.warn = warn
    }

    /// The card `handle` as a draft. A file that does not read cleanly as exactly one
    /// vCard is an error naming the file and line, so it is never rewritten by accident.
    ///
    /// The one exception: `BEGIN`/`END` lines inside the card (which older versions kept
    /// as properties and wrote back, so an export could smuggle a second card) are dropped
    /// with a warning each, and the file is rewritten without them.
    public func load(_ handle: String) throws -> Profile {
        let path = try store.cardPath(handle)
        let (profile, dropped) = try Self.parse(try store.readCard(handle), path: path)
        guard !dropped.isEmpty else { return profile }
        report(dropped, path: path)
        // Best effort: a card that no longer validates, or a read-only store, is still
        // read cleaned; it is written clean by the next change.
        _ = try? store.update(handle) { bytes in
            let (again, droppedNow) = try Self.parse(bytes, path: path)
            if droppedNow.isEmpty { return bytes }
            return try Self.fileBytes(try again.snapshot(), handle: handle)
        }
        return profile
    }

    /// The name on a card in the trash, for a list of them; nil when its file does not read
    /// as a card (it is still listed, and can still be restored, by its handle).
    public func name(of card: CardStore.TrashedCard) -> String? {
        guard let bytes = try? FileSystem.readFile(card.path, limit: CardStore.maxCardBytes, followSymlinks: false),
              let (profile, _) = try? Self.parse(bytes, path: card.path) else { return nil }
        return (try? profile.snapshot().formattedName) ?? profile.formattedName
    }

    private func report(_ dropped: [VCardWarning], path: String) {
        for warning in dropped { warn(MessageText("%s:%d: %s", path, warning.line, warning.text)) }
        warn(MessageText("%s: the card file holds lines that could open or close a card; it is rewritten without them", path))
    }

    /// Applies `edit` to the card `handle` under the store's lock, validates the result and
    /// writes it back; returns the saved snapshot. Nothing is written if `edit` or validation throws.
    @discardableResult
    public func modify(_ handle: String, _ edit: (inout Profile) throws -> Void) throws -> ProfileSnapshot {
        let path = try store.cardPath(handle)
        var saved: ProfileSnapshot?
        try store.update(handle) { bytes in
            var (profile, dropped) = try Self.parse(bytes, path: path)
            if !dropped.isEmpty { report(dropped, path: path) }
            let before = profile
            try edit(&profile)
            if profile == before, dropped.isEmpty {
                saved = try profile.snapshot()
                return bytes
            }
            profile.touch()
            let snapshot = try profile.snapshot()
            saved = snapshot
            return try Self.fileBytes(snapshot, handle: handle)
        }
        // `update` either ran the closure to completion or threw.
        guard let saved else { throw CardFileError.unreadable(path: path, line: nil, reason: MessageText("not written")) }
        return saved
    }

    /// Validates `profile` and stores it as a new card `handle` (replacing one only with
    /// `force`); an imported card (`imported`) keeps the revision it came with.
    @discardableResult
    public func create(_ handle: String, profile: Profile, force: Bool, imported: Bool = false) throws -> ProfileSnapshot {
        var draft = profile
        draft.touch(keepingRevision: imported)
        let snapshot = try draft.snapshot()
        try store.create(handle, bytes: try Self.fileBytes(snapshot, handle: handle), force: force)
        return snapshot
    }

    /// The card file of `snapshot`, refused (``CardFileLimitError``, naming `handle`) when
    /// the store could not read it back.
    static func fileBytes(_ snapshot: ProfileSnapshot, handle: String) throws(CardFileLimitError) -> [UInt8] {
        let bytes = VCardWriter.writeBytes([snapshot])
        try CardFileLimits.check(bytes, card: handle)
        return bytes
    }

    /// Exactly one card from the bytes of the card file at `path`, with no warnings but
    /// "kept as is" ones and the dropped `BEGIN`/`END` lines, which are returned.
    ///
    /// A file an older version wrote with a smuggled `END;X=1:VCARD` … `BEGIN;X=1:VCARD`
    /// inside its card reads, as strict parsers read it, as the card followed by others:
    /// the first is the file's card, the cards after it are dropped (returned as warnings).
    static func parse(_ bytes: [UInt8], path: String) throws -> (Profile, dropped: [VCardWarning]) {
        let result: VCardReadResult
        do {
            result = try VCardReader.read(bytes)
        } catch {
            throw CardFileError.unreadable(path: path, line: error.line, reason: error.reasonText)
        }
        let smuggled = result.profiles.count > 1 && result.warnings.contains { $0.kind == .cardBoundary }
        // The first card's warnings (those before the second card, when one is dropped).
        let end = smuggled ? result.startLines[1] : Int.max
        let own = result.warnings.filter { $0.line < end }
        // A value kept verbatim (an imported "www.example.com" URL, a photo that cannot be
        // read kept as X-PHOTO) is no loss; anything else is.
        if let warning = own.first(where: {
            !$0.keptAsIs && $0.kind != .structureDropped && $0.kind != .cardBoundary
        }) {
            throw CardFileError.unreadable(path: path, line: warning.line, reason: warning.text)
        }
        guard smuggled || result.profiles.count == 1, let profile = result.profiles.first else {
            throw CardFileError.unreadable(
                path: path, line: nil,
                reason: MessageText("it holds %d cards; a card file holds exactly one", result.profiles.count))
        }
        var dropped = own.filter { $0.kind == .structureDropped || $0.kind == .cardBoundary }
        if smuggled {
            for (index, line) in result.startLines.enumerated().dropFirst() {
                let name = result.profiles[index].formattedName
                dropped.append(VCardWarning(
                    .cardBoundary, line: line,
                    message: name.isEmpty ? MessageText("a further card starts here, after the file's card; dropped")
                        : MessageText("a further card (%s) starts here, after the file's card; dropped", ProfileError.show(name))))
            }
        }
        return (profile, dropped)
    }
}

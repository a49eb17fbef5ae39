/// Cards as commands see them: the store's files read into ``Profile``s and written back
/// as vCard 4.0, every change read-modify-written under the store's lock.
public struct CardFiles: Sendable {
    /// The store underneath.
    public let store: CardStore

    /// Cards of `store`.
    public init(store: CardStore) {
        self.store = store
    }

    /// The card `handle` as a draft. A file that does not read cleanly as exactly one
    /// vCard is an error naming the file and line, so it is never rewritten by accident.
    public func load(_ handle: String) throws -> Profile {
        let path = try store.cardPath(handle)
        return try Self.parse(try store.readCard(handle), path: path)
    }

    /// Applies `edit` to the card `handle` under the store's lock, validates the result and
    /// writes it back; returns the saved snapshot. Nothing is written if `edit` or validation throws.
    @discardableResult
    public func modify(_ handle: String, _ edit: (inout Profile) throws -> Void) throws -> ProfileSnapshot {
        let path = try store.cardPath(handle)
        var saved: ProfileSnapshot?
        try store.update(handle) { bytes in
            var profile = try Self.parse(bytes, path: path)
            let before = profile
            try edit(&profile)
            if profile == before {
                saved = try profile.snapshot()
                return bytes
            }
            profile.touch()
            let snapshot = try profile.snapshot()
            saved = snapshot
            return VCardWriter.writeBytes([snapshot])
        }
        // `update` either ran the closure to completion or threw.
        guard let saved else { throw CardFileError.unreadable(path: path, line: nil, reason: "not written") }
        return saved
    }

    /// Validates `profile` and stores it as a new card `handle` (replacing one only with `force`).
    @discardableResult
    public func create(_ handle: String, profile: Profile, force: Bool) throws -> ProfileSnapshot {
        var draft = profile
        draft.touch()
        let snapshot = try draft.snapshot()
        try store.create(handle, bytes: VCardWriter.writeBytes([snapshot]), force: force)
        return snapshot
    }

    /// Exactly one card from the bytes of the card file at `path`, with no warnings but "kept as is" ones.
    static func parse(_ bytes: [UInt8], path: String) throws -> Profile {
        let result: VCardReadResult
        do {
            result = try VCardReader.read(bytes)
        } catch {
            throw CardFileError.unreadable(path: path, line: nil, reason: error.message)
        }
        // A value kept verbatim (an imported "www.example.com" URL, say) is no loss; anything else is.
        if let warning = result.warnings.first(where: { !$0.keptAsIs }) {
            throw CardFileError.unreadable(path: path, line: warning.line, reason: warning.message)
        }
        guard result.profiles.count == 1, let profile = result.profiles.first else {
            throw CardFileError.unreadable(
                path: path, line: nil,
                reason: "it holds \(result.profiles.count) cards; a card file holds exactly one")
        }
        return profile
    }
}

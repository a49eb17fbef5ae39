/// Adding cards with their handles chosen, and their copies recognised, under the lock.
///
/// A handle picked before the lock is taken can be gone by the time the card is written
/// (another import took `ana-lima` meanwhile), and a card looked for before the lock can
/// arrive meanwhile too. So both choices are made holding the lock, for every card of one
/// call, and each card is written in the same hold.
extension CardFiles {
    /// One card to add.
    public struct Addition: Sendable {
        /// The card, a draft that validates.
        public var profile: Profile
        /// The handle asked for, or nil for one made from the card (`ana-lima`, then
        /// `ana-lima-2`).
        public var handle: String?

        /// A card to add as `handle`, or under a handle made from it.
        public init(profile: Profile, handle: String? = nil) {
            self.profile = profile
            self.handle = handle
        }
    }

    /// What became of one card.
    public enum AdditionResult: Sendable {
        /// Stored as a new card.
        case created(handle: String)
        /// Stored in place of the card with that handle (when replacing was asked for).
        case replaced(handle: String)
        /// Not stored: the card `handle` holds it already, with the same UID or the same
        /// content (UID and revision aside), and replacing was not asked for.
        case alreadyStored(handle: String)
        /// Not stored: why.
        case failed(any MycaError)
    }

    /// Adds `cards` in order, holding the store's lock throughout.
    ///
    /// - Parameters:
    ///   - replace: a card whose handle is taken replaces that card, and a card already
    ///     stored (when `recognise`) replaces its stored copy, instead of being skipped.
    ///   - recognise: whether to look for each card among those stored (an import run again
    ///     after it was stopped adds only what it had not written yet).
    ///   - imported: an imported card keeps the revision it came with.
    /// - Returns: one result a card, in order.
    /// - Throws: what stops every card: the lock or the store's folder cannot be had.
    public func add(_ cards: [Addition], replace: Bool, recognise: Bool, imported: Bool) throws -> [AdditionResult] {
        try store.withLock { locked in
            var taken = Set(try locked.handles())
            var stored = recognise ? StoredCards(locked, handles: taken) : StoredCards()
            var results: [AdditionResult] = []
            results.reserveCapacity(cards.count)
            for card in cards {
                do {
                    let snapshot = try card.profile.snapshot()
                    let copy = recognise ? stored.handle(holding: snapshot, locked) : nil
                    if let copy, !replace {
                        results.append(.alreadyStored(handle: copy))
                        continue
                    }
                    let done = try Self.write(card, snapshot, over: copy, locked, taken: &taken, replace: replace,
                                              imported: imported)
                    results.append(done.replaced ? .replaced(handle: done.handle) : .created(handle: done.handle))
                    if recognise { stored.insert(done.written, handle: done.handle) }
                } catch let error as any MycaError {
                    results.append(.failed(error))
                }
            }
            return results
        }
    }

    /// Adds one card without looking for it among the stored ones (a card made by hand is
    /// meant to be new): the handle it got, and whether it replaced a card (`replace`).
    public func add(_ card: Addition, replace: Bool) throws -> (handle: String, replaced: Bool) {
        try store.withLock { locked in
            var taken = Set(try locked.handles())
            let done = try Self.write(card, try card.profile.snapshot(), over: nil, locked, taken: &taken,
                                      replace: replace, imported: false)
            return (done.handle, done.replaced)
        }
    }

    /// Writes `card` as the handle asked for, else over its stored `copy`, else under a
    /// handle made from it that `taken` does not hold (any, with `replace`).
    private static func write(
        _ card: Addition, _ snapshot: ProfileSnapshot, over copy: String?, _ locked: CardStore.Locked,
        taken: inout Set<String>, replace: Bool, imported: Bool
    ) throws -> (handle: String, replaced: Bool, written: ProfileSnapshot) {
        let handle = card.handle ?? copy ?? Handle.suggest(from: Handle.seed(for: snapshot), existing: replace ? [] : taken)
        var draft = card.profile
        draft.touch(keepingRevision: imported)
        let written = try draft.snapshot()
        try locked.create(handle, bytes: try CardFiles.fileBytes(written, handle: handle), force: replace)
        return (handle, !taken.insert(handle).inserted, written)
    }
}

/// The stored cards by UID and by content, to recognise a card that is stored already.
///
/// Content is the card as the store writes it with UID and revision left out: a card
/// imported without a UID gets a new one each time it is stored, and the revision is the
/// time of writing. Only a hash of each card's content is kept (a store's photos could
/// fill memory); a hash that matches is confirmed against the card file.
struct StoredCards {
    private var byUID: [String: String] = [:]
    private var byContent: [Int: [String]] = [:]

    init() {}

    /// The cards of `handles` that read; a file that does not is no card to recognise.
    init(_ locked: CardStore.Locked, handles: Set<String>) {
        for handle in handles.sorted() {
            guard let card = Self.card(handle, locked) else { continue }
            insert(card, handle: handle)
        }
    }

    /// Remembers that `handle` holds `card`.
    mutating func insert(_ card: ProfileSnapshot, handle: String) {
        if let uid = card.uid, byUID[uid] == nil { byUID[uid] = handle }
        byContent[Self.hash(Self.content(card)), default: []].append(handle)
    }

    /// The handle of a stored card with `card`'s UID, else one with its content, else nil.
    func handle(holding card: ProfileSnapshot, _ locked: CardStore.Locked) -> String? {
        if let uid = card.uid, let handle = byUID[uid] { return handle }
        let content = Self.content(card)
        return byContent[Self.hash(content)]?.first { handle in
            Self.card(handle, locked).map(Self.content) == content
        }
    }

    private static func card(_ handle: String, _ locked: CardStore.Locked) -> ProfileSnapshot? {
        guard let bytes = try? locked.readCard(handle), let path = try? locked.store.cardPath(handle),
              let parsed = try? CardFiles.parse(bytes, path: path) else { return nil }
        return try? parsed.0.snapshot()
    }

    /// The vCard the store would write for `card`, UID and revision left out.
    private static func content(_ card: ProfileSnapshot) -> [UInt8] {
        var bare = Profile(card)
        bare.uid = nil
        bare.revision = nil
        return VCardWriter.writeBytes([ProfileSnapshot(bare)])
    }

    private static func hash(_ bytes: [UInt8]) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes)
        return hasher.finalize()
    }
}

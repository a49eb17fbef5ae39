#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder of cards: `cards/HANDLE.vcf` (a vdir khard and vdirsyncer can use),
/// `config.json`, `trash/` and the `.lock` file.
///
/// The store deals in card file bytes; callers parse them. Every write is atomic
/// (`FileSystem.writeAtomically`) and made under the exclusive lock, so concurrent
/// myca processes never lose an edit. Reads take no lock: a rename is atomic, so a
/// reader sees the old file or the new one. The closures given to `update` and
/// `updateConfig` run under the lock and must not call back into the store.
public struct CardStore: Sendable {
    /// The store's folder.
    public let home: String

    /// The largest card file the store reads.
    public static let maxCardBytes = 16 << 20
    /// The largest `config.json` the store reads.
    public static let maxConfigBytes = 1 << 20
    /// The card file extension.
    public static let cardExtension = ".vcf"

    /// Called when a write has waited a second for another process holding the lock, so
    /// that the person who asked for it hears what it waits for (``FileLock/quietWait``).
    public var lockWaitNotice: (@Sendable () -> Void)?

    /// A store at `home`; nothing is read or created until a method needs it.
    public init(home: String, lockWaitNotice: (@Sendable () -> Void)? = nil) {
        self.home = home
        self.lockWaitNotice = lockWaitNotice
    }

    /// Where the store lives: `override` (a folder the caller was given), else `MYCA_HOME`, else
    /// `XDG_DATA_HOME/myca` (only when absolute, as the XDG spec says), else
    /// `HOME/.local/share/myca` (the password database when `HOME` is unset).
    public static func resolveHome(override: String?, environment: Environment) throws -> String {
        if let override, !override.isEmpty { return override }
        if let home = environment["MYCA_HOME"], !home.isEmpty { return home }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return FileSystem.joinPath(data, "myca")
        }
        let user = try FileSystem.homeDirectory(environment: environment)
        return FileSystem.joinPath(user, ".local/share/myca")
    }

    // MARK: Paths

    /// The folder of card files.
    public var cardsDirectory: String { FileSystem.joinPath(home, "cards") }
    /// The configuration file.
    public var configPath: String { FileSystem.joinPath(home, "config.json") }
    /// Where removed cards go.
    public var trashDirectory: String { FileSystem.joinPath(home, "trash") }
    /// The lock file every writer holds.
    public var lockPath: String { FileSystem.joinPath(home, ".lock") }

    /// The file of a card; throws for an invalid handle.
    public func cardPath(_ handle: String) throws -> String {
        try Handle.validate(handle)
        return FileSystem.joinPath(cardsDirectory, handle + CardStore.cardExtension)
    }

    // MARK: Reading

    /// Every card's handle, sorted. Entries that are not regular `HANDLE.vcf` files
    /// (temporary files, symbolic links, other names) are left out.
    public func handles() throws -> [String] {
        // Only a folder that is not there means "no cards"; one myca may not look into
        // (EACCES on the way to it) is an error, not an empty store.
        // A store or cards folder that is a file is a wrong place, not an empty store.
        var info = stat()
        if stat(cardsDirectory, &info) != 0 {
            if errno == ENOTDIR { throw StoreError.notAFolder(path: nonFolderOnTheWay()) }
            if errno == ENOENT { return [] }
            throw FileSystemError.cannotList(path: cardsDirectory, errno: errno)
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw StoreError.notAFolder(path: cardsDirectory) }
        var result: [String] = []
        for name in try FileSystem.listDirectory(cardsDirectory) where name.hasSuffix(CardStore.cardExtension) {
            let handle = String(name.dropLast(CardStore.cardExtension.count))
            if Handle.isValid(handle), FileSystem.isRegularFile(FileSystem.joinPath(cardsDirectory, name)) {
                result.append(handle)
            }
        }
        return result.sorted()
    }

    /// The store folder when it is there and not a folder, else the cards folder: which of
    /// the two stands where a folder belongs, for the error that names it.
    private func nonFolderOnTheWay() -> String {
        var info = stat()
        if stat(home, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR { return home }
        return cardsDirectory
    }

    /// True when a card file (or anything else) is at the handle's path; false for an invalid handle.
    public func exists(_ handle: String) -> Bool {
        guard let path = try? cardPath(handle) else { return false }
        return entryExists(path)
    }

    /// The bytes of a card's file.
    public func readCard(_ handle: String) throws -> [UInt8] {
        let path = try cardPath(handle)
        try checkRegularCard(handle, path: path)
        do {
            return try FileSystem.readFile(path, limit: CardStore.maxCardBytes, followSymlinks: false)
        } catch let error as FileSystemError where error.errorNumber == ELOOP {
            throw StoreError.notARegularFile(path: path)
        }
    }

    /// The configuration; the empty one when `config.json` does not exist yet.
    public func config() throws -> StoreConfig {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(configPath, limit: CardStore.maxConfigBytes)
        } catch let error as FileSystemError where error.isNotFound {
            return StoreConfig()
        } catch let error as FileSystemError where error.errorNumber == ENOTDIR {
            throw StoreError.notAFolder(path: nonFolderOnTheWay())
        }
        return try StoreConfig.parse(bytes, path: configPath)
    }

    /// The default card: the configured one when its file exists, else the only card, else nil.
    /// `config`: the configuration when the caller has read it already (else it is read).
    public func defaultHandle(config: StoreConfig? = nil) throws -> String? {
        // What `handles()` would list, without listing the folder: the common case.
        if let configured = try (config ?? self.config()).defaultHandle, Handle.isValid(configured),
           let path = try? cardPath(configured), FileSystem.isRegularFile(path) {
            return configured
        }
        let all = try handles()
        return all.count == 1 ? all[0] : nil
    }

    /// The handle a command works on: `handle` when given (it must exist), else the default.
    /// `config`: the configuration when the caller has read it already (else it is read when needed).
    public func resolve(handle: String?, config: StoreConfig? = nil) throws -> String {
        if let handle {
            // Handles are lower case: one typed in capitals names the card it folds to.
            let folded = ASCIIText.lowercased(handle)
            if folded != handle, (try? Handle.validate(folded)) != nil, exists(folded) { return folded }
            try Handle.validate(handle)
            if exists(handle) { return handle }
            throw StoreError.unknownHandle(handle, suggestions: Handle.suggestions(for: handle, among: try handles()))
        }
        if let handle = try defaultHandle(config: config) { return handle }
        let all = try handles()
        if all.isEmpty { throw StoreError.noCards }
        throw StoreError.noDefault(handles: all)
    }

    /// The style name configured for a card, if any.
    public func style(for handle: String) throws -> String? {
        try Handle.validate(handle)
        return try config().styles[handle]
    }

    // MARK: Writing

    /// Creates a card (or replaces it with `force`). The first card becomes the default.
    public func create(_ handle: String, bytes: [UInt8], force: Bool = false) throws {
        try locked { try createHoldingLock(handle, bytes: bytes, force: force) }
    }

    /// The store while this process holds its lock (``withLock(_:)``): what it reads stays
    /// as it is until the body returns, so a handle chosen from ``handles()`` is still free
    /// when ``create(_:bytes:force:)`` takes it.
    public struct Locked: Sendable {
        /// The store.
        public let store: CardStore

        /// The handles of the cards, sorted.
        public func handles() throws -> [String] { try store.handles() }

        /// The bytes of a card file.
        public func readCard(_ handle: String) throws -> [UInt8] { try store.readCard(handle) }

        /// ``CardStore/create(_:bytes:force:)`` under the lock already held.
        public func create(_ handle: String, bytes: [UInt8], force: Bool) throws {
            try store.createHoldingLock(handle, bytes: bytes, force: force)
        }
    }

    /// Runs `body` holding the store's exclusive lock, for a choice that must not change
    /// before the write it leads to (a free handle, whether a card is stored already).
    public func withLock<T>(_ body: (Locked) throws -> T) throws -> T {
        try locked { try body(Locked(store: self)) }
    }

    private func createHoldingLock(_ handle: String, bytes: [UInt8], force: Bool) throws {
        let path = try cardPath(handle)
        var config = try self.config()
        if entryExists(path) {
            if !force { throw StoreError.handleExists(handle) }
            try checkRegularCard(handle, path: path)
        }
        try FileSystem.createDirectory(cardsDirectory, intermediate: true, mode: 0o700)
        try FileSystem.writeAtomically(bytes, to: path, mode: 0o600)
        if !hasUsableDefault(config) {
            config.defaultHandle = handle
            try writeConfig(config)
        }
    }

    /// Whether `config` names a default card whose file is there and usable.
    private func hasUsableDefault(_ config: StoreConfig) -> Bool {
        config.defaultHandle.map { exists($0) && FileSystem.isRegularFile((try? cardPath($0)) ?? "") } ?? false
    }

    /// Read-modify-write of one card, entirely under the lock: concurrent updates
    /// all land. Nothing is written when `transform` returns the same bytes.
    /// Returns the new bytes.
    @discardableResult
    public func update(_ handle: String, transform: ([UInt8]) throws -> [UInt8]) throws -> [UInt8] {
        let path = try cardPath(handle)
        return try locked {
            let old = try readCard(handle)
            let new = try transform(old)
            if new != old { try FileSystem.writeAtomically(new, to: path, mode: 0o600) }
            return new
        }
    }

    /// Replaces an existing card's bytes.
    public func write(_ handle: String, bytes: [UInt8]) throws {
        let path = try cardPath(handle)
        try locked {
            try checkRegularCard(handle, path: path)
            try FileSystem.writeAtomically(bytes, to: path, mode: 0o600)
        }
    }

    /// Renames a card; the default and its style follow.
    public func rename(_ old: String, to new: String) throws {
        let oldPath = try cardPath(old)
        let newPath = try cardPath(new)
        if old == new { return }
        try locked {
            var config = try self.config()
            try checkRegularCard(old, path: oldPath)
            if entryExists(newPath) { throw StoreError.handleExists(new) }
            try FileSystem.rename(oldPath, to: newPath)
            try FileSystem.syncDirectory(cardsDirectory)
            let before = config
            if config.defaultHandle == old { config.defaultHandle = new }
            if let style = config.styles.removeValue(forKey: old) { config.styles[new] = style }
            if config != before {
                do {
                    try writeConfig(config)
                } catch {
                    // Keep card and config consistent: put the file back.
                    try? FileSystem.rename(newPath, to: oldPath)
                    throw error
                }
            }
        }
    }

    /// Moves a card into `trash/` under a timestamped name and returns that path.
    /// Its style is forgotten; when it was the default, the first remaining card
    /// (or none) becomes the default.
    @discardableResult
    public func moveToTrash(_ handle: String) throws -> String {
        let path = try cardPath(handle)
        return try locked {
            var config = try self.config()
            try checkRegularCard(handle, path: path)
            // The trash is a folder of the store's own: a symbolic link there would move the
            // card out of the store, so it is refused before and during the move.
            _ = try trashIsThere()
            try FileSystem.createDirectory(trashDirectory, intermediate: false, mode: 0o700)
            let stamp = CardStore.timestamp()
            var name = "\(handle).\(stamp)\(CardStore.cardExtension)"
            var number = 2
            while entryExists(FileSystem.joinPath(trashDirectory, name)) {
                name = "\(handle).\(stamp)-\(number)\(CardStore.cardExtension)"
                number += 1
            }
            let target = FileSystem.joinPath(trashDirectory, name)
            do {
                try FileSystem.rename(path, intoFolder: trashDirectory, name: name)
            } catch let error as FileSystemError where error.errorNumber == ELOOP || error.errorNumber == ENOTDIR {
                throw StoreError.notARealFolder(path: trashDirectory)
            }
            try FileSystem.syncDirectory(cardsDirectory)
            let before = config
            config.styles[handle] = nil
            if config.defaultHandle == handle {
                config.defaultHandle = try handles().first
            }
            if config != before {
                do {
                    try writeConfig(config)
                } catch {
                    try? FileSystem.rename(target, to: path)
                    throw error
                }
            }
            return target
        }
    }

    // MARK: The trash

    /// A card ``moveToTrash(_:)`` put in the trash: `trash/HANDLE.STAMP.vcf`, or
    /// `HANDLE.STAMP-N.vcf` for the Nth card of a handle removed within the same second.
    public struct TrashedCard: Sendable, Comparable {
        /// The handle the card had.
        public let handle: String
        /// The file in the trash.
        public let path: String
        /// When it was removed, UTC, as `20240501T101500Z`.
        public let removedAt: String
        /// 1, or N for `-N`: which of the cards removed within that second.
        public let sequence: Int

        /// The card in the trash file `name` in `folder`; nil for a name the trash does not give.
        public init?(fileName name: String, in folder: String) {
            guard name.hasSuffix(CardStore.cardExtension) else { return nil }
            let stem = name.utf8.dropLast(CardStore.cardExtension.utf8.count)
            guard let dot = stem.lastIndex(of: UInt8(ascii: ".")) else { return nil }
            let handle = String(decoding: stem[..<dot], as: UTF8.self)
            var stamp = Array(stem[stem.index(after: dot)...])
            var sequence = 1
            if let dash = stamp.firstIndex(of: UInt8(ascii: "-")) {
                let digits = stamp[(dash + 1)...]
                guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(Self.isDigit),
                      let number = Int(String(decoding: digits, as: UTF8.self)), number >= 2 else { return nil }
                sequence = number
                stamp = Array(stamp[..<dash])
            }
            guard Handle.isValid(handle), Self.isStamp(stamp) else { return nil }
            self.handle = handle
            self.path = FileSystem.joinPath(folder, name)
            self.removedAt = String(decoding: stamp, as: UTF8.self)
            self.sequence = sequence
        }

        /// `YYYYMMDDTHHMMSSZ`, as ``CardStore`` stamps the cards it removes.
        private static func isStamp(_ bytes: [UInt8]) -> Bool {
            bytes.count == 16 && bytes[8] == UInt8(ascii: "T") && bytes[15] == UInt8(ascii: "Z")
                && bytes[0..<8].allSatisfy(isDigit) && bytes[9..<15].allSatisfy(isDigit)
        }

        private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        /// Earlier removals first.
        public static func < (a: TrashedCard, b: TrashedCard) -> Bool {
            (a.removedAt, a.sequence, a.handle) < (b.removedAt, b.sequence, b.handle)
        }
    }

    /// The cards in the trash, the most recently removed last. Files the trash would not
    /// hold (other names, symbolic links, folders) are left out; no trash folder is an
    /// empty trash.
    public func trashedCards() throws -> [TrashedCard] {
        guard try trashIsThere() else { return [] }
        return try FileSystem.listDirectory(trashDirectory).compactMap { name in
            TrashedCard(fileName: name, in: trashDirectory).flatMap { FileSystem.isRegularFile($0.path) ? $0 : nil }
        }.sorted(by: <)
    }

    /// Moves `card` out of the trash back into the store as `handle` (its own, or another),
    /// in one rename under the lock. A card of that handle is never replaced. The card
    /// becomes the default when the store has none. Returns whether it did.
    /// - Throws: ``StoreError/handleExists(_:)`` when a card has that handle,
    ///   ``StoreError/unknownHandle(_:suggestions:)`` when the card has left the trash.
    @discardableResult
    public func restore(_ card: TrashedCard, as handle: String) throws -> Bool {
        let path = try cardPath(handle)
        return try locked {
            var config = try self.config()
            guard try trashIsThere(), FileSystem.isRegularFile(card.path),
                  TrashedCard(fileName: FileSystem.baseName(of: card.path), in: trashDirectory) == card else {
                throw StoreError.unknownHandle(card.handle, suggestions: [])
            }
            if entryExists(path) { throw StoreError.handleExists(handle) }
            try FileSystem.createDirectory(cardsDirectory, intermediate: true, mode: 0o700)
            do {
                try FileSystem.rename(card.path, intoFolder: cardsDirectory, name: handle + CardStore.cardExtension)
            } catch let error as FileSystemError where error.errorNumber == ELOOP || error.errorNumber == ENOTDIR {
                throw StoreError.notAFolder(path: cardsDirectory)
            }
            try FileSystem.syncDirectory(cardsDirectory)
            try FileSystem.syncDirectory(trashDirectory)
            guard !hasUsableDefault(config) else { return false }
            config.defaultHandle = handle
            do {
                try writeConfig(config)
            } catch {
                try? FileSystem.rename(path, to: card.path)
                throw error
            }
            return true
        }
    }

    /// Whether the trash folder is there; throws when something else stands in its place
    /// (a symbolic link would take cards out of the store, or bring others in).
    private func trashIsThere() throws -> Bool {
        var info = stat()
        guard lstat(trashDirectory, &info) == 0 else { return false }
        if (info.st_mode & S_IFMT) != S_IFDIR { throw StoreError.notARealFolder(path: trashDirectory) }
        return true
    }

    /// Changes the configuration under the lock. An unreadable or invalid `config.json`
    /// throws before `body` runs and is left as it is.
    public func updateConfig(_ body: (inout StoreConfig) throws -> Void) throws {
        try locked {
            var config = try self.config()
            let before = config
            try body(&config)
            if config != before { try writeConfig(config) }
        }
    }

    /// Makes an existing card the default.
    public func setDefault(_ handle: String) throws {
        _ = try resolve(handle: handle)
        try updateConfig { $0.defaultHandle = handle }
    }

    /// Sets (or, with nil, clears) a card's style name.
    public func setStyle(_ style: String?, for handle: String) throws {
        try Handle.validate(handle)
        try updateConfig { $0.styles[handle] = style }
    }

    // MARK: Internals

    private func locked<T>(_ body: () throws -> T) throws -> T {
        try FileSystem.createDirectory(home, intermediate: true, mode: 0o700)
        return try FileLock(path: lockPath).withLock(waiting: lockWaitNotice) {
            // Under the lock no other myca is writing here.
            FileSystem.removeStaleTemporaries(in: cardsDirectory)
            FileSystem.removeStaleTemporaries(in: home)
            return try body()
        }
    }

    private func writeConfig(_ config: StoreConfig) throws {
        try FileSystem.writeAtomically(config.serialized(), to: configPath, mode: 0o600)
    }

    private func entryExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    private func checkRegularCard(_ handle: String, path: String) throws {
        if !entryExists(path) {
            throw StoreError.unknownHandle(handle, suggestions: Handle.suggestions(for: handle, among: try handles()))
        }
        if !FileSystem.isRegularFile(path) { throw StoreError.notARegularFile(path: path) }
    }

    /// UTC, sortable and safe in file names: `20240501T101500Z`.
    private static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}

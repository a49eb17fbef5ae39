#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Plain POSIX file-system calls with typed errors: the only file I/O myca does.
///
/// Everything here is synchronous and uses the C library directly (no Foundation),
/// so a command pays nothing at start-up for I/O it does not do.
public enum FileSystem {
    /// Called between the steps of ``writeAtomically(_:to:mode:durable:)`` (write, fsync,
    /// rename, fsync of the folder) when set. myca never sets it: a test program does, to
    /// kill or race a write at a known point. An injected value rather than an environment
    /// variable, so the shipped binary reads nothing on the way.
    private static let writeStepHook = Mutex<(@Sendable () -> Void)?>(nil)

    /// Sets (or with nil removes) the hook run between the steps of an atomic write.
    public static func setWriteStepHook(_ hook: (@Sendable () -> Void)?) {
        writeStepHook.withLock { $0 = hook }
    }

    /// The default cap on files read whole: 16 MiB.
    public static let defaultReadLimit = 16 << 20

    // MARK: Reading

    /// Reads a whole file, refusing files larger than `limit` bytes.
    ///
    /// With `followSymlinks: false` the call fails with `ELOOP` when `path` itself is a
    /// symbolic link (checked by `open`, so there is no window for a swap). With
    /// `regularOnly` anything but a regular file (a FIFO, a device, a socket) is refused
    /// without waiting on it: a file named by someone else's data must not stall the run.
    public static func readFile(_ path: String, limit: Int = defaultReadLimit,
                                followSymlinks: Bool = true, regularOnly: Bool = false) throws -> [UInt8] {
        try checkPath(path) { .cannotRead(path: path, errno: $0) }
        var flags = O_RDONLY | O_CLOEXEC
        if !followSymlinks { flags |= O_NOFOLLOW }
        // Opening a FIFO waits for a writer unless non-blocking; a regular file ignores it.
        if regularOnly { flags |= O_NONBLOCK }
        let fd = retryingOnInterrupt { open(path, flags) }
        guard fd >= 0 else { throw FileSystemError.cannotRead(path: path, errno: errno) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw FileSystemError.cannotRead(path: path, errno: EISDIR)
        }
        if regularOnly, (info.st_mode & S_IFMT) != S_IFREG {
            throw FileSystemError.notRegularFile(path: path)
        }
        return try readAll(fileDescriptor: fd, limit: limit, name: path)
    }

    /// Reads an open descriptor to its end; `name` is used in errors.
    public static func readAll(fileDescriptor fd: Int32, limit: Int, name: String) throws -> [UInt8] {
        // A buffer sized from fstat when it knows (regular files): a card or config.json
        // then costs one small buffer, not a zeroed 64 KiB one a command faults in.
        var info = stat()
        let expected = fstat(fd, &info) == 0 && info.st_size > 0 ? Int(info.st_size) : 0
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: expected == 0 ? 64 * 1024 : min(max(expected + 1, 4096), 64 * 1024))
        while true {
            let count = chunk.withUnsafeMutableBytes { raw in
                retryingOnInterrupt { read(fd, raw.baseAddress, raw.count) }
            }
            if count < 0 { throw FileSystemError.cannotRead(path: name, errno: errno) }
            if count == 0 { return result }
            if result.count + count > limit { throw FileSystemError.tooLarge(path: name, limit: limit) }
            result.append(contentsOf: chunk[0..<count])
        }
    }

    // MARK: Writing

    /// Replaces `path` with `bytes` atomically: readers see the old file or the new one,
    /// never a mix, and a crash leaves no half-written file.
    ///
    /// Writes a temporary file `.NAME.tmp-myca-PID-RANDOM` in the same folder, fsyncs it,
    /// renames it over `path` and fsyncs the folder. The temporary file is removed on
    /// any failure. The new file gets exactly `mode` (the umask is not applied) and, given
    /// `owner`, that owner when the process may set it.
    ///
    /// `durable: false` skips both fsyncs: still atomic (no partial file under `path`),
    /// but a power cut may lose the new file. That is right for regenerable output
    /// (QR images, exports, batch files), as with `qrencode -o` or `cp`; an fsync of
    /// the file and of its folder costs more than making a QR code. Cards and config
    /// are always written durably.
    public static func writeAtomically(
        _ bytes: [UInt8], to path: String, mode: mode_t = 0o600, durable: Bool = true,
        owner: (uid_t, gid_t)? = nil
    ) throws {
        try checkPath(path) { .cannotWrite(path: path, errno: $0) }
        let folder = directoryName(of: path)
        let name = baseName(of: path)
        let temporary = joinPath(folder, ".\(name)\(temporaryMarker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = retryingOnInterrupt {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        }
        guard fd >= 0 else { throw FileSystemError.cannotWrite(path: path, errno: errno) }
        var isOpen = true
        var renamed = false
        defer {
            if isOpen { close(fd) }
            if !renamed { unlink(temporary) }
        }
        // The owner of a replaced file stays where the caller may give it (root may); an
        // ordinary user's new file is theirs either way, so a refusal changes nothing.
        if let (uid, gid) = owner, uid != geteuid() || gid != getegid() { _ = fchown(fd, uid, gid) }
        if fchmod(fd, mode) != 0 { throw FileSystemError.cannotWrite(path: path, errno: errno) }
        try writeAll(bytes, to: fd, name: path)
        betweenWriteSteps()
        if durable, fsync(fd) != 0 { throw FileSystemError.cannotWrite(path: path, errno: errno) }
        isOpen = false
        if close(fd) != 0 { throw FileSystemError.cannotWrite(path: path, errno: errno) }
        betweenWriteSteps()
        if systemRename(temporary, path) != 0 {
            throw FileSystemError.cannotWrite(path: path, errno: errno)
        }
        renamed = true
        betweenWriteSteps()
        if durable { try syncDirectory(folder) }
    }

    /// What sets a temporary file of ``writeAtomically(_:to:mode:durable:owner:)`` apart
    /// from other hidden files: `.NAME` + this + `PID-RANDOM`.
    static let temporaryMarker = ".tmp-myca-"

    /// Deletes the temporary files (`.NAME.tmp-myca-PID-RANDOM`, ``writeAtomically(_:to:mode:durable:owner:)``)
    /// that a writer killed mid-write left in `folder`. Only a name of exactly that shape, on
    /// a regular file of this user whose process is gone, goes: a running writer's file, a
    /// user's own `.notes.tmp-4000001` and anything else are left alone. Best effort:
    /// failures are ignored.
    public static func removeStaleTemporaries(in folder: String) {
        guard let names = try? listDirectory(folder) else { return }
        for name in names where name.hasPrefix(".") {
            guard let pid = temporaryWriter(name), pid != getpid() else { continue }
            if kill(pid, 0) == 0 || errno != ESRCH { continue }  // still running, or not ours to judge
            let path = joinPath(folder, name)
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid() else { continue }
            unlink(path)
        }
    }

    /// The process that wrote `name`, when it is the name of a temporary file of
    /// ``writeAtomically(_:to:mode:durable:owner:)``: `.NAME.tmp-myca-PID-RANDOM`, both
    /// numbers decimal, RANDOM a `UInt32`.
    static func temporaryWriter(_ name: String) -> Int32? {
        guard name.hasPrefix("."), let marker = name.lastRange(ofText: temporaryMarker),
              marker.lowerBound > name.index(after: name.startIndex) else { return nil }
        let numbers = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }),
              let pid = Int32(numbers[0]), pid > 0, UInt32(numbers[1]) != nil else { return nil }
        return pid
    }

    /// Creates an empty file at `path` only if nothing is there (`O_EXCL`, no link followed):
    /// true when this call made it, false when a name was already there. Two processes
    /// choosing a name at the same moment then never both get it.
    public static func createExclusively(_ path: String, mode: mode_t = 0o600) throws -> Bool {
        try checkPath(path) { .cannotWrite(path: path, errno: $0) }
        let fd = retryingOnInterrupt { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode) }
        guard fd >= 0 else {
            if errno == EEXIST { return false }
            throw FileSystemError.cannotWrite(path: path, errno: errno)
        }
        close(fd)
        return true
    }

    /// Writes a command's output to `path` without replacing what is there when it is not
    /// a file: a character device (`/dev/null`, a terminal), a FIFO or a socket reached by
    /// name (`/dev/stdout` when it is a pipe) is opened and written into, as a shell's `>`
    /// would; a block device or a folder is refused.
    ///
    /// A regular file, or a path where nothing is yet, is replaced atomically
    /// (``writeAtomically(_:to:mode:durable:)``): an existing file keeps its permission
    /// bits (and, where the caller may, its owner), a new file gets `0666` less the umask,
    /// as `cp` or a redirection would make it. A symbolic link to a regular file keeps
    /// being the link: the file it names is replaced.
    public static func writeOutput(_ bytes: [UInt8], to path: String, durable: Bool = false) throws {
        // A dangling link names no file to keep; writing through it would create one
        // wherever it points, so it is replaced like a missing file.
        guard let info = try entry(at: path, following: true) else {
            try writeAtomically(bytes, to: path, mode: 0o666 & ~processUmask, durable: durable)
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            try replaceRegularFile(bytes, at: isSymbolicLink(path) ? try realPath(path) : path, info, durable: durable)
        case S_IFDIR:
            throw FileSystemError.cannotWrite(path: path, errno: EISDIR)
        case S_IFBLK:
            throw FileSystemError.blockDevice(path: path)
        default:
            // O_NOCTTY: writing to a terminal by name must not make it the controlling one.
            let fd = retryingOnInterrupt { open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY) }
            guard fd >= 0 else { throw FileSystemError.cannotWrite(path: path, errno: errno) }
            defer { close(fd) }
            try writeAll(bytes, to: fd, name: path)
        }
    }

    /// Writes a file that myca names itself in a folder it was given (a batch's files in its
    /// output folder): whatever stands at `path` is replaced, never written through.
    ///
    /// Unlike ``writeOutput(_:to:durable:)``, where the user named the path and a link or a
    /// FIFO there is theirs to keep, a link here was planted by whoever else can write into
    /// the folder: following it would overwrite a file of that person's choosing with the
    /// rights of whoever runs myca. The rename replaces the entry itself, so a symbolic link,
    /// a FIFO or a socket at the name becomes this file and what it named is untouched. A
    /// regular file that was there keeps its permission bits (and, where the caller may, its
    /// owner); anything else gives way to a new file with `0666` less the umask. A folder
    /// at the name is refused.
    public static func writeFileReplacingEntry(_ bytes: [UInt8], to path: String, durable: Bool = false) throws {
        let info = try entry(at: path, following: false)
        if let info, info.st_mode & S_IFMT == S_IFREG {
            try replaceRegularFile(bytes, at: path, info, durable: durable)
        } else if let info, info.st_mode & S_IFMT == S_IFDIR {
            throw FileSystemError.cannotWrite(path: path, errno: EISDIR)
        } else {
            try writeAtomically(bytes, to: path, mode: 0o666 & ~processUmask, durable: durable)
        }
    }

    /// What stands at `path` (through a link when `following`), or nil when nothing does.
    private static func entry(at path: String, following: Bool) throws -> stat? {
        try checkPath(path) { .cannotWrite(path: path, errno: $0) }
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else {
            guard errno == ENOENT else { throw FileSystemError.cannotWrite(path: path, errno: errno) }
            return nil
        }
        return info
    }

    /// Replaces the regular file `info` describes at `path`, keeping its permission bits
    /// and, where the caller may, its owner.
    private static func replaceRegularFile(_ bytes: [UInt8], at path: String, _ info: stat, durable: Bool) throws {
        try writeAtomically(bytes, to: path, mode: info.st_mode & 0o7777, durable: durable, owner: (info.st_uid, info.st_gid))
    }

    /// The process's file mode creation mask. Linux reports it in /proc/self/status, which
    /// reading leaves it as it is; elsewhere it is set and restored once, the first time.
    public static let processUmask: mode_t = {
        if let status = try? readFile("/proc/self/status", limit: 1 << 16) {
            for line in String(decoding: status, as: UTF8.self).split(separator: "\n") where line.hasPrefix("Umask:") {
                var value: mode_t = 0
                for digit in line.dropFirst(6).utf8 where (48...55).contains(digit) {
                    value = value * 8 + mode_t(digit - 48)
                }
                return value
            }
        }
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()

    /// Reads up to `size` bytes from `fd` into `buffer`, which ends up holding exactly the
    /// bytes read (empty at end of file); returns how many. Streaming readers use it.
    @discardableResult
    public static func readChunk(from fd: Int32, into buffer: inout [UInt8], size: Int, name: String) throws -> Int {
        if buffer.count != size { buffer = [UInt8](repeating: 0, count: size) }
        let count = buffer.withUnsafeMutableBytes { raw in
            retryingOnInterrupt { read(fd, raw.baseAddress, raw.count) }
        }
        if count < 0 { throw FileSystemError.cannotRead(path: name, errno: errno) }
        buffer.removeLast(size - count)
        return count
    }

    /// Writes `bytes` into the file `path` names (made when there is none), in place: a
    /// file myca hands a child program as `/proc/self/fd/N` has no folder left to write a
    /// temporary file in, and myca reads it only after the program has ended.
    public static func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw FileSystemError.cannotWrite(path: path, errno: errno) }
        defer { close(fd) }
        try writeAll(bytes, to: fd, name: path)
    }

    /// Writes every byte to an open descriptor, retrying short writes.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32, name: String) throws {
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = retryingOnInterrupt { write(fd, raw.baseAddress! + offset, raw.count - offset) }
                // (baseAddress is non-nil here: raw.count > 0.)
                if written < 0 { throw FileSystemError.cannotWrite(path: name, errno: errno) }
                offset += written
            }
        }
    }

    /// Flushes a folder's entries (after a rename) to disk.
    public static func syncDirectory(_ path: String) throws {
        let fd = retryingOnInterrupt { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { throw FileSystemError.cannotWrite(path: path, errno: errno) }
        defer { close(fd) }
        // Some file systems cannot fsync a folder; the rename itself already happened.
        if fsync(fd) != 0, errno != EINVAL, errno != ENOTSUP {
            throw FileSystemError.cannotWrite(path: path, errno: errno)
        }
    }

    // MARK: Queries

    /// True when something exists at `path` (following symbolic links).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return !path.utf8.contains(0) && stat(path, &info) == 0
    }

    /// True when `path` names a directory (following symbolic links).
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return !path.utf8.contains(0) && stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// True when `path` itself is a symbolic link (not followed).
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return !path.utf8.contains(0) && lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// True when `path` itself is a regular file (a symbolic link is not).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return !path.utf8.contains(0) && lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The names in a folder, without `.` and `..`, sorted by bytes.
    public static func listDirectory(_ path: String) throws -> [String] {
        try checkPath(path) { .cannotList(path: path, errno: $0) }
        guard let dir = opendir(path) else { throw FileSystemError.cannotList(path: path, errno: errno) }
        defer { closedir(dir) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { throw FileSystemError.cannotList(path: path, errno: errno) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The canonical absolute path (`realpath`): symbolic links and `..` resolved.
    public static func realPath(_ path: String) throws -> String {
        try checkPath(path) { .cannotResolve(path: path, errno: $0) }
        guard let resolved = realpath(path, nil) else {
            throw FileSystemError.cannotResolve(path: path, errno: errno)
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The home directory: `HOME` from `environment` when set, else the password database.
    public static func homeDirectory(environment: Environment) throws -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir {
            let home = String(cString: dir)
            if !home.isEmpty { return home }
        }
        throw FileSystemError.noHomeDirectory
    }

    // MARK: Changing

    /// Creates a folder (and, with `intermediate`, the missing folders above it).
    /// An existing folder is not an error.
    public static func createDirectory(_ path: String, intermediate: Bool = true, mode: mode_t = 0o700) throws {
        try checkPath(path) { .cannotCreateDirectory(path: path, errno: $0) }
        if isDirectory(path) { return }
        if intermediate {
            let parent = directoryName(of: path)
            if parent != path && !isDirectory(parent) {
                try createDirectory(parent, intermediate: true, mode: mode)
            }
        }
        if mkdir(path, mode) != 0 {
            let code = errno
            if code == EEXIST && isDirectory(path) { return }
            throw FileSystemError.cannotCreateDirectory(path: path, errno: code == EEXIST ? ENOTDIR : code)
        }
    }

    /// Removes a file, a symbolic link (not its target) or an empty folder.
    public static func remove(_ path: String) throws {
        try checkPath(path) { .cannotRemove(path: path, errno: $0) }
        var info = stat()
        guard lstat(path, &info) == 0 else { throw FileSystemError.cannotRemove(path: path, errno: errno) }
        let result = (info.st_mode & S_IFMT) == S_IFDIR ? rmdir(path) : unlink(path)
        if result != 0 { throw FileSystemError.cannotRemove(path: path, errno: errno) }
    }

    /// Renames `from` to `to` (atomic within one file system; replaces a file at `to`).
    public static func rename(_ from: String, to: String) throws {
        try checkPath(from) { .cannotRename(from: from, to: to, errno: $0) }
        try checkPath(to) { .cannotRename(from: from, to: to, errno: $0) }
        if systemRename(from, to) != 0 {
            throw FileSystemError.cannotRename(from: from, to: to, errno: errno)
        }
    }

    /// Renames `from` to `name` inside `folder`, which must itself be a folder and not a
    /// symbolic link: the folder is opened without following a link and the rename is made
    /// relative to it, so a link put in its place cannot send the file elsewhere.
    /// Throws `ELOOP` or `ENOTDIR` (as `cannotRename`) when `folder` is a link or no folder.
    public static func rename(_ from: String, intoFolder folder: String, name: String) throws {
        let to = joinPath(folder, name)
        try checkPath(from) { .cannotRename(from: from, to: to, errno: $0) }
        try checkPath(folder) { .cannotRename(from: from, to: to, errno: $0) }
        let fd = retryingOnInterrupt { open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        guard fd >= 0 else { throw FileSystemError.cannotRename(from: from, to: to, errno: errno) }
        defer { close(fd) }
        if renameat(AT_FDCWD, from, fd, name) != 0 {
            throw FileSystemError.cannotRename(from: from, to: to, errno: errno)
        }
    }

    // MARK: Paths

    /// `a` + `/` + `b`, without doubling a slash.
    public static func joinPath(_ a: String, _ b: String) -> String {
        if a.isEmpty { return b }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }

    /// The folder part of a path: `"a/b"` → `"a"`, `"b"` → `"."`, `"/b"` → `"/"`.
    public static func directoryName(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        var folder = trimmed[..<slash]
        while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }

    /// The last component of a path: `"a/b.vcf"` → `"b.vcf"`.
    public static func baseName(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    // MARK: Internals

    /// A path with a NUL byte would be silently cut short by the C calls.
    private static func checkPath(_ path: String, _ error: (Int32) -> FileSystemError) throws {
        if path.isEmpty { throw error(ENOENT) }
        if path.utf8.contains(0) { throw error(EINVAL) }
    }

    static func retryingOnInterrupt<T: BinaryInteger>(_ call: () -> T) -> T {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    private static func systemRename(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        return Glibc.rename(from, to)
        #else
        return Darwin.rename(from, to)
        #endif
    }

    private static func betweenWriteSteps() {
        writeStepHook.withLock { $0 }?()
    }
}

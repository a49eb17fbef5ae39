#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a lock file, shared by every myca process.
///
/// `flock` locks belong to an open file description, so two processes, or two
/// threads that each call `withLock`, exclude one another. Not reentrant: calling
/// `withLock` on the same path inside `body` waits forever.
public struct FileLock: Sendable {
    /// The lock file; created (mode 0600) when missing, never removed.
    public let path: String

    /// A lock on `path`; nothing is opened until `withLock`.
    public init(path: String) {
        self.path = path
    }

    /// Runs `body` while holding the lock, waiting for other holders first; the lock
    /// is released however `body` ends (return or throw).
    public func withLock<T>(_ body: () throws -> T) throws -> T {
        if path.isEmpty || path.utf8.contains(0) { throw FileSystemError.cannotLock(path: path, errno: EINVAL) }
        let fd = FileSystem.retryingOnInterrupt { open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600) }
        guard fd >= 0 else { throw FileSystemError.cannotLock(path: path, errno: errno) }
        defer { close(fd) }  // closing the last descriptor also releases the lock
        if FileSystem.retryingOnInterrupt({ flock(fd, LOCK_EX) }) != 0 {
            throw FileSystemError.cannotLock(path: path, errno: errno)
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}

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

    /// How long a writer waits on another holder before `waiting` is told: one second, past
    /// which a person at the terminal wonders why nothing happens.
    public static let quietWait: Int64 = 1_000_000_000

    /// Runs `body` while holding the lock, waiting for other holders first; the lock
    /// is released however `body` ends (return or throw). `waiting` is called once when
    /// another holder has kept the lock for ``quietWait``, so the caller can say what it
    /// waits for; the wait then goes on.
    public func withLock<T>(waiting: (() -> Void)? = nil, _ body: () throws -> T) throws -> T {
        if path.isEmpty || path.utf8.contains(0) { throw FileSystemError.cannotLock(path: path, errno: EINVAL) }
        let fd = FileSystem.retryingOnInterrupt { open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600) }
        guard fd >= 0 else { throw FileSystemError.cannotLock(path: path, errno: errno) }
        defer { close(fd) }  // closing the last descriptor also releases the lock
        if !(try Self.take(fd, path: path, waiting: waiting)) {
            if FileSystem.retryingOnInterrupt({ flock(fd, LOCK_EX) }) != 0 {
                throw FileSystemError.cannotLock(path: path, errno: errno)
            }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// Tries the lock without blocking for up to ``quietWait``; true once held, false when
    /// another holder still has it (after `waiting` was called).
    private static func take(_ fd: Int32, path: String, waiting: (() -> Void)?) throws -> Bool {
        let start = now()
        var pause = 1_000_000  // 1 ms, doubling to 64 ms: a quick holder costs little latency
        while true {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return true }
            guard errno == EWOULDBLOCK || errno == EINTR else { throw FileSystemError.cannotLock(path: path, errno: errno) }
            if now() - start >= quietWait {
                waiting?()
                return false
            }
            var delay = timespec(tv_sec: 0, tv_nsec: pause)
            nanosleep(&delay, nil)
            pause = min(pause * 2, 64_000_000)
        }
    }

    private static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A `TextSink` writing to a file descriptor, buffered until `flush()` or 64 KiB.
public final class FileDescriptorSink: TextSink {
    private let fd: Int32
    private let autoflush: Bool
    private let buffer = Mutex<[UInt8]>([])

    /// Wraps `fd`; with `autoflush` every write goes out at once (for stderr and prompts).
    public init(fd: Int32, autoflush: Bool = false) {
        self.fd = fd
        self.autoflush = autoflush
    }

    deinit { flush() }

    /// Writes `s` as UTF-8.
    public func write(_ s: String) { write(bytes: Array(s.utf8)) }

    /// Appends bytes, flushing when the buffer is large or `autoflush` is on.
    public func write(bytes: [UInt8]) {
        let pending: [UInt8]? = buffer.withLock { buf in
            buf.append(contentsOf: bytes)
            if autoflush || buf.count >= 65_536 {
                defer { buf.removeAll(keepingCapacity: true) }
                return buf
            }
            return nil
        }
        if let pending { Self.writeAll(fd, pending) }
    }

    /// Writes everything buffered so far.
    public func flush() {
        let pending = buffer.withLock { buf in
            defer { buf.removeAll(keepingCapacity: true) }
            return buf
        }
        if !pending.isEmpty { Self.writeAll(fd, pending) }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, base + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return  // EPIPE and friends: the reader went away; nothing useful to do.
                }
                offset += n
            }
        }
    }
}

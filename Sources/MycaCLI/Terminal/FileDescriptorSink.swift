#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A `TextSink` writing to a file descriptor, buffered until `flush()` or 64 KiB.
///
/// A write that fails is remembered (``failure``) and what follows it is dropped: output
/// with a hole in it is worth nothing, and the command's end reports the failure. A reader
/// that went away (`EPIPE`, as with `| head`) is no failure: the output simply ends there.
public final class FileDescriptorSink: TextSink {
    private let fd: Int32
    private let autoflush: Bool
    private let buffer = Mutex<[UInt8]>([])
    private let state = Mutex<State>(.writing)

    private enum State { case writing, readerGone, failed(Int32) }

    /// The `errno` of the first write that failed for a reason other than a closed pipe.
    public var failure: Int32? {
        state.withLock { if case .failed(let code) = $0 { return code } else { return nil } }
    }

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
        if let pending { send(pending) }
    }

    /// Writes everything buffered so far.
    public func flush() {
        let pending = buffer.withLock { buf in
            defer { buf.removeAll(keepingCapacity: true) }
            return buf
        }
        if !pending.isEmpty { send(pending) }
    }

    private func send(_ bytes: [UInt8]) {
        guard state.withLock({ if case .writing = $0 { return true } else { return false } }) else { return }
        let code: Int32? = bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return nil }
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, base + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
        guard let code else { return }
        state.withLock { $0 = code == EPIPE ? .readerGone : .failed(code) }
    }
}

import Synchronization

/// An in-memory `TextSink`, so tests can read exactly what a command printed.
public final class BufferSink: TextSink {
    private let storage = Mutex<[UInt8]>([])

    /// An empty buffer.
    public init() {}

    /// Appends `s` as UTF-8.
    public func write(_ s: String) { write(bytes: Array(s.utf8)) }

    /// Appends raw bytes.
    public func write(bytes: [UInt8]) { storage.withLock { $0.append(contentsOf: bytes) } }

    /// Nothing to do: the buffer is the destination.
    public func flush() {}

    /// Everything written so far.
    public var bytes: [UInt8] { storage.withLock { $0 } }

    /// Everything written so far, decoded as UTF-8 (invalid bytes become U+FFFD).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

import Synchronization

/// An `InputSource` over canned bytes, for tests and scripted prompts.
public final class BufferInput: InputSource {
    private let state: Mutex<(bytes: [UInt8], position: Int)>

    /// Input made of `text` as UTF-8.
    public convenience init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    /// Input made of `bytes`.
    public init(bytes: [UInt8]) { state = Mutex((bytes, 0)) }

    /// The bytes not read yet.
    public func readAll() -> [UInt8] {
        state.withLock { s in
            defer { s.position = s.bytes.count }
            return Array(s.bytes[s.position...])
        }
    }

    /// The next at most `count` bytes not read yet.
    public func readChunk(upTo count: Int) -> [UInt8] {
        state.withLock { s in
            let end = min(s.bytes.count, s.position + max(count, 0))
            defer { s.position = end }
            return Array(s.bytes[s.position..<end])
        }
    }

    /// The next line without its ending; nil once everything was read.
    public func readLine() -> String? {
        state.withLock { s in
            guard s.position < s.bytes.count else { return nil }
            var end = s.position
            while end < s.bytes.count, s.bytes[end] != 0x0A { end += 1 }
            var line = Array(s.bytes[s.position..<end])
            s.position = min(end + 1, s.bytes.count)
            if line.last == 0x0D { line.removeLast() }
            return String(decoding: line, as: UTF8.self)
        }
    }
}

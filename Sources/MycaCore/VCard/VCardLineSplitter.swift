/// The one place vCard bytes become physical lines: a CRLF, a LF or a lone CR ends a
/// line (a CR at the end of one chunk waits for the next, in case a LF follows), a UTF-8
/// BOM at the start is skipped, and lines are numbered from 1 as editors number them.
///
/// Reads from an in-memory buffer or from chunks pulled on demand, so a stream of any
/// length costs one chunk plus one line. Past `maxBytes` read, or on a line longer than
/// `maxLineBytes`, it throws; after an over-long line the next call goes on after it.
struct VCardLineSplitter {
    private var buffer: [UInt8]
    private var position = 0
    private var atEnd: Bool
    private var started = false
    /// Skipping the rest of a line already reported as too long.
    private var discarding = false
    /// Where to look for the next line end: bytes before it hold none (no rescans of a
    /// long line arriving in small chunks).
    private var searchFrom = 0
    private let pull: (() throws -> [UInt8])?
    private let maxBytes: Int
    /// A continuation line carries one more byte (its leading space) than it adds.
    private let maxPhysicalBytes: Int
    private let maxLineBytes: Int
    /// The number of the last line returned.
    private(set) var lineNumber = 0
    /// Bytes taken in so far.
    private(set) var bytesRead: Int

    /// Lines of `bytes`.
    init(bytes: [UInt8], limits: VCardLimits) {
        buffer = bytes
        atEnd = true
        pull = nil
        bytesRead = bytes.count
        maxBytes = limits.maxBytes
        maxLineBytes = limits.maxLineBytes
        maxPhysicalBytes = limits.maxLineBytes == .max ? .max : limits.maxLineBytes + 1
    }

    /// Lines of the chunks `pull` returns (an empty chunk ends the input), after `prefix`.
    init(prefix: [UInt8] = [], limits: VCardLimits, pull: @escaping () throws -> [UInt8]) {
        buffer = prefix
        atEnd = false
        self.pull = pull
        bytesRead = prefix.count
        maxBytes = limits.maxBytes
        maxLineBytes = limits.maxLineBytes
        maxPhysicalBytes = limits.maxLineBytes == .max ? .max : limits.maxLineBytes + 1
    }

    /// The next physical line without its line end, and its number; nil at the end.
    /// - Throws: ``VCardError/inputTooLarge(bytes:limit:)``, ``VCardError/lineTooLong(line:bytes:limit:)``,
    ///   or what the chunk source throws.
    mutating func next() throws -> (line: Int, bytes: [UInt8])? {
        if bytesRead > maxBytes { throw VCardError.inputTooLarge(bytes: bytesRead, limit: maxBytes) }
        if !started {
            while buffer.count < 3, !atEnd { try fill() }
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
            started = true
        }
        while true {
            if let end = buffer[max(position, searchFrom)...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
                if buffer[end] == 0x0D, end + 1 == buffer.count, !atEnd {
                    try fill()
                    continue
                }
                var after = end + 1
                if buffer[end] == 0x0D, after < buffer.count, buffer[after] == 0x0A { after += 1 }
                let range = position..<end
                position = after
                if let line = try take(range) { return line }
                continue
            }
            searchFrom = buffer.count
            if atEnd {
                guard position < buffer.count else { return nil }
                let range = position..<buffer.count
                position = buffer.count
                if let line = try take(range) { return line }
                return nil
            }
            if buffer.count - position > maxPhysicalBytes {
                // A line longer than any line may be: report it now, keep nothing of it.
                let length = buffer.count - position
                position = buffer.count
                if !discarding {
                    discarding = true
                    throw VCardError.lineTooLong(line: lineNumber + 1, bytes: length, limit: maxLineBytes)
                }
            }
            try fill()
        }
    }

    /// Counts the line in `range` and returns it, or nil when it ends a discarded line.
    private mutating func take(_ range: Range<Int>) throws -> (line: Int, bytes: [UInt8])? {
        lineNumber += 1
        if discarding {
            discarding = false
            return nil
        }
        if range.count > maxPhysicalBytes {
            throw VCardError.lineTooLong(line: lineNumber, bytes: range.count, limit: maxLineBytes)
        }
        return (lineNumber, Array(buffer[range]))
    }

    /// Appends the next chunk, first dropping what was already returned.
    private mutating func fill() throws {
        guard let pull, !atEnd else {
            atEnd = true
            return
        }
        if position > 0 {
            buffer.removeFirst(position)
            searchFrom = max(0, searchFrom - position)
            position = 0
        }
        let chunk = try pull()
        if chunk.isEmpty {
            atEnd = true
            return
        }
        bytesRead += chunk.count
        if bytesRead > maxBytes { throw VCardError.inputTooLarge(bytes: bytesRead, limit: maxBytes) }
        buffer += chunk
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A streaming RFC 4180 CSV reader: one record at a time, in constant memory.
///
/// Reads its input in chunks (64 KiB by default) and holds only the chunk and the
/// current record. Accepts quoted fields with doubled quotes and embedded CR/LF,
/// CRLF, LF or CR line ends, a leading UTF-8 byte order mark, a final line with or
/// without a newline. Blank lines are skipped. A quote inside an unquoted field is
/// kept as a character. Records of the wrong length are returned with `isRagged`.
/// A bad record throws a `CSVError` naming it, and the next call continues after it;
/// a record past the record cap ends the input (``CSVError/recordTooLarge(record:line:limit:)``),
/// since where such a record ends cannot be known before the input does, and an endless
/// one (a stream without a line end) would otherwise be read for ever.
/// The fields are separated by commas unless another ``CSVDelimiter`` is given.
public final class CSVReader {
    /// Caps that keep a hostile file from using unbounded memory.
    public struct Limits: Sendable {
        /// The longest field, in bytes.
        public var maxFieldBytes: Int
        /// The longest record, in bytes.
        public var maxRecordBytes: Int
        /// The most fields in one record.
        public var maxFields: Int

        /// Caps; the defaults are far above any real card.
        public init(maxFieldBytes: Int = 1 << 20, maxRecordBytes: Int = 4 << 20, maxFields: Int = 4096) {
            self.maxFieldBytes = maxFieldBytes
            self.maxRecordBytes = maxRecordBytes
            self.maxFields = maxFields
        }
    }

    /// The default read size.
    public static let defaultChunkSize = 64 * 1024

    private enum Source {
        case file(fd: Int32, closeWhenDone: Bool)
        case bytes([UInt8], offset: Int)
        case pull(() throws -> [UInt8])
    }

    private enum State {
        case recordStart, fieldStart, unquoted, quoted, quoteInQuoted
    }

    private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    private var source: Source
    private let name: String
    private let delimiter: UInt8
    private let limits: Limits
    private let chunkSize: Int
    private var chunk: [UInt8] = []
    private var pendingPrefix: [UInt8] = []
    private var chunkPosition = 0
    private var bomMatched = 0
    private var pastBOM = false
    private var atEnd = false
    private var isFinished = false

    private var state = State.recordStart
    private var pendingLFAfterCR = false
    private var quotedPreviousWasCR = false
    private var line = 1
    private var recordStartLine = 1
    private var recordNumber = 0
    private var field: [UInt8] = []
    private var fields: [String] = []
    private var recordBytes = 0
    private var recordError: CSVError?
    private var headerFieldCount: Int?

    /// The most bytes held at once (read buffer plus the current record), for checking
    /// that memory stays flat however long the input is.
    public private(set) var peakBufferedBytes = 0
    /// How many bytes the span search looked at, for checking that it looks at each byte
    /// of the input once, however long a field is.
    private(set) var scannedBytes = 0

    /// Opens a file for reading.
    public convenience init(path: String, delimiter: CSVDelimiter = .comma, limits: Limits = Limits(),
                            chunkSize: Int = CSVReader.defaultChunkSize) throws {
        let fd = FileSystem.retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw FileSystemError.cannotRead(path: path, errno: errno) }
        self.init(fileDescriptor: fd, name: path, closeWhenDone: true, delimiter: delimiter, limits: limits, chunkSize: chunkSize)
    }

    /// Reads from an open descriptor; `name` is used in I/O errors.
    /// `prefix` holds bytes already read from the descriptor (e.g. to sniff the
    /// content); they are read first, as if still in the input.
    public init(fileDescriptor: Int32, name: String, closeWhenDone: Bool = false, prefix: [UInt8] = [],
                delimiter: CSVDelimiter = .comma, limits: Limits = Limits(), chunkSize: Int = CSVReader.defaultChunkSize) {
        self.source = .file(fd: fileDescriptor, closeWhenDone: closeWhenDone)
        self.pendingPrefix = prefix
        self.name = name
        self.delimiter = delimiter.byte
        self.limits = limits
        self.chunkSize = max(1, chunkSize)
    }

    /// Reads `prefix`, then the chunks `pull` returns until it returns an empty one (the
    /// end of the input); `name` is used in I/O errors. A stream the caller opened (standard
    /// input as the command line has it) comes in this way.
    public init(name: String, prefix: [UInt8] = [], delimiter: CSVDelimiter = .comma, limits: Limits = Limits(),
                pull: @escaping () throws -> [UInt8]) {
        self.source = .pull(pull)
        self.pendingPrefix = prefix
        self.name = name
        self.delimiter = delimiter.byte
        self.limits = limits
        self.chunkSize = CSVReader.defaultChunkSize
    }

    /// Reads from bytes in memory, still `chunkSize` bytes at a time.
    public init(bytes: [UInt8], delimiter: CSVDelimiter = .comma, limits: Limits = Limits(),
                chunkSize: Int = CSVReader.defaultChunkSize) {
        self.source = .bytes(bytes, offset: 0)
        self.name = "<bytes>"
        self.delimiter = delimiter.byte
        self.limits = limits
        self.chunkSize = max(1, chunkSize)
    }

    deinit {
        if case .file(let fd, true) = source { close(fd) }
    }

    /// The next record, or nil at the end of the input.
    public func next() throws -> CSVRecord? {
        if isFinished { return nil }
        while true {
            if chunkPosition >= chunk.count {
                try fill()
                if atEnd { return try finish() }
            }
            let byte = chunk[chunkPosition]
            chunkPosition += 1
            if !pastBOM {
                if byte == CSVReader.bom[bomMatched] {
                    bomMatched += 1
                    if bomMatched == CSVReader.bom.count { pastBOM = true }
                    continue
                }
                pastBOM = true
                // Not a BOM after all: the bytes held back are data (and never delimiters).
                for held in CSVReader.bom.prefix(bomMatched) { _ = try step(held) }
            }
            if let record = try step(byte) { return record }
            if state == .unquoted || state == .quoted { takePlainBytes() }
            if recordBytes > limits.maxRecordBytes { return try giveUp() }
        }
    }

    /// Ends the input at a record past the record cap, naming it.
    private func giveUp() throws -> CSVRecord? {
        isFinished = true
        throw CSVError.recordTooLarge(record: recordNumber + 1, line: recordStartLine, limit: limits.maxRecordBytes)
    }

    /// Inside a field, takes the bytes up to the next one that means something there (a
    /// delimiter or line end unquoted; a quote or line end quoted) as one span, doing what
    /// `step` does for each of them. `step` a byte at a time spends most of its work on
    /// exclusivity checks on this class's properties, and the batch reader's work bounds
    /// what a second job gains.
    ///
    /// The search never looks further than the span it may take, so every byte is looked
    /// at once: a span up to the field and record caps is kept; the byte that crosses a
    /// cap is left to `step`, which reports it; once the record has an error, the rest of
    /// it is counted and dropped a span at a time, never a byte at a time, up to the byte
    /// that crosses the record cap, where reading ends.
    private func takePlainBytes() {
        guard !pendingLFAfterCR else { return }
        let quoted = state == .quoted
        let start = chunkPosition
        let keeping = recordError == nil
        let room = keeping ? min(limits.maxRecordBytes - recordBytes, limits.maxFieldBytes - field.count)
            : limits.maxRecordBytes + 1 - recordBytes
        guard room > 0 else { return }
        let limit = chunk.count - start <= room ? chunk.count : start + room
        let stop = quoted ? 0x22 : delimiter
        let end = chunk.withUnsafeBufferPointer { bytes in
            var index = start
            while index < limit {
                let byte = bytes[index]
                if byte == 0x0A || byte == 0x0D || byte == stop { break }
                index += 1
            }
            return index
        }
        let count = end - start
        scannedBytes += count
        guard count > 0 else { return }
        if keeping { field.append(contentsOf: chunk[start ..< end]) }
        recordBytes += count
        chunkPosition = end
        if quoted { quotedPreviousWasCR = false }
    }

    // MARK: The state machine

    private func step(_ byte: UInt8) throws -> CSVRecord? {
        let quote = UInt8(ascii: "\""), separator = delimiter, cr = UInt8(13), lf = UInt8(10)
        if pendingLFAfterCR {
            pendingLFAfterCR = false
            if byte == lf { return nil }
        }
        switch state {
        case .recordStart:
            if byte == cr || byte == lf {
                // A blank line: skipped, but counted for line numbers.
                line += 1
                pendingLFAfterCR = byte == cr
                return nil
            }
            recordStartLine = line
            state = .fieldStart
            return try step(byte)
        case .quoted:
            if byte == quote {
                state = .quoteInQuoted
                countRecordByte()
            } else {
                if byte == cr || (byte == lf && !quotedPreviousWasCR) { line += 1 }
                quotedPreviousWasCR = byte == cr
                append(byte)
            }
        case .fieldStart, .unquoted, .quoteInQuoted:
            // Outside quotes a separator ends the field and a line end the record.
            if byte == separator {
                countRecordByte()
                endField()
            } else if byte == cr || byte == lf {
                return try endLine(byte)
            } else if byte == quote && state != .unquoted {
                // An opening quote, or the second of a doubled one: a quote in the text.
                if state == .quoteInQuoted { append(quote) } else { countRecordByte() }
                state = .quoted
                quotedPreviousWasCR = false
            } else {
                if state == .quoteInQuoted && recordError == nil {
                    recordError = .textAfterClosingQuote(record: recordNumber + 1, line: recordStartLine)
                }
                append(byte)
                state = .unquoted
            }
        }
        return nil
    }

    private func countRecordByte() {
        recordBytes += 1
        if recordBytes > limits.maxRecordBytes && recordError == nil {
            recordError = .recordTooLarge(record: recordNumber + 1, line: recordStartLine, limit: limits.maxRecordBytes)
        }
    }

    private func append(_ byte: UInt8) {
        countRecordByte()
        guard recordError == nil else { return }  // the record is lost anyway: hold no more of it
        if field.count >= limits.maxFieldBytes {
            recordError = .fieldTooLarge(record: recordNumber + 1, line: recordStartLine, limit: limits.maxFieldBytes)
            return
        }
        field.append(byte)
    }

    private func endField() {
        defer {
            field.removeAll(keepingCapacity: field.capacity <= chunkSize)
            state = .fieldStart
        }
        guard recordError == nil else { return }
        if fields.count >= limits.maxFields {
            recordError = .tooManyFields(record: recordNumber + 1, line: recordStartLine, limit: limits.maxFields)
            return
        }
        guard let text = String(validating: field, as: UTF8.self) else {
            recordError = .invalidUTF8(record: recordNumber + 1, line: recordStartLine, field: fields.count + 1)
            return
        }
        fields.append(text)
    }

    private func endLine(_ byte: UInt8) throws -> CSVRecord? {
        line += 1
        pendingLFAfterCR = byte == UInt8(13)
        return try endRecord()
    }

    private func endRecord() throws -> CSVRecord {
        endField()
        recordNumber += 1
        peakBufferedBytes = max(peakBufferedBytes, chunk.capacity + recordBytes + fields.count * 16)
        let error = recordError
        let result = fields
        fields.removeAll(keepingCapacity: fields.capacity <= 64)
        recordBytes = 0
        recordError = nil
        state = .recordStart
        if let error { throw error }
        if headerFieldCount == nil { headerFieldCount = result.count }
        return CSVRecord(fields: result, number: recordNumber, line: recordStartLine,
                         isRagged: result.count != headerFieldCount)
    }

    private func finish() throws -> CSVRecord? {
        isFinished = true
        if !pastBOM && bomMatched > 0 {
            // Input shorter than a BOM: what was held back is data.
            pastBOM = true
            isFinished = false
            for held in CSVReader.bom.prefix(bomMatched) { _ = try step(held) }
            bomMatched = 0
            isFinished = true
        }
        switch state {
        case .recordStart:
            return nil
        case .quoted:
            state = .recordStart
            throw CSVError.unterminatedQuote(record: recordNumber + 1, line: recordStartLine)
        case .fieldStart, .unquoted, .quoteInQuoted:
            return try endRecord()
        }
    }

    // MARK: Input

    private func fill() throws {
        chunkPosition = 0
        switch source {
        case .file(let fd, _):
            if !pendingPrefix.isEmpty {
                chunk = pendingPrefix
                pendingPrefix = []
                return
            }
            if try FileSystem.readChunk(from: fd, into: &chunk, size: chunkSize, name: name) == 0 { atEnd = true }
        case .pull(let next):
            if !pendingPrefix.isEmpty {
                chunk = pendingPrefix
                pendingPrefix = []
                return
            }
            chunk = try next()
            if chunk.isEmpty { atEnd = true }
        case .bytes(let bytes, let offset):
            let end = min(bytes.count, offset + chunkSize)
            chunk.removeAll(keepingCapacity: true)
            chunk.append(contentsOf: bytes[offset..<end])
            source = .bytes(bytes, offset: end)
            if chunk.isEmpty { atEnd = true }
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// The rows of a batch input, read one at a time in constant memory: a CSV file with a
/// header row, or a file of vCards (recognized by content: it starts with `BEGIN:VCARD`,
/// after an optional BOM and blank lines), read by ``VCardReader`` one card at a time.
/// `-` reads stdin.
public final class BatchSource {
    /// What kind of input was recognized.
    public enum Kind: String, Sendable {
        case csv, vcard
    }

    /// The kind of input.
    public let kind: Kind
    /// The CSV header (nil for vCards).
    public let header: BatchHeader?

    private let csv: CSVReader?
    private let cards: VCardReader?
    private var finished = false
    private var cardCount = 0
    /// The input's name in messages.
    private let name: String

    /// Opens `path` (`-` for stdin) and reads the CSV header; `name` is the file's name in
    /// messages (the path when nil).
    /// - Throws: `FileSystemError` when it cannot be read, ``BatchError`` for an empty
    ///   input or a bad header.
    public convenience init(path: String, name: String? = nil) throws {
        if path == "-" {
            try self.init(fileDescriptor: 0, name: "stdin", closeWhenDone: false)
        } else {
            let fd = FileSystem.retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
            guard fd >= 0 else { throw FileSystemError.cannotRead(path: path, errno: errno) }
            try self.init(fileDescriptor: fd, name: name ?? path, closeWhenDone: true)
        }
    }

    /// Reads from an open descriptor; `name` is used in messages.
    public init(fileDescriptor fd: Int32, name: String, closeWhenDone: Bool) throws {
        self.name = name
        let prefix = try Self.sniff(fd, name: name, closeWhenDone: closeWhenDone)
        if VCardReader.startsWithCard(prefix) {
            kind = .vcard
            header = nil
            csv = nil
            cards = VCardReader(fileDescriptor: fd, name: name, closeWhenDone: closeWhenDone, prefix: prefix, limits: .stream)
            return
        }
        kind = .csv
        cards = nil
        let reader = CSVReader(fileDescriptor: fd, name: name, closeWhenDone: closeWhenDone, prefix: prefix)
        csv = reader
        do {
            guard let first = try reader.next() else { throw BatchError.emptyInput(name) }
            header = try BatchHeader(first.fields)
        } catch let error as CSVError {
            throw BatchError.badHeader(reason: error.reasonText)
        }
    }

    /// The next row, or nil at the end of the input.
    /// - Throws: `FileSystemError` when reading fails (row errors are returned, not thrown).
    public func next() throws -> BatchRow? {
        if finished { return nil }
        if let csv, let header {
            do {
                guard let record = try csv.next() else { finished = true; return nil }
                let row = record.number - 1
                do {
                    let p = try header.profile(from: record.fields, row: row, line: record.line)
                    return BatchRow(number: row, line: record.line, profile: .success(p))
                } catch {
                    return BatchRow(number: row, line: record.line, profile: .failure(error))
                }
            } catch let error as CSVError {
                if case .unterminatedQuote = error { finished = true }
                let row = error.record - 1
                return BatchRow(number: row, line: error.line,
                                profile: .failure(BatchRowError(row: row, line: error.line, reasonText: error.reasonText)))
            }
        }
        guard let cards else { finished = true; return nil }
        while true {
            let card: VCardReader.Card?
            do {
                card = try cards.next()
            } catch let error as VCardError {
                // A fault outside any card (a stray END:VCARD, an endless line between
                // cards) is in text that is not a card: ignored, as such text is.
                if error.isCardFault, !cards.faultIsInCard { continue }
                cardCount += 1
                let row = cardCount
                return BatchRow(number: row, line: cards.cardLine,
                                profile: .failure(BatchRowError(row: row, line: cards.cardLine, reasonText: reason(error))))
            }
            guard let card else { finished = true; return nil }
            cardCount += 1
            return BatchRow(number: cardCount, line: card.line, profile: .success(card.profile))
        }
    }

    /// Why a card is a failed row. A card the input ends in names the file and the line,
    /// as `import` does: the file itself is at fault (cut short), not the card's data.
    private func reason(_ error: VCardError) -> MessageText {
        switch error {
        case .missingEnd, .cutShort:
            return MessageText("%s:%d: %s", name, error.line ?? 0, error.reasonText)
        default:
            return error.reasonText
        }
    }

    /// Reads up to 64 bytes (fewer only at the end of the input) to recognize the content.
    private static func sniff(_ fd: Int32, name: String, closeWhenDone: Bool) throws -> [UInt8] {
        var prefix: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while prefix.count < 64 {
            let n = buffer.withUnsafeMutableBytes { raw in
                FileSystem.retryingOnInterrupt { read(fd, raw.baseAddress, raw.count) }
            }
            if n < 0 {
                let failure = errno
                if closeWhenDone { close(fd) }
                throw FileSystemError.cannotRead(path: name, errno: failure)
            }
            if n == 0 { break }
            prefix += buffer[0..<n]
        }
        return prefix
    }
}

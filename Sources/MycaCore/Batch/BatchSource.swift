#if canImport(Glibc)
import Glibc
#endif

/// The rows of a batch input, read one at a time in constant memory: a CSV file with a
/// header row, or a file of vCards (recognized by content: it starts with `BEGIN:VCARD`,
/// after an optional BOM and blank lines), read by ``VCardReader`` one card at a time.
/// A file is opened by path; any other stream (standard input, as the command line decides
/// it) comes in already open, as chunks.
///
/// A CSV file's delimiter is the one given, else the one its header line uses
/// (``CSVDelimiter/detect(_:)``). A row whose cells are all empty is skipped and takes no
/// row number, as a blank line does.
public final class BatchSource {
    /// What kind of input was recognized.
    public enum Kind: String, Sendable {
        case csv, vcard
    }

    /// The kind of input.
    public let kind: Kind
    /// The CSV header (nil for vCards).
    public let header: BatchHeader?
    /// The CSV delimiter, given or detected (nil for vCards).
    public let delimiter: CSVDelimiter?

    private let csv: CSVReader?
    private let cards: VCardReader?
    private var finished = false
    private var cardCount = 0
    private var csvRows = 0
    /// The input's name in messages.
    private let name: String

    /// Opens the file at `path` and reads the CSV header; `name` is the file's name in
    /// messages (the path when nil). `delimiter` forces a CSV delimiter; `strict` refuses
    /// a header column that names no field.
    /// - Throws: `FileSystemError` when it cannot be read, ``BatchError`` for an empty
    ///   input or a bad header.
    public convenience init(path: String, name: String? = nil, delimiter: CSVDelimiter? = nil, strict: Bool = false) throws {
        let fd = FileSystem.retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw FileSystemError.cannotRead(path: path, errno: errno) }
        try self.init(fileDescriptor: fd, name: name ?? path, closeWhenDone: true, delimiter: delimiter, strict: strict)
    }

    /// Reads from an open descriptor; `name` is used in messages.
    public convenience init(fileDescriptor fd: Int32, name: String, closeWhenDone: Bool,
                            delimiter: CSVDelimiter? = nil, strict: Bool = false) throws {
        let prefix: [UInt8]
        do {
            prefix = try Self.sniff(name: name, needsHeaderLine: delimiter == nil) {
                var chunk: [UInt8] = []
                _ = try FileSystem.readChunk(from: fd, into: &chunk, size: 4096, name: name)
                return chunk
            }
        } catch {
            if closeWhenDone { close(fd) }
            throw error
        }
        if VCardReader.startsWithCard(prefix) {
            try self.init(name: name, kind: .vcard, csv: nil,
                          cards: VCardReader(fileDescriptor: fd, name: name, closeWhenDone: closeWhenDone, prefix: prefix, limits: .stream))
        } else {
            let delimiter = delimiter ?? CSVDelimiter.detect(prefix)
            try self.init(name: name, kind: .csv,
                          csv: CSVReader(fileDescriptor: fd, name: name, closeWhenDone: closeWhenDone, prefix: prefix,
                                         delimiter: delimiter),
                          cards: nil, delimiter: delimiter, strict: strict)
        }
    }

    /// Reads the chunks `pull` returns until it returns an empty one (the end of the
    /// input); `name` is used in messages. This is how an already open stream comes in.
    /// - Throws: what `pull` throws, ``BatchError`` for an empty input or a bad header.
    public convenience init(name: String, delimiter: CSVDelimiter? = nil, strict: Bool = false,
                            pull: @escaping () throws -> [UInt8]) throws {
        let prefix = try Self.sniff(name: name, needsHeaderLine: delimiter == nil, next: pull)
        if VCardReader.startsWithCard(prefix) {
            try self.init(name: name, kind: .vcard, csv: nil, cards: VCardReader(prefix: prefix, limits: .stream, pull: pull))
        } else {
            let delimiter = delimiter ?? CSVDelimiter.detect(prefix)
            try self.init(name: name, kind: .csv, csv: CSVReader(name: name, prefix: prefix, delimiter: delimiter, pull: pull),
                          cards: nil, delimiter: delimiter, strict: strict)
        }
    }

    /// The recognized input, with the CSV header read.
    private init(name: String, kind: Kind, csv: CSVReader?, cards: VCardReader?,
                 delimiter: CSVDelimiter? = nil, strict: Bool = false) throws {
        self.name = name
        self.kind = kind
        self.csv = csv
        self.cards = cards
        self.delimiter = csv == nil ? nil : delimiter
        guard let csv else {
            header = nil
            return
        }
        do {
            guard let first = try csv.next() else { throw BatchError.emptyInput(name) }
            header = try BatchHeader(first.fields, line: first.line, strict: strict)
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
                var read = try csv.next()
                while let record = read, BatchHeader.isBlank(record.fields) { read = try csv.next() }
                guard let record = read else { finished = true; return nil }
                csvRows += 1
                let row = csvRows
                do {
                    let p = try header.profile(from: record.fields, row: row, line: record.line)
                    return BatchRow(number: row, line: record.line, profile: .success(p))
                } catch {
                    return BatchRow(number: row, line: record.line, profile: .failure(error))
                }
            } catch let error as CSVError {
                if case .unterminatedQuote = error { finished = true }
                csvRows += 1
                let row = csvRows
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
            return BatchRow(number: cardCount, line: card.line, profile: .success(card.profile), source: card.source)
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

    /// Reads at least 64 bytes (fewer only at the end of the input) to recognize the
    /// content and, for a CSV file whose delimiter is to be detected, on to the end of the
    /// header line (up to the record cap, past which the reader refuses the header anyway);
    /// every byte read is returned, to be read again as the input's start.
    private static func sniff(name: String, needsHeaderLine: Bool, next: () throws -> [UInt8]) throws -> [UInt8] {
        var prefix: [UInt8] = []
        while prefix.count < 64 {
            let chunk = try next()
            if chunk.isEmpty { return prefix }
            prefix += chunk
        }
        guard needsHeaderLine, !VCardReader.startsWithCard(prefix) else { return prefix }
        let cap = CSVReader.Limits().maxRecordBytes
        var scan = CSVDelimiter.HeaderLineScan()
        var complete = scan.feed(prefix[...])
        while prefix.count < cap, !complete {
            let chunk = try next()
            if chunk.isEmpty { break }
            prefix += chunk
            complete = scan.feed(chunk[...])
        }
        return prefix
    }
}

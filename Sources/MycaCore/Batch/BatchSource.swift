#if canImport(Glibc)
import Glibc
#endif

/// The rows of a batch input, read one at a time in constant memory: a CSV file with a
/// header row, a file of vCards (recognized by content: it starts with `BEGIN:VCARD`,
/// after an optional BOM and blank lines), read by ``VCardReader`` one card at a time, or
/// LDIF (recognized by content: it starts with `version:` or `dn:`, after an optional BOM,
/// blank lines and `#` comments), read by ``LDIFReader`` one entry at a time, each
/// person's entry a row (``LDIFPerson``) and the directory's other entries no row at all.
/// A file is opened by path; any other stream (standard input, as the command line decides
/// it) comes in already open, as chunks.
///
/// A CSV file's delimiter is the one given, else the one its header line uses
/// (``CSVDelimiter/detect(_:)``). A row whose cells are all empty is skipped and takes no
/// row number, as a blank line does.
public final class BatchSource {
    /// What kind of input was recognized.
    public enum Kind: String, Sendable {
        case csv, vcard, ldif
    }

    /// The kind of input.
    public let kind: Kind
    /// The CSV header (nil for vCards).
    public let header: BatchHeader?
    /// The CSV delimiter, given or detected (nil for vCards).
    public let delimiter: CSVDelimiter?

    private let csv: CSVReader?
    private let cards: VCardReader?
    private let ldif: LDIFReader?
    /// Whether an LDIF attribute no field takes is a failed row, as an unknown CSV column
    /// is an error, rather than a warning.
    private let strict: Bool
    private var ldifRows = 0
    /// The LDIF attributes no field takes, each once, in the order first seen.
    public private(set) var unknownAttributes: [LDIFPerson.UnknownAttribute] = []
    private var finished = false
    private var cardCount = 0
    private var csvRows = 0
    /// The input's name in messages.
    private let name: String
    /// The folder a CSV's photo paths are relative to: the file's own, or for a stream the
    /// current one.
    public var photoFolder = "."

    /// Opens the file at `path` and reads the CSV header; `name` is the file's name in
    /// messages (the path when nil). `delimiter` forces a CSV delimiter; `strict` refuses
    /// a header column that names no field, and fails an LDIF entry's row for an attribute
    /// that names none.
    /// - Throws: `FileSystemError` when it cannot be read, ``BatchError`` for an empty
    ///   input or a bad header.
    public convenience init(path: String, name: String? = nil, delimiter: CSVDelimiter? = nil, strict: Bool = false) throws {
        let fd = FileSystem.retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw FileSystemError.cannotRead(path: path, errno: errno) }
        try self.init(fileDescriptor: fd, name: name ?? path, closeWhenDone: true, delimiter: delimiter, strict: strict)
        photoFolder = FileSystem.directoryName(of: path)
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
        } else if LDIFReader.startsWithLDIF(prefix) == true {
            try self.init(name: name, kind: .ldif, csv: nil, cards: nil, strict: strict,
                          ldif: LDIFReader(fileDescriptor: fd, name: name, closeWhenDone: closeWhenDone, prefix: prefix))
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
        } else if LDIFReader.startsWithLDIF(prefix) == true {
            try self.init(name: name, kind: .ldif, csv: nil, cards: nil, strict: strict, ldif: LDIFReader(prefix: prefix, pull: pull))
        } else {
            let delimiter = delimiter ?? CSVDelimiter.detect(prefix)
            try self.init(name: name, kind: .csv, csv: CSVReader(name: name, prefix: prefix, delimiter: delimiter, pull: pull),
                          cards: nil, delimiter: delimiter, strict: strict)
        }
    }

    /// The recognized input, with the CSV header read.
    private init(name: String, kind: Kind, csv: CSVReader?, cards: VCardReader?,
                 delimiter: CSVDelimiter? = nil, strict: Bool = false, ldif: LDIFReader? = nil) throws {
        self.name = name
        self.kind = kind
        self.csv = csv
        self.cards = cards
        self.ldif = ldif
        self.strict = strict
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
                    let p = try header.profile(from: record.fields, row: row, line: record.line, photoFolder: photoFolder)
                    return BatchRow(number: row, line: record.line, profile: .success(p))
                } catch {
                    return BatchRow(number: row, line: record.line, profile: .failure(error))
                }
            } catch let error as CSVError {
                switch error {
                case .unterminatedQuote, .recordTooLarge: finished = true
                default: break
                }
                csvRows += 1
                let row = csvRows
                return BatchRow(number: row, line: error.line,
                                profile: .failure(BatchRowError(row: row, line: error.line, reasonText: error.reasonText)))
            }
        }
        if let ldif { return try nextEntry(ldif) }
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

    /// The next person's entry as a row, or nil at the end; entries of no person are skipped.
    private func nextEntry(_ ldif: LDIFReader) throws -> BatchRow? {
        func failed(_ line: Int, _ reason: MessageText) -> BatchRow {
            ldifRows += 1
            return BatchRow(number: ldifRows, line: line,
                            profile: .failure(BatchRowError(row: ldifRows, line: line, reasonText: reason)))
        }
        while true {
            let entry: LDIFReader.Entry?
            do {
                entry = try ldif.next()
            } catch let error as LDIFError {
                if error.isEntryFault { return failed(error.line, error.reasonText) }
                // The input itself is no entries (a change file): said once, naming it.
                finished = true
                return failed(error.line, MessageText("%s:%d: %s", name, error.line, error.reasonText))
            }
            guard let entry else { finished = true; return nil }
            guard LDIFPerson.isPerson(entry) else { continue }
            let person: LDIFPerson.Result
            do {
                person = try LDIFPerson.profile(entry, strict: strict)
            } catch let error as LDIFError {
                return failed(error.line, error.reasonText)
            } catch let error as MycaError {
                return failed(entry.line, error.messageText)
            }
            for unknown in person.unknown where !unknownAttributes.contains(where: { $0.same(as: unknown) }) {
                unknownAttributes.append(unknown)
            }
            ldifRows += 1
            return BatchRow(number: ldifRows, line: entry.line, profile: .success(person.profile),
                            source: VCardSourceLines(start: entry.line))
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
        // `#` comment lines may come before an LDIF file's first line (ldapsearch writes a
        // few hundred bytes of them); 64 KiB of them is more than any export writes.
        while LDIFReader.startsWithLDIF(prefix) == nil, prefix.count < 64 << 10 {
            let chunk = try next()
            if chunk.isEmpty { break }
            prefix += chunk
        }
        guard needsHeaderLine, !VCardReader.startsWithCard(prefix), LDIFReader.startsWithLDIF(prefix) != true else { return prefix }
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

#if canImport(Glibc)
import Glibc
#endif

/// Counts the rows of a batch input file quickly, for a progress bar's total.
///
/// CSV: a byte scan, no parsing — records are line ends outside quotes (minus the
/// header), except lines of nothing but delimiters, spaces and tabs, which the batch skips
/// as blank rows; a line end inside quotes that ends in a CR only makes the count a little
/// off, which only makes the bar end short of full. vCards: the cards ``VCardReader`` finds, skipped without being parsed, so the
/// count is the rows the batch will have; LDIF: the persons' entries ``LDIFReader`` finds. An input that is not a regular file (a pipe, a
/// terminal) is not counted, and neither is a stream that has no path.
///
/// With a `limit` the scan stops once that many rows are seen: a caller that only needs
/// to know whether there are at least N rows reads no more of the file than that.
public enum BatchRowCounter {
    /// The approximate number of rows in the file at `path`, at most `limit`, or nil when it
    /// is not a regular file; `delimiter` is the CSV file's (``BatchSource/delimiter``).
    public static func count(path: String, kind: BatchSource.Kind, delimiter: CSVDelimiter = .comma,
                             upTo limit: Int = .max) -> Int? {
        guard FileSystem.isRegularFile(path) else { return nil }
        let fd = FileSystem.retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        if kind == .vcard {
            return cards(VCardReader(fileDescriptor: fd, name: path, closeWhenDone: true, limits: .stream), upTo: limit)
        }
        if kind == .ldif { return entries(LDIFReader(fileDescriptor: fd, name: path, closeWhenDone: true), upTo: limit) }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        var lines = 0, inQuotes = false, hasContent = false
        let separator = delimiter.byte
        while true {
            let n = buffer.withUnsafeMutableBytes { raw in
                FileSystem.retryingOnInterrupt { read(fd, raw.baseAddress, raw.count) }
            }
            if n <= 0 { break }
            for i in 0..<n {
                let b = buffer[i]
                if b == 0x22 {
                    inQuotes.toggle()
                    hasContent = true
                } else if inQuotes {
                    continue
                } else if b == 0x0A {
                    if hasContent { lines += 1 }
                    hasContent = false
                } else if b != separator && b != 0x20 && b != 0x09 && b != 0x0D {
                    hasContent = true
                }
            }
            // The header is a line too, so `limit` rows are `limit + 1` lines.
            if lines > limit { return limit }
        }
        if hasContent { lines += 1 }
        return max(0, lines - 1)
    }

    /// The rows `reader` yields: every person's entry, an entry with a fault included (it is
    /// a failed row), as ``BatchSource`` counts them.
    static func entries(_ reader: LDIFReader, upTo limit: Int) -> Int? {
        var count = 0
        while count < limit {
            do {
                guard let entry = try reader.next() else { return count }
                if LDIFPerson.isPerson(entry) { count += 1 }
            } catch let error as LDIFError {
                count += 1
                if !error.isEntryFault { return count }
            } catch {
                return nil
            }
        }
        return limit
    }

    /// The rows `reader` yields: every card, a card with a fault included (it is a failed row).
    static func cards(_ reader: VCardReader, upTo limit: Int) -> Int? {
        var count = 0
        while count < limit {
            do {
                guard try reader.skip() != nil else { return count }
                count += 1
            } catch let error as VCardError {
                if error.isCardFault, !reader.faultIsInCard { continue }
                count += 1
                if !error.isCardFault { return count }
            } catch {
                return nil
            }
        }
        return limit
    }
}

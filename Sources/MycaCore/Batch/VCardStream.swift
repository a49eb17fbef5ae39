#if canImport(Glibc)
import Glibc
#endif

/// Splits a stream of vCards into one card's bytes at a time, in constant memory, so
/// a file of 100,000 cards never has to fit in memory (``VCardReader`` reads one card).
///
/// A card runs from a `BEGIN:VCARD` line to its matching `END:VCARD` (nested AGENT
/// cards counted); text between cards is ignored. A card longer than `maxCardBytes`
/// is reported as that row's failure and skipped.
final class VCardStream {
    /// One card: the line its `BEGIN` is on, and its bytes or why they are missing.
    struct Card {
        var line: Int
        var bytes: [UInt8]
        var failure: String?
    }

    static let maxCardBytes = 4 << 20

    private let fd: Int32
    private let name: String
    private let closeWhenDone: Bool
    private var buffer: [UInt8]
    private var position = 0
    private var atEnd = false
    private var line = 0
    private let chunkSize = 64 * 1024

    init(fileDescriptor: Int32, name: String, closeWhenDone: Bool, prefix: [UInt8]) {
        self.fd = fileDescriptor
        self.name = name
        self.closeWhenDone = closeWhenDone
        self.buffer = prefix
    }

    deinit {
        if closeWhenDone { close(fd) }
    }

    /// The next card, or nil at the end.
    func next() throws -> Card? {
        var card: [UInt8] = []
        var depth = 0
        var beginLine = 0
        var tooLarge = false
        while let (lineBytes, number) = try nextLine() {
            let keyword = Self.keyword(lineBytes)
            if depth == 0 {
                if keyword == .begin {
                    depth = 1
                    beginLine = number
                    card = lineBytes
                }
                continue
            }
            if keyword == .begin { depth += 1 }
            if keyword == .end { depth -= 1 }
            if !tooLarge {
                if card.count + lineBytes.count > Self.maxCardBytes {
                    tooLarge = true
                    card = []
                } else {
                    card += lineBytes
                }
            }
            if depth == 0 {
                if tooLarge {
                    return Card(line: beginLine, bytes: [], failure: "the card is larger than \(Self.maxCardBytes) bytes")
                }
                return Card(line: beginLine, bytes: card)
            }
        }
        if depth > 0 {
            return Card(line: beginLine, bytes: [], failure: "BEGIN:VCARD without END:VCARD")
        }
        return nil
    }

    private enum Keyword { case begin, end, other }

    private static func keyword(_ line: [UInt8]) -> Keyword {
        var text = line[...]
        while let first = text.first, first == 0x20 || first == 0x09 || first == 0xEF || first == 0xBB || first == 0xBF {
            text = text.dropFirst()
        }
        while let last = text.last, last == 0x0A || last == 0x0D || last == 0x20 || last == 0x09 { text = text.dropLast() }
        guard text.count == 11 || text.count == 9 else { return .other }
        let upper = text.map { $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 }
        if upper.elementsEqual("BEGIN:VCARD".utf8) { return .begin }
        if upper.elementsEqual("END:VCARD".utf8) { return .end }
        return .other
    }

    /// The next physical line with its line end, and its number; lines longer than the
    /// card cap are cut there (the card is then reported as too large anyway).
    private func nextLine() throws -> ([UInt8], Int)? {
        var out: [UInt8] = []
        while true {
            if position >= buffer.count {
                if atEnd { break }
                try fill()
                if position >= buffer.count { break }
            }
            let rest = buffer[position...]
            if let lf = rest.firstIndex(of: 0x0A) {
                out += buffer[position...lf]
                position = lf + 1
                line += 1
                return (out, line)
            }
            if out.count < Self.maxCardBytes + 1 { out += rest.prefix(Self.maxCardBytes + 1 - out.count) }
            position = buffer.count
        }
        if out.isEmpty { return nil }
        line += 1
        return (out, line)
    }

    private func fill() throws {
        position = 0
        if try FileSystem.readChunk(from: fd, into: &buffer, size: chunkSize, name: name) == 0 { atEnd = true }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// A streaming LDIF (RFC 2849) reader of directory entries, as `ldapsearch` and directory
/// exports write them: one entry in memory at a time.
///
/// Physical lines come from ``VCardLineSplitter``, so a BOM, CRLF or LF line ends, chunked
/// input and the line cap are handled as for vCards. A line starting with one space
/// continues the line before it (the newline and that one space go). A logical line
/// starting with `#` is a comment, skipped with its continuations. An optional
/// `version: 1` line comes before the first entry; each entry starts with `dn:` and ends at
/// a blank line. The record ldapsearch's plain output ends in (`search: 2`, `result: 0
/// Success`) is skipped. `name:: BASE64` values are decoded here, so every value is bytes;
/// whether they are text is the mapping's to say (``LDIFPerson``), since only it knows
/// which attributes are binary (`jpegPhoto`). `name:< URL` values are refused: input never
/// makes myca read a file or fetch a URL.
///
/// Entries are capped by ``VCardLimits/stream``, the batch's caps for vCards: the longest
/// logical line, the largest entry and the most attribute lines in one, so time and memory
/// stay linear and bounded whatever the input.
public final class LDIFReader {
    /// One `name;options: value` line of an entry.
    public struct Attribute: Sendable, Equatable {
        /// The attribute's name, ASCII lower-case (names are case-insensitive).
        public var name: String
        /// Its options (`lang-ja`, `binary`), ASCII lower-case, in order.
        public var options: [String]
        /// The value's bytes, base64 decoded when it was written `name::`.
        public var value: [UInt8]
        /// The physical line the attribute starts on.
        public var line: Int
        /// The attribute as written before the colon, for messages.
        public var written: String
    }

    /// One entry: its distinguished name, the line of its `dn:` and its attributes in order.
    public struct Entry: Sendable, Equatable {
        /// The line of its `dn:`.
        public var line: Int
        /// The distinguished name (U+FFFD for bytes that are not UTF-8: it is only shown).
        public var dn: String
        /// The attributes after the `dn:` line, in order.
        public var attributes: [Attribute]
    }

    private var splitter: VCardLineSplitter
    private let limits: VCardLimits
    private var lookahead: (line: Int, bytes: [UInt8])?
    private var finished = false
    /// A fault of the entry at hand, thrown once its end is reached.
    private var fault: LDIFError?
    /// Whether a record was seen (a `version:` line may come only before the first).
    private var sawRecord = false
    /// The line of the entry read last (or being read), for a fault found reading it.
    public private(set) var entryLine = 0

    /// Reads the chunks `pull` returns after `prefix`, until it returns an empty one.
    public init(prefix: [UInt8] = [], limits: VCardLimits = .stream, pull: @escaping () throws -> [UInt8]) {
        self.limits = limits
        splitter = VCardLineSplitter(prefix: prefix, limits: limits, pull: pull)
    }

    /// Reads `bytes`.
    public init(bytes: [UInt8], limits: VCardLimits = .stream) {
        self.limits = limits
        splitter = VCardLineSplitter(bytes: bytes, limits: limits)
    }

    /// Reads an open descriptor after `prefix` (bytes already read from it); `name` is used
    /// in I/O errors. With `closeWhenDone` the descriptor is closed with the reader.
    public convenience init(fileDescriptor fd: Int32, name: String, closeWhenDone: Bool, prefix: [UInt8] = [],
                            limits: VCardLimits = .stream) {
        let chunks = FileChunks(fileDescriptor: fd, name: name, closeWhenDone: closeWhenDone)
        self.init(prefix: prefix, limits: limits, pull: chunks.next)
    }

    /// Whether `prefix` (the first bytes of an input) is LDIF: after a BOM, blank lines and
    /// `#` comment lines, its first line starts with `version:` or `dn:` (any case). Nil
    /// while it cannot tell: `prefix` holds only such lines, or ends in a line too short
    /// to tell, so a caller reads on (or, at the end of the input, takes it for no LDIF).
    public static func startsWithLDIF(_ prefix: [UInt8]) -> Bool? {
        var splitter = VCardLineSplitter(bytes: prefix, limits: .stream)
        var inComment = false
        while let (_, bytes) = try? splitter.next() {
            if bytes.isEmpty { inComment = false; continue }
            if inComment, bytes.first == 0x20 { continue }
            if bytes.first == UInt8(ascii: "#") { inComment = true; continue }
            if startsWith(bytes, "version:") || startsWith(bytes, "dn:") { return true }
            let unended = prefix.last != 0x0A && prefix.last != 0x0D && (try? splitter.next()) == nil
            if unended, startsWith(Array("version:".utf8), bytes) || startsWith(Array("dn:".utf8), bytes) { return nil }
            return false
        }
        return nil
    }

    /// The next entry, or nil at the end of the input.
    ///
    /// - Throws: ``LDIFError``; after an entry fault (``LDIFError/isEntryFault``) the next
    ///   call goes on with the entry after it, after any other it returns nil. What the
    ///   chunk source throws is passed on.
    public func next() throws -> Entry? {
        if finished { return nil }
        var entry: Entry?
        var entryBytes = 0
        var inResult = false
        fault = nil
        while true {
            let logical: (line: Int, bytes: [UInt8])?
            do {
                logical = try nextLogical()
            } catch let error as LDIFError {
                if entry == nil, fault == nil { entryLine = error.line }
                note(error, &entry)
                continue
            } catch let error as VCardError {
                // Only the splitter's line cap reaches here: it skips the rest of the line.
                guard case .lineTooLong(let line, let bytes, let limit) = error else { throw error }
                if entry == nil, fault == nil { entryLine = line }
                note(.lineTooLong(line: line, bytes: bytes, limit: limit), &entry)
                continue
            }
            guard let (n, bytes) = logical else {
                finished = true
                if let fault { throw fault }
                return entry
            }
            if bytes.isEmpty {
                // A blank line ends the entry at hand; blank lines between entries are nothing.
                if let fault { throw fault }
                if let entry { return entry }
                inResult = false
                continue
            }
            if bytes.first == UInt8(ascii: "#") || inResult { continue }
            if entry == nil, fault == nil {
                // ldapsearch without -L ends its output with a `search: N` / `result: 0
                // Success` record: its report, not an entry of the directory.
                if Self.startsWith(bytes, "search:") {
                    inResult = true
                    continue
                }
                if !sawRecord, Self.startsWith(bytes, "version:") {
                    sawRecord = true
                    continue
                }
                sawRecord = true
                entryLine = n
                guard Self.startsWith(bytes, "dn:") else {
                    note(.missingDN(line: n), &entry)
                    continue
                }
                let dn: Attribute
                do {
                    dn = try Self.attribute(bytes, line: n)
                } catch {
                    note(error, &entry)
                    continue
                }
                entry = Entry(line: n, dn: String(decoding: dn.value, as: UTF8.self), attributes: [])
                entryBytes = bytes.count
                continue
            }
            if fault != nil { continue }
            do {
                let attribute = try Self.attribute(bytes, line: n)
                if attribute.name == "changetype" {
                    finished = true
                    throw LDIFError.changeRecord(line: n)
                }
                entry?.attributes.append(attribute)
            } catch let error as LDIFError {
                if !error.isEntryFault { throw error }
                note(error, &entry)
                continue
            }
            entryBytes += bytes.count
            if let count = entry?.attributes.count, count > limits.maxPropertiesPerCard {
                note(.tooManyAttributes(line: entryLine, limit: limits.maxPropertiesPerCard), &entry)
            } else if entryBytes > limits.maxCardBytes {
                note(.entryTooLarge(line: entryLine, limit: limits.maxCardBytes), &entry)
            }
        }
    }

    /// Keeps the entry's first fault and drops what was read of it, so the rest of it is
    /// skipped to its end holding nothing.
    private func note(_ error: LDIFError, _ entry: inout Entry?) {
        if fault == nil { fault = error }
        entry = nil
    }

    /// Reads one `name;options: value`, `name:: base64` or `name:< url` line.
    static func attribute(_ bytes: [UInt8], line: Int) throws(LDIFError) -> Attribute {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { throw .notAnAttribute(line: line) }
        let description = bytes[..<colon]
        guard description.allSatisfy(isDescriptionByte) else { throw .notAnAttribute(line: line) }
        let written = String(decoding: description, as: UTF8.self)
        let parts = ASCIIText.lowercased(written).split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.first, !name.isEmpty else { throw .notAnAttribute(line: line) }
        var rest = bytes[(colon + 1)...]
        var marker: UInt8?
        if let first = rest.first, first == UInt8(ascii: ":") || first == UInt8(ascii: "<") {
            marker = first
            rest = rest.dropFirst()
        }
        while rest.first == 0x20 { rest = rest.dropFirst() }
        var value = Array(rest)
        switch marker {
        case UInt8(ascii: ":"):
            guard let decoded = Base64.decode(bytes: value) else { throw .badBase64(line: line, attribute: written) }
            value = decoded
        case UInt8(ascii: "<"):
            throw .urlValue(line: line, attribute: written)
        default:
            break
        }
        return Attribute(name: name, options: Array(parts.dropFirst()), value: value, line: line, written: written)
    }

    /// Letters, digits, `-`, `.` (numeric OIDs) and `;` between options.
    private static func isDescriptionByte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
            || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: ";")
    }

    /// Whether `bytes` starts with the ASCII `word`, ignoring case.
    private static func startsWith(_ bytes: [UInt8], _ word: String) -> Bool {
        startsWith(bytes, Array(word.utf8))
    }

    /// Whether `bytes` starts with the ASCII letters and colons `w`, ignoring case.
    private static func startsWith(_ bytes: [UInt8], _ w: [UInt8]) -> Bool {
        guard bytes.count >= w.count else { return false }
        func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
        for (b, c) in zip(bytes, w) where lower(b) != lower(c) { return false }
        return true
    }

    /// The next logical line: a physical line with the lines that continue it joined on
    /// (each without its first space); an empty array for a blank line. A logical line
    /// that grows past the cap throws once, and the rest of it is skipped.
    private func nextLogical() throws -> (line: Int, bytes: [UInt8])? {
        guard var current = try nextPhysical() else { return nil }
        if current.bytes.first == 0x20 { throw LDIFError.strayContinuation(line: current.line) }
        if current.bytes.isEmpty { return current }  // a blank line ends an entry; nothing continues it
        var length = current.bytes.count
        while let (n, bytes) = try nextPhysical() {
            guard bytes.first == 0x20 else {
                lookahead = (n, bytes)
                break
            }
            length += bytes.count - 1
            // Past the cap the bytes are let go as they come: the rest is read, not kept.
            if length > limits.maxLineBytes { current.bytes = [] } else { current.bytes += bytes.dropFirst() }
        }
        if length > limits.maxLineBytes {
            throw LDIFError.lineTooLong(line: current.line, bytes: length, limit: limits.maxLineBytes)
        }
        return current
    }

    private func nextPhysical() throws -> (line: Int, bytes: [UInt8])? {
        if let held = lookahead {
            lookahead = nil
            return held
        }
        return try splitter.next()
    }
}

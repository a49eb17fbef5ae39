/// Content-line syntax shared by the writer, the reader and the payload builders:
/// escaping, parameter quoting (RFC 6868 carets) and folding.
enum VCardSyntax {
    /// Whether a content line's header (name and parameters, upper-cased) declares its value
    /// quoted-printable: an `ENCODING=QUOTED-PRINTABLE` parameter or vCard 2.1's bare
    /// `QUOTED-PRINTABLE`, as the content-line parser decodes it. The reader's soft-break
    /// joining, the writer's folding and its guard all ask this, so they never disagree on
    /// a header that merely mentions the word (`CODING=QUOTED-PRINTABLE`).
    static func declaresQuotedPrintable(upperHeader: String) -> Bool {
        guard upperHeader.includes("QUOTED-PRINTABLE") else { return false }
        // By Unicode scalars, as the content-line parser splits a header.
        for piece in splitRaw(upperHeader, on: ";", shield: .none).dropFirst() {
            let parameter = WhiteSpace.trim(piece)
            if parameter == "QUOTED-PRINTABLE" { return true }
            guard parameter.unicodeScalars.starts(with: "ENCODING=".unicodeScalars) else { continue }
            let values = splitRaw(String(parameter.unicodeScalars.dropFirst("ENCODING=".unicodeScalars.count)), on: ",", shield: .none)
            if values.contains(where: { WhiteSpace.trim($0).filter { $0 != "\"" } == "QUOTED-PRINTABLE" }) {
                return true
            }
        }
        return false
    }

    /// Escapes a text value (or one component of a compound value): `\` `,` `;` and newline.
    ///
    /// `semicolon: false` leaves `;` as it is: RFC 6350's `text` grammar allows only `\\`,
    /// `\,` and `\n` escapes, so a 4.0 property with one text value (FN, NOTE, TITLE…)
    /// must not escape it (strict parsers such as belcard reject `\;` there); structured
    /// values (N, ADR, ORG) and vCard 3.0 text do escape it.
    static func escapeText(_ text: String, semicolon: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for s in text.unicodeScalars {
            switch s {
            case "\\": out += "\\\\"
            case ",": out += "\\,"
            case ";" where semicolon: out += "\\;"
            case "\n": out += "\\n"
            case "\r": break  // snapshot() already turned CR and CRLF into LF
            default: out.unicodeScalars.append(s)
            }
        }
        return out
    }

    /// Escapes each item and joins them with `separator` (`,` for lists, `;` for components).
    static func escapeJoined(_ items: [String], separator: String, semicolon: Bool = true) -> String {
        items.map { escapeText($0, semicolon: semicolon) }.joinedText(separator: separator)
    }

    /// Encodes one parameter value, with double quotes around it when it holds `:` `;` or
    /// `,`, or starts or ends with white space. 4.0 uses RFC 6868 carets (`^^`, `^n`, `^'`). RFC 6868 does not cover 3.0, yet
    /// its readers (ez-vcard, myca) decode carets there too: a 3.0 value doubles a caret
    /// only where such a reader would otherwise decode it (before `^`, `n`, `N`, `'`, and at
    /// the end, before the character that ends the value), so a reader that knows no
    /// carets reads the value as it is. A line break and a double
    /// quote, which no 3.0 parameter can hold, reach a writer only in an address's LABEL
    /// (VCardContentLine.writableValues), which 3.0 writes as a property instead.
    static func paramValue(_ value: String, v4: Bool = true) -> String {
        var out = ""
        var needsQuotes = false
        let scalars = value.unicodeScalars
        for i in scalars.indices {
            switch scalars[i] {
            case "^":
                // The scalar written after it (a CR is not written).
                // vinnie (ez-vcard) also takes a caret's next character literally, so a
                // caret at the end would swallow the `:`, `;` or `"` that ends the value.
                let next = scalars[scalars.index(after: i)...].first { $0 != "\r" }
                out += v4 || next.map(caretEscapes.contains) ?? true ? "^^" : "^"
            case "\n": out += "^n"
            case "\"": out += "^'"
            case "\r": break
            case let s where s == ":" || s == ";" || s == ",": needsQuotes = true; out.unicodeScalars.append(s)
            case let s: out.unicodeScalars.append(s)
            }
        }
        // Readers trim an unquoted value (so does myca's): white space at either end
        // survives only inside quotes.
        if let first = out.unicodeScalars.first, let last = out.unicodeScalars.last,
           WhiteSpace.isSpace(first) || WhiteSpace.isSpace(last) {
            needsQuotes = true
        }
        return needsQuotes ? "\"" + out + "\"" : out
    }

    /// What a caret before it would make an RFC 6868 escape of, as ``paramValue(_:v4:)``
    /// writes it (a line break as `^n`, a double quote as `^'`).
    private static let caretEscapes: Set<Unicode.Scalar> = ["^", "n", "N", "'", "\n", "\""]

    /// `;NAME=v1,v2` with each value encoded for the version (see ``paramValue(_:v4:)``).
    static func param(_ name: String, _ values: [String], v4: Bool = true) -> String {
        ";" + name + "=" + values.map { paramValue($0, v4: v4) }.joinedText(separator: ",")
    }

    /// Folds one content line at 75 octets, never inside a UTF-8 sequence, appending it and
    /// CRLF to `out`. Continuation lines start with one space.
    static func appendFolded(_ line: String, to out: inout [UInt8]) {
        var bytes = Array(line.utf8)
        // Defence in depth: whatever a stored card holds, no control character (C0 but TAB,
        // DEL, C1) leaves the writer; the reader already removed them with a warning.
        if bytes.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 }) { bytes = withoutControls(bytes) }
        let quotedPrintable = declaresQuotedPrintable(
            upperHeader: ASCIIText.uppercased(String(decoding: VCardReader.headerBytes(bytes), as: UTF8.self)))
        var start = 0
        var limit = 75
        while bytes.count - start > limit {
            var end = boundary(bytes, before: start + limit, after: start)
            // Prefer not to split a grapheme cluster (a combining mark or an emoji ZWJ
            // sequence) when a cluster boundary is within reach; it is legal, but naive
            // unfolders that trim the leading space per character would mangle it.
            var tries = 0
            var candidate = end
            while tries < 12, candidate > start + 1, joinsPrevious(bytes, at: candidate) {
                candidate = boundary(bytes, before: candidate - 1, after: start)
                tries += 1
            }
            if candidate > start + 1, !joinsPrevious(bytes, at: candidate) { end = candidate }
            // A line the reader treats as quoted-printable (its name and parameters say
            // QUOTED-PRINTABLE, e.g. an extra kept from a 2.1 card) must not end a fold
            // with `=`: that reads as a soft line break and the fold's space would stay.
            while quotedPrintable, end > start + 1, bytes[end - 1] == UInt8(ascii: "=") { end -= 1 }
            out.append(contentsOf: bytes[start..<end])
            out.append(contentsOf: [0x0D, 0x0A, 0x20])
            start = end
            limit = 74
        }
        out.append(contentsOf: bytes[start...])
        out.append(contentsOf: [0x0D, 0x0A])
    }

    /// UTF-8 `bytes` without C0 controls other than TAB, DEL and C1 controls (C2 80–C2 9F).
    static func withoutControls(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) { i += 2; continue }
            if (b < 0x20 && b != 0x09) || b == 0x7F { i += 1; continue }
            out.append(b)
            i += 1
        }
        return out
    }

    /// The largest UTF-8 sequence start at or before `index` (continuation bytes are 10xxxxxx).
    static func boundary(_ bytes: [UInt8], before index: Int, after start: Int) -> Int {
        var end = index
        while end > start && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return end
    }

    /// Whether the scalar starting at `index` extends the one before it (combining mark,
    /// variation selector, ZWJ) or follows a ZWJ.
    static func joinsPrevious(_ bytes: [UInt8], at index: Int) -> Bool {
        func scalar(at i: Int) -> Unicode.Scalar? {
            var it = bytes[i...].makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let s) = decoder.decode(&it) { return s }
            return nil
        }
        guard index < bytes.count, let s = scalar(at: index) else { return false }
        if s.properties.isGraphemeExtend || s.value == 0x200D || (0xFE00...0xFE0F).contains(s.value)
            || (0x1F3FB...0x1F3FF).contains(s.value) {
            return true
        }
        let prev = boundary(bytes, before: index - 1, after: 0)
        return scalar(at: prev)?.value == 0x200D
    }

    /// Unescapes a text value: `\\` `\,` `\;` `\n`/`\N`; any other escaped character stands
    /// for itself, as ez-vcard and vobject read it.
    static func unescape(_ text: String) -> String {
        decodeEscapes(text, marker: "\\") { $0 == "n" || $0 == "N" ? "\n" : $0 }
    }

    /// `text` with each `marker` and the character after it replaced by what `meaning` makes
    /// of that character; where it makes nothing, both stay, as does a marker that ends the
    /// text. By Unicode scalars, as the writer escapes them.
    static func decodeEscapes(_ text: String, marker: Unicode.Scalar,
                              _ meaning: (Unicode.Scalar) -> Unicode.Scalar?) -> String {
        guard text.unicodeScalars.contains(marker) else { return text }
        var out = String.UnicodeScalarView()
        var escaping = false
        for s in text.unicodeScalars {
            if escaping {
                if let decoded = meaning(s) { out.append(decoded) } else { out.append(marker); out.append(s) }
                escaping = false
            } else if s == marker {
                escaping = true
            } else {
                out.append(s)
            }
        }
        if escaping { out.append(marker) }
        return String(out)
    }

    /// What keeps a separator from splitting a value.
    enum Shield {
        /// Nothing: every separator splits.
        case none
        /// A backslash before it (the escape stays in the piece).
        case backslash
        /// Double quotes around it (parameter values).
        case quotes
    }

    /// Splits a raw value on each `separator` that `shield` leaves bare, leaving escapes and
    /// quotes in place.
    static func splitRaw(_ text: String, on separator: Unicode.Scalar, shield: Shield = .backslash) -> [String] {
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        var shielded = false
        for s in text.unicodeScalars {
            if s == separator && !shielded {
                parts.append(String(current))
                current = String.UnicodeScalarView()
                continue
            }
            current.append(s)
            switch shield {
            case .none: break
            case .backslash: shielded = !shielded && s == "\\"
            case .quotes: if s == "\"" { shielded.toggle() }
            }
        }
        parts.append(String(current))
        return parts
    }

    /// A compound value (`N`, `ADR`, `ORG`): components split on `;`, each split on `,`, unescaped.
    static func compound(_ raw: String) -> [[String]] {
        splitRaw(raw, on: ";").map { comp in splitRaw(comp, on: ",").map(unescape) }
    }

    /// A compound value whose components are single texts (commas inside stay literal).
    static func components(_ raw: String) -> [String] {
        splitRaw(raw, on: ";").map(unescape)
    }

    /// A comma-separated text list (`NICKNAME`, `CATEGORIES`).
    static func textList(_ raw: String) -> [String] {
        splitRaw(raw, on: ",").map(unescape)
    }
}

/// Output file names for batch rows: a template such as `{row}-{handle}` filled in
/// per row and made safe for a file system.
///
/// Placeholders: `{row}` (the row number), `{handle}` (a handle made from the name,
/// as `myca new` would: `José Müller` → `jose-muller`), `{name}` (the formatted name,
/// else derived from the name parts), `{given}`, `{family}`. `{{` and `}}` are literal
/// braces. Safety: `/`, `\`, control characters and NUL become `_`; leading dots and
/// spaces are removed (no hidden files, no `..`); trailing dots and spaces too; the
/// stem is capped at ``maxStemBytes`` bytes (cut on a character boundary); an empty
/// result becomes `row-N`. The extension is added after the cap.
public struct FileNameTemplate: Sendable, Equatable {
    /// The placeholders a template may use.
    public static let placeholders = ["row", "handle", "name", "given", "family"]
    /// The default template.
    public static let defaultTemplate = "{row}-{handle}"
    /// The longest stem in UTF-8 bytes, leaving room for `-NNN` and an extension under 255.
    public static let maxStemBytes = 200

    enum Part: Sendable, Equatable {
        case literal(String)
        case placeholder(String)
    }

    let parts: [Part]
    /// The template as given.
    public let text: String

    /// Parses a template.
    /// - Throws: ``BatchError/badTemplate(template:reason:)`` for an unknown placeholder or a lone brace.
    public init(_ text: String = FileNameTemplate.defaultTemplate) throws(BatchError) {
        var parts: [Part] = []
        var literal = ""
        var chars = Array(text)
        var i = 0
        if chars.isEmpty { chars = [] }
        while i < chars.count {
            let c = chars[i]
            if c == "{" {
                if i + 1 < chars.count, chars[i + 1] == "{" { literal.append("{"); i += 2; continue }
                guard let close = chars[(i + 1)...].firstIndex(of: "}") else {
                    throw .badTemplate(template: text, reason: MessageText("'{' is never closed"))
                }
                let name = String(chars[(i + 1)..<close])
                guard Self.placeholders.contains(name) else {
                    throw .badTemplate(template: text, reason: MessageText("unknown placeholder {%s}", name))
                }
                if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
                parts.append(.placeholder(name))
                i = close + 1
            } else if c == "}" {
                if i + 1 < chars.count, chars[i + 1] == "}" { literal.append("}"); i += 2; continue }
                throw .badTemplate(template: text, reason: MessageText("'}' without '{'"))
            } else {
                literal.append(c)
                i += 1
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        guard !parts.isEmpty else { throw .badTemplate(template: text, reason: MessageText("it is empty")) }
        self.parts = parts
        self.text = text
    }

    /// Whether the template uses `placeholder` (e.g. `handle`).
    public func uses(_ placeholder: String) -> Bool {
        parts.contains(.placeholder(placeholder))
    }

    /// The safe file stem (no extension) for `profile` at `row`; not yet unique.
    public func stem(for profile: Profile, row: Int) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .literal(let text): out += text
            case .placeholder(let name): out += value(of: name, profile: profile, row: row)
            }
        }
        let safe = Self.sanitize(out)
        return safe.isEmpty ? "row-\(row)" : safe
    }

    private func value(of placeholder: String, profile: Profile, row: Int) -> String {
        switch placeholder {
        case "row": return String(row)
        case "handle":
            return Handle.handle(name: Self.displayName(profile), email: profile.emails.first?.address,
                                 organization: profile.organization)
        case "name": return Self.displayName(profile)
        case "given": return WhiteSpace.trim(profile.givenName)
        case "family": return WhiteSpace.trim(profile.familyName)
        default: return ""
        }
    }

    /// The formatted name, else the name the snapshot would derive.
    static func displayName(_ p: Profile) -> String {
        let fn = WhiteSpace.trim(p.formattedName)
        return fn.isEmpty ? ProfileValidator.derivedName(p) : fn
    }

    /// Makes `text` safe as a file name stem (see the type's rules).
    public static func sanitize(_ text: String) -> String {
        if let ascii = sanitizeASCII(text) { return ascii }
        var scalars = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            let v = s.value
            if v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || s == "/" || s == "\\"
                || v == 0x2028 || v == 0x2029 || v == 0xFEFF {
                scalars.append("_")
            } else {
                scalars.append(s)
            }
        }
        var result = Substring(String(scalars))
        while let first = result.first, first == "." || first == " " { result = result.dropFirst() }
        while let last = result.last, last == "." || last == " " { result = result.dropLast() }
        // Cap by UTF-8 bytes on a Character boundary.
        var capped = ""
        var bytes = 0
        for character in result {
            let n = character.utf8.count
            if bytes + n > maxStemBytes { break }
            capped.append(character)
            bytes += n
        }
        while let last = capped.last, last == "." || last == " " { capped.removeLast() }
        return capped
    }

    /// ``sanitize(_:)`` for printable ASCII without `/` or `\\`, the usual stem, where a
    /// byte is a scalar and a Character and nothing is replaced: a batch names every
    /// row, and the general path is many times slower.
    /// Nil for any other text.
    private static func sanitizeASCII(_ text: String) -> String? {
        var bytes = Array(text.utf8)[...]
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "\\") }) else {
            return nil
        }
        func isTrimmed(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ".") || byte == UInt8(ascii: " ") }
        while let first = bytes.first, isTrimmed(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, isTrimmed(last) { bytes = bytes.dropLast() }
        bytes = bytes.prefix(maxStemBytes)
        while let last = bytes.last, isTrimmed(last) { bytes = bytes.dropLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

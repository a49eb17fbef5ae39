/// One parsed content line: `[group.]NAME *(;param) : value`, value decoded to text.
struct VCardContentLine {
    var line: Int
    var group: String?
    var name: String
    var parameters: [VCardParameter]
    /// Raw value in vCard escaped syntax (quoted-printable and charset already decoded).
    var value: String
    /// Upper-cased name for matching.
    var key: String { ASCIIText.uppercased(name) }

    /// Parses `bytes`; nil when there is no colon or no name. Appends decoding warnings.
    /// `fallbackCharset` decodes a value that declares no charset and is not UTF-8: the
    /// charset other properties of the same card declare, as the phone that wrote it meant.
    static func parse(_ l: VCardReader.LogicalLine, version: VCardVersion, fallbackCharset: String? = nil,
                      warnings: inout [VCardWarning]) -> VCardContentLine? {
        let bytes = l.bytes
        let header = VCardReader.headerBytes(bytes)
        guard header.endIndex < bytes.count else { return nil }
        let valueBytes = Array(bytes[(header.endIndex + 1)...])
        let headerText = String(decoding: header, as: UTF8.self)
        var pieces = VCardSyntax.splitRaw(headerText, on: ";", shield: .quotes)
        var nameText = WhiteSpace.trim(pieces.removeFirst())
        // Control characters in a parameter (a TYPE holding ESC) cannot be written back (the
        // writer never emits one): removed here, with a warning. A name holding one is no
        // name (below): cleaned, it could read as BEGIN or END, which it is not.
        if pieces.contains(where: { withoutControls($0) != nil }) {
            pieces = pieces.map { withoutControls($0) ?? $0 }
            warnings.append(VCardWarning(.controlsRemoved, line: l.line, property: nameText,
                                         message: MessageText("%s: control characters removed from its parameters", nameText)))
        }
        // The header is taken apart by Unicode scalars, never by characters: a combining
        // mark after a `.`, `=`, `;`, `,`, `"` or `^` (a value starting with the half-width
        // voiced mark ﾞ) joins it in one character, which would hide the delimiter.
        var group: String?
        let name = nameText.unicodeScalars
        if let dot = name.lastIndex(of: ".") {
            group = String(name[..<dot])
            nameText = String(name[name.index(after: dot)...])
        }
        guard ProfileValidator.isToken(nameText), group.map(ProfileValidator.isToken) ?? true else { return nil }
        var params: [VCardParameter] = []
        for piece in pieces where !WhiteSpace.trim(piece).isEmpty {
            let scalars = piece.unicodeScalars
            if let eq = scalars.firstIndex(of: "=") {
                let pname = WhiteSpace.trim(String(scalars[..<eq]))
                let raw = String(scalars[scalars.index(after: eq)...])
                let values = VCardSyntax.splitRaw(raw, on: ",", shield: .quotes).map { v -> String in
                    var t = WhiteSpace.trim(v)
                    let u = t.unicodeScalars
                    if u.count >= 2, u.first == "\"", u.last == "\"" { t = String(u.dropFirst().dropLast()) }
                    return version.decodesCarets ? decodeCarets(t) : t
                }
                params.append(VCardParameter(name: pname, values: writableValues(values, parameter: pname, property: nameText,
                                                                            line: l.line, warnings: &warnings)))
            } else {
                // vCard 2.1 bare parameter, from any version (see VCardVersion): an encoding or a type.
                let v = WhiteSpace.trim(piece)
                let u = ASCIIText.uppercased(v)
                let isEncoding = ["QUOTED-PRINTABLE", "BASE64", "8BIT", "7BIT", "B"].contains(u)
                params.append(VCardParameter(name: isEncoding ? "ENCODING" : "TYPE", values: [v]))
            }
        }
        let encoding = params.first { ASCIIText.uppercased($0.name) == "ENCODING" }.map { ASCIIText.uppercased($0.values.first ?? "") }
        let charset = params.first { ASCIIText.uppercased($0.name) == "CHARSET" }.map { ASCIIText.uppercased($0.values.first ?? "") }
        var text = decodeValue(valueBytes, encoding: encoding, charset: charset, version: version,
                               fallbackCharset: fallbackCharset, property: nameText, line: l.line, warnings: &warnings)
        // Encodings and charsets are now undone; keeping them would mislabel the text.
        params.removeAll {
            let n = ASCIIText.uppercased($0.name)
            return n == "CHARSET" || (n == "ENCODING" && encoding != "B" && encoding != "BASE64")
        }
        if encoding == "B" || encoding == "BASE64" { text = String(text.unicodeScalars.filter { !WhiteSpace.isSpace($0) }) }
        return VCardContentLine(line: l.line, group: group, name: nameText, parameters: params, value: text)
    }

    /// The one place a property value's bytes become text: quoted-printable undone, the
    /// charset decoded (see VCardCharset; before any unescaping), decoded line breaks put
    /// back in escaped syntax, control characters removed. Base64 values stay as they are
    /// (their bytes are decoded where they are used).
    static func decodeValue(_ bytes: [UInt8], encoding: String?, charset: String?, version: VCardVersion, fallbackCharset: String?,
                            property: String, line: Int, warnings: inout [VCardWarning]) -> String {
        var decoded = bytes
        if encoding == "QUOTED-PRINTABLE" { decoded = decodeQuotedPrintable(bytes) }
        let assumed = isUTF8(decoded) ? nil : (version.isUTF8Only ? "UTF-8" : fallbackCharset)
        let decodedText = VCardCharset.decode(decoded, charset: charset ?? assumed)
        var text = decodedText.text
        if let problem = decodedText.warning {
            warnings.append(VCardWarning(.charset, line: line, property: property, message: MessageText("%s: %s", property, problem)))
        }
        if encoding == "QUOTED-PRINTABLE" {
            // Decoded line breaks are real newlines: put them back in escaped syntax.
            text = ProfileValidator.normalizeNewlines(text).replacingNewlines()
        }
        // No vCard can carry a control character (ESC, BEL, C1…) and a terminal would run
        // one: they are removed here, where they come in, and the warning says so.
        if let cleaned = withoutControls(text) {
            text = cleaned
            warnings.append(VCardWarning(.controlsRemoved, line: line, property: property,
                                         message: MessageText("%s: control characters removed", property)))
        }
        return text
    }

    /// `text` without C0 controls other than TAB, DEL and C1 controls; nil when it has none.
    static func withoutControls(_ text: String) -> String? {
        func isControl(_ s: Unicode.Scalar) -> Bool { (s.value < 0x20 && s != "\t") || (0x7F...0x9F).contains(s.value) }
        guard text.unicodeScalars.contains(where: isControl) else { return nil }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) }))
    }

    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 < 0x80 } || String(validating: bytes, as: UTF8.self) != nil
    }

    /// Parameter values in a form every version can write and strict readers take. A line
    /// break (RFC 6868 `^n`) has no 2.1/3.0 form, and ez-vcard refuses it in 4.0 too: it
    /// becomes a space. A double quote (RFC 6868 `^'`, or one a lenient writer left inside
    /// a value) has no 2.1/3.0 form either, and ez-vcard refuses it decoded from `^'`: it
    /// becomes an apostrophe. Each with a warning, as the value no longer reads as it did.
    /// An address's LABEL keeps both (it is the address as printed: 3.0 writes it as a
    /// LABEL property, 4.0 with RFC 6868 carets); VCardCardBuilder cleans it when the
    /// address is kept as is (3.0 carries the parameter as X-LABEL, where neither goes).
    static func writableValues(_ values: [String], parameter: String, property: String, line: Int,
                               warnings: inout [VCardWarning]) -> [String] {
        if ASCIIText.uppercased(parameter) == "LABEL", ASCIIText.uppercased(property) == "ADR" { return values }
        return cleaned(values, parameter: parameter, property: property, line: line, warnings: &warnings)
    }

    /// `values` with each line break as a space and each double quote as an apostrophe,
    /// with a warning for each kind there was.
    static func cleaned(_ values: [String], parameter: String, property: String, line: Int,
                        warnings: inout [VCardWarning]) -> [String] {
        var out = values
        if values.contains(where: { $0.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } }) {
            warnings.append(VCardWarning(.controlsRemoved, line: line, property: property,
                                         message: MessageText("%s: parameter %s: line break replaced with a space", property, parameter)))
            out = out.map { value in
                String(String.UnicodeScalarView(ProfileValidator.normalizeNewlines(value).unicodeScalars.map { $0 == "\n" ? " " : $0 }))
            }
        }
        guard out.contains(where: { $0.unicodeScalars.contains("\"") }) else { return out }
        warnings.append(VCardWarning(.valueRewritten, line: line, property: property,
                                     message: MessageText("%s: parameter %s: double quote replaced with an apostrophe (no vCard parameter can hold one)", property, parameter)))
        return out.map { String(String.UnicodeScalarView($0.unicodeScalars.map { $0 == "\"" ? "'" : $0 })) }
    }

    /// RFC 6868: `^^` → `^`, `^n` → newline, `^'` → `"`; any other caret stays.
    /// `^^` before a combining mark is still a caret.
    static func decodeCarets(_ v: String) -> String {
        VCardSyntax.decodeEscapes(v, marker: "^") { s in
            switch s {
            case "^": return "^"
            case "n", "N": return "\n"
            case "'": return "\""
            default: return nil
            }
        }
    }

    static func decodeQuotedPrintable(_ bytes: [UInt8]) -> [UInt8] {
        // A `=` that ends the value is a soft line break, never the start of an escape.
        HexEscapes.decode(bytes.last == UInt8(ascii: "=") ? bytes.dropLast() : bytes[...], marker: UInt8(ascii: "="))
    }
}

extension String {
    /// Newlines as the two characters `\n` (vCard escaped syntax).
    func replacingNewlines() -> String {
        var out = ""
        for s in unicodeScalars {
            if s == "\n" { out += "\\n" } else { out.unicodeScalars.append(s) }
        }
        return out
    }
}

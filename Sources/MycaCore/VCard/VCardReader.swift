/// Reads vCard 2.1, 3.0 and 4.0 as phones, Outlook, Gmail, Thunderbird and the RFCs write it.
///
/// Handles a BOM; CRLF, LF or CR line ends; folding with space or tab; groups; quoted
/// parameters and RFC 6868 carets; quoted-printable with CHARSET (including soft line
/// breaks); base64 photos (`ENCODING=b`, `BASE64`, bare 2.1 blocks) and `data:` URIs;
/// several cards. A line it cannot take becomes a ``VCardWarning`` and reading goes on;
/// unknown properties are kept in ``Profile/extras``. Only structural faults and exceeded
/// ``VCardLimits`` throw.
public enum VCardReader {
    /// Reads every card in `bytes`.
    /// - Throws: ``VCardError`` for structural faults and exceeded limits.
    public static func read(_ bytes: [UInt8], limits: VCardLimits = .default) throws(VCardError) -> VCardReadResult {
        if bytes.count > limits.maxBytes { throw .inputTooLarge(bytes: bytes.count, limit: limits.maxBytes) }
        var warnings: [VCardWarning] = []
        var input = bytes
        if let order = VCardCharset.utf16Order(of: Array(bytes.prefix(4))) {
            var transcoder = UTF16Transcoder(order: order)
            input = transcoder.transcode(bytes, final: true)
            if transcoder.replaced { warnings.append(VCardWarning(line: 1, message: "UTF-16 input holds unpaired surrogates, replaced with U+FFFD")) }
        }
        let lines = try logicalLines(input, limits: limits)
        var profiles: [Profile] = []
        var current: [LogicalLine]?
        var beginLine = 0
        var depth = 0
        for l in lines {
            let upper = TextHelpers.asciiUpper(TextHelpers.trim(String(decoding: l.bytes, as: UTF8.self)))
            let isBegin = upper == "BEGIN:VCARD", isEnd = upper == "END:VCARD"
            if current == nil {
                if isBegin {
                    if profiles.count >= limits.maxCards { throw .tooManyCards(line: l.line, limit: limits.maxCards) }
                    current = []
                    beginLine = l.line
                    depth = 1
                } else if isEnd {
                    throw .endWithoutBegin(line: l.line)
                } else {
                    warnings.append(VCardWarning(line: l.line, message: "text outside BEGIN:VCARD…END:VCARD ignored"))
                }
                continue
            }
            if isBegin {
                if depth == 1 { warnings.append(VCardWarning(line: l.line, message: "nested vCard (AGENT) not kept")) }
                depth += 1
                continue
            }
            if isEnd {
                depth -= 1
                if depth == 0 {
                    var builder = VCardCardBuilder(lines: current ?? [])
                    profiles.append(builder.build())
                    warnings += builder.warnings
                    current = nil
                }
                continue
            }
            if depth > 1 { continue }
            current?.append(l)
            if (current?.count ?? 0) > limits.maxPropertiesPerCard {
                throw .tooManyProperties(line: l.line, limit: limits.maxPropertiesPerCard)
            }
        }
        if current != nil { throw .missingEnd(beginLine: beginLine) }
        if profiles.isEmpty { throw .noCard }
        return VCardReadResult(profiles: profiles, warnings: warnings)
    }

    /// One unfolded line and the number of the physical line it starts on.
    struct LogicalLine {
        var line: Int
        var bytes: [UInt8]
        var quotedPrintable = false
        var base64 = false
    }

    /// Splits on CRLF, LF or CR; unfolds space/tab continuations, quoted-printable soft
    /// line breaks and bare base64 continuation lines.
    static func logicalLines(_ input: [UInt8], limits: VCardLimits) throws(VCardError) -> [LogicalLine] {
        var start = 0
        if input.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var physical: [(Int, ArraySlice<UInt8>)] = []
        var lineNo = 1
        var i = start
        var lineStart = start
        while i < input.count {
            let b = input[i]
            if b == 0x0A || b == 0x0D {
                physical.append((lineNo, input[lineStart..<i]))
                if b == 0x0D && i + 1 < input.count && input[i + 1] == 0x0A { i += 1 }
                lineNo += 1
                lineStart = i + 1
            }
            i += 1
        }
        if lineStart < input.count { physical.append((lineNo, input[lineStart..<input.count])) }

        var out: [LogicalLine] = []
        func check(_ l: LogicalLine) throws(VCardError) {
            if l.bytes.count > limits.maxLineBytes {
                throw .lineTooLong(line: l.line, bytes: l.bytes.count, limit: limits.maxLineBytes)
            }
        }
        for (n, bytes) in physical {
            if var last = out.last {
                if last.quotedPrintable, last.bytes.last == UInt8(ascii: "=") {
                    last.bytes.removeLast()
                    last.bytes += bytes
                    try check(last)
                    out[out.count - 1] = last
                    continue
                }
                if let first = bytes.first, first == 0x20 || first == 0x09 {
                    last.bytes += bytes.dropFirst()
                    try check(last)
                    out[out.count - 1] = last
                    continue
                }
                if last.base64, !bytes.isEmpty, bytes.allSatisfy(isBase64Byte) {
                    last.bytes += bytes
                    try check(last)
                    out[out.count - 1] = last
                    continue
                }
            }
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            var l = LogicalLine(line: n, bytes: Array(bytes))
            let header = TextHelpers.asciiUpper(String(decoding: headerBytes(l.bytes), as: UTF8.self))
            l.quotedPrintable = header.includes("QUOTED-PRINTABLE")
            l.base64 = header.includes("BASE64") || header.includes("ENCODING=B")
            try check(l)
            out.append(l)
        }
        return out
    }

    static func isBase64Byte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2B || b == 0x2F || b == 0x3D
    }

    /// The bytes before the first colon outside double quotes (name and parameters).
    static func headerBytes(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var quoted = false
        for (i, b) in bytes.enumerated() {
            if b == 0x22 { quoted.toggle() }
            if b == 0x3A && !quoted { return bytes[..<i] }
        }
        return bytes[...]
    }
}

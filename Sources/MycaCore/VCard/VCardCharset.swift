#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the bytes of a vCard value into text in the charset its writer used.
///
/// vCard 4.0 is UTF-8 only, but 2.1 and 3.0 cards from phones and desktop programs carry a
/// `CHARSET` parameter (Shift_JIS, windows-125x, GBK, Big5, KOI8-R, EUC-JP…) or none and
/// raw 8-bit bytes; old Mac Address Book and Entourage write whole files in UTF-16. Every
/// declared charset is decoded with the C library's iconv (glibc carries all of them; no
/// library is loaded until a card needs one). Decoding happens on a value's bytes before any
/// vCard unescaping, so a Shift_JIS trail byte 0x5C is never taken for a backslash.
enum VCardCharset {
    /// What decoding a value found worth a warning, or nil.
    struct Decoded {
        var text: String
        var warning: MessageText?
    }

    /// Decodes `bytes` as `charset` (the CHARSET parameter, any case; nil when none).
    ///
    /// - Undeclared: UTF-8; bytes that are not UTF-8 are read as windows-1252 (what Outlook
    ///   and Windows phones wrote), with a warning. The caller passes "UTF-8" for 4.0 cards.
    /// - Declared UTF-8: invalid sequences become U+FFFD, with a warning.
    /// - ISO-8859-1 and US-ASCII labels are read as windows-1252, their superset in
    ///   practice (as browsers do): a `=80` from Outlook is €, not a C1 control.
    /// - Shift_JIS labels are read as Microsoft's CP932, what Japanese phones write (and
    ///   0x5C stays a backslash instead of becoming a yen sign).
    /// - A charset iconv does not know, or bytes invalid in it: UTF-8 when they are valid
    ///   UTF-8, else windows-1252, with a warning naming the charset.
    static func decode(_ bytes: [UInt8], charset: String?) -> Decoded {
        let label = charset.map { ASCIIText.uppercased(WhiteSpace.trim($0)) } ?? ""
        if bytes.allSatisfy({ $0 < 0x80 }) && !isWide(label) {
            return Decoded(text: String(decoding: bytes, as: UTF8.self))
        }
        switch label {
        case "":
            if let text = String(validating: bytes, as: UTF8.self) { return Decoded(text: text) }
            return Decoded(text: utf8OrWindows1252(bytes),
                           warning: MessageText("not valid UTF-8 and no CHARSET given; bytes that are not UTF-8 read as windows-1252"))
        case "UTF-8", "UTF8", "X-UTF-8":
            if let text = String(validating: bytes, as: UTF8.self) { return Decoded(text: text) }
            return Decoded(text: String(decoding: bytes, as: UTF8.self), warning: MessageText("invalid UTF-8 replaced with U+FFFD"))
        case "ISO-8859-1", "ISO8859-1", "ISO_8859-1", "LATIN1", "LATIN-1", "L1", "US-ASCII", "ASCII", "WINDOWS-1252",
             "CP1252", "X-CP1252":
            return Decoded(text: windows1252(bytes))
        default:
            if let text = iconvDecode(bytes, from: iconvName(label)) { return Decoded(text: text) }
            if let text = String(validating: bytes, as: UTF8.self) {
                return Decoded(text: text, warning: MessageText("not valid %s; read as UTF-8", label))
            }
            return Decoded(text: windows1252(bytes), warning: MessageText("not valid %s; read as windows-1252", label))
        }
    }

    /// Charsets whose ASCII bytes are not ASCII text.
    static func isWide(_ label: String) -> Bool {
        label.hasPrefix("UTF-16") || label.hasPrefix("UTF-32") || label.hasPrefix("UCS-") || label.hasPrefix("UNICODE")
            || label.hasPrefix("ISO-2022") || label == "UTF-7" || label == "HZ-GB-2312"
    }

    /// The iconv name for a CHARSET label, where they differ.
    static func iconvName(_ label: String) -> String {
        switch label {
        case "SHIFT_JIS", "SHIFT-JIS", "SJIS", "X-SJIS", "MS_KANJI", "CSSHIFTJIS", "WINDOWS-31J", "MS932", "CP932":
            return "CP932"
        case "GB2312", "EUC-CN", "X-GBK", "CP936":
            return "GBK"
        case "BIG-5", "X-BIG5":
            return "BIG5"
        case "KS_C_5601-1987", "KSC5601", "X-EUC-KR":
            return "EUC-KR"
        case "X-EUC-JP":
            return "EUC-JP"
        case "X-MAC-ROMAN", "MAC", "MACROMAN":
            return "MACINTOSH"
        default:
            // iconv takes "WINDOWS-1251", "CP1251", "ISO-8859-5", "KOI8-R", "GB18030"… as written.
            return label
        }
    }

    /// `bytes` decoded by iconv from `charset`, or nil when iconv does not know the charset
    /// or the bytes are not valid in it.
    static func iconvDecode(_ bytes: [UInt8], from charset: String) -> String? {
        let converter = iconv_open("UTF-8", charset)
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = bytes
        // Four UTF-8 bytes per input byte cover every charset (at most one scalar a byte).
        var output = [UInt8](repeating: 0, count: bytes.count * 4 + 16)
        let produced: Int? = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var inPointer = UnsafeMutableRawPointer(inBuffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
                var inLeft = inBuffer.count
                var outPointer = UnsafeMutableRawPointer(outBuffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
                var outLeft = outBuffer.count
                if iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) == -1 || inLeft != 0 { return nil }
                // Flush a stateful encoding (ISO-2022-JP's return to ASCII).
                if iconv(converter, nil, nil, &outPointer, &outLeft) == -1 { return nil }
                return outBuffer.count - outLeft
            }
        }
        guard let produced else { return nil }
        return String(validating: output[..<produced], as: UTF8.self)
    }

    /// UTF-8 where the bytes are UTF-8, each other byte as windows-1252: a value typed on a
    /// Windows machine next to one pasted from the web.
    static func utf8OrWindows1252(_ bytes: [UInt8]) -> String {
        var out = ""
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >= 0xF0 && b <= 0xF4 ? 4 : b >= 0xE0 ? (b <= 0xEF ? 3 : 0) : b >= 0xC2 ? 2 : 0
            if length > 0, i + length <= bytes.count, let text = String(validating: bytes[i..<(i + length)], as: UTF8.self) {
                out += text
                i += length
            } else {
                out += windows1252([b])
                i += 1
            }
        }
        return out
    }

    /// windows-1252: Latin-1 with typographic characters and € in 0x80–0x9F. The five
    /// bytes it leaves undefined become U+FFFD rather than C1 control characters.
    static func windows1252(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        for b in bytes {
            if (0x80...0x9F).contains(b) {
                let v = cp1252High[Int(b - 0x80)]
                scalars.append(Unicode.Scalar(v) ?? "\u{FFFD}")
            } else {
                scalars.append(Unicode.Scalar(b))
            }
        }
        return String(scalars)
    }

    /// 0x80–0x9F in windows-1252 (0xFFFD where it defines nothing).
    private static let cp1252High: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]

    /// The byte order of a UTF-16 input, by its byte order mark or, without one, by the
    /// zero bytes of its first ASCII characters (`BEGIN` or a blank line); nil for UTF-8.
    static func utf16Order(of prefix: [UInt8]) -> UTF16Transcoder.Order? {
        if prefix.starts(with: [0xFF, 0xFE]) { return .littleEndian }
        if prefix.starts(with: [0xFE, 0xFF]) { return .bigEndian }
        guard prefix.count >= 4 else { return nil }
        if prefix[0] == 0, prefix[1] != 0, prefix[2] == 0, prefix[3] != 0 { return .bigEndian }
        if prefix[0] != 0, prefix[1] == 0, prefix[2] != 0, prefix[3] == 0 { return .littleEndian }
        return nil
    }
}

/// Text and links for HTML made from a card: everything a card holds is data, never markup.
///
/// One escape serves text and (double- or single-quoted) attribute values alike: `&`, `<`,
/// `>`, `"` and `'` become references, and characters HTML forbids (C0 controls but tab
/// and line breaks, C1 controls, U+FFFE/U+FFFF) are left out, as in the SVG the QR renderer
/// writes. A URL becomes a link only when ``href(_:)`` says it is one people can follow
/// safely; anything else (a `javascript:` URL imported from a hostile file) stays text.
///
/// A right-to-left override in a name would reorder the page after it, so every escaped
/// text has the embeddings, overrides and isolates it leaves open closed at its end
/// (``BidiText/balanced(_:)``), and text from the card shown on the page is wrapped in
/// `<bdi>` (``isolate(_:)``), which also keeps a right-to-left name from pulling the
/// punctuation around it to its side.
public enum HTML {
    /// `text` escaped for an HTML text node or a quoted attribute value, with what it
    /// leaves open of the text's direction closed.
    public static func escape(_ text: String) -> String {
        XMLText.escape(BidiText.balanced(text))
    }

    /// Text from a card for an HTML text node: escaped, in a `<bdi>` element, which browsers
    /// lay out apart from the text around it. Attributes and `<title>` take no markup and
    /// have ``escape(_:)`` alone.
    public static func isolate(_ text: String) -> String {
        "<bdi>" + escape(text) + "</bdi>"
    }

    /// The schemes a card's URL may have to become a live link.
    public static let linkSchemes = ["https://", "http://", "mailto:", "tel:"]

    /// `url` when it is a link to follow: it starts (exactly, in any case) with one of
    /// ``linkSchemes`` and has no white space or control character anywhere (browsers drop
    /// tabs and line breaks inside URLs, so `java\tscript:` would run); nil otherwise.
    /// A `mailto:` URL is a link only when it is one plain address (``isPlainAddress(_:)``).
    /// The result still needs ``escape(_:)`` inside an attribute.
    public static func href(_ url: String) -> String? {
        let lower = ASCIIText.lowercased(url)
        guard let scheme = linkSchemes.first(where: { lower.hasPrefix($0) }), url.utf8.count > scheme.utf8.count else {
            return nil
        }
        if scheme == "mailto:", !isPlainAddress(String(url.unicodeScalars.dropFirst(scheme.unicodeScalars.count))) {
            return nil
        }
        let plain = url.unicodeScalars.allSatisfy { s in
            !(s.value <= 0x20 || (0x7F...0x9F).contains(s.value) || s.properties.isWhitespace
                || s.properties.generalCategory == .format)
        }
        return plain ? url : nil
    }

    /// The `mailto:` link of an email address, or nil when the address is not one to link
    /// (see ``isPlainAddress(_:)``).
    public static func mailto(_ address: String) -> String? {
        href("mailto:" + address)
    }

    /// Whether the part of a `mailto:` URL after the scheme is one address and nothing
    /// else: exactly one `@`, and none of `?` (headers: `bcc=`, `cc=`, `to=`, `body=`, even
    /// `subject=`, since a prefilled message is not what the card's reader typed), `#`, `,`
    /// or `;` (more recipients), `%` (which decodes to any of these) or `&`. A link that
    /// silently copies a message to someone else, or writes it for the sender, is no
    /// address to follow; such a value stays text.
    public static func isPlainAddress(_ address: String) -> Bool {
        let forbidden: Set<Unicode.Scalar> = ["?", "#", ",", ";", "%", "&"]
        let scalars = address.unicodeScalars
        return scalars.filter { $0 == "@" }.count == 1 && scalars.first != "@" && scalars.last != "@"
            && !scalars.contains(where: forbidden.contains)
    }

    /// The `tel:` link of a phone number as people write it (`+1 415 555-0134`): spaces
    /// dropped, nil when anything but digits, `+`, `-`, `.` and parentheses is left.
    public static func tel(_ number: String) -> String? {
        let compact = number.unicodeScalars.filter { $0 != " " && $0 != "\u{A0}" }
        let allowed = compact.allSatisfy { ("0"..."9").contains($0) || "+-.()".unicodeScalars.contains($0) }
        guard allowed, compact.contains(where: { ("0"..."9").contains($0) }) else { return nil }
        var text = ""
        text.unicodeScalars.append(contentsOf: compact)
        return "tel:" + text
    }

    /// A link to `fileName` in the same folder: every byte of it but letters, digits and
    /// `-._~` percent-encoded (RFC 3986), so no name can read as a query, a fragment, a
    /// scheme or a folder.
    public static func relativeLink(_ fileName: String) -> String {
        var out = ""
        for byte in fileName.utf8 {
            let unreserved = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            if unreserved {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append(contentsOf: ["%", digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
            }
        }
        // `./` keeps a name with a colon in it from reading as a scheme.
        return "./" + out
    }

    /// A `data:` URI of `bytes` in base64.
    public static func dataURI(mediaType: String, _ bytes: [UInt8]) -> String {
        "data:" + mediaType + ";base64," + Base64.encode(bytes)
    }

    /// A file name for a download attribute: `name` without path separators, reserved
    /// characters and controls, trimmed; `fallback` when nothing is left. Characters that
    /// steer direction are left out: an override makes `Eve\u{202E}fdp.exe` look like a PDF.
    public static func fileName(_ name: String, ext: String, fallback: String) -> String {
        let reserved = Set("/\\:*?\"<>|".unicodeScalars)
        var out = ""
        for s in name.unicodeScalars where !BidiText.isDirectional(s) {
            if reserved.contains(s) || s.value < 0x20 || (0x7F...0x9F).contains(s.value) {
                out.unicodeScalars.append(" ")
            } else {
                out.unicodeScalars.append(s)
            }
        }
        // No hidden file (a leading dot) and no space at either end.
        let trimmed = WhiteSpace.trim(String(out.drop { $0 == "." || $0 == " " }))
        return (trimmed.isEmpty ? fallback : trimmed) + "." + ext
    }
}

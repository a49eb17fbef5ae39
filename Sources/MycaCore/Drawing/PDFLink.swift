/// A link's address as a PDF's link annotation may carry it.
///
/// cairo writes a link's `uri` into the PDF as a literal string, `/URI (…)`, without
/// escaping `(`, `)` or `\`: a `)` in a web address would end the string and let the rest
/// of the address write PDF objects (an action that runs JavaScript), and an honest
/// `+1 (555 0100` would break the annotation. The address is therefore made plain ASCII
/// first: every byte outside RFC 3986's unreserved and reserved characters, less `(`, `)`
/// and `'`, is percent-encoded (the form a browser sends anyway, so the link leads where it
/// did), and a `tel:` number loses its parentheses and spaces, visual separators to which
/// RFC 3966 gives no meaning (its `-` and `.` stay, as written).
public enum PDFLink {
    /// `link` with nothing left that a PDF string or cairo's tag syntax would read as syntax.
    public static func uri(_ link: String) -> String {
        if ASCIIText.hasPrefix(link, "tel:") {
            let number = link.unicodeScalars.dropFirst(4).filter { !visualSeparators.contains($0) }
            var text = "tel:"
            text.unicodeScalars.append(contentsOf: number)
            return encoded(text)
        }
        return encoded(link)
    }

    /// The visual separators that are PDF string syntax or no URI character.
    private static let visualSeparators: Set<Unicode.Scalar> = ["(", ")", " "]

    /// Bytes kept as they are: letters, digits and RFC 3986's `-._~:/?#[]@!$&*+,;=`, and `%`
    /// of an address already encoded. Everything else is `%XX`.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return Array("-._~:/?#[]@!$&*+,;=%".utf8).contains(byte)
        }
    }

    private static func encoded(_ text: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isKept(byte) {
                out.append(byte)
            } else {
                out += [0x25, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

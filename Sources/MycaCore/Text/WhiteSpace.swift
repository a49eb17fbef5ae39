/// White space and control characters, as the readers of cards, templates and CSV meet them.
public enum WhiteSpace {
    /// Whether `s` is Unicode white space (including newlines).
    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        // ASCII first: the Unicode property lookup is slow, and a batch trims
        // every CSV field of every row.
        if s.value < 0x80 { return s.value == 0x20 || (0x09 ... 0x0D).contains(s.value) }
        return s.properties.isWhitespace
    }

    /// `text` without leading and trailing white space.
    public static func trim(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) }) ?? first
        return String(scalars[first...last])
    }

    /// The first control character in `text` other than those in `allowed` (C0, DEL, C1,
    /// and the Unicode line and paragraph separators), or nil.
    static func firstControl(in text: String, allowing allowed: Set<Unicode.Scalar> = []) -> Unicode.Scalar? {
        text.unicodeScalars.first { s in
            (s.value < 0x20 || (s.value >= 0x7F && s.value < 0xA0) || s.value == 0x2028 || s.value == 0x2029)
                && !allowed.contains(s)
        }
    }
}

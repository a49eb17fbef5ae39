/// Small string helpers that Foundation would otherwise provide.
enum TextHelpers {
    /// Whether `s` is Unicode white space (including newlines).
    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        // ASCII first: the Unicode property lookup is slow, and a batch trims
        // every CSV field of every row.
        if s.value < 0x80 { return s.value == 0x20 || (0x09 ... 0x0D).contains(s.value) }
        return s.properties.isWhitespace
    }

    /// `text` without leading and trailing white space.
    static func trim(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) }) ?? first
        return String(scalars[first...last])
    }

    /// ASCII lower-casing (vCard names, types and parameters are ASCII).
    static func asciiLower(_ text: String) -> String {
        text.asciiLowercased()
    }

    /// ASCII upper-casing.
    static func asciiUpper(_ text: String) -> String {
        String(decoding: text.utf8.map { ($0 >= 97 && $0 <= 122) ? $0 - 32 : $0 }, as: UTF8.self)
    }

    /// Splits on every occurrence of `separator` (keeps empty pieces).
    static func split(_ text: String, on separator: Character) -> [String] {
        text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether `text` contains a control character other than those in `allowed`.
    static func firstControl(in text: String, allowing allowed: Set<Unicode.Scalar> = []) -> Unicode.Scalar? {
        text.unicodeScalars.first { s in
            (s.value < 0x20 || (s.value >= 0x7F && s.value < 0xA0) || s.value == 0x2028 || s.value == 0x2029)
                && !allowed.contains(s)
        }
    }

    /// Whether `text` starts with `prefix`, ignoring ASCII case.
    static func hasPrefixIgnoringCase(_ text: String, _ prefix: String) -> Bool {
        let t = Array(text.utf8), p = Array(prefix.utf8)
        guard t.count >= p.count else { return false }
        for i in 0..<p.count {
            let a = (t[i] >= 65 && t[i] <= 90) ? t[i] + 32 : t[i]
            let b = (p[i] >= 65 && p[i] <= 90) ? p[i] + 32 : p[i]
            if a != b { return false }
        }
        return true
    }
}

extension Array where Element == String {
    /// The strings with `separator` between them, as the standard library's
    /// `joined(separator:)` gives them; this one wins overload resolution for every array
    /// of strings in myca.
    ///
    /// The standard library's is generic code that is not specialized for arrays: its
    /// first call in a process resolves `Array`'s associated types at run time, which
    /// scans every protocol conformance record in the binary.
    public func joined(separator: String = "") -> String {
        var result = ""
        var first = true
        for element in self {
            if !first { result += separator }
            result += element
            first = false
        }
        return result
    }
}

extension String {
    /// The string without leading and trailing Unicode white space (newlines included).
    public var trimmingWhitespace: String { TextHelpers.trim(self) }
}

extension String {
    /// The string with A–Z lower-cased and every other byte as it was (names, tokens and
    /// locale names are ASCII; Unicode case mapping is not wanted for them).
    public func asciiLowercased() -> String {
        String(decoding: utf8.map { ($0 >= 65 && $0 <= 90) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// Whether `needle` occurs in this string, byte for byte (UTF-8, case-sensitive).
    ///
    /// For the ASCII tokens myca looks for (`QUOTED-PRINTABLE`, `utf-8`…). The standard
    /// library's `contains(_:)` for strings runs generic code whose first use a
    /// one-card command would pay for.
    public func includes(_ needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { h in
            needle.withUTF8 { n in
                if n.isEmpty { return true }
                if n.count > h.count { return false }
                var i = 0
                while i <= h.count - n.count {
                    var j = 0
                    while j < n.count && h[i + j] == n[j] { j += 1 }
                    if j == n.count { return true }
                    i += 1
                }
                return false
            }
        }
    }
}

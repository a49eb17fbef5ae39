/// ASCII text: vCard names, types and parameters, option words and locale names are
/// ASCII, and Unicode case mapping is not wanted for them.
public enum ASCIIText {
    /// `text` with A–Z lower-cased and every other byte as it was.
    public static func lowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { ($0 >= 65 && $0 <= 90) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// `text` with a–z upper-cased and every other byte as it was.
    static func uppercased(_ text: String) -> String {
        String(decoding: text.utf8.map { ($0 >= 97 && $0 <= 122) ? $0 - 32 : $0 }, as: UTF8.self)
    }

    /// Whether `text` starts with `prefix`, ignoring ASCII case.
    static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
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

extension String {
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

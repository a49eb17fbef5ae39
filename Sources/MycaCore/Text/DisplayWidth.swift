/// Column widths of text on a terminal or in a plain-text email: East Asian wide characters and emoji take two columns.
public enum DisplayWidth {
    /// Columns `s` occupies on a terminal (wide = 2, combining marks and joiners = 0).
    public static func of(_ s: String) -> Int {
        var total = 0
        for character in s { total += of(character) }
        return total
    }

    /// Columns one grapheme cluster occupies.
    ///
    /// A ZWJ sequence that can be one emoji (``isOneEmoji(_:)``: a family, a profession, a
    /// flag) is one wide glyph; any other is drawn as its parts, each as wide as it is
    /// alone, as a font with no glyph for the whole draws it and terminals that count
    /// columns a character at a time (xterm, VTE) place it: thirty emoji joined by ZWJs
    /// take sixty columns, not two.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.count > 1, scalars.contains(where: { $0.value == 0x200D }), !isOneEmoji(character) {
            return scalars.split(separator: "\u{200D}", omittingEmptySubsequences: true).reduce(0) { $0 + width(ofPart: $1) }
        }
        return width(ofPart: scalars[...])
    }

    /// Columns a cluster, or a part of a ZWJ sequence, occupies on its own.
    private static func width(ofPart scalars: Substring.UnicodeScalarView.SubSequence) -> Int {
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1 {
            // Emoji sequences (ZWJ families, VS16, flags, keycaps) render as one wide glyph.
            let hasVS16 = scalars.contains { $0.value == 0xFE0F }
            let hasZWJ = scalars.contains { $0.value == 0x200D }
            let isFlag = scalars.allSatisfy { (0x1F1E6...0x1F1FF).contains($0.value) }
            let modified = first.properties.isEmojiPresentation  // skin tones, tags, keycaps
            if isFlag || modified || ((hasVS16 || hasZWJ) && first.properties.isEmoji) { return 2 }
        }
        var width = 0
        for scalar in scalars { width += of(scalar) }
        return width
    }

    /// The most emoji one recognized ZWJ sequence joins: a family of four, a kiss
    /// (👩‍❤️‍💋‍👨). Unicode's emoji data has no longer one.
    static let mostJoinedEmoji = 4

    /// Whether `character`, a cluster holding a zero-width joiner, can be one emoji as
    /// fonts and terminals draw it: two to ``mostJoinedEmoji`` parts, each an emoji with
    /// nothing but its presentation selector, skin tone, keycap or tags after it. A longer
    /// chain or one joining letters is no emoji anyone draws as one.
    public static func isOneEmoji(_ character: Character) -> Bool {
        let parts = character.unicodeScalars.split(separator: "\u{200D}", omittingEmptySubsequences: false)
        guard (2...mostJoinedEmoji).contains(parts.count) else { return false }
        return parts.allSatisfy { part in
            guard let first = part.first, first.value > 0x7F, first.properties.isEmoji else { return false }
            return part.dropFirst().allSatisfy { s in
                s.value == 0xFE0F || s.value == 0x20E3 || (0x1F3FB...0x1F3FF).contains(s.value) || (0xE0020...0xE007F).contains(s.value)
            }
        }
    }

    /// Columns one scalar occupies, ignoring its neighbours.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return 0 }
        if v < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 }  // Hangul jamo vowels/finals
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(v) ? 2 : 1
    }

    /// `s` padded with spaces on the right to `width` columns (unchanged when already wider).
    public static func pad(_ s: String, toWidth width: Int) -> String {
        let w = of(s)
        return w >= width ? s : s + String(repeating: " ", count: width - w)
    }

    /// `s` cut to at most `width` columns, ending in `ellipsis` when something was cut.
    public static func truncate(_ s: String, toWidth width: Int, ellipsis: String = "…") -> String {
        if of(s) <= width { return s }
        let room = width - of(ellipsis)
        if room < 0 { return "" }
        var used = 0
        var out = ""
        for character in s {
            let w = of(character)
            if used + w > room { break }
            out.append(character)
            used += w
        }
        return out + ellipsis
    }

    // East Asian Wide (W) and Fullwidth (F) ranges from Unicode 15 EastAsianWidth.txt,
    // minus emoji, which `isEmojiPresentation` covers.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5,
        0x2FF0...0x2FFF, 0x3000...0x303E, 0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F,
        0x3131...0x318E, 0x3190...0x31E3, 0x31EF...0x321E, 0x3220...0x3247, 0x3250...0x4DBF,
        0x4E00...0xA48C, 0xA490...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7,
        0x18800...0x18CD5, 0x18D00...0x18D08, 0x1AFF0...0x1B2FB, 0x1F200...0x1F202,
        0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]

    private static func isWide(_ v: UInt32) -> Bool {
        if v < 0x1100 { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if v < range.lowerBound {
                high = mid - 1
            } else if v > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}

import MycaCore

/// Makes untrusted text (from cards, files, argv) safe to print on a terminal.
///
/// Control characters, escape sequences, bidi overrides and invisible characters
/// are shown visibly as `\u{…}` escapes, so hostile text can neither drive the
/// terminal (CSI, OSC 8 hyperlinks, OSC 52 clipboard writes) nor hide or reorder
/// what the reader sees.
///
/// A ZWNJ or ZWJ between two letters of a script that joins them is kept, as names need.
/// Bidi controls are shown rather than closed at the end of a field (as the page and the
/// signatures do with `BidiText.balanced`): terminals differ in whether and how they apply
/// the bidi algorithm, so on a screen the one form that reads the same everywhere, and
/// that tells a person the text holds one, is the escape.
public enum Sanitizer {
    /// What to do with line feeds.
    public enum Newlines: Sendable {
        /// Keep `\n` (multi-line notes); other controls are still escaped.
        case keep
        /// Show `\n` as `\u{A}` so the text stays on one line.
        case escape
        /// Replace `\n` with a space.
        case space
    }

    /// `s` with every dangerous or invisible scalar replaced by `\u{HEX}`; tab becomes a space.
    public static func forTerminal(_ s: String, newlines: Newlines = .escape) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(s.unicodeScalars)
        let emojiJoiners = joinersInsideOneEmoji(s)
        for (i, scalar) in scalars.enumerated() {
            let v = scalar.value
            if v == 0x200D, emojiJoiners.contains(i) {
                out.append(scalar)  // a joiner inside an emoji sequence (👩‍💻) is harmless
            } else if v == 0x200C || v == 0x200D, i > 0, i + 1 < scalars.count,
                isJoinable(scalars[i - 1]), isJoinable(scalars[i + 1])
            {
                // Between two letters of a script that joins (Persian می‌خواهم, Devanagari),
                // a ZWNJ or ZWJ shapes the word the way it is spelt and hides nothing.
                out.append(scalar)
            } else if v == 0x0A {
                switch newlines {
                case .keep: out.append(scalar)
                case .space: out.append(" ")
                case .escape: out.append(contentsOf: escaped(v).unicodeScalars)
                }
            } else if v == 0x09 {
                out.append(" ")
            } else if needsEscape(v) {
                out.append(contentsOf: escaped(v).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether `value` is a scalar `forTerminal` replaces.
    public static func needsEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true  // C0, DEL, C1 (incl. 0x9B CSI, 0x9D OSC)
        case 0x200B...0x200F: return true  // zero-width space/joiners, LRM, RLM
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x202A...0x202E: return true  // bidi embeddings and overrides
        case 0x2060...0x2064: return true  // word joiner, invisible operators
        case 0x2066...0x2069: return true  // bidi isolates
        case 0xFEFF: return true  // zero-width no-break space / BOM
        case 0xFFF9...0xFFFB: return true  // interlinear annotation controls
        default: return false
        }
    }

    /// A letter or mark outside ASCII: where a joiner can be part of a word's spelling.
    /// Latin text has no use for one, so a joiner between ASCII letters is still shown.
    private static func isJoinable(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x80 else { return false }
        switch scalar.properties.generalCategory {
        case .otherLetter, .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .modifierLetter,
             .nonspacingMark, .spacingMark:
            return true
        default:
            return false
        }
    }

    /// The scalar offsets of the joiners in `s` that join a sequence that can be one emoji
    /// (``DisplayWidth/isOneEmoji(_:)``). A joiner in a longer chain of emoji is shown: each
    /// terminal draws such a chain its own way (xterm and VTE emoji by emoji, tmux all of
    /// it in one cell of two columns, keeping the first 21 bytes and dropping the rest),
    /// so no width fits them all; escaped, the emoji are drawn one by one everywhere.
    private static func joinersInsideOneEmoji(_ s: String) -> Set<Int> {
        guard s.unicodeScalars.contains(where: { $0.value == 0x200D }) else { return [] }
        var joiners: Set<Int> = []
        var offset = 0
        for character in s {
            let scalars = character.unicodeScalars
            if scalars.count > 1, DisplayWidth.isOneEmoji(character) {
                for (i, scalar) in scalars.enumerated() where scalar.value == 0x200D { joiners.insert(offset + i) }
            }
            offset += scalars.count
        }
        return joiners
    }

    private static func escaped(_ value: UInt32) -> String {
        "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }
}

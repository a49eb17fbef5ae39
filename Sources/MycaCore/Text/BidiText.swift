/// Characters that hide in text or change the order it is shown in, and card text made
/// safe to put next to other text.
///
/// A right-to-left override (U+202E) in a name turns everything after it around until the
/// paragraph ends, so `Eve\u{202E}moc.elpmaxe` shows as `Eveexample.com`, and on a page or
/// in a signature it goes on to reorder the fields that follow it. Arabic, Hebrew and
/// Persian text has honest uses for embeddings, isolates and marks, so free text keeps
/// them; each output closes what a field leaves open (``balanced(_:)``). Links, email
/// addresses and phone numbers have no such use and refuse them (``firstHidden(in:)``).
public enum BidiText {
    /// Whether `scalar` is invisible in text or steers its direction: a format character
    /// (general category Cf: bidi controls, zero-width characters, the soft hyphen, tag
    /// characters, …) or a default-ignorable code point (Hangul fillers, variation
    /// selectors, the combining grapheme joiner), none of which a link, an email address or
    /// a phone number holds.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII holds none; the Unicode property lookups are slow by comparison.
        if scalar.value < 0x80 { return false }
        return scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
    }

    /// The first ``isHidden(_:)`` scalar of `text`, or nil.
    public static func firstHidden(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isHidden)
    }

    /// Whether `scalar` opens or closes an embedding, override or isolate (U+202A–U+202E,
    /// U+2066–U+2069): the characters whose effect reaches past the end of a field.
    public static func isDirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Whether `scalar` changes the direction of the text around it: a directional control
    /// or a mark (LRM U+200E, RLM U+200F, ALM U+061C).
    public static func isDirectional(_ scalar: Unicode.Scalar) -> Bool {
        isDirectionalControl(scalar) || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
    }

    /// `text` as one left-to-right run wherever it stands (between U+2066 and U+2069): a
    /// phone number, email or web address after a right-to-left label keeps its order,
    /// where the label's direction would otherwise turn its groups around (`0000 808 12 966+`).
    public static func leftToRight(_ text: String) -> String { "\u{2066}" + text + "\u{2069}" }

    /// Nesting deeper than this is no writing system's need; the Unicode bidi algorithm
    /// stops at 125 levels and an embedding can raise the level by two, so past 60 what it
    /// ignores and what a closer matches could part ways.
    static let maximumDepth = 60

    /// `text` with every embedding, override and isolate it opens closed at its end, so it
    /// cannot reorder what follows it: U+202C for an embedding or override, U+2069 for an
    /// isolate, as the Unicode bidi algorithm pairs them (a PDI closes its isolate and the
    /// embeddings opened inside it; a PDF inside an isolate it did not open closes nothing).
    /// A line break ends a line's embeddings, so each line is closed before its break.
    ///
    /// Closing, not removing, is the rule on output: it keeps what a right-to-left writer put
    /// in on purpose (an isolated Latin word in a Hebrew title shows as they wrote it) and adds
    /// only what the field left open. A closer with nothing of the field's to close is left
    /// out, as is an opener past ``maximumDepth`` with its closer: either could only act on
    /// the text around the field. Everything else, line breaks included, stays as it is.
    public static func balanced(_ text: String) -> String {
        // Most text holds no control at all.
        guard text.unicodeScalars.contains(where: isDirectionalControl) else { return text }
        enum Open { case embedding, isolate }
        var open: [Open] = []
        var ignored = 0
        var out = String.UnicodeScalarView()
        func close() {
            for kind in open.reversed() { out.append(kind == .isolate ? "\u{2069}" : "\u{202C}") }
            open = []
            ignored = 0
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029:
                // A paragraph separator ends every embedding for the bidi algorithm: what
                // the line left open is closed where it stops acting, before the break.
                close()
                out.append(scalar)
            case 0x202A, 0x202B, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068:
                if open.count >= maximumDepth || ignored > 0 { ignored += 1; continue }
                open.append(scalar.value >= 0x2066 ? .isolate : .embedding)
                out.append(scalar)
            case 0x202C:
                if ignored > 0 { ignored -= 1; continue }
                guard open.last == .embedding else { continue }
                open.removeLast()
                out.append(scalar)
            case 0x2069:
                if ignored > 0 { ignored -= 1; continue }
                guard let isolate = open.lastIndex(of: .isolate) else { continue }
                // The PDI closes the embeddings opened inside the isolate as well.
                open.removeSubrange(isolate...)
                out.append(scalar)
            default:
                out.append(scalar)
            }
        }
        close()
        return String(out)
    }
}

/// Word wrapping by display width: help text, messages, the terminal's tables and the
/// plain-text signature break lines the same way.
public enum TextWrap {
    /// Lines of `text` no wider than `width` columns; a word longer than a line breaks after
    /// its commas (`name,org,title,…`), else stays whole.
    ///
    /// Each paragraph (separated by "\n") is wrapped on its own; blank lines are kept.
    /// Lines break at spaces and, in text without spaces such as Japanese, beside wide
    /// characters, but never before closing punctuation (`、` `。` `）` `」` `ー`…) nor after
    /// opening (`（` `「`…).
    public static func lines(_ text: String, width: Int) -> [String] {
        let limit = max(width, 10)
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for (piece, spaced) in pieces(paragraph).flatMap({ fitting($0, limit: limit) }) {
                let w = DisplayWidth.of(String(piece))
                let gap = spaced ? 1 : 0
                if lineWidth > 0 && lineWidth + gap + w > limit {
                    result.append(line)
                    line = ""
                    lineWidth = 0
                }
                if lineWidth > 0 && spaced {
                    line += " "
                    lineWidth += 1
                }
                line += piece
                lineWidth += w
            }
            result.append(line)
        }
        return result
    }

    /// `piece` as it is when a line can hold it, else cut after each comma (the parts after
    /// the first joined without a space).
    private static func fitting(_ piece: (Substring, Bool), limit: Int) -> [(Substring, Bool)] {
        guard DisplayWidth.of(String(piece.0)) > limit, piece.0.dropLast().contains(",") else { return [piece] }
        var parts: [(Substring, Bool)] = []
        var start = piece.0.startIndex
        for i in piece.0.indices where piece.0[i] == "," && piece.0.index(after: i) < piece.0.endIndex {
            parts.append((piece.0[start...i], parts.isEmpty ? piece.1 : false))
            start = piece.0.index(after: i)
        }
        parts.append((piece.0[start...], parts.isEmpty ? piece.1 : false))
        return parts
    }

    /// The unbreakable pieces of `paragraph`, each with whether a space comes before it.
    private static func pieces(_ paragraph: Substring) -> [(Substring, Bool)] {
        var out: [(Substring, Bool)] = []
        for word in paragraph.split(separator: " ") {
            var start = word.startIndex
            var previous: Character?
            for index in word.indices {
                let character = word[index]
                if let previous, index > start, mayBreak(between: previous, and: character) {
                    out.append((word[start..<index], start == word.startIndex))
                    start = index
                }
                previous = character
            }
            out.append((word[start...], start == word.startIndex))
        }
        return out
    }

    /// Whether a line may end after `left` and start with `right` inside a word.
    private static func mayBreak(between left: Character, and right: Character) -> Bool {
        guard left.isASCII == false || right.isASCII == false else { return false }
        guard DisplayWidth.of(left) == 2 || DisplayWidth.of(right) == 2 else { return false }
        return !LineBreaker.noLineStart.contains(right) && !LineBreaker.noLineEnd.contains(left)
    }

    /// `text` wrapped to `width` with every line prefixed by `indent` spaces.
    public static func indented(_ text: String, width: Int, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return lines(text, width: width - indent)
            .map { $0.isEmpty ? "" : pad + $0 }
            .joinedText(separator: "\n")
    }
}

/// Word wrapping by display width, for help text and messages.
public enum TextWrap {
    /// Lines of `text` no wider than `width` columns; words longer than a line stay whole.
    ///
    /// Each paragraph (separated by "\n") is wrapped on its own; blank lines are kept.
    public static func lines(_ text: String, width: Int) -> [String] {
        let limit = max(width, 10)
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                let w = DisplayWidth.of(String(word))
                if lineWidth > 0 && lineWidth + 1 + w > limit {
                    result.append(line)
                    line = ""
                    lineWidth = 0
                }
                if lineWidth > 0 {
                    line += " "
                    lineWidth += 1
                }
                line += word
                lineWidth += w
            }
            result.append(line)
        }
        return result
    }

    /// `text` wrapped to `width` with every line prefixed by `indent` spaces.
    public static func indented(_ text: String, width: Int, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return lines(text, width: width - indent)
            .map { $0.isEmpty ? "" : pad + $0 }
            .joined(separator: "\n")
    }
}

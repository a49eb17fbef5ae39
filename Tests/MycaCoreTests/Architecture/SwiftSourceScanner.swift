/// Splits Swift source text into its string literals, its comments and its code: enough
/// of a lexer for the architecture tests to look for option names in strings and for calls
/// in code without being fooled by comments or by text that only quotes a call.
struct SwiftSourceScanner {
    /// A string literal's text (escapes and interpolations left as written) and its line.
    struct Literal: Equatable {
        var text: String
        var line: Int
    }

    /// Every string literal, in order.
    private(set) var literals: [Literal] = []
    /// Every comment (line or block, doc comments too), in order, with the line it starts on.
    private(set) var comments: [Literal] = []
    /// The code outside comments and string literals, one entry per source line.
    private(set) var codeLines: [String] = []

    init(_ source: String) {
        let chars = Array(source)
        var i = 0
        var line = 1
        var code = ""
        func peek(_ offset: Int) -> Character? { i + offset < chars.count ? chars[i + offset] : nil }
        func newline() {
            codeLines.append(code)
            code = ""
            line += 1
        }
        while i < chars.count {
            let c = chars[i]
            if c == "\n" {
                newline()
                i += 1
            } else if c == "/" && peek(1) == "/" {
                var text = ""
                while i < chars.count && chars[i] != "\n" {
                    text.append(chars[i])
                    i += 1
                }
                comments.append(Literal(text: text, line: line))
            } else if c == "/" && peek(1) == "*" {
                var depth = 0
                let start = line, from = i
                defer { comments.append(Literal(text: String(chars[from..<i]), line: start)) }
                repeat {
                    if chars[i] == "/" && peek(1) == "*" {
                        depth += 1
                        i += 2
                    } else if chars[i] == "*" && peek(1) == "/" {
                        depth -= 1
                        i += 2
                    } else {
                        if chars[i] == "\n" { newline() }
                        i += 1
                    }
                } while depth > 0 && i < chars.count
            } else if c == "\"" || (c == "#" && Self.startsRawString(chars, at: i)) {
                var hashes = 0
                while chars[i] == "#" {
                    hashes += 1
                    i += 1
                }
                let multiline = peek(1) == "\"" && peek(2) == "\""
                i += multiline ? 3 : 1
                let start = line
                var text = ""
                let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
                while i < chars.count {
                    if chars[i] == "\\" && hashes == 0 && i + 1 < chars.count {
                        text.append(chars[i])
                        text.append(chars[i + 1])
                        i += 2
                        continue
                    }
                    if String(chars[i..<min(i + closing.count, chars.count)]) == closing {
                        i += closing.count
                        break
                    }
                    if chars[i] == "\n" { newline() }
                    text.append(chars[i])
                    i += 1
                }
                literals.append(Literal(text: text, line: start))
                code += "\"\""
            } else {
                code.append(c)
                i += 1
            }
        }
        codeLines.append(code)
    }

    /// Whether `#` at `index` opens a raw string (`#"`, `##"`, …).
    private static func startsRawString(_ chars: [Character], at index: Int) -> Bool {
        var j = index
        while j < chars.count && chars[j] == "#" { j += 1 }
        return j < chars.count && chars[j] == "\""
    }
}

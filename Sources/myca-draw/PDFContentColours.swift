import MycaCore

/// Sets the colours of a content stream cairo wrote in RGB to what a press prints them
/// with, reading the stream as PDF content syntax (ISO 32000-1, 7.8.2): each `r g b rg`
/// (fill) or `RG` (stroke) becomes the black tint or process inks its ``PressMapping``
/// names, and every colour set also sets whether what follows overprints. Solid black (text,
/// code, marks) overprints, so a slight misregistration leaves no white halo where small
/// type meets a tinted ground; everything else knocks out, and so does every picture (a
/// `Do`), as a picture's own colours are the picture's. Strings, names, comments and inline
/// images pass through as they are, whatever bytes they hold.
enum PDFContentColours {
    /// The graphics state (an ExtGState resource) that overprints: `/OP`, `/op` and
    /// overprint mode 1, so the zero inks of `0 0 0 1 k` leave the plates under it alone.
    static let overprint = "mycaOverprint"
    /// The graphics state that knocks out, as PDF does by default.
    static let knockout = "mycaKnockout"

    /// The ExtGState dictionaries of ``overprint`` and ``knockout``, as PDF syntax.
    static let states: [(name: String, dictionary: String)] = [
        (overprint, "<< /Type /ExtGState /OP true /op true /OPM 1 >>"),
        (knockout, "<< /Type /ExtGState /OP false /op false >>"),
    ]

    /// `content` with its colour operators mapped by `mappings`: a colour listed with nil
    /// stays as it is (for the press profile to convert), one not listed becomes a tint of
    /// black.
    static func applying(_ mappings: [PressMapping], to content: [UInt8]) -> [UInt8] {
        var lexer = Lexer(content)
        var out: [UInt8] = []
        out.reserveCapacity(content.count + content.count / 8)
        var copied = 0
        var operands: [Lexer.Token] = []
        while let token = lexer.next() {
            guard token.kind == .operator else {
                operands.append(token)
                continue
            }
            let name = content[token.range]
            defer { operands.removeAll(keepingCapacity: true) }
            if name.elementsEqual("rg".utf8) || name.elementsEqual("RG".utf8) {
                let stroking = name.first == UInt8(ascii: "R")
                guard operands.count >= 3, let start = operands.suffix(3).first?.range.lowerBound,
                      case let values = operands.suffix(3).compactMap({ number(content[$0.range]) }),
                      values.count == 3, values.allSatisfy({ (0...1).contains($0) })
                else { continue }
                let color = Color(red: channel(values[0]), green: channel(values[1]), blue: channel(values[2]))
                let press: PressColour? = if let mapping = mappings.first(where: { close($0.color, color) }) {
                    mapping.press
                } else {
                    PressColour.black(for: color, on: .white)
                }
                out += content[copied ..< start]
                out += Array(setting(press, stroking: stroking, original: content[start ..< token.range.upperBound]).utf8)
                copied = token.range.upperBound
            } else if name.elementsEqual("Do".utf8), let start = operands.last?.range.lowerBound {
                out += content[copied ..< start]
                out += Array("/\(knockout) gs ".utf8)
                copied = start
            }
        }
        out += content[copied...]
        return out
    }

    /// The operators that set `press` (or keep `original` when nil) and its overprint.
    static func setting(_ press: PressColour?, stroking: Bool, original: ArraySlice<UInt8>) -> String {
        switch press {
        case .black(percent: 100)?, .process(c: 0, m: 0, y: 0, k: 100)?:
            // DeviceCMYK, not DeviceGray: overprint mode 1 applies to CMYK colours alone.
            "/\(overprint) gs 0 0 0 1 " + (stroking ? "K" : "k")
        case let press?:
            "/\(knockout) gs " + press.pdfOperator(stroking: stroking)
        case nil:
            "/\(knockout) gs " + String(decoding: original, as: UTF8.self)
        }
    }

    static func number(_ bytes: ArraySlice<UInt8>) -> Double? { Double(String(decoding: bytes, as: UTF8.self)) }

    static func channel(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }

    /// Colours one step apart per channel are the same: cairo writes six decimals.
    static func close(_ a: Color, _ b: Color) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1 && abs(Int(a.blue) - Int(b.blue)) <= 1
    }

    /// The tokens of a content stream: operands (numbers, names, strings, arrays and
    /// dictionaries as their delimiters, keywords) and operators; white space and comments
    /// between them are skipped. An inline image (`BI` … `ID` data `EI`) is one operator.
    struct Lexer {
        enum Kind { case operand, `operator` }
        struct Token {
            var kind: Kind
            var range: Range<Int>
        }

        let bytes: [UInt8]
        var at = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x0C || b == 0x00 }

        static func isDelimiter(_ b: UInt8) -> Bool {
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
                 UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"): true
            default: false
            }
        }

        static func isRegular(_ b: UInt8) -> Bool { !isSpace(b) && !isDelimiter(b) }

        mutating func next() -> Token? {
            while at < bytes.count {
                let b = bytes[at]
                if Self.isSpace(b) {
                    at += 1
                } else if b == UInt8(ascii: "%") {
                    while at < bytes.count, bytes[at] != 0x0A, bytes[at] != 0x0D { at += 1 }
                } else {
                    break
                }
            }
            guard at < bytes.count else { return nil }
            let start = at
            switch bytes[at] {
            case UInt8(ascii: "("):
                skipString()
            case UInt8(ascii: "<"):
                if at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "<") {
                    at += 2
                } else {
                    while at < bytes.count, bytes[at] != UInt8(ascii: ">") { at += 1 }
                    at = min(at + 1, bytes.count)
                }
            case UInt8(ascii: ">"):
                at += at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: ">") ? 2 : 1
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ")"):
                at += 1
            case UInt8(ascii: "/"):
                at += 1
                while at < bytes.count, Self.isRegular(bytes[at]) { at += 1 }
            default:
                while at < bytes.count, Self.isRegular(bytes[at]) { at += 1 }
                let word = bytes[start ..< at]
                if let first = word.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
                    || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".") {
                    return Token(kind: .operand, range: start ..< at)
                }
                if word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8) || word.elementsEqual("null".utf8) {
                    return Token(kind: .operand, range: start ..< at)
                }
                if word.elementsEqual("BI".utf8) { skipInlineImage() }
                return Token(kind: .operator, range: start ..< at)
            }
            return Token(kind: .operand, range: start ..< at)
        }

        /// Past a literal string: balanced parentheses, a backslash escaping the next byte.
        private mutating func skipString() {
            var depth = 0
            while at < bytes.count {
                let b = bytes[at]
                at += 1
                if b == UInt8(ascii: "\\") {
                    at += 1
                } else if b == UInt8(ascii: "(") {
                    depth += 1
                } else if b == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { return }
                }
            }
            at = min(at, bytes.count)
        }

        /// Past an inline image's dictionary, `ID`, its data and `EI`: the data ends at an
        /// `EI` with white space before it and white space or the end after it.
        private mutating func skipInlineImage() {
            var inner = Lexer(bytes)
            inner.at = at
            while let token = inner.next() {
                if token.kind == .operator, bytes[token.range].elementsEqual("ID".utf8) { break }
            }
            var i = inner.at + 1
            while i + 1 < bytes.count {
                if bytes[i] == UInt8(ascii: "E"), bytes[i + 1] == UInt8(ascii: "I"), Self.isSpace(bytes[i - 1]),
                   i + 2 == bytes.count || Self.isSpace(bytes[i + 2]) {
                    at = i + 2
                    return
                }
                i += 1
            }
            at = bytes.count
        }
    }
}

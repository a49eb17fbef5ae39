/// The strict RFC 8259 parser behind `JSONValue.parse`: recursive descent over bytes.
struct JSONParser {
    private let bytes: [UInt8]
    private let maxDepth: Int
    private var position = 0

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    mutating func parseDocument() throws -> JSONValue {
        skipWhitespace()
        if position >= bytes.count { throw error(.empty) }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if position < bytes.count { throw error(.trailingCharacters) }
        return value
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard position < bytes.count else { throw error(.unexpectedEnd) }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            throw unexpectedHere()
        }
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        if depth > maxDepth { throw error(.tooDeep(limit: maxDepth)) }
        position += 1  // {
        var object = JSONObject()
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw unexpectedHere() }
            let keyStart = position
            let key = try parseString()
            if object[key] != nil { throw error(.duplicateKey(key), at: keyStart) }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw unexpectedHere() }
            position += 1
            skipWhitespace()
            object[key] = try parseValue(depth: depth)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "}"):
                position += 1
                return .object(object)
            default:
                throw unexpectedHere()
            }
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        if depth > maxDepth { throw error(.tooDeep(limit: maxDepth)) }
        position += 1  // [
        var items: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "]"):
                position += 1
                return .array(items)
            default:
                throw unexpectedHere()
            }
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws {
        let start = position
        for (offset, expected) in UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount).enumerated() {
            position = start + offset
            guard position < bytes.count else { throw error(.unexpectedEnd) }
            if bytes[position] != expected { throw unexpectedHere() }
        }
        position = start + literal.utf8CodeUnitCount
    }

    private mutating func parseNumber() throws -> JSONValue {
        let start = position
        var isInteger = true
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), isDigit(first) else { throw numberError() }
        position += 1
        if first != UInt8(ascii: "0") {
            while let c = peek(), isDigit(c) { position += 1 }
        }
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard let c = peek(), isDigit(c) else { throw numberError() }
            while let c = peek(), isDigit(c) { position += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let c = peek(), isDigit(c) else { throw numberError() }
            while let c = peek(), isDigit(c) { position += 1 }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else {
            throw error(.numberOutOfRange, at: start)
        }
        return .number(value)
    }

    private func numberError() -> JSONError {
        position < bytes.count ? error(.invalidNumber) : error(.unexpectedEnd)
    }

    // MARK: Strings

    private mutating func parseString() throws -> String {
        position += 1  // opening quote
        var out: [UInt8] = []
        while true {
            guard position < bytes.count else { throw error(.unexpectedEnd) }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &out)
            case 0..<0x20:
                throw error(.controlCharacterInString)
            case 0x80...:
                let length = try utf8SequenceLength()
                out.append(contentsOf: bytes[position..<position + length])
                position += length
            default:
                out.append(byte)
                position += 1
            }
        }
    }

    private mutating func parseEscape(into out: inout [UInt8]) throws {
        let escapeStart = position
        position += 1
        guard position < bytes.count else { throw error(.unexpectedEnd) }
        let c = bytes[position]
        position += 1
        switch c {
        case UInt8(ascii: "\""): out.append(c)
        case UInt8(ascii: "\\"): out.append(c)
        case UInt8(ascii: "/"): out.append(c)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            var scalarValue = UInt32(unit)
            if (0xDC00...0xDFFF).contains(unit) { throw error(.loneSurrogate, at: escapeStart) }
            if (0xD800...0xDBFF).contains(unit) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                      bytes[position + 1] == UInt8(ascii: "u") else {
                    throw error(.loneSurrogate, at: escapeStart)
                }
                position += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error(.loneSurrogate, at: escapeStart) }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            }
            // Surrogates were excluded above, so every remaining value is a valid scalar.
            if let scalar = Unicode.Scalar(scalarValue) {
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
        default:
            position -= 1
            let shown = c >= 0x20 && c < 0x7F ? String(UnicodeScalar(c)) : "<0x\(String(c, radix: 16))>"
            throw error(.invalidEscape(shown), at: escapeStart)
        }
    }

    private mutating func parseHex4() throws -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw error(.unexpectedEnd) }
            let c = bytes[position]
            let digit: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
            default: throw error(.invalidUnicodeEscape)
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    /// The length of the valid UTF-8 sequence at `position` (Unicode Table 3-7), or an error.
    private func utf8SequenceLength() throws -> Int {
        let lead = bytes[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw error(.invalidUTF8)
        }
        guard position + length <= bytes.count else {
            // A truncated sequence at the very end is still invalid UTF-8, not just an early end.
            throw error(.invalidUTF8)
        }
        guard secondRange.contains(bytes[position + 1]) else { throw error(.invalidUTF8) }
        for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[position + offset]) {
            throw error(.invalidUTF8)
        }
        return length
    }

    // MARK: Helpers

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private func isDigit(_ c: UInt8) -> Bool {
        c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private func unexpectedHere() -> JSONError {
        guard position < bytes.count else { return error(.unexpectedEnd) }
        let c = bytes[position]
        if c >= 0x80 {
            // Show the whole character when it is valid UTF-8, else the byte.
            if let length = try? utf8SequenceLength() {
                let text = String(decoding: bytes[position..<position + length], as: UTF8.self)
                if let scalar = text.unicodeScalars.first {
                    return error(.unexpectedCharacter("U+\(hex(scalar.value))"))
                }
            }
            return error(.invalidUTF8)
        }
        if c >= 0x21 && c < 0x7F {
            return error(.unexpectedCharacter("'\(String(UnicodeScalar(c)))'"))
        }
        return error(.unexpectedCharacter("U+\(hex(UInt32(c)))"))
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func error(_ kind: JSONError.Kind) -> JSONError {
        error(kind, at: position)
    }

    /// Converts a byte offset into a line and a column counted in characters.
    private func error(_ kind: JSONError.Kind, at offset: Int) -> JSONError {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONError(kind: kind, line: line, column: column)
    }
}

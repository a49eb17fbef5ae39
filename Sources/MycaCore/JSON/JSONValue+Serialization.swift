extension JSONValue {
    /// The value as JSON text, keys in their stored order.
    ///
    /// Compact by default; `pretty` puts each member and element on its own line,
    /// indented by two spaces (no trailing newline). Control characters, `"` and `\`
    /// are escaped, and so are the characters that steer text direction
    /// (``BidiText/isDirectional(_:)``): a reader gets the same string back, while a
    /// terminal or page showing the JSON as it is cannot have a value reorder the keys and
    /// values after it. Other characters stay as UTF-8. Non-finite numbers become `null`.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null:
            out += "null"
        case .bool(let value):
            out += value ? "true" : "false"
        case .integer(let value):
            out += String(value)
        case .number(let value):
            out += JSONValue.format(value)
        case .string(let value):
            JSONValue.writeString(value, to: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                if pretty { JSONValue.newline(&out, indent + 1) }
                item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONValue.newline(&out, indent) }
            out += "]"
        case .object(let object):
            if object.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            var first = true
            for (key, value) in object {
                if !first { out += "," }
                first = false
                if pretty { JSONValue.newline(&out, indent + 1) }
                JSONValue.writeString(key, to: &out)
                out += pretty ? ": " : ":"
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONValue.newline(&out, indent) }
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int) {
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    /// Integral values print without a fraction (`5`, not `5.0`).
    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return "\(value)"
    }

    private static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20 || scalar == "\u{7F}" || BidiText.isDirectional(scalar):
                let digits = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

import MycaCore

/// Oracle: the parser never crashes; what it accepts serializes (compact and pretty)
/// to text that parses back to the same value (numbers compared by value: `5.0` is
/// written `5` by design and reads back as an integer).
func fuzzJSON(_ bytes: [UInt8]) {
    guard let value = try? JSONValue.parse(bytes, maxDepth: 64) else { return }
    for pretty in [false, true] {
        let text = value.serialized(pretty: pretty)
        let back: JSONValue
        do {
            back = try JSONValue.parse(Array(text.utf8), maxDepth: 64)
        } catch {
            fatalError("serialized JSON rejected (pretty: \(pretty)): \(error)\n\(text)")
        }
        if normalized(back) != normalized(value) { fatalError("JSON round trip changed the value:\n\(value)\n\(back)\n\(text)") }
    }
}

/// `value` with every integral number below 1e15 as `.integer`, the form the
/// serializer gives it.
func normalized(_ value: JSONValue) -> JSONValue {
    switch value {
    case .number(let x) where x == x.rounded() && abs(x) < 1e15: return .integer(Int(x))
    case .array(let items): return .array(items.map(normalized))
    case .object(let object):
        var out = JSONObject()
        for (key, item) in object { out[key] = normalized(item) }
        return .object(out)
    default: return value
    }
}

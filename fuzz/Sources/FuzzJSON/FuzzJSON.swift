import MycaCore

/// Oracle: the parser never crashes; what it accepts serializes (compact and pretty)
/// to text that parses back to the same value.
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
        if back != value { fatalError("JSON round trip changed the value:\n\(value)\n\(back)\n\(text)") }
    }
}

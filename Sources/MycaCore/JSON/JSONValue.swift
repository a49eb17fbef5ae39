/// A JSON document in memory: RFC 8259 values, objects keeping their key order.
///
/// Integers are kept apart from other numbers so that `1` reads back and prints as
/// `1`, never `1.0`, and integers beyond 2^53 stay exact.
public enum JSONValue: Sendable, Hashable {
    /// `null`
    case null
    /// `true` or `false`
    case bool(Bool)
    /// A number written without fraction or exponent that fits in `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; keys keep the order in which they were read or inserted.
    case object(JSONObject)

    /// Parses a complete JSON text (RFC 8259, strict: no comments, no trailing commas,
    /// no duplicate keys, valid UTF-8 only).
    ///
    /// Errors carry the line and column. `maxDepth` caps nesting; `maxBytes` caps the input.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 256, maxBytes: Int = 16 << 20) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        if bytes.count > maxBytes {
            throw JSONError(kind: .tooLarge(limit: maxBytes), line: 1, column: 1)
        }
        return try parser.parseDocument()
    }

    /// Parses a JSON text given as a string.
    public static func parse(_ text: String, maxDepth: Int = 256) throws -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }

    // MARK: Accessors

    /// The member `key` when this is an object that has it, else nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` when this is an array long enough, else nil.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The Boolean, when this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The integer, when this is a number with an exact `Int` value.
    public var intValue: Int? {
        switch self {
        case .integer(let value):
            return value
        case .number(let value):
            return Int(exactly: value)
        default:
            return nil
        }
    }

    /// The number as a `Double`, when this is a number.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object, when this is an object.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// True for `null`.
    public var isNull: Bool { self == .null }

    /// A short name of the value's kind for error messages: "a string", "an object", ….
    public var kindText: MessageText {
        switch self {
        case .null: return MessageText("null")
        case .bool: return MessageText("a Boolean")
        case .integer, .number: return MessageText("a number")
        case .string: return MessageText("a string")
        case .array: return MessageText("an array")
        case .object: return MessageText("an object")
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Keys keep the order written; a repeated key keeps its first place and the last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}

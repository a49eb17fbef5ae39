/// A JSON object whose members keep their order (as read, or as first inserted).
public struct JSONObject: Sendable, Hashable, Sequence {
    private var orderedKeys: [String] = []
    private var values: [String: JSONValue] = [:]

    /// An empty object.
    public init() {}

    /// The keys in order.
    public var keys: [String] { orderedKeys }

    /// The number of members.
    public var count: Int { orderedKeys.count }

    /// True when the object has no members.
    public var isEmpty: Bool { orderedKeys.isEmpty }

    /// The value for `key`; setting nil removes the member, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get { values[key] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: key) == nil { orderedKeys.append(key) }
            } else if values.removeValue(forKey: key) != nil {
                orderedKeys.removeAll { $0 == key }
            }
        }
    }

    /// The members in order.
    public func makeIterator() -> Iterator {
        Iterator(keys: orderedKeys, values: values)
    }

    /// Walks the members in order. A struct of its own, not an `AnyIterator`: that boxes
    /// a closure in a generic class whose metadata the runtime builds when first used,
    /// in every command that reads the config.
    public struct Iterator: IteratorProtocol {
        fileprivate let keys: [String]
        fileprivate let values: [String: JSONValue]
        fileprivate var index = 0

        public mutating func next() -> (key: String, value: JSONValue)? {
            guard index < keys.count else { return nil }
            defer { index += 1 }
            // Every key in `orderedKeys` has a value: the subscript setter keeps them in step.
            return (keys[index], values[keys[index]] ?? .null)
        }
    }

    /// Two objects are equal when they have the same members in the same order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.orderedKeys == rhs.orderedKeys && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(orderedKeys)
        for key in orderedKeys { hasher.combine(values[key]) }
    }
}

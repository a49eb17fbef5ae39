/// The store's `config.json`: schema version, the default card and each card's style.
///
/// Members myca does not know are kept and written back, so a newer minor feature's
/// settings survive an older myca's write.
public struct StoreConfig: Sendable, Equatable {
    /// The schema this myca reads and writes.
    public static let currentSchema = 1

    /// The schema version of the file.
    public var schema: Int
    /// The card commands use when no handle is given.
    public var defaultHandle: String?
    /// Style name per handle.
    public var styles: [String: String]
    /// Members of the file myca does not interpret, kept in order.
    public var extras: JSONObject

    /// A configuration; the empty one is what a new store starts with.
    public init(schema: Int = StoreConfig.currentSchema, defaultHandle: String? = nil,
                styles: [String: String] = [:], extras: JSONObject = JSONObject()) {
        self.schema = schema
        self.defaultHandle = defaultHandle
        self.styles = styles
        self.extras = extras
    }

    /// Reads a configuration; `path` is used in errors (which carry line and column).
    public static func parse(_ bytes: [UInt8], path: String) throws -> StoreConfig {
        let value: JSONValue
        do {
            value = try JSONValue.parse(bytes, maxDepth: 64)
        } catch let error as JSONError {
            throw StoreError.invalidConfig(path: path, line: error.line, column: error.column, reason: error.reasonText)
        }
        guard let object = value.objectValue else {
            throw StoreError.invalidConfig(path: path, line: 1, column: 1,
                                           reason: MessageText("expected an object, found %s", value.kindText))
        }
        var config = StoreConfig()
        for (key, member) in object {
            switch key {
            case "schema":
                guard let schema = member.intValue, schema >= 1 else {
                    throw StoreError.badConfigValue(path: path, key: key, reason: MessageText("must be a positive integer"))
                }
                if schema > currentSchema { throw StoreError.unsupportedSchema(path: path, schema: schema) }
                config.schema = schema
            case "default":
                if member.isNull { continue }
                guard let handle = member.stringValue, Handle.isValid(handle) else {
                    throw StoreError.badConfigValue(path: path, key: key, reason: MessageText("must be a card handle or null"))
                }
                config.defaultHandle = handle
            case "styles":
                guard let styles = member.objectValue else {
                    throw StoreError.badConfigValue(path: path, key: key,
                                                    reason: MessageText("must be an object of handle: style name"))
                }
                for (handle, style) in styles {
                    guard Handle.isValid(handle), let name = style.stringValue else {
                        throw StoreError.badConfigValue(path: path, key: "styles.\(handle)",
                                                        reason: MessageText("must be a style name for a valid handle"))
                    }
                    config.styles[handle] = name
                }
            default:
                config.extras[key] = member
            }
        }
        return config
    }

    /// The file's bytes: pretty JSON, styles sorted by handle, a final newline.
    public func serialized() -> [UInt8] {
        var object = JSONObject()
        object["schema"] = .integer(schema)
        object["default"] = defaultHandle.map(JSONValue.string) ?? .null
        var styleObject = JSONObject()
        for handle in styles.keys.sorted() {
            styleObject[handle] = styles[handle].map(JSONValue.string)
        }
        object["styles"] = .object(styleObject)
        for (key, value) in extras where object[key] == nil {
            object[key] = value
        }
        return Array((JSONValue.object(object).serialized(pretty: true) + "\n").utf8)
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Why `myca-draw` could not draw, as it hands it to `myca`: the error's message and hint
/// as ``MessageText``, which only `myca` can put in the user's language.
///
/// `myca-draw` writes it as JSON (`json`) where its report would go and exits 1; `myca`
/// reads it back (`init(json:)`) and shows it like any error of its own.
public struct DrawingFailure: MycaError, Equatable {
    public let messageText: MessageText
    public let hintText: MessageText?

    /// What `error` says of itself.
    public init(_ error: any MycaError) {
        messageText = error.messageText
        hintText = error.hintText
    }

    /// How a child program (`myca-draw`, `myca-nfc`) reports `error` before it exits 1:
    /// in English on stderr for a person running it by hand, and as a failure written in
    /// place where its report would go, for `myca` to show in its user's language.
    public static func report(_ error: any MycaError, by program: String, to report: String) {
        var text = program + ": error: \(error.message)\n"
        if let hint = error.hint { text += "hint: \(hint)\n" }
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        try? FileSystem.writeInPlace(Array(DrawingFailure(error).json.serialized().utf8), to: report)
    }

    /// The failure as a JSON value: `{"failure": {"message": …, "hint": …}}`.
    public var json: JSONValue {
        var failure = JSONObject()
        failure["message"] = Self.encode(messageText)
        if let hintText { failure["hint"] = Self.encode(hintText) }
        var object = JSONObject()
        object["failure"] = .object(failure)
        return .object(object)
    }

    /// Reads a failure written by `json`.
    ///
    /// - Throws: `DrawingCodecError` when `json` is not one.
    public init(json: JSONValue) throws(DrawingCodecError) {
        guard let failure = json["failure"], let message = failure["message"] else { throw DrawingCodecError("failure") }
        messageText = try Self.decode(message)
        hintText = try failure["hint"].map { value throws(DrawingCodecError) in try Self.decode(value) }
    }

    static func encode(_ text: MessageText) -> JSONValue {
        var object = JSONObject()
        object["format"] = .string(text.format)
        if let plural = text.pluralFormat {
            object["plural"] = .string(plural)
            object["count"] = .integer(text.count)
        }
        if !text.translatable { object["verbatim"] = .bool(true) }
        object["arguments"] = .array(text.arguments.map { argument in
            switch argument {
            case .value(let value): .string(value)
            case .text(let message): encode(message)
            }
        })
        return .object(object)
    }

    static func decode(_ json: JSONValue) throws(DrawingCodecError) -> MessageText {
        guard let format = json["format"]?.stringValue, let arguments = json["arguments"]?.arrayValue else {
            throw DrawingCodecError("failure")
        }
        var decoded: [MessageText.Argument] = []
        for argument in arguments {
            if let value = argument.stringValue {
                decoded.append(.value(value))
            } else {
                decoded.append(.text(try decode(argument)))
            }
        }
        return .restored(format: format, plural: json["plural"]?.stringValue, count: json["count"]?.intValue ?? 0,
                         arguments: decoded, translatable: json["verbatim"]?.boolValue != true)
    }
}

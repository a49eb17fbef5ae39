/// A message for a person as an English template and the values that fill it in, so the
/// command line can show it in the user's language: the template is the message id of
/// the translation catalogue (`po/myca.pot`, extracted from `MessageText("…")` calls), and
/// its arguments are filled in after translating it (``MessageFormat``).
///
/// Core builds its messages with it and speaks English (``english``); it never translates.
public struct MessageText: Sendable, Hashable, CustomStringConvertible {
    /// A value filling a conversion: text as it is, or another message (translated too).
    public indirect enum Argument: Sendable, Hashable {
        /// Text that is shown as it is (a name, a path, a number).
        case value(String)
        /// A message of its own.
        case text(MessageText)
    }

    /// The English template (`printf` conversions `%s`, `%d`); for a plural, the singular.
    public let format: String
    /// The plural template, when the message depends on ``count``.
    public let pluralFormat: String?
    /// The number that picks the plural form.
    public let count: Int
    /// The values of the conversions, in order.
    public let arguments: [Argument]
    /// Whether `format` is a message id; false for text that is shown as it is.
    public let translatable: Bool

    /// The message `format` with `arguments` (pass a literal, so that it is extracted).
    public init(_ format: String, _ arguments: any MessageArgument...) {
        self.init(format: format, plural: nil, count: 0, arguments: arguments.map(\.messageArgument), translatable: true)
    }

    /// A message that depends on `count`: `singular` for one, `plural` otherwise in
    /// English; the catalogue's plural rule in other languages.
    public static func plural(
        _ singular: String, _ plural: String, _ count: Int, _ arguments: any MessageArgument...
    ) -> MessageText {
        MessageText(format: singular, plural: plural, count: count,
                    arguments: arguments.map(\.messageArgument), translatable: true)
    }

    /// Text that is never translated (a message from elsewhere, already made).
    public static func verbatim(_ text: String) -> MessageText {
        MessageText(format: text, plural: nil, count: 0, arguments: [], translatable: false)
    }

    /// A message read back from its parts (a ``DrawingFailure`` from `myca-draw`), whose
    /// template was a literal where it was made.
    static func restored(
        format: String, plural: String?, count: Int, arguments: [Argument], translatable: Bool
    ) -> MessageText {
        MessageText(format: format, plural: plural, count: count, arguments: arguments, translatable: translatable)
    }

    private init(format: String, plural: String?, count: Int, arguments: [Argument], translatable: Bool) {
        self.format = format
        self.pluralFormat = plural
        self.count = count
        self.arguments = arguments
        self.translatable = translatable
    }

    /// The message in English.
    public var english: String {
        render { format, plural, count in plural.map { count == 1 ? format : $0 } ?? format }
    }

    public var description: String { english }

    /// The message with its template (and those of its arguments) given by `translate`
    /// (template, plural template, count → the template to use).
    public func render(_ translate: (String, String?, Int) -> String) -> String {
        guard translatable else { return format }
        let values = arguments.map { argument -> String in
            switch argument {
            case .value(let text): return text
            case .text(let message): return message.render(translate)
            }
        }
        return MessageFormat.format(translate(format, pluralFormat, count), values)
    }
}

/// What may fill a conversion of a ``MessageText``.
public protocol MessageArgument: Sendable {
    /// The argument.
    var messageArgument: MessageText.Argument { get }
}

extension String: MessageArgument {
    public var messageArgument: MessageText.Argument { .value(self) }
}

extension Int: MessageArgument {
    public var messageArgument: MessageText.Argument { .value(String(self)) }
}

extension MessageText: MessageArgument {
    public var messageArgument: MessageText.Argument { .text(self) }
}

import MycaCore

// How the domain's values are typed on the command line. Each parser is the domain's own,
// so an option and a config file or CSV column read a value by the same rule.

extension ErrorCorrection: ArgumentValue {}

extension PayloadKind: ArgumentValue {}

extension CardDataFormat: ArgumentValue {}

extension CardDesign: ArgumentValue {}

extension OutputCondition: ArgumentValue {}

extension PDFXVersion: ArgumentValue {}

extension ColorMode: ArgumentValue {}

extension PhysicalLength: ArgumentValue {
    /// `25mm`, `2.5cm`, `1in`, `300px`; a bad length is a `RenderError.invalidLength`.
    public init(argument: String) throws { try self.init(parsing: argument) }
    /// The length as it would be typed.
    public var argumentText: String? { description }
}

extension Color: ArgumentValue {
    /// `#rrggbb`, `#rgb` or a name; a bad colour is a `RenderError.invalidColor`.
    public init(argument: String) throws { try self.init(parsing: argument) }
    /// `#rrggbb`.
    public var argumentText: String? { hex }
}

extension QRStyle: ArgumentValue {
    /// A palette by name (`navy`); an unknown name is a `RenderError.unknownStyle`.
    public init(argument: String) throws { self = try QRStyle.named(argument) }
    /// The palette's name, or nil for colours that are not a named palette.
    public var argumentText: String? { name }
    /// The palette names.
    public static var allowedArguments: [String]? { QRStyle.allNames }
}

extension CardField: ArgumentValue {
    /// A field by its key (`email`, `address`), as the field table names it.
    public init(argument: String) throws {
        guard let field = CardField.named(argument) else {
            throw ArgumentValueError(expected: MessageText("one of %s", CardField.all.map(\.key).joinedText(separator: ", ")))
        }
        self = field
    }
    /// The field's key.
    public var argumentText: String? { key }
    /// Every field's key.
    public static var allowedArguments: [String]? { CardField.all.map(\.key) }
}

extension FieldSelection: ArgumentValue {
    /// A comma-separated list of field names, or `all`; errors are `PayloadError`s.
    public init(argument: String) throws { try self.init(parsing: argument) }
    /// `all`, or the names in documentation order.
    public var argumentText: String? { text }
}

extension FileNameTemplate: ArgumentValue {
    /// A template with `{row}`, `{handle}` … placeholders; errors are `BatchError`s.
    public init(argument: String) throws { try self.init(argument) }
    /// The template as written.
    public var argumentText: String? { text }

    /// `defaultTemplate`, parsed.
    static let standard: FileNameTemplate = {
        do {
            return try FileNameTemplate()
        } catch {
            // A constant template with known placeholders; tests parse it too.
            preconditionFailure("the default file name template does not parse: \(error)")
        }
    }()
}

extension BatchShard.Request: ArgumentValue {
    /// `K/N` with `0 <= K < N`, `auto` or `auto/N`.
    public init(argument: String) throws {
        guard let request = BatchShard.Request(parsing: argument) else {
            throw ArgumentValueError(expected: MessageText("K/N with 0 <= K < N (e.g. 0/3), auto or auto/N"))
        }
        self = request
    }
    /// `K/N`, `auto` or `auto/N`.
    public var argumentText: String? { text }
}

extension CSVDelimiter: ArgumentValue {
    /// One character such as `,`, `;` or `|`, or `tab`.
    public init(argument: String) throws {
        guard let delimiter = CSVDelimiter(parsing: argument) else {
            throw ArgumentValueError(expected: MessageText("one punctuation character such as ',', ';' or '|', or 'tab'"))
        }
        self = delimiter
    }
    /// The character, or `tab`.
    public var argumentText: String? { description }
}

extension Array: ArgumentValue where Element == BatchFormat {
    /// One format, or `all` for every one.
    public init(argument: String) throws {
        guard let formats = BatchFormat.parse(argument) else {
            throw ArgumentValueError(expected: MessageText("one of %s", (Self.allowedArguments ?? []).joinedText(separator: ", ")))
        }
        self = formats
    }
    /// The format's name, or `all`.
    public var argumentText: String? { count == 1 ? first?.rawValue : "all" }
    /// Every format and `all`.
    public static var allowedArguments: [String]? { BatchFormat.allCases.map(\.rawValue) + ["all"] }
}

/// A language tag on the command line (`--lang en`), in its conventional case.
public struct CardLanguage: ArgumentValue, Equatable {
    /// The tag, e.g. `en`, `zh-Hant`.
    public let tag: String

    /// A tag of RFC 5646's form (``LanguageTag``).
    public init(argument: String) throws {
        guard let tag = LanguageTag.normalized(argument) else {
            throw ArgumentValueError(expected: MessageText("a language tag such as ja, en or zh-Hant"))
        }
        self.tag = tag
    }

    /// The tag.
    public var argumentText: String? { tag }

    /// The languages a card's labels are printed in; any tag is accepted.
    public static var suggestedArguments: [String]? { CardLabels.languages }
}

/// Why a batch cannot run at all (as opposed to one bad row: see ``BatchRowError``).
public enum BatchError: MycaError, Equatable {
    /// The input has no header row (CSV) or no cards (vCard).
    case emptyInput(String)
    /// A CSV header cell names no myca field.
    case unknownColumn(name: String, column: Int, suggestion: String?)
    /// A field that may appear once appears in two columns.
    case duplicateColumn(name: String, first: Int, second: Int)
    /// The header maps no column to a field.
    case noFields
    /// The header row itself could not be read.
    case badHeader(reason: String)
    /// A file-name template with an unknown `{placeholder}` or an unclosed brace.
    case badTemplate(template: String, reason: String)

    public var message: String {
        switch self {
        case .emptyInput(let name):
            return "\(name) is empty: expected a CSV header row or vCards"
        case .unknownColumn(let name, let column, let suggestion):
            return "unknown column \(ProfileError.show(name)) (column \(column))"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .duplicateColumn(let name, let first, let second):
            return "column '\(name)' appears twice (columns \(first) and \(second))"
        case .noFields:
            return "the header row names no card fields"
        case .badHeader(let reason):
            return "the header row cannot be read: \(reason)"
        case .badTemplate(let template, let reason):
            return "file-name template \(ProfileError.show(template)): \(reason)"
        }
    }

    public var hint: String? {
        switch self {
        case .emptyInput:
            return "the first line names the columns, e.g. name,email,phone"
        case .unknownColumn, .noFields:
            return "columns: " + CardField.columns.map(\.key).joined(separator: ", ")
                + " (email, phone, url and social may repeat: email2, …); leave a header cell empty to ignore its column"
        case .duplicateColumn:
            return "only email, phone, url and social may appear more than once"
        case .badHeader:
            return "save the file as UTF-8 CSV"
        case .badTemplate:
            return "placeholders: " + FileNameTemplate.placeholders.map { "{\($0)}" }.joined(separator: ", ")
        }
    }
}

/// One row that could not become output files: its number, the field at fault and why.
///
/// Rows count from 1 at the first data row (a CSV header is not a row; in a vCard
/// file the first card is row 1). Shown as `row 12: field 'email': email address "x" is malformed`.
public struct BatchRowError: MycaError, Equatable {
    /// The row number, from 1.
    public let row: Int
    /// The physical line the row starts on, when known.
    public let line: Int?
    /// The input column (CSV header name) or vCard property at fault, when known.
    public let field: String?
    /// Why, without the row prefix.
    public let reason: String

    /// A row error.
    public init(row: Int, line: Int? = nil, field: String? = nil, reason: String) {
        self.row = row
        self.line = line
        self.field = field
        self.reason = reason
    }

    public var message: String {
        // A field names the place well enough; a structural fault gets the line too.
        if let field { return "row \(row): field '\(field)': " + reason }
        if let line { return "row \(row) (line \(line)): " + reason }
        return "row \(row): " + reason
    }
}

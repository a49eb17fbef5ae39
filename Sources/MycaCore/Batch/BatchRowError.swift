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
    /// Why, without the row prefix, as a translatable message.
    public let reasonText: MessageText
    /// Set when the fault is the output folder's, not the row's: the batch stops.
    public var stop: BatchError?
    /// Files of the row written before the fault.
    public var written = 0
    /// A row error whose reason is another error's message.
    public init(row: Int, line: Int? = nil, field: String? = nil, reasonText: MessageText) {
        self.row = row
        self.line = line
        self.field = field
        self.reasonText = reasonText
    }


    public var messageText: MessageText {
        // A field names the place well enough; a structural fault gets the line too.
        if let field { return MessageText("row %d: field '%s': %s", row, field, reasonText) }
        if let line { return MessageText("row %d (line %d): %s", row, line, reasonText) }
        return MessageText("row %d: %s", row, reasonText)
    }
}

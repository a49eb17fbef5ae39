/// A CSV record the reader could not accept. Every case names the record (row) and the
/// line it starts on. After any case but `unterminatedQuote`, `next()` goes on with the
/// following record, so a batch can report the row and continue.
public enum CSVError: MycaError, Equatable {
    /// A field is not valid UTF-8 (`field` counts from 1).
    case invalidUTF8(record: Int, line: Int, field: Int)
    /// A field is longer than the cap.
    case fieldTooLarge(record: Int, line: Int, limit: Int)
    /// A record is longer than the cap.
    case recordTooLarge(record: Int, line: Int, limit: Int)
    /// A record has more fields than the cap.
    case tooManyFields(record: Int, line: Int, limit: Int)
    /// Text follows a quoted field's closing quote (`"a"b`).
    case textAfterClosingQuote(record: Int, line: Int)
    /// The input ends inside a quoted field.
    case unterminatedQuote(record: Int, line: Int)

    /// The record (row) number, from 1.
    public var record: Int {
        switch self {
        case .invalidUTF8(let r, _, _), .fieldTooLarge(let r, _, _), .recordTooLarge(let r, _, _),
             .tooManyFields(let r, _, _), .textAfterClosingQuote(let r, _), .unterminatedQuote(let r, _):
            return r
        }
    }


    public var messageText: MessageText {
        MessageText("row %d (line %d): %s", record, line, reasonText)
    }

    /// The physical line the record starts on.
    public var line: Int {
        switch self {
        case .invalidUTF8(_, let l, _), .fieldTooLarge(_, let l, _), .recordTooLarge(_, let l, _),
             .tooManyFields(_, let l, _), .textAfterClosingQuote(_, let l), .unterminatedQuote(_, let l):
            return l
        }
    }

    /// What is wrong, without the record and line (for callers that number rows their own way).
    public var reason: String { reasonText.english }

    /// `reason` as a translatable message.
    public var reasonText: MessageText {
        switch self {
        case .invalidUTF8(_, _, let field):
            return MessageText("field %d is not valid UTF-8", field)
        case .fieldTooLarge(_, _, let limit):
            return MessageText("a field is longer than %d bytes", limit)
        case .recordTooLarge(_, _, let limit):
            return MessageText("the row is longer than %d bytes; reading stops there, since where the row ends cannot be told", limit)
        case .tooManyFields(_, _, let limit):
            return MessageText("more than %d fields", limit)
        case .textAfterClosingQuote:
            return MessageText("text after a closing quote")
        case .unterminatedQuote:
            return MessageText("a quoted field is never closed")
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .invalidUTF8:
            return MessageText("save the file as UTF-8 (most spreadsheets offer \"CSV UTF-8\")")
        case .textAfterClosingQuote, .unterminatedQuote:
            return MessageText("a quote inside a quoted field is written twice: \"say \"\"hi\"\"\"")
        case .fieldTooLarge, .recordTooLarge, .tooManyFields:
            return MessageText("is this really a CSV file of cards?")
        }
    }
}

/// One CSV record (a row; with embedded newlines it may span several lines).
public struct CSVRecord: Sendable, Equatable {
    /// The fields, as UTF-8 text with quotes removed and doubled quotes undone.
    public let fields: [String]
    /// The record's number, from 1; the header row is record 1. Skipped blank lines do not count.
    public let number: Int
    /// The physical line the record starts on, from 1.
    public let line: Int
    /// True when the record has a different number of fields than the first record
    /// (the header); the caller decides whether that is an error.
    public var isRagged = false
}

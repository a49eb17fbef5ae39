/// One row of batch input: its number and the draft card, or why there is none.
public struct BatchRow: Sendable {
    /// The row number, from 1 (the first data row or the first card).
    public let number: Int
    /// The physical line the row starts on.
    public let line: Int
    /// The draft card, or the row's error.
    public let profile: Result<Profile, BatchRowError>
    /// For a card read from vCard text, where its values came from (a refused value's
    /// line); nil for a CSV row, whose field is named by its column.
    public var source: VCardSourceLines? = nil
}

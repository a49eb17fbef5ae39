/// An error a person can act on: what went wrong and, where the data says it, what to do.
///
/// Every area has its own enum conforming to this protocol (`VCardError`,
/// `StoreError`, `QRError`, …), carrying the facts as associated values. Errors of
/// MycaCore speak of data only: no option names, no exit codes. The command line
/// (`ErrorReport` in MycaCLI) prints `myca: error: <message>` and `hint: <hint>`, adds the
/// hints that name options, and picks the exit code; never a Swift type name.
///
/// An error whose message the command line should show in the user's language gives it
/// as a ``MessageText`` too (`messageText`, `hintText`); by default those are `message`
/// and `hint` as they are.
public protocol MycaError: Error, Sendable {
    /// One line saying what went wrong, naming the field, file or line.
    var message: String { get }
    /// What to do about it in terms of the data, or nil when there is nothing useful to add.
    var hint: String? { get }
    /// `message` as a translatable template and its values.
    var messageText: MessageText { get }
    /// `hint` as a translatable template and its values.
    var hintText: MessageText? { get }
}

extension MycaError {
    public var hint: String? { nil }
    public var messageText: MessageText { .verbatim(message) }
    public var hintText: MessageText? { hint.map(MessageText.verbatim) }
}

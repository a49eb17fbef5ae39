/// An error a person can act on: what went wrong, a hint, and the exit code.
///
/// Every area has its own enum conforming to this protocol (`VCardError`,
/// `StoreError`, `QRError`, `UsageError`, …). The command line prints
/// `myca: error: <message>` and then `hint: <hint>`; never a Swift type name.
public protocol MycaError: Error, Sendable {
    /// One line saying what went wrong, naming the field, file or line.
    var message: String { get }
    /// What to do about it, or nil when there is nothing useful to add.
    var hint: String? { get }
    /// 1 for failures, 2 for usage errors.
    var exitCode: Int32 { get }
}

extension MycaError {
    public var hint: String? { nil }
    public var exitCode: Int32 { 1 }
}

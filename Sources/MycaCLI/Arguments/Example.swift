/// One usage example in help and the man page.
public struct Example: Sendable, Equatable {
    /// The command line, starting with `myca`.
    public var command: String
    /// What it does.
    public var explanation: String
}

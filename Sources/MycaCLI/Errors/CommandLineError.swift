import MycaCore

/// An error of the command line itself, which states its own exit code (a usage error
/// gives 2). Errors from MycaCore state none: ``ErrorReport`` picks theirs.
public protocol CommandLineError: MycaError {
    /// The exit code of a run that stops with this error.
    var exitCode: Int32 { get }
}

extension CommandLineError {
    /// 1: a failure.
    public var exitCode: Int32 { 1 }
}

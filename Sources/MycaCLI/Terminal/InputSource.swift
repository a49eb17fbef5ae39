/// Where a command reads standard input from: the real stdin or canned bytes in tests.
public protocol InputSource: Sendable {
    /// Reads everything up to end of file.
    func readAll() -> [UInt8]
    /// Reads one line without its line ending; nil at end of file (Ctrl-D).
    func readLine() -> String?
}

/// Where a command reads standard input from: the real stdin or canned bytes in tests.
public protocol InputSource: Sendable {
    /// Reads everything up to end of file.
    func readAll() -> [UInt8]
    /// Reads what is there, at most `count` bytes (at least one unless at end of file);
    /// empty at end of file. Lets a reader stream standard input and stop at its cap.
    func readChunk(upTo count: Int) -> [UInt8]
    /// Reads one line without its line ending; nil at end of file (Ctrl-D).
    func readLine() -> String?
}

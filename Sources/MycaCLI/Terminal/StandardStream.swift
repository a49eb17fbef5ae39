/// One of the two output streams, for per-stream decisions such as colour.
public enum StandardStream: Sendable {
    /// Standard output: data.
    case stdout
    /// Standard error: messages.
    case stderr
}

/// A destination for text and bytes: the real stdout/stderr, or a buffer in tests.
public protocol TextSink: AnyObject, Sendable {
    /// Writes `s` as UTF-8.
    func write(_ s: String)
    /// Writes raw bytes (PNG data, vCards with CRLF) unchanged.
    func write(bytes: [UInt8])
    /// Pushes buffered output to its destination.
    func flush()
}

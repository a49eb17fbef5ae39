#if canImport(Glibc)
import Glibc
#endif

/// How `myca` and a `myca-draw` that serves many requests talk over one socket: each
/// message a frame, its length as 8 bytes little-endian and then its bytes. A request is
/// one frame (the ``DrawingRequest`` as JSON); its answer two, the drawing and the report
/// (a ``DrawingFailure`` as the report, with an empty drawing, when it could not be made).
public enum DrawingFrames {
    /// The largest frame either side reads: a drawing of the largest page.
    public static let limit = 1 << 30

    /// Sends `bytes` as one frame; a peer that is gone is an error, never a SIGPIPE.
    public static func send(_ bytes: [UInt8], to fd: Int32) throws(DrawingFramesError) {
        var length = UInt64(bytes.count).littleEndian
        let header = withUnsafeBytes(of: &length) { Array($0) }
        try write(header, to: fd)
        try write(bytes, to: fd)
    }

    /// The next frame, or nil when the peer closed the socket before one began.
    public static func receive(from fd: Int32) throws(DrawingFramesError) -> [UInt8]? {
        guard let header = try read(8, from: fd, atStart: true) else { return nil }
        let length = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        guard length <= UInt64(limit) else { throw .tooLarge }
        return try read(Int(length), from: fd, atStart: false) ?? []
    }

    private static func write(_ bytes: [UInt8], to fd: Int32) throws(DrawingFramesError) {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .closed(errno: errno)
            }
            sent += n
        }
    }

    private static func read(_ count: Int, from fd: Int32, atStart: Bool) throws(DrawingFramesError) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = out.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + got, count - got) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .closed(errno: errno)
            }
            if n == 0 {
                if atStart && got == 0 { return nil }
                throw .closed(errno: 0)
            }
            got += n
        }
        return out
    }
}

/// The other side of a drawing socket went away or sent what no frame is.
public enum DrawingFramesError: MycaError, Equatable {
    /// The socket closed or failed (`errno`, 0 for an end inside a frame).
    case closed(errno: Int32)
    /// A frame longer than ``DrawingFrames/limit``.
    case tooLarge

    public var messageText: MessageText {
        switch self {
        case .closed(0): MessageText("the connection to the drawing program closed before its answer was complete")
        case .closed(let code): MessageText("the connection to the drawing program failed: %s", FileSystemError.describe(code))
        case .tooLarge: MessageText("the drawing program sent an answer of more than %d bytes", DrawingFrames.limit)
        }
    }
}

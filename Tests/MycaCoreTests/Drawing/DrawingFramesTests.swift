import Foundation
import Testing
import MycaCore
#if canImport(Glibc)
import Glibc
#endif

@Suite struct DrawingFramesTests {
    /// A connected pair of sockets, closed by the caller.
    static func pair() throws -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        return (ends[0], ends[1])
    }

    @Test("frames arrive whole and in order, empty ones included; a closed peer ends them")
    func roundTrip() throws {
        let (a, b) = try Self.pair()
        defer { close(b) }
        let big = [UInt8]((0..<100_000).map { UInt8($0 % 251) })
        // Written from another thread: a socket buffer holds less than the large frame.
        let writer = Thread {
            try? DrawingFrames.send(Array("{\"a\":1}".utf8), to: a)
            try? DrawingFrames.send([], to: a)
            try? DrawingFrames.send(big, to: a)
            close(a)
        }
        writer.start()
        #expect(try DrawingFrames.receive(from: b) == Array("{\"a\":1}".utf8))
        #expect(try DrawingFrames.receive(from: b) == [])
        #expect(try DrawingFrames.receive(from: b) == big)
        #expect(try DrawingFrames.receive(from: b) == nil)
    }

    @Test("a frame cut short, or claiming more than the limit, is an error; sending to a closed peer raises no SIGPIPE")
    func brokenFrames() throws {
        let (a, b) = try Self.pair()
        var length = UInt64(10).littleEndian
        _ = withUnsafeBytes(of: &length) { write(a, $0.baseAddress, 8) }
        _ = write(a, "abc", 3)
        close(a)
        #expect(throws: DrawingFramesError.closed(errno: 0)) { try DrawingFrames.receive(from: b) }
        close(b)
        let (c, d) = try Self.pair()
        var huge = UInt64(DrawingFrames.limit + 1).littleEndian
        _ = withUnsafeBytes(of: &huge) { write(c, $0.baseAddress, 8) }
        #expect(throws: DrawingFramesError.tooLarge) { try DrawingFrames.receive(from: d) }
        close(d)
        #expect(throws: DrawingFramesError.self) { try DrawingFrames.send([1, 2, 3], to: c) }
        close(c)
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// An `InputSource` reading a file descriptor (normally 0, stdin).
public struct FileDescriptorInput: InputSource {
    private let fd: Int32

    /// Reads from `fd`.
    public init(fd: Int32 = 0) { self.fd = fd }

    /// Reads until end of file.
    public func readAll() -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                break
            }
            if n == 0 { break }
            result.append(contentsOf: chunk[0..<n])
        }
        return result
    }

    /// Reads one chunk of at most `count` bytes; empty at end of file (or on a read error).
    public func readChunk(upTo count: Int) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: max(count, 1))
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return []
            }
            chunk.removeLast(chunk.count - n)
            return chunk
        }
    }

    /// Reads byte by byte up to a newline, so nothing past the line is consumed.
    public func readLine() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let n = read(fd, &byte, 1)
            if n < 0 {
                if errno == EINTR { continue }
                return line.isEmpty ? nil : Self.decode(line)
            }
            if n == 0 { return line.isEmpty ? nil : Self.decode(line) }
            if byte == 0x0A { return Self.decode(line) }
            line.append(byte)
        }
    }

    private static func decode(_ line: [UInt8]) -> String {
        var bytes = line
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

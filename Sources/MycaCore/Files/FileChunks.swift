#if canImport(Glibc)
import Glibc
#endif

/// An open file descriptor read one chunk at a time, closed with this object when it owns it.
final class FileChunks {
    private let fd: Int32
    private let name: String
    private let closeWhenDone: Bool
    private let size: Int

    /// Reads `fd` (`name` is used in errors) `size` bytes at a time.
    init(fileDescriptor fd: Int32, name: String, closeWhenDone: Bool, size: Int = 64 * 1024) {
        self.fd = fd
        self.name = name
        self.closeWhenDone = closeWhenDone
        self.size = size
    }

    deinit {
        if closeWhenDone { close(fd) }
    }

    /// The next chunk; empty at the end of the file.
    /// - Throws: `FileSystemError` when reading fails.
    func next() throws -> [UInt8] {
        var chunk: [UInt8] = []
        try FileSystem.readChunk(from: fd, into: &chunk, size: size, name: name)
        return chunk
    }
}

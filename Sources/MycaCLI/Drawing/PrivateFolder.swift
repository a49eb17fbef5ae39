import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// A private temporary folder (`mkdtemp`: mode 0700, under `$TMPDIR` or `/tmp`) for the
/// files myca and a program it runs pass each other, removed with them afterwards.
enum PrivateFolder {
    /// Runs `body` with the paths of `files` in a new folder named from `prefix`
    /// (`myca-draw` → `myca-draw.Ab12Cd`), then removes them and the folder.
    ///
    /// - Throws: `FileSystemError` when the folder cannot be made; what `body` throws.
    static func with<T>(_ prefix: String, files: [String], environment: Environment, _ body: ([String]) throws -> T) throws -> T {
        let base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(FileSystem.joinPath(base, prefix + ".XXXXXX").utf8CString)
        guard let folderPointer = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw FileSystemError.cannotWrite(path: base, errno: errno)
        }
        let folder = String(cString: folderPointer)
        let paths = files.map { FileSystem.joinPath(folder, $0) }
        // Everything in it, not only the files named: a program killed in a write leaves
        // its temporary file there.
        defer {
            for name in (try? FileSystem.listDirectory(folder)) ?? [] {
                try? FileSystem.remove(FileSystem.joinPath(folder, name))
            }
            rmdir(folder)
        }
        return try body(paths)
    }
}

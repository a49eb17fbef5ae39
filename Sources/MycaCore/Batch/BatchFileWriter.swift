#if canImport(Glibc)
import Glibc
#endif

/// Writes batch output files atomically, without flushing them to disk.
///
/// Each file is written to a hidden temporary `.NAME.tmp-PID-RANDOM` beside it and
/// renamed over the final name, so an interrupted or failed run never leaves a partial
/// file under a final name. Unlike `FileSystem.writeAtomically` (an `fsync` of the file
/// and of the folder per file: right for a card store, ruinous for 100,000 PNGs), there
/// is no flush at all, as with `qrencode -o` or `cp`: the output is regenerable, and a
/// single `sync` at the end measurably slowed batches on a busy machine. Run `sync`
/// yourself before pulling the plug.
public enum BatchFileWriter {
    /// Writes `bytes` to `path` through a temporary file and a rename.
    /// - Throws: `FileSystemError.cannotWrite` naming `path`.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let folder = FileSystem.directoryName(of: path)
        let name = FileSystem.baseName(of: path)
        let temporary = FileSystem.joinPath(folder, ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = FileSystem.retryingOnInterrupt {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        }
        guard fd >= 0 else { throw FileSystemError.cannotWrite(path: path, errno: errno) }
        var isOpen = true
        var renamed = false
        defer {
            if isOpen { close(fd) }
            if !renamed { unlink(temporary) }
        }
        try FileSystem.writeAll(bytes, to: fd, name: path)
        isOpen = false
        if close(fd) != 0 { throw FileSystemError.cannotWrite(path: path, errno: errno) }
        if rename(temporary, path) != 0 { throw FileSystemError.cannotWrite(path: path, errno: errno) }
        renamed = true
    }
}

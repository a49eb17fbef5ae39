import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// A private temporary folder (`mkdtemp`: mode 0700, under `$TMPDIR` or `/tmp`) for the
/// files myca and a program it runs pass each other, removed with them afterwards.
enum PrivateFolder {
    /// A file handed to a program as an open descriptor, its name already gone.
    struct File {
        /// Open for reading and writing, closed on exec (``HelperProgram/run(_:arguments:descriptors:environment:ownGroup:)``
        /// hands it to the program under a number of its own).
        let descriptor: Int32
        /// The name it had, for messages.
        let path: String

        /// Everything in it, from its start, whoever wrote it.
        func contents(limit: Int) throws -> [UInt8] {
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw FileSystemError.cannotRead(path: path, errno: errno) }
            return try FileSystem.readAll(fileDescriptor: descriptor, limit: limit, name: path)
        }

        /// What a program wrote in it (its stderr), as text; empty when it cannot be read,
        /// since it only adds to an error myca is already reporting.
        var text: String {
            (try? contents(limit: FileSystem.defaultReadLimit)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
    }

    /// Runs `body` with `files` made in a new folder named from `prefix`, opened, and
    /// removed with the folder before `body` runs: no name leads to them any more, so
    /// nothing is left in `$TMPDIR` however myca ends, SIGKILL included. The descriptors
    /// are closed afterwards.
    ///
    /// - Throws: ``HelperProgramError/noTemporaryFolder(folder:errno:)`` when the folder cannot
    ///   be made, `FileSystemError` when a file cannot; what `body` throws.
    static func withUnnamedFiles<T>(_ prefix: String, files: [String], environment: Environment,
                                    _ body: ([File]) throws -> T) throws -> T {
        let folder = try make(prefix, environment: environment)
        var opened: [File] = []
        defer { for file in opened { close(file.descriptor) } }
        do {
            defer { remove(folder) }
            for name in files {
                let path = FileSystem.joinPath(folder, name)
                let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                guard fd >= 0 else { throw FileSystemError.cannotWrite(path: path, errno: errno) }
                opened.append(File(descriptor: fd, path: path))
            }
        }
        return try body(opened)
    }

    private static func make(_ prefix: String, environment: Environment) throws -> String {
        let base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(FileSystem.joinPath(base, prefix + ".XXXXXX").utf8CString)
        guard let folderPointer = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            // Said as what it is: no temporary folder, whatever else the system's reason suggests.
            throw HelperProgramError.noTemporaryFolder(folder: base, errno: errno)
        }
        return String(cString: folderPointer)
    }

    /// Removes everything in `folder`, not only the files named: a program killed in a
    /// write leaves its temporary file there.
    private static func remove(_ folder: String) {
        for name in (try? FileSystem.listDirectory(folder)) ?? [] {
            try? FileSystem.remove(FileSystem.joinPath(folder, name))
        }
        rmdir(folder)
    }
}

import MycaCore

/// Why a program myca runs (``HelperProgram``) could not do its work, for every one of them.
enum HelperProgramError: MycaError, Equatable {
    /// The program is in none of `places`.
    case notFound(HelperProgram, places: [String])
    /// posix_spawn or waitpid failed.
    case cannotStart(HelperProgram, path: String, errno: Int32)
    /// The dynamic loader could not find `library`: the program cannot run here at all.
    case missingLibrary(HelperProgram, library: String)
    /// It ran and failed without saying why; its stderr.
    case failed(HelperProgram, path: String, status: Int32, stderr: String)
    /// The private folder the program's files go through cannot be made in `folder`
    /// (`$TMPDIR`, else `/tmp`).
    case noTemporaryFolder(folder: String, errno: Int32)

    /// Whether the program is missing or cannot load its libraries: it cannot run at all
    /// here, as opposed to failing on this input.
    var isUnavailable: Bool {
        switch self {
        case .notFound, .missingLibrary: true
        case .cannotStart, .failed, .noTemporaryFolder: false
        }
    }

    var messageText: MessageText {
        switch self {
        case let .notFound(program, places):
            MessageText("%s need the program '%s', which runs %s, and it is not in %s", program.purpose, program.name, program.uses,
                        MessageText.list(places.isEmpty ? ["the folder of myca"] : places, .or))
        case let .cannotStart(_, path, code):
            MessageText("cannot run %s: %s", path, FileSystemError.describe(code))
        case let .missingLibrary(program, library):
            MessageText("%s need the shared library %s, which is not installed", program.purpose, library)
        case let .failed(_, path, status, stderr):
            stderr.isEmpty ? MessageText("%s failed (exit %d)", path, Int(status))
                : MessageText("%s failed (exit %d): %s", path, Int(status), stderr.trimmingTrailingNewlines)
        case let .noTemporaryFolder(folder, code):
            MessageText("cannot make a private temporary folder in '%s': %s", folder, FileSystemError.describe(code))
        }
    }

    var hintText: MessageText? {
        switch self {
        case let .notFound(program, _):
            let install = switch program.search {
            case .installed:
                MessageText("install myca with 'make install' (it puts %s in PREFIX/lib/myca), or set %s", program.name, program.variable)
            case let .path(package):
                MessageText("install the Debian package %s (or run 'make deps'), or set %s", package, program.variable)
            }
            return program.alternative.map { MessageText("%s; %s", install, $0) } ?? install
        case let .missingLibrary(program, library):
            let install = MessageText("install the Debian package %s", program.package(for: library))
            return program.alternative.map { MessageText("%s; %s", install, $0) } ?? install
        case .noTemporaryFolder:
            return MessageText("set TMPDIR to a folder you may write, or unset it to use /tmp")
        case .cannotStart, .failed:
            return nil
        }
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }
}

import MycaCore

/// Where one input of a command comes from: standard input (`-`) or a file.
///
/// Every command that reads a file or stdin takes the argument as this type, so `-` is
/// decided here once, as ``OutputTarget`` decides it for output. Standard input is read
/// through `CommandContext.stdin` (never descriptor 0 behind the context's back, so tests
/// can feed it), and a path is taken against the working directory.
public enum InputFile: Sendable, Hashable, ArgumentValue {
    /// Standard input, `-` on the command line.
    case standardInput
    /// A file, by the path as given.
    case file(String)

    /// `-` is standard input; anything else a path.
    public init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// `-` or the path, as given.
    public var argumentText: String? {
        switch self {
        case .standardInput: return "-"
        case .file(let path): return path
        }
    }

    /// The name messages use: `<stdin>`, or the path as given.
    public var name: String {
        switch self {
        case .standardInput: return "<stdin>"
        case .file(let path): return path
        }
    }

    /// The path against the working directory; nil for standard input.
    public func absolutePath(_ ctx: CommandContext) -> String? {
        guard case .file(let path) = self else { return nil }
        return ctx.absolutePath(path)
    }

    /// A reader of standard input as it comes, at most `size` bytes a call and empty at its
    /// end; nil for a file, which its reader opens by ``absolutePath(_:)``.
    public func standardInputChunks(_ ctx: CommandContext, size: Int = 64 * 1024) -> (@Sendable () -> [UInt8])? {
        guard case .standardInput = self else { return nil }
        let stdin = ctx.stdin
        return { stdin.readChunk(upTo: size) }
    }

    /// All of it: standard input to its end, or the file, refused past `limit` bytes.
    /// - Throws: `FileSystemError` when the file cannot be read or is too large.
    public func readAll(_ ctx: CommandContext, limit: Int = FileSystem.defaultReadLimit) throws -> [UInt8] {
        switch self {
        case .standardInput: return ctx.stdin.readAll()
        case .file(let path): return try FileSystem.readFile(ctx.absolutePath(path), limit: limit)
        }
    }

    /// Refuses a set of inputs that cannot all be read: standard input more than once.
    public static func check(_ inputs: [InputFile]) throws(UsageError) {
        if inputs.filter({ $0 == .standardInput }).count > 1 {
            throw UsageError.invalid(MessageText("'-' (standard input) can be given only once"), hint: nil)
        }
    }
}

import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// Everything a command may touch outside its arguments: streams, environment, terminal facts.
///
/// Library code prints only to `stdout`/`stderr` here and reads only `stdin` here,
/// so tests run commands in-process with buffers.
public struct CommandContext: Sendable {
    /// Data output (vCards, PNG bytes, JSON).
    public var stdout: any TextSink
    /// Messages, prompts and progress.
    public var stderr: any TextSink
    /// Standard input.
    public var stdin: any InputSource
    /// The environment: the process's own (read name by name), or given values.
    public var environment: Environment
    /// Whether stdin is a terminal.
    public var stdinIsTTY: Bool
    /// Whether stdout is a terminal.
    public var stdoutIsTTY: Bool
    /// Whether stderr is a terminal.
    public var stderrIsTTY: Bool
    /// Columns of the terminal (ioctl, else `$COLUMNS`, else 80).
    public var terminalWidth: Int
    /// Rows of the terminal (ioctl, else `$LINES`), or nil when unknown.
    public var terminalHeight: Int? = nil
    /// The working directory, for resolving relative paths.
    public var currentDirectory: String
    /// The `--color` choice.
    public var colorMode: ColorMode
    /// `-q/--quiet`: print only what was asked for.
    public var quiet: Bool
    /// `-v/--verbose`: print details on stderr.
    public var verbose: Bool
    /// `--home DIR`, as given (may be relative to `currentDirectory`).
    public var homeOverride: String?
    /// The commands this run dispatches to (help and completion read it).
    public var registry: [any Command.Type]

    /// A context with every fact given; defaults suit tests (no TTY, 80 columns, empty input).
    public init(
        stdout: any TextSink,
        stderr: any TextSink,
        stdin: any InputSource = BufferInput(""),
        environment: Environment = [:],
        stdinIsTTY: Bool = false,
        stdoutIsTTY: Bool = false,
        stderrIsTTY: Bool = false,
        terminalWidth: Int = 80,
        currentDirectory: String = "/",
        colorMode: ColorMode = .auto,
        quiet: Bool = false,
        verbose: Bool = false,
        homeOverride: String? = nil,
        registry: [any Command.Type] = Commands.all
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.stdin = stdin
        self.environment = environment
        self.stdinIsTTY = stdinIsTTY
        self.stdoutIsTTY = stdoutIsTTY
        self.stderrIsTTY = stderrIsTTY
        self.terminalWidth = terminalWidth
        self.currentDirectory = currentDirectory
        self.colorMode = colorMode
        self.quiet = quiet
        self.verbose = verbose
        self.homeOverride = homeOverride
        self.registry = registry
    }

    /// The context of the running process: fd 0/1/2, `environ`, isatty, the terminal size.
    public static func live() -> CommandContext {
        let env = Environment.process
        return CommandContext(
            stdout: FileDescriptorSink(fd: 1),
            stderr: FileDescriptorSink(fd: 2, autoflush: true),
            stdin: FileDescriptorInput(fd: 0),
            environment: env,
            stdinIsTTY: isatty(0) == 1,
            stdoutIsTTY: isatty(1) == 1,
            stderrIsTTY: isatty(2) == 1,
            terminalWidth: Self.detectWidth(environment: env),
            currentDirectory: Self.workingDirectory()
        ).withHeight(Self.detectHeight(environment: env))
    }

    private func withHeight(_ rows: Int?) -> CommandContext {
        var copy = self
        copy.terminalHeight = rows
        return copy
    }

    /// Terminal rows from TIOCGWINSZ on stdout or stderr, else `$LINES`, else nil.
    public static func detectHeight(environment: Environment) -> Int? {
        for fd: Int32 in [1, 2, 0] {
            var size = winsize()
            if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
                return Int(size.ws_row)
            }
        }
        if let lines = environment["LINES"], let n = Int(lines), n > 0 { return n }
        return nil
    }

    /// Whether colour escapes may go to `stream`: `--color`, then TTY, `NO_COLOR`, `TERM=dumb`.
    public func colorEnabled(for stream: StandardStream) -> Bool {
        switch colorMode {
        case .always: return true
        case .never: return false
        case .auto:
            let tty = stream == .stdout ? stdoutIsTTY : stderrIsTTY
            if !tty { return false }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return true
        }
    }

    /// An `ANSI` styler that is plain when colour is off for `stream`.
    public func ansi(for stream: StandardStream) -> ANSI {
        ANSI(enabled: colorEnabled(for: stream))
    }

    /// Terminal width from TIOCGWINSZ on stdout or stderr, else `$COLUMNS`, else 80.
    public static func detectWidth(environment: Environment) -> Int {
        for fd: Int32 in [1, 2, 0] {
            var size = winsize()
            if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                return Int(size.ws_col)
            }
        }
        if let columns = environment["COLUMNS"], let n = Int(columns), n > 0 { return n }
        return 80
    }

    private static func workingDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }
}

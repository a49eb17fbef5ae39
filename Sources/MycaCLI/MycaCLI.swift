import CBuildInfo
import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// Entry point of the command line as a library, so tests run it in-process.
public enum MycaCLI {
    /// The version `myca --version` prints.
    public static let version = MycaVersion.current

    /// The commit this myca was built from, or "" for a build without git.
    public static let commit = String(cString: myca_build_commit())

    /// What `myca --version` prints: `myca 0.1.0 (commit 1a2b3c4d5e6f)`, the commit left out
    /// when the build had none.
    public static var versionLine: String {
        "myca \(version)" + (commit.isEmpty ? "" : " (commit \(commit))")
    }

    /// Runs myca in the real process with `arguments` (by default the process's own, without
    /// the program name): live streams and terminal; flushes output before returning.
    public static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) async -> Int32 {
        // Past a file-size limit (`ulimit -f`) the kernel would kill myca mid-write with
        // SIGXFSZ; ignored, the write fails with EFBIG and becomes a clear error instead.
        signal(SIGXFSZ, SIG_IGN)
        let context = CommandContext.live()
        Localization.start(environment: context.environment)
        let status = await run(arguments, context: context)
        context.stdout.flush()
        defer { context.stderr.flush() }
        return finished(status, stdout: context.stdout, context: context)
    }

    /// `status`, unless standard output lost some of what the command wrote (a full disk,
    /// `/dev/full`, an I/O error): then that failure is said and the exit is 1. Data with a
    /// hole in it must not pass for a good export in a script.
    static func finished(_ status: Int32, stdout: any TextSink, context: CommandContext) -> Int32 {
        guard let code = (stdout as? FileDescriptorSink)?.failure else { return status }
        ErrorReport.print(FileSystemError.cannotWriteStandardOutput(errno: code), to: context)
        return status == 0 ? 1 : status
    }

    /// Runs myca with `argv` (without the program name) against `context`; returns the exit code.
    ///
    /// Global options are accepted before and after the command name. Usage errors print
    /// `myca: error: …`, `hint: …`, the usage line and `See 'myca help COMMAND'.` and give 2;
    /// other `MycaError`s print message and hint and give their exit code (``ErrorReport``).
    public static func run(_ argv: [String], context: CommandContext) async -> Int32 {
        var command: CommandSpec?
        var reporting = context  // gains --color once parsed, so errors honour it
        do {
            let rootOptions = GlobalOptions.all + [GlobalOptions.version]
            let (root, rest) = try ArgumentParser.parse(argv, options: rootOptions, stopAtPositional: true)
            var ctx = try apply(root, nil, to: context)
            reporting = ctx
            if root[GlobalOptions.printVersion] {
                ctx.stdout.write(versionLine + "\n")
                return 0
            }
            guard let name = rest.first else {
                // `myca` alone is someone finding out what it does: the command list.
                if root[GlobalOptions.help] || argv.isEmpty {
                    let specs = ctx.registry.map { $0.spec }
                    ctx.stdout.write(HelpFormatter.rootHelp(commands: specs, width: helpWidth(ctx)))
                    return 0
                }
                throw UsageError.missingCommand
            }
            guard let type = ctx.registry.first(where: { $0.name == name }) else {
                let visible = ctx.registry.map { $0.spec }.filter { !$0.hidden }.map(\.name)
                throw UsageError.unknownCommand(name, suggestion: Suggestion.closest(to: name, in: visible))
            }
            let spec = type.spec
            command = spec
            let args = try ArgumentParser.parse(Array(rest.dropFirst()), for: spec)
            if args[GlobalOptions.help] || root[GlobalOptions.help] {
                ctx.stdout.write(HelpFormatter.help(for: spec, width: helpWidth(ctx)))
                return 0
            }
            reporting = try apply(root, try args.given(GlobalOptions.color) != nil ? args : nil, to: context)
            ctx = try apply(root, args, to: context)
            return try await type.init().run(args, ctx)
        } catch let error as UsageError {
            ErrorReport.print(error, to: reporting)
            let usage = command.map(\.usage) ?? GlobalOptions.rootUsage
            let see = command.map { tr("See 'myca help %s'.", $0.name) } ?? tr("See 'myca help'.")
            reporting.stderr.write(tr("usage: %s", usage) + "\n" + see + "\n")
            return ErrorReport.exitCode(for: error)
        } catch let error as any MycaError {
            ErrorReport.print(error, to: reporting)
            return ErrorReport.exitCode(for: error)
        } catch {
            // Not a MycaError: a bug or a cancellation. Never show a Swift type name.
            reporting.stderr.write(ErrorReport.prefix(reporting) + tr("an unexpected error stopped myca") + "\n")
            return 1
        }
    }

    private static func helpWidth(_ ctx: CommandContext) -> Int {
        ctx.stdoutIsTTY ? ctx.terminalWidth : 80
    }

    /// `context` with the global options from before (`root`) and after (`command`) the name.
    private static func apply(
        _ root: ParsedArguments, _ command: ParsedArguments?, to context: CommandContext
    ) throws -> CommandContext {
        var ctx = context
        let all = [root] + (command.map { [$0] } ?? [])
        for args in all {
            if let mode = try args.given(GlobalOptions.color) { ctx.colorMode = mode }
            if let home = try args.given(GlobalOptions.home) {
                // An empty folder name would resolve to the working folder: a store nobody meant.
                if home?.isEmpty ?? false {
                    throw UsageError.badValue(option: "--home", value: "", expected: MessageText("the path of a folder"))
                }
                ctx.homeOverride = home
            }
            if args[GlobalOptions.quiet] { ctx.quiet = true }
            if args[GlobalOptions.verbose] { ctx.verbose = true }
        }
        if ctx.quiet && ctx.verbose {
            throw UsageError.invalid(MessageText("options '--quiet' and '--verbose' cannot be used together"), hint: nil)
        }
        return ctx
    }
}

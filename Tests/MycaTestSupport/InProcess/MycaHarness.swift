import Foundation
import MycaCLI
import MycaCore
import MycaTestSupport

/// Runs myca in-process through ``CommandContext``, with a temporary card store: the one
/// in-process harness of the tests (``MycaProcess`` runs the built binary instead).
///
/// An instance owns a ``TemporaryDirectory``; its `home` subfolder is the store every run
/// uses (as `--home` would), and the folder itself is the working directory. The static
/// ``run(_:stdin:tty:width:environment:directory:color:registry:)`` runs without a store.
package final class MycaHarness {
    /// What one run produced: exit code, stdout bytes, stderr bytes (`out`/`err` as text),
    /// the same type a run of the built binary gives.
    package typealias Run = ToolProcess.Result

    /// Which standard streams a run sees as a terminal.
    package struct TTY: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        package static let stdin = TTY(rawValue: 1)
        package static let stdout = TTY(rawValue: 2)
        package static let stderr = TTY(rawValue: 4)
        /// A person at a terminal: all three.
        package static let all: TTY = [.stdin, .stdout, .stderr]
    }

    /// A minimal shell's environment: a `PATH` for editors and a UTF-8 locale.
    package static let standardEnvironment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

    /// ``standardEnvironment`` with `variables` set on top.
    package static func environment(_ variables: [String: String]) -> [String: String] {
        standardEnvironment.merging(variables) { _, new in new }
    }

    /// The folder the store lives in; also the working directory of runs.
    package let directory: TemporaryDirectory

    /// Creates an empty temporary folder; the store is made by the first command that writes.
    package init() throws { directory = try TemporaryDirectory("myca-harness") }

    /// The store's folder (`--home`).
    package var home: String { directory.path + "/home" }

    /// The store.
    package var store: CardStore { CardStore(home: home) }

    /// `myca ARGV` against this store, in ``directory``.
    package func run(
        _ argv: [String], stdin: String = "", tty: TTY = [], width: Int = 80,
        environment: [String: String] = standardEnvironment, directory: String? = nil,
        color: ColorMode = .auto, registry: [any Command.Type] = Commands.all
    ) async -> Run {
        await Self.run(
            argv, stdin: stdin, tty: tty, width: width, environment: environment,
            directory: directory ?? self.directory.path, color: color, registry: registry, home: home)
    }

    /// `myca ARGV` with no store given (a command may still name one with `--home`).
    ///
    /// - Parameters:
    ///   - stdin: the whole of standard input.
    ///   - tty: the streams that are terminals; `width` is the terminal's columns, `height`
    ///     its rows (nil: unknown).
    ///   - environment: the whole environment the run sees.
    ///   - directory: the working directory.
    ///   - color: as `--color` would set it.
    ///   - registry: the commands to dispatch to (a test's own, or myca's).
    package static func run(
        _ argv: [String], stdin: String = "", tty: TTY = [], width: Int = 80,
        environment: [String: String] = standardEnvironment, directory: String = "/",
        color: ColorMode = .auto, registry: [any Command.Type] = Commands.all, home: String? = nil,
        height: Int? = nil
    ) async -> Run {
        let out = BufferSink(), err = BufferSink()
        var context = CommandContext(
            stdout: out, stderr: err, stdin: BufferInput(stdin), environment: Environment(environment),
            stdinIsTTY: tty.contains(.stdin), stdoutIsTTY: tty.contains(.stdout),
            stderrIsTTY: tty.contains(.stderr), terminalWidth: width, currentDirectory: directory,
            colorMode: color, homeOverride: home, registry: registry)
        context.terminalHeight = height
        let status = await MycaCLI.run(argv, context: context)
        return Run(status: status, stdout: out.bytes, stderr: err.bytes)
    }
}

import Foundation
import MycaCLI
import MycaCore

/// A temporary card store and in-process runs of myca against it.
final class EditingHarness {
    let dir: TemporaryDirectory
    var home: String { dir.path + "/home" }
    var store: CardStore { CardStore(home: home) }

    init() throws { dir = try TemporaryDirectory() }

    struct Run {
        var status: Int32
        var out: String
        var err: String
    }

    /// `myca ARGV` in-process with `--home` pointing at the temporary store.
    func run(
        _ argv: [String], stdin: String = "", tty: Bool = false, environment: [String: String] = [:]
    ) async -> Run {
        let out = BufferSink(), err = BufferSink()
        var env = ["PATH": "/usr/bin:/bin"]
        env.merge(environment) { _, new in new }
        let ctx = CommandContext(
            stdout: out, stderr: err, stdin: BufferInput(stdin), environment: Environment(env),
            stdinIsTTY: tty, stdoutIsTTY: tty, stderrIsTTY: tty, currentDirectory: dir.path,
            colorMode: .never, homeOverride: home)
        let status = await MycaCLI.run(argv, context: ctx)
        return Run(status: status, out: out.text, err: err.text)
    }

    /// Stores `profile` as card `handle`.
    func add(_ handle: String, _ profile: Profile = .sample) throws {
        try CardFiles(store: store).create(handle, profile: profile, force: false)
    }

    /// The stored card `handle`.
    func card(_ handle: String) throws -> Profile { try CardFiles(store: store).load(handle) }

    /// The bytes of card `handle`'s file.
    func bytes(_ handle: String) throws -> [UInt8] { try store.readCard(handle) }

    /// Files in `<home>/drafts`, sorted (none when the folder does not exist).
    func drafts() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: home + "/drafts")) ?? []).sorted()
    }

    /// Writes a shell script and returns the command that runs it, for `$EDITOR`.
    ///
    /// The script is run by `sh`, not executed directly: while parallel tests fork, a child
    /// may briefly hold the file open for writing, and executing it would fail with ETXTBSY.
    func script(_ name: String, _ body: String) throws -> String {
        let path = try dir.write(name, body + "\n")
        return "sh " + path
    }
}

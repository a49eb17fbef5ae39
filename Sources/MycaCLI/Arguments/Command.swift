/// A myca command: a declaration (`spec`) and the code that runs it.
///
/// Declare one type per command and add it to `Commands.all`; parsing, help,
/// suggestions, completion scripts and the man page all come from `spec`.
public protocol Command: Sendable {
    /// What people type to run it; equal to `spec.name`. Dispatch reads only this, so
    /// a run builds no declaration but its own command's.
    static var name: String { get }
    /// What the command is called and what it accepts.
    static var spec: CommandSpec { get }
    /// Makes a command ready to run.
    init()
    /// Runs with parsed arguments; returns the exit code (throw `MycaError`s for failures).
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32
}

/// `myca completion SHELL`: prints a completion script for bash, zsh or fish.
struct CompletionCommand: Command {
    static let name = "completion"

    static let spec = CommandSpec(
        name: name,
        summary: "Print a shell completion script.",
        discussion: "Completes commands, options, option values, files and card handles.",
        arguments: [ArgumentSpec("SHELL", help: "The shell.", allowed: CompletionScript.shells)],
        examples: [
            Example(
                command: "myca completion bash > ~/.local/share/bash-completion/completions/myca",
                explanation: "Install bash completion for your user."),
            Example(
                command: "myca completion fish > ~/.config/fish/completions/myca.fish",
                explanation: "Install fish completion."),
        ])

    /// Writes the script on stdout.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let shell = args.positional(0) ?? ""
        let specs = ctx.registry.map { $0.spec }
        guard let script = CompletionScript.script(for: shell, commands: specs) else {
            throw UsageError.invalidValue(
                what: "SHELL", value: shell, allowed: CompletionScript.shells, suggestion: nil)
        }
        ctx.stdout.write(script)
        return 0
    }
}

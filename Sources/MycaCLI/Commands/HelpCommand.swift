/// `myca help [COMMAND] [--man]`: help for myca or one command, or the man page.
struct HelpCommand: Command {
    static let name = "help"

    static let spec = CommandSpec(
        name: name,
        summary: "Show help for myca or one of its commands.",
        arguments: [ArgumentSpec("COMMAND", help: "The command to explain.", optional: true, completion: .command)],
        options: [man.spec],
        examples: [
            Example(command: "myca help new", explanation: "Show the options of 'myca new'."),
            Example(command: "myca help --man > myca.1", explanation: "Write the manual page."),
        ])

    /// `--man`.
    static let man = Flag("man", help: "Print the manual page (roff, section 1) instead.")

    /// Prints the requested help on stdout.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let specs = ctx.registry.map { $0.spec }
        let width = ctx.stdoutIsTTY ? ctx.terminalWidth : 80
        if args[Self.man] {
            ctx.stdout.write(ManPage.render(commands: specs, version: MycaCLI.version))
            return 0
        }
        guard let name = args.positional(0) else {
            ctx.stdout.write(HelpFormatter.rootHelp(commands: specs, width: width))
            return 0
        }
        guard let spec = specs.first(where: { $0.name == name }) else {
            let visible = specs.filter { !$0.hidden }.map(\.name)
            throw UsageError.unknownCommand(name, suggestion: Suggestion.closest(to: name, in: visible))
        }
        ctx.stdout.write(HelpFormatter.help(for: spec, width: width))
        return 0
    }
}

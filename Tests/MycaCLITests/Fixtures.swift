@testable import MycaCLI
import MycaCore

/// Tiny commands that exercise the parser and runner; not part of myca.
enum Fixtures {
    enum Format: String, CaseIterable, ArgumentValue { case vcard, vcard3, json }

    static let force = Flag("force", short: "f", help: "Replace an existing card.")
    static let format = Option<Format>("format", short: "F", valueName: "FORMAT", default: .vcard, help: "Output format.")
    static let from = Option<String?>("from", valueName: "FILE", completion: .file, help: "Start from a vCard file, or - for stdin.")
    static let qr = Flag("qr", negatable: true, default: true, help: "Show the QR code.")
    static let scale = Option<Int?>("scale", short: "s", valueName: "N", help: "Module size in pixels.")
    static let name = Option<String?>("name", short: "n", valueName: "NAME", category: "Field options", help: "Full name.")
    static let email = Option<String?>(
        "email", short: "e", valueName: "[TYPE:]ADDR", repeatable: true, category: "Field options", help: "An email address.")

    static let newSpec = CommandSpec(
        name: "new",
        summary: "Create a card.",
        discussion: "With no field options on a terminal, myca asks for each field.",
        arguments: [ArgumentSpec("HANDLE", help: "The card's handle.", optional: true, completion: .handle)],
        options: [force.spec, format.spec, from.spec, qr.spec, scale.spec, name.spec, email.spec],
        examples: [
            Example(command: "myca new work --name 'Ada Lovelace'", explanation: "Create the card 'work'.")
        ])

    static let renameSpec = CommandSpec(
        name: "rename",
        summary: "Rename a card.",
        arguments: [
            ArgumentSpec("OLD", help: "The current handle.", completion: .handle),
            ArgumentSpec("NEW", help: "The new handle."),
        ])

    static let importSpec = CommandSpec(
        name: "import",
        summary: "Import cards.",
        arguments: [ArgumentSpec("FILE", help: "vCard files, or - for stdin.", repeating: true, completion: .file)],
        options: [.option("as", valueName: "HANDLE", completion: .handle, help: "Handle for the card.")])

    static let registry: [any Command.Type] =
        [NewCommand.self, RenameCommand.self, HelpCommand.self, CompletionCommand.self, CompleteHandlesCommand.self]

    /// Prints what it parsed and the global settings it got, one fact a line.
    struct NewCommand: Command {
        static var name: String { Fixtures.newSpec.name }
        static var spec: CommandSpec { Fixtures.newSpec }

        func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
            if try args.value(Fixtures.name) == "fail" { throw FixtureError.failed("card '\u{1B}[31mx' is broken") }
            if try args.value(Fixtures.name) == "crash" { throw PlainError() }
            ctx.stdout.write("args: \(describe(args, Fixtures.newSpec))\n")
            ctx.stdout.write("scale: \(try args.value(Fixtures.scale).map(String.init) ?? "nil")\n")
            ctx.stdout.write("quiet: \(ctx.quiet) verbose: \(ctx.verbose) color: \(ctx.colorMode)\n")
            ctx.stdout.write("home: \(ctx.homeOverride ?? "nil")\n")
            return 0
        }
    }

    struct RenameCommand: Command {
        static var name: String { Fixtures.renameSpec.name }
        static var spec: CommandSpec { Fixtures.renameSpec }

        func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
            ctx.stdout.write("\(args.positionals)\n")
            return 3
        }
    }

    enum FixtureError: CommandLineError {
        case failed(String)
        var messageText: MessageText {
            switch self { case .failed(let m): return .verbatim(m) }
        }
        var hintText: MessageText? { .verbatim("run 'myca doctor'") }
        var exitCode: Int32 { 4 }
    }

    struct PlainError: Error {}

    /// A canonical text form of parsed options (declaration order) and positionals.
    static func describe(_ args: ParsedArguments, _ spec: CommandSpec) -> String {
        var parts: [String] = []
        for option in spec.options + GlobalOptions.all {
            if option.isFlag, let on = args.setting(option) {
                parts.append(on ? option.name : "no-" + option.name)
            } else if let texts = args.texts(option) {
                parts.append(option.repeatable ? "\(option.name)=\(texts)" : "\(option.name)=\(texts.last ?? "nil")")
            }
        }
        parts.append("pos=\(args.positionals)")
        return parts.joined(separator: " ")
    }
}

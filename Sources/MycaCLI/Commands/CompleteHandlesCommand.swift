import MycaCore

/// `myca __complete-handles [--trash]`: card handles, one a line, for completion scripts
/// (hidden); with `--trash`, the handles of the cards in the trash.
///
/// Lists the store's card files without reading a card, so completion stays fast, and
/// prints nothing rather than an error.
struct CompleteHandlesCommand: Command {
    static let name = "__complete-handles"

    static let spec = CommandSpec(
        name: name,
        summary: "List card handles for shell completion.",
        options: [trash.spec],
        hidden: true)

    /// `--trash`.
    static let trash = Flag("trash", help: "List the handles of the removed cards instead.")

    /// Prints the handles, sorted; nothing when there is no store or no cards folder.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let store = try? ctx.openStore()
        let handles = args[Self.trash] ? Set(((try? store?.trashedCards()) ?? []).map(\.handle)).sorted()
            : (try? store?.handles()) ?? []
        for handle in handles { ctx.stdout.write(handle + "\n") }
        return 0
    }
}

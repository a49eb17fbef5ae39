import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// `myca __complete-handles [--trash]`: card handles, one a line, for completion scripts
/// (hidden); with `--trash`, the handles of the cards in the trash.
///
/// Lists `*.vcf` names in the cards folder without loading the store, so completion
/// stays fast and never fails loudly.
struct CompleteHandlesCommand: Command {
    /// The name people type (`spec.name`), known without building the declaration.
    static let name = "__complete-handles"

    /// The declaration.
    static let spec = CommandSpec(
        name: name,
        summary: "List card handles for shell completion.",
        options: [trash.spec],
        hidden: true)

    /// `--trash`.
    static let trash = Flag("trash", help: "List the handles of the removed cards instead.")

    /// Prints the handles, sorted; nothing when there is no cards folder.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        if args[Self.trash] {
            let trashed = (try? (try? ctx.openStore())?.trashedCards()) ?? nil
            for handle in Set((trashed ?? []).map(\.handle)).sorted() { ctx.stdout.write(handle + "\n") }
            return 0
        }
        for handle in Self.handles(in: Self.cardsFolder(ctx)) {
            ctx.stdout.write(handle + "\n")
        }
        return 0
    }

    /// The store's cards folder, or nil when no home can be found.
    static func cardsFolder(_ ctx: CommandContext) -> String? {
        (try? ctx.openStore())?.cardsDirectory
    }

    /// Base names of the `.vcf` files in `folder` that are valid handles, sorted.
    static func handles(in folder: String?) -> [String] {
        guard let folder, let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard name.hasSuffix(".vcf") else { continue }
            let handle = String(name.dropLast(4))
            if Handle.isValid(handle) { names.append(handle) }
        }
        return names.sorted()
    }
}

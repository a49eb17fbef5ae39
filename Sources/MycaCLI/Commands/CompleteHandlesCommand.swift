#if canImport(Glibc)
import Glibc
#endif

/// `myca __complete-handles`: card handles, one a line, for completion scripts (hidden).
///
/// Lists `*.vcf` names in the cards folder without loading the store, so completion
/// stays fast and never fails loudly.
public struct CompleteHandlesCommand: Command {
    /// The declaration.
    public static let spec = CommandSpec(
        name: "__complete-handles",
        summary: "List card handles for shell completion.",
        hidden: true)

    /// A handle lister.
    public init() {}

    /// Prints the handles, sorted; nothing when there is no cards folder.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        for handle in Self.handles(in: Self.cardsFolder(ctx)) {
            ctx.stdout.write(handle + "\n")
        }
        return 0
    }

    /// `<home>/cards`: `--home`, else `$MYCA_HOME`, else `$XDG_DATA_HOME/myca`, else `~/.local/share/myca`.
    static func cardsFolder(_ ctx: CommandContext) -> String? {
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : ctx.currentDirectory + "/" + path
        }
        if let home = ctx.homeOverride, !home.isEmpty { return absolute(home) + "/cards" }
        if let home = ctx.environment["MYCA_HOME"], !home.isEmpty { return absolute(home) + "/cards" }
        if let data = ctx.environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/myca/cards" }
        if let home = ctx.environment["HOME"], !home.isEmpty { return home + "/.local/share/myca/cards" }
        return nil
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
            if isHandle(handle) { names.append(handle) }
        }
        return names.sorted()
    }

    /// Lower-case letters, digits, `.`, `_`, `-`; 1–64 characters; no leading dot.
    private static func isHandle(_ s: String) -> Bool {
        guard !s.isEmpty, s.utf8.count <= 64, !s.hasPrefix(".") else { return false }
        return s.utf8.allSatisfy { c in
            (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x2E || c == 0x5F || c == 0x2D
        }
    }
}

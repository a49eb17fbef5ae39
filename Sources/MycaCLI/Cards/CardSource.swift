import MycaCore

/// The card a command works on: a stored one (by handle or the default) or the built-in sample.
public struct CardSource: Sendable {
    /// The handle, or nil for the built-in sample.
    public let handle: String?
    /// The card as stored.
    public let profile: Profile
    /// The card's style name from config.json, if any.
    public let style: String?

    /// The `--sample` flag every command that reads one card declares.
    public static let sample = Flag(
        "sample", help: "Use the built-in sample card; never reads or writes the card store.")

    /// Resolves the card: `--sample`, else HANDLE (the first positional), else the default card.
    public static func resolve(_ args: ParsedArguments, _ ctx: CommandContext) throws -> CardSource {
        if args[sample] {
            if let extra = args.positional(0) {
                throw UsageError.invalid(
                    tr("'--sample' and a card handle ('%s') cannot be used together", extra),
                    hint: tr("drop one of them"))
            }
            return CardSource(handle: nil, profile: Profile.sample, style: nil)
        }
        let store = try ctx.openStore()
        let config = try store.config()
        let handle = try store.resolve(handle: args.positional(0), config: config)
        let profile = try CardFiles(store: store, warn: { ctx.warn($0) }).load(handle)
        return CardSource(handle: handle, profile: profile, style: config.styles[handle])
    }
}

import MycaCore

/// The card a command works on: a stored one (by handle or the default) or the built-in sample.
public struct CardSource: Sendable {
    /// The handle, or nil for the built-in sample.
    public let handle: String?
    /// The card as stored.
    public let profile: Profile
    /// The card's style name from config.json, if any.
    public let style: String?
    /// `--lang TAG`: the language the command shows the card in, or nil for the card as it is.
    public var language: String?

    /// The `--sample` flag every command that reads one card declares.
    public static let sample = Flag(
        "sample", help: "Use the built-in sample card; never reads or writes the card store.")

    /// The `--lang TAG` option of every command that shows one card.
    public static let languageOption = Option<CardLanguage?>(
        "lang", valueName: "TAG",
        help: "Use the card in this language (one of the languages 'myca show' lists; default: the card's own).")

    /// The options every command that reads one card declares.
    public static let specs: [OptionSpec] = [languageOption.spec, sample.spec]

    /// The card, checked, in the language `--lang` picked; with no `--lang`, the card as it is
    /// (every language: a format with one language takes the card's own).
    ///
    /// - Throws: ``ProfileError`` for a card that is not valid, ``CardLanguageError`` when it
    ///   is not in the language picked.
    public func snapshot() throws -> ProfileSnapshot {
        let card = try profile.snapshot()
        guard let language else { return card }
        guard let side = card.inLanguage(language) else {
            throw CardLanguageError.notInLanguage(handle: handle, language: language, languages: card.languages)
        }
        return side
    }

    /// The card in its own language alone, or in the language `--lang` picked: for what
    /// shows one language (the terminal, a payload, a page).
    public func oneLanguage() throws -> ProfileSnapshot {
        try snapshot().inOwnLanguage
    }

    /// Resolves the card: `--sample`, else HANDLE (the first positional), else the default card;
    /// `--lang` picks the language ``snapshot()`` gives.
    public static func resolve(_ args: ParsedArguments, _ ctx: CommandContext) throws -> CardSource {
        var source = try resolveCard(args, ctx)
        source.language = try args.value(languageOption)?.tag
        return source
    }

    private static func resolveCard(_ args: ParsedArguments, _ ctx: CommandContext) throws -> CardSource {
        if args[sample] {
            if let extra = args.positional(0) {
                throw UsageError.invalid(
                    MessageText("'--sample' and a card handle ('%s') cannot be used together", extra),
                    hint: MessageText("drop one of them"))
            }
            return CardSource(handle: nil, profile: Profile.sample, style: nil)
        }
        let store = try ctx.openStore()
        let config = try store.config()
        let handle = try store.resolve(handle: args.positional(0), config: config)
        let profile = try CardFiles(store: store, warn: { ctx.warn(Localization.text($0)) }).load(handle)
        return CardSource(handle: handle, profile: profile, style: config.styles[handle])
    }
}

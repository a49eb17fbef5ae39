import MycaCore

/// `myca export [HANDLE] [--format …] [-o FILE|-] [--all] [--sample]`: a card (or all) as data.
public struct ExportCommand: Command {
    /// The formats `--format` accepts.
    public enum Format: String, CaseIterable, Sendable, ArgumentValue {
        /// vCard 4.0 (RFC 6350), as stored.
        case vcard
        /// vCard 3.0 (RFC 2426), for older address books.
        case vcard3
        /// The MECARD text the QR code would carry, one card a line.
        case mecard
        /// jCard (RFC 7095): one card as `["vcard", […]]`, `--all` as an array of them.
        case json
    }

    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "export"

    /// The declaration.
    public static let spec = CommandSpec(
        name: name,
        summary: "Write a card as vCard, MECARD or jCard.",
        discussion: """
            Writes vCard 4.0 to stdout by default, so it can be piped into other tools; \
            nothing but the data goes to stdout. With --all every card is written in one \
            stream (vCards one after another, MECARDs one a line, jCards as one JSON array).

            Pronouns and social profiles go out as X-PRONOUNS and X-SOCIALPROFILE, which \
            every vCard parser accepts; --rfc9554 also writes RFC 9554's PRONOUNS and \
            SOCIALPROFILE, which parsers that predate RFC 9554 (belcard, for one) reject \
            together with the whole card.
            """,
        arguments: [ArgumentSpec("HANDLE", help: "The card (default: the default card).", optional: true, completion: .handle)],
        options: [format.spec, output.spec, all.spec, rfc9554.spec, CardSource.sample.spec],
        examples: [
            Example(command: "myca export > me.vcf", explanation: "The default card as vCard 4.0."),
            Example(command: "myca export --all --format vcard3 -o cards.vcf", explanation: "Every card for an old address book."),
            Example(command: "myca export --format json | jq .", explanation: "The card as jCard."),
        ])

    /// `--format FORMAT`.
    static let format = Option<Format>(
        "format", short: "f", valueName: "FORMAT", default: .vcard, help: "vcard (4.0), vcard3, mecard or json (jCard).")
    /// `--output FILE`.
    static let output = Option<String>(
        "output", short: "o", valueName: "FILE", default: "-", completion: .file,
        help: "Write to FILE (atomically) instead of stdout ('-').")
    /// `--all`.
    static let all = Flag("all", help: "Export every card.")
    /// `--rfc9554`.
    static let rfc9554 = Flag("rfc9554", help: "vcard: also write RFC 9554 PRONOUNS and SOCIALPROFILE properties.")

    /// An export command.
    public init() {}

    /// Writes the cards.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let format = try args.value(Self.format)
        let cards = try Self.cards(args, ctx)
        if args[Self.rfc9554], format != .vcard {
            throw UsageError.invalid("'--rfc9554' goes with '--format vcard' (vCard 4.0) only", hint: nil)
        }
        let bytes = try Self.encode(cards, format: format, all: args[Self.all], rfc9554: args[Self.rfc9554])
        let target = try args.value(Self.output)
        try ctx.writeOutput(bytes, to: target)
        if target != "-" {
            ctx.note("wrote \(cards.count) card\(cards.count == 1 ? "" : "s") to \(target)")
        }
        return 0
    }

    /// The cards to export: every stored card (sorted by handle) with `--all`, else one.
    static func cards(_ args: ParsedArguments, _ ctx: CommandContext) throws -> [ProfileSnapshot] {
        guard args[all] else { return [try CardSource.resolve(args, ctx).profile.snapshot()] }
        if args[CardSource.sample] {
            throw UsageError.invalid("'--all' and '--sample' cannot be used together", hint: "drop one of them")
        }
        if let handle = args.positional(0) {
            throw UsageError.invalid("'--all' and a card handle ('\(handle)') cannot be used together",
                                     hint: "drop one of them")
        }
        let store = try ctx.openStore()
        let files = CardFiles(store: store, warn: { ctx.warn($0) })
        return try store.handles().sorted().map { try files.load($0).snapshot() }
    }

    /// The bytes of `cards` in `format`; `all` makes JSON an array even for one card;
    /// `rfc9554` adds RFC 9554 properties to vCard 4.0.
    public static func encode(_ cards: [ProfileSnapshot], format: Format, all: Bool, rfc9554: Bool = false) throws -> [UInt8] {
        switch format {
        case .vcard: return VCardWriter.writeBytes(cards, version: .v4_0, rfc9554: rfc9554)
        case .vcard3: return VCardWriter.writeBytes(cards, version: .v3_0)
        case .json: return Array(JCardWriter.write(cards, asArray: all).utf8)
        case .mecard:
            var out: [UInt8] = []
            for card in cards { out += try QRPayload.build(card, kind: .mecard) + [0x0A] }
            return out
        }
    }
}

import MycaCore

/// The options every command that makes QR codes shares (`qr`, `batch`): what the code
/// carries and how it is drawn, declared once with one help text each, read and checked once.
public enum QROptionGroup {
    /// `--invert`: the terminal code of `qr` and `show` in light modules on dark.
    static let invert = Flag("invert", category: OptionCategory.look, help: "Light modules on dark (terminal output only).")

    /// `--payload KIND`.
    public static let payload = Option<PayloadKind>(
        "payload", valueName: "KIND", default: .vcard3, category: OptionCategory.content, help: "What the code carries.")
    /// `--fields LIST`.
    public static let fields = Option<FieldSelection>(
        "fields", valueName: "LIST", default: .all, showDefault: false, category: OptionCategory.content,
        help: "Comma-separated fields: " + FieldSelection.words.joinedText(separator: ",") + " (default: all).")
    /// `--ecc LEVEL`.
    public static let ecc = Option<ErrorCorrection>(
        "ecc", valueName: "LEVEL", default: .medium, showDefault: false, category: OptionCategory.content,
        help: "Error correction: L 7%, M 15%, Q 25%, H 30% (default: M in images; in a terminal the "
            + "smallest code at L, raised as far as its size allows).")
    /// `--[no-]eci`.
    public static let eci = Flag(
        "eci", negatable: true, category: OptionCategory.content,
        help: "Start the code with an ECI header saying UTF-8 (default: when it holds non-ASCII text, "
            + "which zbar misreads without it).")
    /// `--scale N`.
    public static let scale = Option<Int>(
        "scale", valueName: "N", default: 8, category: OptionCategory.look, notes: [.range(RenderSettings.scales)],
        help: "Pixels per module when no --size is given.")
    /// `--margin N`.
    public static let margin = Option<Int>(
        "margin", valueName: "N", default: QRMatrix.quietZone, category: OptionCategory.look, notes: [.range(RenderSettings.margins)],
        help: "Quiet zone in modules.")
    /// `--size LEN`.
    public static let size = Option<PhysicalLength?>(
        "size", valueName: "LEN", category: OptionCategory.look, help: "Image width: 25mm, 2.5cm, 1in or 300px.")
    /// `--dpi N`.
    public static let dpi = Option<Int?>(
        "dpi", valueName: "N", category: OptionCategory.look,
        notes: [.range(RenderSettings.resolutions),
                MessageText("default: %d with a physical --size", PNGOptions.defaultDPI)],
        help: "PNG resolution.")
    /// `--min-module MM`.
    static let minModule = Option<ModuleMinimum>(
        "min-module", valueName: "MM", default: .standard, category: OptionCategory.look,
        notes: [MessageText("at least %s", ModuleMinimum.text(ModuleMinimum.range.lowerBound))],
        help: "The smallest printed module in mm, which a phone at arm's length reads.")
    /// `--fg COLOR`.
    public static let foreground = Option<Color?>(
        "fg", valueName: "COLOR", category: OptionCategory.look, help: "Module colour: #rrggbb, #rgb or a name.")
    /// `--bg COLOR|none`.
    public static let background = Option<Background?>(
        "bg", valueName: "COLOR", category: OptionCategory.look, help: "Background colour, or 'none' for transparent.")
    /// `--style NAME`.
    public static let style = Option<QRStyle?>(
        "style", valueName: "NAME", category: OptionCategory.look,
        help: "A named style (see 'myca styles'); --fg and --bg override it.")

    /// What the code carries: `--payload`, `--fields`, `--ecc`, `--[no-]eci`.
    public static let contentSpecs: [OptionSpec] = [payload.spec, fields.spec, ecc.spec, eci.spec]

    /// The colours: `--fg`, `--bg`, `--style`.
    public static let colourSpecs: [OptionSpec] = [foreground.spec, background.spec, style.spec]

    /// The declarations, in the order help lists them.
    public static let specs: [OptionSpec] =
        contentSpecs + [scale.spec, margin.spec, size.spec, dpi.spec] + colourSpecs

    /// A background as typed: a colour, or `none` for a transparent ground.
    public struct Background: ArgumentValue, Equatable {
        /// The colour, or nil for transparent.
        public let color: Color?

        /// `none` (any case) or a colour.
        public init(argument: String) throws {
            color = argument.lowercased() == "none" ? nil : try Color(parsing: argument)
        }

        /// The colour, or `none`.
        public var argumentText: String? { color?.hex ?? "none" }
    }

    /// What the code carries, read from the options. `eccGiven` tells whether `--ecc` was
    /// typed: codes for a screen are otherwise boosted from level L.
    static func content(_ args: ParsedArguments) throws -> (request: CodeRequest, eccGiven: Bool) {
        let header: QROptions.ECIHeader = !args.isSet(eci) ? .whenNeeded : args[eci] ? .always : .never
        let given = try args.given(ecc)
        let request = CodeRequest(
            kind: try args.value(payload), fields: try args.value(fields),
            qr: QROptions(ecc: given ?? ecc.defaultValue, eci: header))
        return (request, given != nil)
    }

    /// The colours: `--style` (else `base`), with `--fg` and `--bg` over it, checked for contrast.
    ///
    /// - Throws: `RenderError` for colours that scanners cannot read.
    static func colours(_ args: ParsedArguments, base: () -> QRStyle) throws -> QRStyle {
        try (try args.value(style) ?? base())
            .replacing(foreground: try args.value(foreground), background: try args.value(background).map(\.color))
    }

    /// The drawing settings from the options, checked once; `base` gives the style when
    /// `--style` is not given.
    ///
    /// - Throws: `RenderError` for colours that scanners cannot read and sizes out of range.
    static func settings(_ args: ParsedArguments, base: () -> QRStyle) throws -> RenderSettings {
        try RenderSettings(
            style: try colours(args, base: base), margin: try args.value(margin), scale: try args.value(scale),
            size: try args.value(size), dpi: try args.value(dpi))
    }
}

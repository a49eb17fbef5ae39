import MycaCore

/// `myca qr`: the card's QR code in the terminal, as PNG or as SVG.
public struct QRCommand: Command {
    private static let output = "Output"
    private static let content = "Content"
    private static let look = "Size and colours"

    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "qr"

    /// The declaration.
    public static let spec = CommandSpec(
        name: name,
        summary: "Make the QR code of a card (terminal, PNG, SVG).",
        discussion: """
            On a terminal the code is drawn in half blocks with explicit colours, so it \
            scans on dark and light themes. Into a pipe, without --png or --svg, it is \
            plain UTF-8 half blocks (they scan on light backgrounds). PNG bytes go to \
            stdout only with '--png -', and never to a terminal. --png and --svg may be \
            given together; files are written atomically.

            PNG size rule: with --size, pixels per module = max(1, floor(round(inches × dpi) \
            / modules)), where modules counts the quiet zone on both sides; the image is \
            pixels per module × modules wide, so modules are never blurry and the image is \
            never larger than asked (a warning says when even 1 pixel per module is too \
            large). The resolution is written as pHYs (300 dpi unless --dpi). With -v the \
            payload size, QR version, module count and the pixel sizes go to stderr.
            """,
        arguments: [ArgumentSpec("HANDLE", help: "The card (default: the default card).", optional: true, completion: .handle)],
        options: [
            .option("png", valueName: "FILE", completion: .file, category: output,
                    help: "Write a PNG image to FILE ('-' for stdout)."),
            .option("svg", valueName: "FILE", completion: .file, category: output,
                    help: "Write an SVG image to FILE ('-' for stdout)."),
            .flag("terminal", category: output, help: "Draw in coloured half blocks (needs colour, see --color)."),
            .flag("utf8", category: output, help: "Draw in plain half blocks (scans on light backgrounds)."),
            .flag("ascii", category: output, help: "Draw with '##' and spaces."),
            .option("payload", valueName: "KIND", allowed: PayloadKind.allCases.map(\.rawValue), default: "vcard3",
                    category: content, help: "What the code carries."),
            .option("fields", valueName: "LIST", category: content,
                    help: "Comma-separated fields: " + PayloadFields.names.map(\.0).joined(separator: ",") + " (default: all)."),
            .option("ecc", valueName: "LEVEL", allowed: ErrorCorrection.allCases.map(\.rawValue), default: "M",
                    category: content, help: "Error correction: L 7%, M 15%, Q 25%, H 30%."),
            .flag("eci", category: content, help: "Add an ECI header saying UTF-8 (some scanners fail on it)."),
            .option("scale", valueName: "N", default: "8", category: look, help: "Pixels per module when no --size is given (1-1000)."),
            .option("margin", valueName: "N", default: "4", category: look, help: "Quiet zone in modules (0-100)."),
            .option("size", valueName: "LEN", category: look, help: "Image width: 25mm, 2.5cm, 1in or 300px."),
            .option("dpi", valueName: "N", category: look, help: "PNG resolution (default 300 with a physical --size)."),
            .option("fg", valueName: "COLOR", category: look, help: "Module colour: #rrggbb, #rgb or a name."),
            .option("bg", valueName: "COLOR", category: look, help: "Background colour, or 'none' for transparent."),
            .flag("invert", category: look, help: "Light modules on dark (terminal output only)."),
            .option("style", valueName: "NAME", allowed: QRStyle.allNames, category: look,
                    help: "A named style (see 'myca styles'); --fg and --bg override it."),
            CardSource.sampleOption,
        ],
        examples: [
            Example(command: "myca qr", explanation: "Show the default card's QR code in the terminal."),
            Example(command: "myca qr --png badge.png --size 25mm --dpi 600",
                    explanation: "A 25 mm code for print at 600 dpi."),
            Example(command: "myca qr --svg slide.svg --style navy --payload mecard",
                    explanation: "A navy MECARD code for a slide."),
            Example(command: "myca qr --png - | display", explanation: "PNG bytes on stdout."),
        ])

    /// A QR command.
    public init() {}

    /// One thing to write: a format and where to (`-` = stdout).
    struct Output: Equatable {
        var format: QROutputFormat
        var target: String
    }

    /// Encodes the card and writes every requested output.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let outputs = try Self.outputs(args, ctx)
        let source = try CardSource.resolve(args, ctx)
        let card = try source.profile.snapshot()
        let settings = try Self.settings(args, ctx, source: source, card: card)
        if settings.invert, !outputs.contains(where: { !$0.format.isImage }) {
            throw UsageError.invalid("'--invert' is for terminal output only", hint: "scanners expect dark modules in images")
        }
        let kind = PayloadKind(rawValue: args.value("payload") ?? "") ?? .vcard3
        let fields = try args.value("fields").map { try PayloadFields(parsing: $0) } ?? .all
        let payload = try QRPayload.build(card, kind: kind, fields: fields)
        let ecc = ErrorCorrection(rawValue: args.value("ecc") ?? "") ?? .medium
        let matrix = try await QREncoder.encode(payload, options: QROptions(ecc: ecc, eci: args.flag("eci")))
        if ctx.verbose {
            ctx.stderr.write("payload: \(payload.count) bytes (\(kind.rawValue)), version \(matrix.version), "
                + "\(matrix.size)×\(matrix.size) modules, ECC \(ecc.rawValue)\n")
        }
        for output in outputs {
            if !output.format.isImage, ctx.stdoutIsTTY {
                // Wider than the window, the lines wrap and the code cannot be scanned.
                let columns = (matrix.size + 2 * settings.margin) * (output.format == .ascii ? 2 : 1)
                if columns > ctx.terminalWidth {
                    ctx.warn("the code is \(columns) columns wide but the terminal has \(ctx.terminalWidth); "
                        + "it will wrap and not scan. Widen the window, or make the code smaller: "
                        + "--fields name,org,title,email,phone,url, --payload url, or --margin 2")
                }
            }
            if output.format == .png {
                let layout = try PNGRenderer.layout(matrix, options: settings.png)
                if let warning = layout.warning { ctx.warn(warning) }
                if ctx.verbose { ctx.stderr.write(Self.describe(layout, settings, target: output.target) + "\n") }
            }
            let bytes = try output.format.render(matrix, settings)
            try ctx.writeOutput(bytes, to: output.target)
        }
        return 0
    }

    /// The outputs asked for; without any, the terminal (coloured on a colour TTY) or plain
    /// UTF-8 into a pipe; ASCII when the locale is not UTF-8.
    static func outputs(_ args: ParsedArguments, _ ctx: CommandContext) throws -> [Output] {
        var outputs: [Output] = []
        if let png = args.value("png") { outputs.append(Output(format: .png, target: png)) }
        if let svg = args.value("svg") { outputs.append(Output(format: .svg, target: svg)) }
        let textFlags = ["terminal", "utf8", "ascii"].filter { args.flag($0) }
        if textFlags.count > 1 {
            throw UsageError.invalid(
                "options " + textFlags.map { "'--\($0)'" }.joined(separator: " and ") + " cannot be used together",
                hint: "pick one way to draw the code")
        }
        let colour = ctx.colorEnabled(for: .stdout)
        let unicode = TerminalCapabilities.isUTF8(environment: ctx.environment)
        switch textFlags.first {
        case "terminal": outputs.append(Output(format: colour ? .terminal : .utf8, target: "-"))
        case "utf8": outputs.append(Output(format: .utf8, target: "-"))
        case "ascii": outputs.append(Output(format: .ascii, target: "-"))
        default:
            if outputs.isEmpty {
                let format: QROutputFormat = !unicode ? .ascii : (ctx.stdoutIsTTY && colour) ? .terminal : .utf8
                outputs.append(Output(format: format, target: "-"))
            }
        }
        let toStdout = outputs.filter { $0.target == "-" }
        if toStdout.count > 1 {
            throw UsageError.invalid(
                "only one output can go to stdout, but " + toStdout.map { $0.format.rawValue }.joined(separator: " and ")
                    + " were asked for",
                hint: "write the images to files: --png FILE, --svg FILE")
        }
        if ctx.stdoutIsTTY, let image = toStdout.first, image.format.isImage {
            throw UsageError.invalid(
                "refusing to write \(image.format.rawValue.uppercased()) data to a terminal",
                hint: "redirect stdout (myca qr --\(image.format.rawValue) - > code.\(image.format.rawValue)) or name a file")
        }
        return outputs
    }

    /// Colours, sizes and the terminal depth from the options, the card's style and the environment.
    static func settings(_ args: ParsedArguments, _ ctx: CommandContext, source: CardSource, card: ProfileSnapshot) throws
        -> QRRenderSettings
    {
        var settings = QRRenderSettings()
        let base = try args.value("style").map { try QRStyle.named($0) } ?? ShowCommand.cardStyle(source, ctx)
        if args.isSet("fg") || args.isSet("bg") {
            let fg = try args.value("fg").map { try Color(parsing: $0) } ?? base.foreground
            var bg = base.background
            if let raw = args.value("bg") { bg = raw.lowercased() == "none" ? nil : try Color(parsing: raw) }
            settings.style = try QRStyle(foreground: fg, background: bg)
        } else {
            settings.style = base
        }
        let margin = try args.int("margin") ?? 4
        guard (0...100).contains(margin) else { throw RenderError.invalidMargin(margin) }
        let scale = try args.int("scale") ?? 8
        guard (1...1000).contains(scale) else { throw RenderError.invalidScale(scale) }
        if let dpi = try args.int("dpi") {
            guard (1...100_000).contains(dpi) else { throw RenderError.invalidDPI(dpi) }
            settings.dpi = dpi
        }
        settings.margin = margin
        settings.scale = scale
        settings.size = try args.value("size").map { try PhysicalLength(parsing: $0) }
        settings.invert = args.flag("invert")
        settings.depth = TerminalCapabilities.colorDepth(environment: ctx.environment)
        settings.title = card.formattedName
        return settings
    }

    /// The `-v` line for a PNG: pixels, pixels per module, resolution and the size asked for.
    static func describe(_ layout: PixelLayout, _ settings: QRRenderSettings, target: String) -> String {
        let name = target == "-" ? "stdout" : Sanitizer.forTerminal(target)
        var line = "png: \(name): \(layout.pixels)×\(layout.pixels) pixels, "
            + "\(layout.pixelsPerModule) pixels per module × \(layout.totalModules) modules"
        if let dpi = settings.png.effectiveDPI {
            line += ", \(dpi) dpi (pHYs \(PNGRenderer.pixelsPerMetre(dpi: dpi)) pixels per metre)"
        }
        if let size = settings.size, let target = layout.targetPixels {
            line += "; \(size) asked = \(target) pixels"
        }
        return line
    }
}

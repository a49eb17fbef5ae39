import MycaCore

/// `myca qr`: the card's QR code in the terminal, as PNG or as SVG.
public struct QRCommand: Command {
    private static let output = "Output"

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
        arguments: [.handle()],
        options: [png.spec, svg.spec, terminal.spec, utf8.spec, ascii.spec] + QROptionGroup.specs + [QROptionGroup.minModule.spec]
            + [QROptionGroup.invert.spec] + CardSource.specs,
        examples: [
            Example(command: "myca qr", explanation: "Show the default card's QR code in the terminal."),
            Example(command: "myca qr --png badge.png --size 25mm --dpi 600",
                    explanation: "A 25 mm code for print at 600 dpi."),
            Example(command: "myca qr --svg slide.svg --style navy --payload mecard",
                    explanation: "A navy MECARD code for a slide."),
            Example(command: "myca qr --png - | display", explanation: "PNG bytes on stdout."),
        ])

    /// `--png FILE`.
    static let png = Option<OutputTarget?>(
        "png", valueName: "FILE", completion: .file, category: output, help: "Write a PNG image to FILE ('-' for stdout).")
    /// `--svg FILE`.
    static let svg = Option<OutputTarget?>(
        "svg", valueName: "FILE", completion: .file, category: output, help: "Write an SVG image to FILE ('-' for stdout).")
    /// `--terminal`.
    static let terminal = Flag("terminal", category: output, help: "Draw in coloured half blocks (needs colour, see --color).")
    /// `--utf8`.
    static let utf8 = Flag("utf8", category: output, help: "Draw in plain half blocks (scans on light backgrounds).")
    /// `--ascii`.
    static let ascii = Flag("ascii", category: output, help: "Draw with '##' and spaces.")

    /// A QR command.
    public init() {}

    /// One thing to write: a format and where to (`-` = stdout).
    struct Output: Equatable {
        var format: RenderFormat
        var target: OutputTarget
    }

    /// Encodes the card and writes every requested output.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let outputs = try Self.outputs(args, ctx)
        let source = try CardSource.resolve(args, ctx)
        let card = try source.oneLanguage()
        let settings = try Self.settings(args, ctx, source: source, card: card)
        if settings.invert, !outputs.contains(where: { !$0.format.isImage }) {
            throw UsageError.invalid(MessageText("'--invert' is for terminal output only"), hint: MessageText("scanners expect dark modules in images"))
        }
        let (request, eccGiven) = try QROptionGroup.content(args)
        let minimum = try args.value(QROptionGroup.minModule)
        // Images get the level asked for (M by default, for print); a terminal code, unless
        // --ecc fixes the level, is the smallest at L raised as far as its size allows.
        var imageCode: CardCode?
        var screenCode: CardCode?
        // A physical --size without an image still gets its answer: how the PNG would print.
        let sizeWithoutImage = settings.size.map { $0.unit != .pixel } == true && !outputs.contains(where: { $0.format.isImage })
        // A resolution means something for a PNG only, written or reported.
        if settings.dpi != nil, !sizeWithoutImage, !outputs.contains(where: { $0.format == .png }) {
            throw UsageError.invalid(MessageText("'--dpi' is for PNG output only"),
                                     hint: MessageText("SVG and terminal codes have no resolution: leave out --dpi, or add --png FILE"))
        }
        if outputs.contains(where: { $0.format.isImage }) || eccGiven || sizeWithoutImage {
            imageCode = try await request.code(for: card)
        }
        // A code for a window is fitted to it, or refused before anything is written: one
        // that wraps or scrolls away does not scan.
        var screenSettings = settings
        var fitted: ScreenCode?
        if let text = outputs.first(where: { !$0.format.isImage }) {
            if ctx.stdoutIsTTY {
                let code = try await Self.fit(card, request, args, eccGiven: eccGiven, ascii: text.format == .ascii, ctx)
                screenCode = code.code
                screenSettings = try settings.withMargin(code.step.margin)
                fitted = code
            } else {
                screenCode = eccGiven ? imageCode : try await request.screenCode(for: card)
            }
        }
        if ctx.verbose {
            let both = imageCode != nil && screenCode != nil && imageCode?.matrix != screenCode?.matrix
            if let imageCode { ctx.stderr.write(Self.describe(imageCode, request, medium: both ? " (images)" : "") + "\n") }
            if let screenCode, imageCode?.matrix != screenCode.matrix {
                ctx.stderr.write(Self.describe(screenCode, request, medium: both ? " (terminal)" : "") + "\n")
            }
        }
        if sizeWithoutImage, let imageCode = imageCode?.matrix {
            let layout = try PNGRenderer.layout(imageCode, options: settings.png)
            let printed = settings.png.effectiveDPI.map { PrintedSize(png: layout, dpi: $0) }
            if ctx.verbose {
                ctx.stderr.write("png (with --png FILE): \(layout.pixels)×\(layout.pixels) pixels, "
                    + "\(layout.pixelsPerModule) pixels per module × \(layout.totalModules) modules"
                    + (printed.map { "; " + Self.describe($0) } ?? "") + "\n")
            }
            if let printed { Self.warnIfTooSmallToScan(printed, minimum, ctx) }
        }
        for output in outputs {
            let matrix = output.format.isImage ? imageCode?.matrix : screenCode?.matrix
            guard let matrix else { continue }
            if output.format == .png {
                let layout = try PNGRenderer.layout(matrix, options: settings.png)
                if let warning = layout.warning { ctx.warn(warning) }
                let printed = settings.png.effectiveDPI.map { PrintedSize(png: layout, dpi: $0) }
                if ctx.verbose { ctx.stderr.write(Self.describe(layout, settings, printed, target: output.target) + "\n") }
                Self.warnIfMuchSmallerThanAsked(layout, settings, printed, ctx)
                if let printed { Self.warnIfTooSmallToScan(printed, minimum, ctx) }
            }
            if output.format == .svg, let size = settings.size,
               let printed = PrintedSize(vector: size, totalModules: matrix.size + 2 * settings.margin) {
                if ctx.verbose {
                    ctx.stderr.write("svg: \(output.target.displayName): " + Self.describe(printed) + "\n")
                }
                Self.warnIfTooSmallToScan(printed, minimum, ctx)
            }
            let bytes = try output.format.render(matrix, output.format.isImage ? settings : screenSettings)
            try output.target.write(bytes, ctx)
        }
        ctx.stdout.flush()
        if let note = fitted?.note { ctx.note(note) }
        return 0
    }

    /// The window stdout draws in.
    static func window(_ ctx: CommandContext) -> WindowSize {
        WindowSize(columns: ctx.terminalWidth, rows: ctx.terminalHeight)
    }

    /// The fullest code the window holds within what the options fix (see ``ScreenCodes``),
    /// the note saying what it leaves out counted in.
    ///
    /// - Throws: ``ScreenFitError`` when none fits, saying which options would.
    static func fit(_ card: ProfileSnapshot, _ request: CodeRequest, _ args: ParsedArguments, eccGiven: Bool, ascii: Bool,
                    _ ctx: CommandContext) async throws -> ScreenCode {
        let window = window(ctx)
        func fits(_ code: ScreenCode) -> Bool {
            window.holds(width: code.columns, height: code.rows + code.noteRows(in: window))
        }
        let fixed = ScreenCodes.Fixed(
            kind: try args.given(QROptionGroup.payload), fields: try args.given(QROptionGroup.fields),
            margin: try args.given(QROptionGroup.margin), ecc: eccGiven)
        var codes = ScreenCodes(card, request: request, fixed: fixed, ascii: ascii)
        if let code = try await codes.first(where: fits) { return code }
        var open = ScreenCodes(card, request: request, fixed: .nothing, ascii: ascii)
        // No option asks for the lean step, so it is not offered.
        let other = try await open.first(where: { fits($0) && !$0.step.lean })
        guard let smallest = try await codes.smallest() else { throw codes.lastError ?? QRError.emptyPayload }
        let needs = WindowSize.needs(width: smallest.columns, height: smallest.rows + smallest.noteRows(in: window))
        throw ScreenFitError.tooLarge(columns: needs.columns, rows: needs.rows, window: window.text,
                                      fits: other.map { ($0.options.isEmpty ? "myca qr" : "myca qr " + $0.options) })
    }

    /// The outputs asked for; without any, the terminal (coloured on a colour TTY) or plain
    /// UTF-8 into a pipe; ASCII when the locale is not UTF-8.
    static func outputs(_ args: ParsedArguments, _ ctx: CommandContext) throws -> [Output] {
        var outputs: [Output] = []
        if let file = try args.value(Self.png) { outputs.append(Output(format: .png, target: file)) }
        if let file = try args.value(Self.svg) { outputs.append(Output(format: .svg, target: file)) }
        let colour = ctx.colorEnabled(for: .stdout)
        let textFlags = [(terminal, colour ? RenderFormat.terminal : .utf8), (utf8, .utf8), (ascii, .ascii)]
            .filter { args[$0.0] }
        if textFlags.count > 1 {
            throw UsageError.invalid(
                MessageText("options %s cannot be used together", MessageText.list(textFlags.map { "'--\($0.0.spec.name)'" }, .and)),
                hint: MessageText("pick one way to draw the code"))
        }
        if let (_, format) = textFlags.first {
            outputs.append(Output(format: format, target: .standardOutput))
        } else if outputs.isEmpty {
            outputs.append(Output(format: TerminalCapabilities.codeFormat(ctx), target: .standardOutput))
        }
        try OutputTarget.check(outputs.map { output in
            let word = output.format.rawValue
            return .init(word, to: output.target, binary: output.format == .png, redirect: "myca qr --\(word) - > code.\(word)")
        }, ctx)
        return outputs
    }

    /// Colours, sizes and the terminal depth from the options, the card's style and the environment.
    static func settings(_ args: ParsedArguments, _ ctx: CommandContext, source: CardSource, card: ProfileSnapshot) throws
        -> RenderSettings
    {
        var settings = try QROptionGroup.settings(args, base: { source.qrStyle(ctx) })
        settings.invert = args[QROptionGroup.invert]
        settings.depth = TerminalCapabilities.colorDepth(environment: ctx.environment)
        settings.title = card.formattedName
        return settings
    }

    /// How far short of the size asked for a PNG may fall unsaid: whole pixels per module
    /// make it up to one module's pixels short of it, which at 4 pixels a module or more
    /// is within a fifth; below that it can be half, which is what wants saying.
    static let tolerableShortfall = 0.8

    /// Warns, with or without -v, when the PNG is much smaller than its --size: with few
    /// pixels per module, rounding down to whole pixels takes up to half the size away.
    static func warnIfMuchSmallerThanAsked(_ layout: PixelLayout, _ settings: RenderSettings, _ printed: PrintedSize?,
                                           _ ctx: CommandContext) {
        guard let size = settings.size, let target = layout.targetPixels, layout.pixels < target,
              Double(layout.pixels) < tolerableShortfall * Double(target) else { return }
        let carry = tr("carry less (--fields %s, --payload url)", FieldSelection.compact.text)
        if let printed {
            ctx.warn(tr("--size %s makes a code %s mm wide (%d pixels, not %d): each module is a whole number of pixels (%d here, %d modules); raise --dpi, or %s",
                        size.description, millimetres(printed.sideMillimetres, digits: 1), layout.pixels, target,
                        layout.pixelsPerModule, layout.totalModules, carry))
        } else {
            ctx.warn(tr("--size %s makes a code %d pixels wide, not %d: each module is a whole number of pixels (%d here, %d modules); ask for --size %dpx, or %s",
                        size.description, layout.pixels, target, layout.pixelsPerModule, layout.totalModules,
                        (layout.pixelsPerModule + 1) * layout.totalModules, carry))
        }
    }

    /// The `-v` line for a code: payload, version, modules, error correction (`medium`
    /// says which of a command's codes it is).
    static func describe(_ code: CardCode, _ request: CodeRequest, medium: String = "") -> String {
        let eci = request.qr.eciHeader(for: code.payload) ? ", ECI UTF-8" : ""
        return "payload: \(code.payload.count) bytes (\(request.kind.rawValue)), version \(code.matrix.version), "
            + "\(code.matrix.size)×\(code.matrix.size) modules, ECC \(code.ecc.rawValue)\(eci)\(medium)"
    }

    /// Warns when printed modules are smaller than `minimum` (``ModuleMinimum``).
    static func warnIfTooSmallToScan(_ printed: PrintedSize, _ minimum: ModuleMinimum, _ ctx: CommandContext) {
        guard printed.isBelow(minimum.millimetres) else { return }
        ctx.warn(minimum.below(printed.moduleMillimetres) + "; "
            + tr("print it at --size %smm or more, leave fields out (--fields %s), or carry only the link (--payload url)",
                 printed.smallestReadableMillimetres(minimum.millimetres), FieldSelection.compact.text))
    }

    /// `v` rounded to `digits` decimals, without trailing zeros beyond one.
    static func millimetres(_ v: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return String((v * scale).rounded() / scale)
    }

    /// A printed size: `19.6 mm wide, modules 0.254 mm`.
    static func describe(_ printed: PrintedSize) -> String {
        "printed \(millimetres(printed.sideMillimetres, digits: 1)) mm wide, "
            + "\(printed.totalModules) modules of \(millimetres(printed.moduleMillimetres, digits: 3)) mm"
    }

    /// The `-v` line for a PNG: pixels, pixels per module, resolution, the size asked for and,
    /// at a resolution, the printed size.
    static func describe(_ layout: PixelLayout, _ settings: RenderSettings, _ printed: PrintedSize?, target: OutputTarget)
        -> String
    {
        var line = "png: \(target.displayName): \(layout.pixels)×\(layout.pixels) pixels, "
            + "\(layout.pixelsPerModule) pixels per module × \(layout.totalModules) modules"
        if let dpi = settings.png.effectiveDPI {
            line += ", \(dpi) dpi (pHYs \(PNGRenderer.pixelsPerMetre(dpi: dpi)) pixels per metre)"
        }
        if let size = settings.size, let target = layout.targetPixels {
            line += "; \(size) asked = \(target) pixels"
        }
        if let printed { line += "; " + describe(printed) }
        return line
    }
}

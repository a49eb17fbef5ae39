import MycaCore

/// `myca qr`'s work: the card's code in the terminal, as PNG or as SVG. Images get the
/// error correction asked for (M by default, for print); a terminal code is fitted to the
/// window, or refused before anything is written.
enum CodeJob {
    /// `--terminal`.
    static let terminal = Flag("terminal", category: OptionCategory.output, help: "Draw in coloured half blocks (needs colour, see --color).")
    /// `--utf8`.
    static let utf8 = Flag("utf8", category: OptionCategory.output, help: "Draw in plain half blocks (scans on light backgrounds).")
    /// `--ascii`.
    static let ascii = Flag("ascii", category: OptionCategory.output, help: "Draw with '##' and spaces.")

    /// One thing to write: a format and where to (`-` = stdout).
    struct Output: Equatable {
        var format: RenderFormat
        var target: OutputTarget
    }

    /// Encodes the card and writes every requested output.
    static func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws {
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
            if let imageCode { ctx.stderr.write(CodeReport.describe(imageCode, request, medium: both ? " (images)" : "") + "\n") }
            if let screenCode, imageCode?.matrix != screenCode.matrix {
                ctx.stderr.write(CodeReport.describe(screenCode, request, medium: both ? " (terminal)" : "") + "\n")
            }
        }
        if sizeWithoutImage, let imageCode = imageCode?.matrix {
            let layout = try PNGRenderer.layout(imageCode, options: settings.png)
            let printed = settings.png.effectiveDPI.map { PrintedSize(png: layout, dpi: $0) }
            if ctx.verbose {
                ctx.stderr.write("png (with --png FILE): \(layout.pixels)×\(layout.pixels) pixels, "
                    + "\(layout.pixelsPerModule) pixels per module × \(layout.totalModules) modules"
                    + (printed.map { "; " + CodeReport.describe($0) } ?? "") + "\n")
            }
            if let printed { CodeReport.warnIfTooSmallToScan(printed, minimum, ctx) }
        }
        for output in outputs {
            let matrix = output.format.isImage ? imageCode?.matrix : screenCode?.matrix
            guard let matrix else { continue }
            if output.format == .png {
                let layout = try PNGRenderer.layout(matrix, options: settings.png)
                if let warning = layout.warning { ctx.warn(warning) }
                let printed = settings.png.effectiveDPI.map { PrintedSize(png: layout, dpi: $0) }
                if ctx.verbose { ctx.stderr.write(CodeReport.describe(layout, settings, printed, target: output.target) + "\n") }
                CodeReport.warnIfMuchSmallerThanAsked(layout, settings, printed, ctx)
                if let printed { CodeReport.warnIfTooSmallToScan(printed, minimum, ctx) }
            }
            if output.format == .svg, let size = settings.size,
               let printed = PrintedSize(vector: size, totalModules: matrix.size + 2 * settings.margin) {
                if ctx.verbose {
                    ctx.stderr.write("svg: \(output.target.displayName): " + CodeReport.describe(printed) + "\n")
                }
                CodeReport.warnIfTooSmallToScan(printed, minimum, ctx)
            }
            let bytes = try output.format.render(matrix, output.format.isImage ? settings : screenSettings)
            try output.target.write(bytes, ctx)
        }
        ctx.stdout.flush()
        if let note = fitted?.note { ctx.note(note) }
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
        if let file = try args.value(ImageOptions.png) { outputs.append(Output(format: .png, target: file)) }
        if let file = try args.value(ImageOptions.svg) { outputs.append(Output(format: .svg, target: file)) }
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
}

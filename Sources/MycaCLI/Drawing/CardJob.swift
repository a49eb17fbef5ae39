import MycaCore

/// `myca card`'s work: the card laid out, drawn as PDF, PNG or SVG (a press PDF through
/// Ghostscript), checked for cut text and, with `--preflight`, as a print shop checks it,
/// then written; everything is drawn before anything is written.
enum CardJob {
    typealias Options = PrintedCardOptions

    /// One thing to write.
    struct Output {
        var format: CardFormat
        var target: OutputTarget
    }

    /// The outputs drawn, each with its files and its texts as fitted.
    typealias Drawn = [(output: Output, files: [([UInt8], OutputTarget)], texts: [DrawingReport.Entry])]

    /// Lays the card out, draws every output asked for, checks it, and writes it.
    static func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws {
        let outputs = try outputs(args, ctx)
        let standard = try Options.pressStandard(args)
        let design = try args.value(Options.template)
        let givenBleed = try Options.bleed(try args.value(Options.bleed))
        let dpi = try args.value(Options.dpi)
        guard RenderSettings.resolutions.contains(dpi) else { throw RenderError.invalidDPI(dpi) }
        let source = try CardSource.resolve(args, ctx)
        let card = try source.oneLanguage()
        let style = try QROptionGroup.colours(args) { source.qrStyle(ctx) }
        let sheet = try args.value(Options.sheet)
        let options = try Options.printedCard(
            args, ctx, design: design, size: try args.given(Options.size) ?? design.defaultSize, style: style,
            code: try QROptionGroup.content(args).request, picture: try Options.picture(args, card, ctx),
            bleed: givenBleed, onSheet: sheet != nil, sheet: sheet)
        // A PNG too large to draw is refused before anything is laid out or drawn.
        if outputs.contains(where: { $0.format == .png }) { _ = try options.rasterSize(dpi: dpi) }
        let minimum = try args.value(QROptionGroup.minModule)
        // Laid out (and its codes encoded) off the caller's task.
        async let laying = lay(card, whole: try source.profile.snapshot(), options)
        let printed = try await laying
        // A picture that would print as pixels is refused before anything is drawn.
        if standard != nil { for soft in try PlacedPicture.pressCheck(printed.pictures) { ctx.warn(Localization.text(soft)) } }
        // A one-page format on standard output has no room for a back the card did not ask
        // for: the lines it would hold are left out, said so.
        let frontOnly = !args[Options.back] && outputs.contains { $0.target.isStandardOutput && !$0.format.holdsEveryPage }
        tell(printed, options, minimum: minimum, frontOnly: frontOnly, pngDPI: outputs.contains { $0.format == .png } ? dpi : nil, ctx)
        // Everything is drawn before anything is written: a card that would print an
        // address cut writes nothing.
        let drawn = try draw(printed, outputs, dpi: dpi, standard: standard, style: style, title: card.formattedName,
                             frontOnly: frontOnly, ctx)
        try check(drawn, printed, args, minimum: minimum, style: style, hasPicture: options.picture != nil,
                  name: card.formattedName, ctx)
        if let layout = try args.value(Options.layout), let first = drawn.first {
            try layout.write(Array(layoutJSON(printed.pages, first.texts).serialized(pretty: true).utf8) + [10], ctx)
        }
        try write(drawn, pages: printed.pages, dpi: dpi, ctx)
    }

    /// The notes and warnings of the layout: what moved to the back or was left out, and
    /// with -v the sheet and the code.
    static func tell(_ printed: PrintedCard, _ options: PrintedCard.Options, minimum: ModuleMinimum, frontOnly: Bool,
                     pngDPI: Int?, _ ctx: CommandContext) {
        if printed.codeOnBackOnly {
            ctx.note(tr("the front has no room for a code beside its lines: the back's code carries the card"))
        }
        if !printed.leftOut.isEmpty {
            ctx.note(tr("the card's code leaves out %s to keep its modules at %s mm or more",
                        Localization.text(MessageText.list(printed.leftOut, .and)), ModuleMinimum.text(minimum.millimetres)))
        }
        if !printed.movedToBack.isEmpty {
            if frontOnly {
                ctx.warn(Localization.text(PrintedCard.leftOffStandardOutputText(printed.movedToBack)))
            } else {
                ctx.note(Localization.text(PrintedCard.movedText(printed.movedToBack)))
            }
        }
        for warning in printed.warnings { ctx.warn(describe(warning, kind: printed.request.kind)) }
        guard ctx.verbose else { return }
        if let cards = printed.cardsPerSheet, let paper = options.sheet {
            ctx.stderr.write("sheet: \(cards) cards of \(printed.front.size) on \(paper.rawValue)\n")
        }
        ctx.stderr.write(CodeReport.describe(printed.frontCode, printed.request) + "\n")
        ctx.stderr.write(DrawingDescription.code(printed.frontCode.matrix, area: printed.front.codeArea, dpi: pngDPI) + "\n")
    }

    /// Every output drawn (a press PDF converted), the back left off where `frontOnly`.
    static func draw(_ printed: PrintedCard, _ outputs: [Output], dpi: Int, standard: PressStandard?, style: QRStyle,
                     title: String, frontOnly: Bool, _ ctx: CommandContext) throws -> Drawn {
        try outputs.map { output in
            let press = output.format == .pdf ? standard : nil
            var (files, texts) = try render(printed, format: output.format, target: output.target, dpi: dpi, title: title,
                                            pressColours: press != nil ? CardFaceLayout.pressColours(style) : [], ctx)
            if frontOnly, output.target.isStandardOutput, !output.format.holdsEveryPage {
                files = Array(files.prefix(1))
                texts = texts.filter { $0.page == 0 }
            }
            if let press {
                files = try files.map {
                    (try PressProgram.convert($0.0, title: title, standard: press, environment: ctx.environment), $0.1)
                }
            }
            return (output, files, texts)
        }
    }

    /// Refuses a card that would print contact data cut, warns of other cut text, and
    /// with `--preflight` prints what a print shop checks of the PDF.
    ///
    /// - Throws: ``PrintedCardError/contactCut(role:text:minimum:)``;
    ///   ``PressError/preflightFailed`` when a press rule fails.
    static func check(_ drawn: Drawn, _ printed: PrintedCard, _ args: ParsedArguments, minimum: ModuleMinimum, style: QRStyle,
                      hasPicture: Bool, name: String, _ ctx: CommandContext) throws {
        for text in try PrintedCard.cuts(drawn.flatMap(\.texts), name: name) { ctx.warn(Localization.text(text.cutText)) }
        guard args[Options.preflight], let pdf = drawn.first(where: { $0.output.format == .pdf }), let bytes = pdf.files.first?.0
        else { return }
        var report = try Preflight.check(pdf: bytes, sides: [printed.front] + (printed.back.map { [$0] } ?? []),
                                         texts: pdf.texts.map(\.text), minimum: minimum, hasPicture: hasPicture,
                                         ground: style.pressGround, environment: ctx.environment)
        report.checks += Preflight.pictureChecks(printed.pictures)
        report.checks.append(try Preflight.liveTextCheck(pdf: bytes, name: name, environment: ctx.environment))
        ctx.stdout.write(report.text)
        guard report.passes else { throw PressError.preflightFailed }
    }

    /// Writes every file drawn; with -v, what each holds.
    static func write(_ drawn: Drawn, pages: [ImposedPage], dpi: Int, _ ctx: CommandContext) throws {
        for (output, files, _) in drawn {
            for (index, (bytes, target)) in files.enumerated() {
                try target.write(bytes, ctx)
                if ctx.verbose {
                    let shown = output.format.holdsEveryPage ? pages.map(\.page) : [pages[index].page]
                    ctx.stderr.write(DrawingDescription.file(output.format.rawValue, target, bytes: bytes, pages: shown,
                                                             dpi: output.format == .png ? dpi : nil) + "\n")
                }
            }
        }
    }

    /// The card laid out (``PrintedCard``), off the caller's task.
    ///
    /// - Throws: ``PrintedCardError`` when even the leanest code is denser than `minimum`
    ///   or contact data would print cut.
    static func lay(_ card: ProfileSnapshot, whole: ProfileSnapshot, _ options: PrintedCard.Options) throws -> PrintedCard {
        try PrintedCard(card, whole: whole, options)
    }

    /// The outputs asked for: at least one; one at most to stdout, and never binary to a terminal.
    static func outputs(_ args: ParsedArguments, _ ctx: CommandContext) throws -> [Output] {
        var outputs: [Output] = []
        for (option, format) in [(ImageOptions.pdf, CardFormat.pdf), (ImageOptions.png, .png), (ImageOptions.svg, .svg)] {
            if let target = try args.value(option) { outputs.append(Output(format: format, target: target)) }
        }
        guard !outputs.isEmpty else {
            throw UsageError.invalid(MessageText("no output asked for"), hint: MessageText("name one or more: --pdf FILE, --png FILE, --svg FILE"))
        }
        for flag in [Options.press, Options.preflight] where args[flag] && !outputs.contains(where: { $0.format == .pdf }) {
            throw UsageError.invalid(MessageText("'--%s' is for a PDF", flag.spec.name), hint: MessageText("add --pdf FILE"))
        }
        var planned = outputs.map { output in
            let word = output.format.rawValue
            return OutputTarget.Planned(word, to: output.target, binary: output.format.isBinary,
                                        redirect: "myca card --\(word) - > card.\(word)")
        }
        if let layout = try args.value(Options.layout) {
            planned.append(.init("layout", to: layout, binary: false, redirect: "myca card --layout - > layout.json"))
        }
        try OutputTarget.check(planned, ctx)
        if args[Options.back], let out = outputs.first(where: \.target.isStandardOutput), !out.format.holdsEveryPage {
            let word = out.format.rawValue
            throw UsageError.invalid(MessageText("the back of a %s card goes to a file of its own", word.uppercased()),
                                     hint: MessageText("name a file (--%s card.%s), or use --pdf -", word, word))
        }
        return outputs
    }

    /// The files to write for one output (the back, if any, next to a PNG or SVG) and the
    /// texts as fitted.
    static func render(_ printed: PrintedCard, format: CardFormat, target: OutputTarget, dpi: Int, title: String,
                       pressColours: [PressMapping] = [], _ ctx: CommandContext) throws -> (files: [([UInt8], OutputTarget)], texts: [DrawingReport.Entry]) {
        if let drawing = format.drawingFormat {
            let (drawn, texts) = try printed.drawn(drawing, dpi: dpi, pressColours: pressColours,
                                                   with: ProgramDrawing(environment: ctx.environment))
            let files = drawn.enumerated().map { ($1, $0 == 0 ? target : target.sibling(suffix: "-back")) }
            return (files, texts)
        }
        // An SVG takes its texts as the PDF fits them; where myca-draw cannot run at all,
        // it is still written, fitted by estimate, and says so.
        var fitted: [DrawingReport.Entry] = []
        do {
            fitted = try printed.fittedTexts(dpi: dpi, with: ProgramDrawing(environment: ctx.environment))
        } catch let error as HelperProgramError where error.isUnavailable {
            ctx.warn(tr("the SVG's text is fitted by estimate and may be set otherwise than in a PDF: %s",
                        Localization.text(error.messageText)))
        }
        let (svgs, texts) = printed.svgs(title: title, fitted: fitted)
        return (svgs.enumerated().map { ($1, $0 == 0 ? target : target.sibling(suffix: "-back")) }, texts)
    }

    /// `--layout`: pages (size, trims, code areas with their quiet zones) and the texts as fitted.
    static func layoutJSON(_ pages: [ImposedPage], _ texts: [DrawingReport.Entry]) -> JSONValue {
        func rect(_ r: DrawingRect) -> JSONValue { .array([.number(r.x), .number(r.y), .number(r.width), .number(r.height)]) }
        var object = JSONObject()
        object["pages"] = .array(pages.map { imposed in
            var page = JSONObject()
            page["width"] = .number(imposed.page.width)
            page["height"] = .number(imposed.page.height)
            page["trims"] = .array(imposed.trims.map(rect))
            page["codeAreas"] = .array(imposed.codeAreas.map(rect))
            return .object(page)
        })
        object["texts"] = DrawingReport(entries: texts).json["texts"]
        return .object(object)
    }

    static func describe(_ warning: CardLayoutWarning, kind: PayloadKind) -> String {
        switch warning {
        case let .linesLeftOut(roles):
            return trn("%d line did not fit on the card and was left out (%s); a larger --size makes room",
                       "%d lines did not fit on the card and were left out (%s); a larger --size makes room",
                       roles.count, roles.count, roles.joinedText(separator: ", "))
        case let .socialProfilesLeftOut(count):
            return tr("a card shows %d social profiles; %d more left out", CardContent.maximumSocialProfiles, count)
        case let .smallModules(module, minimum):
            return ModuleMinimum(millimetres: minimum).below(module)
        }
    }
}

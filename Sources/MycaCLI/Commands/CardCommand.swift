import MycaCore

/// `myca card`: the card as a printed business card (SVG, PDF, PNG), alone or on a sheet.
public struct CardCommand: Command {
    private static let output = "Output"
    private static let content = "Content"
    private static let print = "Print"

    /// The name people type.
    public static let name = "card"

    /// The declaration.
    public static let spec = CommandSpec(
        name: name,
        summary: "Draw the card as a business card to print or show (SVG, PDF, PNG).",
        discussion: """
            A landscape card in the card's style: the name large (its phonetic reading above \
            it when the card has one), pronouns, title, organization, emails, phones, web \
            addresses, the postal address and up to five social profiles, with the QR code \
            on the right. The note is not printed.

            The code carries what the card prints (name, organization, title, emails, \
            phones, web addresses as compact vCard 3.0), not the note or the address unless \
            --fields asks, and is sized to its symbol. Its modules are never smaller than \
            --min-module: when they would be, it leaves out the web addresses, then title \
            and organization, then turns to MECARD, and says what it left out; with --fields \
            or --payload given and too dense, or nothing lean enough, it is an error.

            Nothing is cut. A value wider than its column breaks where its kind breaks \
            (between words, an email after its @, a web address after a slash, Japanese \
            between characters); then all lines shrink together, down to 9 pt for the name, \
            7 pt for the body and 6 pt for readings, pronouns and handles, while the code's \
            modules give the text room down to --min-module; then whole lines move to the \
            back, which a note names. A kind (work, cell) is printed only where two values \
            need telling apart, in the card's language and its punctuation. The minimal \
            back prints beside its code what the front does not; a meishi's back holds \
            its social profiles and what its front has no room for. A contact line that \
            fits no side even at its smallest size is an error naming it, and nothing is \
            written. Text never enters the code's quiet zone and stays 4 mm inside the trim.

            SVG keeps text as text in a common font stack and needs no library. PDF and PNG \
            are drawn by the separate program myca-draw with cairo and pango, so CJK, emoji \
            and right-to-left text are shaped and fall back to installed fonts; an error \
            names the Debian package when a library or a font is missing. PNG images get \
            round(mm / 25.4 × dpi) pixels per side and their resolution (pHYs). With --back, \
            PDF gets the back as page 2; PNG and SVG write it next to FILE as NAME-back.EXT.

            --logo FILE (PNG or JPEG) or --photo (the card's own photo) puts a picture on \
            the front: over the code when there is room for it at 6 mm or taller, else at \
            the head of the text; on the minimal front, above the name. A JPEG goes into the \
            PDF as its own bytes, turned by its orientation like in the PNG and the SVG.

            --template meishi is the Japanese business card, 91×55 mm unless --size says \
            otherwise: organization at the top, the title over the name, the readings \
            (furigana) over the family and given names, the address and contacts at the foot \
            with the labels Japanese cards use (〒, TEL, 携帯, E-mail, URL; on a card in another \
            language, that language's, else English ones). Its code is on the back, or, on \
            a card with another language, the back is that language's classic card with \
            its own code.

            --sheet lays out as many cards as fit (8 of 85×55 mm on A4, 21 on SRA3), 2 mm apart or \
            twice the bleed, so each card has cuts of its own, with crop marks 5 mm or more \
            inside the paper's edge (the margin most printers leave unprinted) and a slug \
            line under the first card naming the paper, the cards, their trim, bleed and \
            gutter and that margin; with --back the back page mirrors the columns, so the \
            sides register when printed on both sides and turned on the long edge.

            --press without --bleed gives the card the bleed print shops ask for: 3 mm, or \
            1/8 in (3.175 mm) on the us size; so does a style with a ground colour on a \
            sheet. A note says so; --bleed 0 asks for none.
            """,
        arguments: [.handle()],
        options: [pdf.spec, png.spec, svg.spec, layout.spec, size.spec, dpi.spec]
            + QROptionGroup.colourSpecs + QROptionGroup.contentSpecs + [QROptionGroup.minModule.spec, CardLinesOption.lines.spec, template.spec, logo.spec, photo.spec, back.spec,
                  bleed.spec, cropMarks.spec, press.spec, outputCondition.spec, pdfx.spec, preflight.spec, sheet.spec] + CardSource.specs,
        examples: [
            Example(command: "myca card --pdf card.pdf", explanation: "The default card as a one-page PDF, 85×55 mm."),
            Example(command: "myca card --png card.png --dpi 600 --size jp",
                    explanation: "A Japanese meishi (91×55 mm) at 600 dpi."),
            Example(command: "myca card --pdf meishi.pdf --template meishi",
                    explanation: "A Japanese business card: furigana over the name, the code on the back."),
            Example(command: "myca card --pdf print.pdf --bleed 3mm --crop-marks --back",
                    explanation: "Front and back for a print shop."),
            Example(command: "myca card --pdf sheet.pdf --sheet a4 --back",
                    explanation: "Eight cards on A4 with crop marks, and their backs for duplex printing."),
            Example(command: "myca card --svg slide.svg --style navy", explanation: "An SVG for a slide."),
        ])

    /// `--pdf FILE`.
    static let pdf = Option<OutputTarget?>(
        "pdf", valueName: "FILE", completion: .file, category: output, help: "Write a PDF to FILE ('-' for stdout).")
    /// `--png FILE`.
    static let png = Option<OutputTarget?>(
        "png", valueName: "FILE", completion: .file, category: output, help: "Write a PNG image to FILE ('-' for stdout).")
    /// `--svg FILE`.
    static let svg = Option<OutputTarget?>(
        "svg", valueName: "FILE", completion: .file, category: output, help: "Write an SVG image to FILE ('-' for stdout).")
    /// `--layout FILE`.
    static let layout = Option<OutputTarget?>(
        "layout", valueName: "FILE", completion: .file, category: output,
        help: "Also write the laid-out text boxes, as fitted, as JSON (for checks).")
    /// `--size SIZE`.
    static let size = Option<CardSize>(
        "size", valueName: "SIZE", default: .eu, category: content,
        notes: [MessageText("the named sizes: %s", CardSize.namedSummary)],
        help: "Card size: a named size, or WxH in mm or in.")
    /// `--dpi N`.
    static let dpi = Option<Int>("dpi", valueName: "N", default: PNGOptions.defaultDPI, category: content,
                                  notes: [.range(RenderSettings.resolutions)], help: "PNG resolution.")
    /// `--back`.
    static let back = Flag("back", category: content, help: "Add the back: the card in its other language, or else a large code of its web address.")
    /// `--bleed LEN`.
    static let bleed = Option<String?>(
        "bleed", valueName: "LEN", category: print,
        notes: [MessageText("0 to %d mm", CardArtwork.maximumBleed)],
        help: "Extend the background beyond the trim: 3mm, 0.125in; --press takes 3 mm, 1/8 in on the us size, unless given.")
    /// `--crop-marks`.
    static let cropMarks = Flag("crop-marks", category: print, help: "Draw crop marks outside the trim (and the bleed).")
    /// `--template NAME`.
    static let template = Option<CardDesign>(
        "template", valueName: "NAME", default: .classic, category: content,
        help: "The design: classic (text left, code right), minimal (the name centred, the code and the ways to reach the person on the back) or meishi (a Japanese business card, 91×55 mm unless --size: furigana over the name, Japanese labels, the code or the other language on the back).")
    /// `--logo FILE`.
    static let logo = Option<String?>(
        "logo", valueName: "FILE", completion: .file, category: content,
        help: "Put a logo (PNG or JPEG) on the front, over the code or heading the text.")
    /// `--photo`.
    static let photo = Flag("photo", category: content, help: "Put the card's photo on the front, over the code or heading the text.")
    /// `--press`.
    static let press = Flag(
        "press", category: print,
        help: "Make the PDF for a print shop: PDF/X-1a (or --pdfx 4), CMYK with the output intent of --output-condition, text, code and marks in black only.")
    /// `--output-condition NAME`.
    static let outputCondition = Option<OutputCondition>(
        "output-condition", valueName: "NAME", default: .standard, category: print,
        notes: [MessageText("the conditions: %s", OutputCondition.summary),
                MessageText("FOGRA51 has no free characterization data; FOGRA39 is the nearest condition that has")],
        help: "The printing condition a press PDF is made for: the output intent it names and the CMYK profile its pictures are converted through. FOGRA39 (ISO 12647-2 offset on coated paper) is what business cards are mostly printed on and what most print shops' upload checks expect.")
    /// `--pdfx VERSION`.
    static let pdfx = Option<PDFXVersion>(
        "pdfx", valueName: "VERSION", default: .standard, category: print,
        help: "The PDF/X standard of a press PDF: 1a (PDF/X-1a:2001, what every shop takes) or 4 (PDF/X-4, PDF 1.6 with XMP metadata). Either way a picture with transparency is composited over the colour under it, and text and code stay vector.")
    /// `--preflight`.
    static let preflight = Flag(
        "preflight", category: print,
        help: "Print what a print shop checks of the PDF (trim, bleed, smallest type, module size, colour, ink, fonts); exit 1, writing nothing, when a press rule fails.")
    /// `--sheet PAPER`.
    static let sheet = Option<PrintSheet.Paper?>(
        "sheet", valueName: "PAPER", category: print, help: "Lay out as many cards as fit on a sheet (a4, letter, sra3), with crop marks 5 mm inside the paper's edge and a slug line naming the paper, cards, trim, bleed and margin.")

    /// A card command.
    public init() {}

    /// The picture `--logo` or `--photo` asks for, read and checked before anything is drawn.
    static func picture(_ args: ParsedArguments, _ card: ProfileSnapshot, _ ctx: CommandContext) throws -> CardPicture? {
        if let logo = try Self.logo(args, ctx) { return logo }
        guard args[photo] else { return nil }
        guard let image = card.photo else { throw CardFitError.noPhoto(card.formattedName) }
        return try CardPicture(bytes: image.data, name: tr("the card's photo"))
    }

    /// The `--logo` picture, read; refused beside `--photo`, which asks for the same place.
    static func logo(_ args: ParsedArguments, _ ctx: CommandContext) throws -> CardPicture? {
        guard let path = try args.value(logo) else { return nil }
        guard !args[photo] else {
            throw UsageError.invalid(MessageText("--logo and --photo both ask for the one picture a front has"), hint: MessageText("give one of them"))
        }
        return try CardPicture(file: path, ctx)
    }

    /// Refuses a picture on the meishi design, which has no place for one.
    static func checkPicture(_ design: CardDesign) throws {
        guard design != .meishi else {
            throw UsageError.invalid(MessageText("the meishi design has no place for a picture"), hint: MessageText("put a logo or photo on the classic or minimal design"))
        }
    }

    /// What `--press` makes, with `--output-condition` and `--pdfx`; nil without `--press`.
    ///
    /// - Throws: `UsageError` when either is given without `--press`, whose PDF they shape;
    ///   `UsageError.badValue` for a name that is not one of theirs.
    static func pressStandard(_ args: ParsedArguments) throws -> PressStandard? {
        let condition = try args.given(outputCondition)
        let version = try args.given(pdfx)
        guard args[press] else {
            if let name = condition != nil ? outputCondition.spec.name : version != nil ? pdfx.spec.name : nil {
                throw UsageError.invalid(MessageText("'--%s' is for a press PDF", name), hint: MessageText("add --press"))
            }
            return nil
        }
        return PressStandard(condition: condition ?? outputCondition.defaultValue, version: version ?? pdfx.defaultValue)
    }

    /// One thing to write.
    struct Output {
        var format: CardFormat
        var target: OutputTarget
    }

    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let outputs = try Self.outputs(args, ctx)
        let standard = try Self.pressStandard(args)
        let design = try args.value(Self.template)
        // A chosen size wins; else the design's own (the meishi's 91×55 mm).
        let size = try args.given(Self.size) ?? design.defaultSize
        let givenBleed = try Self.bleed(try args.value(Self.bleed))
        let dpi = try args.value(Self.dpi)
        guard RenderSettings.resolutions.contains(dpi) else { throw RenderError.invalidDPI(dpi) }
        let source = try CardSource.resolve(args, ctx)
        let card = try source.oneLanguage()
        let style = try QROptionGroup.colours(args) { source.qrStyle(ctx) }
        let bleed = Self.bleed(givenBleed, size: size, style: style, press: args[Self.press],
                               sheet: try args.value(Self.sheet) != nil, ctx)
        let (base, _) = try QROptionGroup.content(args)
        let minimum = try args.value(QROptionGroup.minModule)
        let fixed = (kind: try args.given(QROptionGroup.payload), fields: try args.given(QROptionGroup.fields))
        let picture = try Self.picture(args, card, ctx)
        if picture != nil { try Self.checkPicture(design) }
        let options = PrintedCard.Options(
            design: design, size: size, bleed: bleed, lines: try args.value(CardLinesOption.lines), style: style,
            code: Self.request(base, fixed: fixed), fixedKind: fixed.kind != nil, fixedFields: fixed.fields != nil,
            minimumModule: minimum.millimetres, back: args[Self.back], picture: picture, cropMarks: args[Self.cropMarks],
            sheet: try args.value(Self.sheet))
        // A PNG too large to draw is refused before anything is laid out or drawn.
        if outputs.contains(where: { $0.format == .png }) { _ = try options.rasterSize(dpi: dpi) }
        // Laid out (and its codes encoded) off the caller's task.
        async let laying = Self.lay(card, whole: try source.profile.snapshot(), options, minimum: minimum)
        let printed = try await laying
        // A picture that would print as pixels is refused before anything is drawn.
        if args[Self.press] { for soft in try PlacedPicture.pressCheck(printed.pictures) { ctx.warn(Localization.text(soft)) } }
        let (front, back, frontCode, request, pages) = (printed.front, printed.back, printed.frontCode, printed.request,
                                                        printed.pages)
        if printed.codeOnBackOnly {
            ctx.note(tr("the front has no room for a code beside its lines: the back's code carries the card"))
        }
        if !printed.leftOut.isEmpty {
            ctx.note(tr("the card's code leaves out %s to keep its modules at %s mm or more",
                        Localization.text(MessageText.list(printed.leftOut, .and)), ModuleMinimum.text(minimum.millimetres)))
        }
        // A one-page format on standard output has no room for a back the card did not ask
        // for: the lines it would hold are left out, said so.
        let frontOnly = !args[Self.back] && outputs.contains { $0.target.isStandardOutput && !$0.format.holdsEveryPage }
        if !printed.movedToBack.isEmpty {
            if frontOnly {
                ctx.warn(Localization.text(PrintedCard.leftOffStandardOutputText(printed.movedToBack)))
            } else {
                ctx.note(Localization.text(PrintedCard.movedText(printed.movedToBack)))
            }
        }
        for warning in printed.warnings { ctx.warn(Self.describe(warning, kind: request.kind)) }
        if let cards = printed.cardsPerSheet, ctx.verbose, let paper = options.sheet {
            ctx.stderr.write("sheet: \(cards) cards of \(front.size) on \(paper.rawValue)\n")
        }
        if ctx.verbose {
            let pngDPI = outputs.contains { $0.format == .png } ? dpi : nil
            ctx.stderr.write(QRCommand.describe(frontCode, request) + "\n")
            ctx.stderr.write(DrawingDescription.code(frontCode.matrix, area: front.codeArea, dpi: pngDPI) + "\n")
        }
        // Everything is drawn before anything is written: a card that would print an
        // address cut writes nothing.
        var drawn: [(output: Output, files: [([UInt8], OutputTarget)], texts: [DrawingReport.Entry])] = []
        for output in outputs {
            let press = output.format == .pdf ? standard : nil
            var (files, texts) = try Self.render(printed, format: output.format, target: output.target, dpi: dpi,
                                                 title: card.formattedName,
                                                 pressColours: press != nil ? CardFaceLayout.pressColours(style) : [], ctx)
            if frontOnly, output.target.isStandardOutput, !output.format.holdsEveryPage {
                files = Array(files.prefix(1))
                texts = texts.filter { $0.page == 0 }
            }
            if let press {
                files = try files.map {
                    (try PressProgram.convert($0.0, title: card.formattedName, standard: press, environment: ctx.environment), $0.1)
                }
            }
            drawn.append((output, files, texts))
        }
        let cut: [FittedText]
        do {
            cut = try PrintedCard.cuts(drawn.flatMap(\.texts), name: card.formattedName)
        } catch let PrintedCardError.contactCut(role, text, minimum) {
            throw CardFitError.contactCut(role: role, text: text, minimum: minimum)
        }
        for text in cut { ctx.warn(Localization.text(text.cutText)) }
        if args[Self.preflight], let pdf = drawn.first(where: { $0.output.format == .pdf }), let bytes = pdf.files.first?.0 {
            var report = try Preflight.check(pdf: bytes, sides: [front] + (back.map { [$0] } ?? []),
                                             texts: pdf.texts.map(\.text), minimum: minimum, hasPicture: picture != nil,
                                             ground: style.pressGround, environment: ctx.environment)
            report.checks += Preflight.pictureChecks(printed.pictures)
            report.checks.append(try Preflight.liveTextCheck(pdf: bytes, name: card.formattedName, environment: ctx.environment))
            ctx.stdout.write(report.text)
            guard report.passes else { throw CardFitError.preflightFailed }
        }
        if let layout = try args.value(Self.layout), let first = drawn.first {
            try layout.write(Array(Self.layoutJSON(pages, first.texts).serialized(pretty: true).utf8) + [10], ctx)
        }
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
        return 0
    }

    /// `base` with the payload kind and fields --payload and --fields chose.
    static func request(_ base: CodeRequest, fixed: (kind: PayloadKind?, fields: FieldSelection?)) -> CodeRequest {
        var request = base
        if let kind = fixed.kind { request.kind = kind }
        if let fields = fixed.fields { request.fields = fields }
        return request
    }

    /// The card laid out (``PrintedCard``), a code too dense for `minimum` said in the
    /// command's words.
    ///
    /// - Throws: ``CardFitError/codeTooDense(module:minimum:)`` when even the leanest is denser.
    static func lay(_ card: ProfileSnapshot, whole: ProfileSnapshot, _ options: PrintedCard.Options,
                    minimum: ModuleMinimum) throws -> PrintedCard {
        do {
            return try PrintedCard(card, whole: whole, options)
        } catch PrintedCardError.codeTooDense(let module, _) {
            throw CardFitError.codeTooDense(module: module, minimum: minimum)
        } catch let PrintedCardError.contactCut(role, text, minimum) {
            throw CardFitError.contactCut(role: role, text: text, minimum: minimum)
        }
    }

    /// The outputs asked for: at least one; one at most to stdout, and never binary to a terminal.
    static func outputs(_ args: ParsedArguments, _ ctx: CommandContext) throws -> [Output] {
        var outputs: [Output] = []
        for (option, format) in [(pdf, CardFormat.pdf), (png, .png), (svg, .svg)] {
            if let target = try args.value(option) { outputs.append(Output(format: format, target: target)) }
        }
        guard !outputs.isEmpty else {
            throw UsageError.invalid(MessageText("no output asked for"), hint: MessageText("name one or more: --pdf FILE, --png FILE, --svg FILE"))
        }
        for flag in [press, preflight] where args[flag] && !outputs.contains(where: { $0.format == .pdf }) {
            throw UsageError.invalid(MessageText("'--%s' is for a PDF", flag.spec.name), hint: MessageText("add --pdf FILE"))
        }
        var planned = outputs.map { output in
            let word = output.format.rawValue
            return OutputTarget.Planned(word, to: output.target, binary: output.format.isBinary,
                                        redirect: "myca card --\(word) - > card.\(word)")
        }
        if let layout = try args.value(layout) {
            planned.append(.init("layout", to: layout, binary: false, redirect: "myca card --layout - > layout.json"))
        }
        try OutputTarget.check(planned, ctx)
        if args[back], let out = outputs.first(where: \.target.isStandardOutput), !out.format.holdsEveryPage {
            let word = out.format.rawValue
            throw UsageError.invalid(MessageText("the back of a %s card goes to a file of its own", word.uppercased()),
                                     hint: MessageText("name a file (--%s card.%s), or use --pdf -", word, word))
        }
        return outputs
    }

    /// `--bleed`: 0 to `CardArtwork.maximumBleed` mm, given in mm, cm or in; nil when not given.
    static func bleed(_ text: String?) throws -> Double? {
        guard let text else { return nil }
        if text == "0" { return 0 }
        guard let length = try? PhysicalLength(parsing: text), let mm = length.millimetres, mm <= Double(CardArtwork.maximumBleed) else {
            throw LayoutError.invalidBleed(text)
        }
        return mm
    }

    /// The bleed a card is printed with: `given`, else the one its size takes for a press
    /// file or a ground on a sheet (``PrintedCard/defaultBleed(size:style:press:sheet:)``),
    /// said as a note, else none.
    static func bleed(_ given: Double?, size: CardSize, style: QRStyle, press: Bool, sheet: Bool,
                      _ ctx: CommandContext) -> Double {
        if let given { return given }
        guard let (bleed, reason) = PrintedCard.defaultBleed(size: size, style: style, press: press, sheet: sheet) else {
            return 0
        }
        // Shops that measure in inches ask for 1/8 in: said as they say it.
        let length = size == .us ? "1/8 in (\(PrintedSize.millimetreText(bleed)) mm)" : "\(PrintedSize.millimetreText(bleed)) mm"
        switch reason {
        case .press:
            ctx.note(tr("a press file gets a bleed of %s, as print shops ask; --bleed 0 asks for none", length))
        case .groundOnSheet:
            ctx.note(tr("cards with a ground colour get a bleed of %s on a sheet, so a cut off the line shows no white edge; --bleed 0 asks for none", length))
        }
        return bleed
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
                       roles.count, roles.count, roles.joined(separator: ", "))
        case let .socialProfilesLeftOut(count):
            return tr("a card shows %d social profiles; %d more left out", CardContent.maximumSocialProfiles, count)
        case let .smallModules(module, minimum):
            return ModuleMinimum(millimetres: minimum).below(module)
        }
    }
}

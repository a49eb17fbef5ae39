import MycaCore

/// The options of a printed card, declared once for `myca card` and `myca batch` (which
/// spells the card's size `--card-size`), and what they make: the picture, the bleed, the
/// press standard and ``PrintedCard/Options``.
enum PrintedCardOptions {
    /// `--layout FILE`.
    static let layout = Option<OutputTarget?>(
        "layout", valueName: "FILE", completion: .file, category: OptionCategory.output,
        help: "Also write the laid-out text boxes, as fitted, as JSON (for checks).")
    /// `--size SIZE`.
    static let size = Option<CardSize>(
        "size", valueName: "SIZE", default: .eu, category: OptionCategory.content,
        notes: [MessageText("the named sizes: %s", CardSize.namedSummary)],
        help: "Card size: a named size, or WxH in mm or in.")
    /// `--dpi N`.
    static let dpi = Option<Int>("dpi", valueName: "N", default: PNGOptions.defaultDPI, category: OptionCategory.content,
                                  notes: [.range(RenderSettings.resolutions)], help: "PNG resolution.")
    /// `--back`.
    static let back = Flag("back", category: OptionCategory.content, help: "Add the back: the card in its other language, or else a large code of its web address.")
    /// `--bleed LEN`.
    static let bleed = Option<String?>(
        "bleed", valueName: "LEN", category: OptionCategory.print,
        notes: [MessageText("0 to %d mm", CardArtwork.maximumBleed)],
        help: "Extend the background beyond the trim: 3mm, 0.125in; --press takes 3 mm, 1/8 in on the us size, unless given.")
    /// `--crop-marks`.
    static let cropMarks = Flag("crop-marks", category: OptionCategory.print, help: "Draw crop marks outside the trim (and the bleed).")
    /// `--template NAME`.
    static let template = Option<CardDesign>(
        "template", valueName: "NAME", default: .classic, category: OptionCategory.content,
        help: "The design: classic (text left, code right), minimal (the name centred, the code and the ways to reach the person on the back) or meishi (a Japanese business card, 91×55 mm unless --size: furigana over the name, Japanese labels, the code or the other language on the back).")
    /// `--logo FILE`.
    static let logo = Option<String?>(
        "logo", valueName: "FILE", completion: .file, category: OptionCategory.content,
        help: "Put a logo (PNG or JPEG) on the front, over the code or heading the text.")
    /// `--photo`.
    static let photo = Flag("photo", category: OptionCategory.content, help: "Put the card's photo on the front, over the code or heading the text.")
    /// `--press`.
    static let press = Flag(
        "press", category: OptionCategory.print,
        help: "Make the PDF for a print shop: PDF/X-1a (or --pdfx 4), CMYK with the output intent of --output-condition, text, code and marks in black only.")
    /// `--output-condition NAME`.
    static let outputCondition = Option<OutputCondition>(
        "output-condition", valueName: "NAME", default: .standard, category: OptionCategory.print,
        notes: [MessageText("the conditions: %s", OutputCondition.summary),
                MessageText("FOGRA51 has no free characterization data; FOGRA39 is the nearest condition that has")],
        help: "The printing condition a press PDF is made for: the output intent it names and the CMYK profile its pictures are converted through. FOGRA39 (ISO 12647-2 offset on coated paper) is what business cards are mostly printed on and what most print shops' upload checks expect.")
    /// `--pdfx VERSION`.
    static let pdfx = Option<PDFXVersion>(
        "pdfx", valueName: "VERSION", default: .standard, category: OptionCategory.print,
        help: "The PDF/X standard of a press PDF: 1a (PDF/X-1a:2001, what every shop takes) or 4 (PDF/X-4, PDF 1.6 with XMP metadata). Either way a picture with transparency is composited over the colour under it, and text and code stay vector.")
    /// `--preflight`.
    static let preflight = Flag(
        "preflight", category: OptionCategory.print,
        help: "Print what a print shop checks of the PDF (trim, bleed, smallest type, module size, colour, ink, fonts); exit 1, writing nothing, when a press rule fails.")
    /// `--sheet PAPER`.
    static let sheet = Option<PrintSheet.Paper?>(
        "sheet", valueName: "PAPER", category: OptionCategory.print, help: "Lay out as many cards as fit on a sheet (a4, letter, sra3), with crop marks 5 mm inside the paper's edge and a slug line naming the paper, cards, trim, bleed and margin.")

    /// The options of the design, its pictures and print, as `card` and `batch` list them
    /// (each command adds its own size).
    static let specs: [OptionSpec] = [template.spec, logo.spec, photo.spec, back.spec, bleed.spec, cropMarks.spec,
                                      press.spec, outputCondition.spec, pdfx.spec, sheet.spec]

    /// The printed card the options ask for, of `design` at `size` in `style`, carrying
    /// `code`, with `picture`; its bleed `given` (``bleed(_:)`` of `--bleed`), else the one
    /// a press file or a ground `onSheet` takes (said as a note).
    ///
    /// - Throws: `UsageError` for a picture on the meishi design.
    static func printedCard(_ args: ParsedArguments, _ ctx: CommandContext, design: CardDesign, size: CardSize, style: QRStyle,
                            code: CodeRequest, picture: CardPicture?, bleed given: Double?, onSheet: Bool,
                            sheet: PrintSheet.Paper?) throws -> PrintedCard.Options {
        if picture != nil || args[photo] { try checkPicture(design) }
        let bleed = Self.bleed(given, size: size, style: style, press: args[press],
                               sheet: onSheet, ctx)
        return PrintedCard.Options(
            design: design, size: size, bleed: bleed, lines: try args.value(CardLinesOption.lines), style: style, code: code,
            fixedKind: try args.given(QROptionGroup.payload) != nil, fixedFields: try args.given(QROptionGroup.fields) != nil,
            minimumModule: try args.value(QROptionGroup.minModule).millimetres, back: args[back], picture: picture,
            cropMarks: args[cropMarks], sheet: sheet)
    }

    /// The picture `--logo` or `--photo` asks for, read and checked before anything is drawn.
    static func picture(_ args: ParsedArguments, _ card: ProfileSnapshot, _ ctx: CommandContext) throws -> CardPicture? {
        if let logo = try Self.logo(args, ctx) { return logo }
        guard args[photo] else { return nil }
        guard let image = card.photo else { throw PrintedCardError.noPhoto(card.formattedName) }
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
        let length = size == .us ? "1/8 in (\(PhysicalLength.text(bleed, digits: 3)) mm)" : "\(PhysicalLength.text(bleed, digits: 3)) mm"
        switch reason {
        case .press:
            ctx.note(tr("a press file gets a bleed of %s, as print shops ask; --bleed 0 asks for none", length))
        case .groundOnSheet:
            ctx.note(tr("cards with a ground colour get a bleed of %s on a sheet, so a cut off the line shows no white edge; --bleed 0 asks for none", length))
        }
        return bleed
    }
}

import MycaCore

/// The options of `myca batch`, declared once, and the ``BatchOptions`` they make: what to
/// write per row, where, how many at once, which shard, and the code, card, signature and
/// wallet options the rows share.
enum BatchOptionGroup {
    /// The options of the run itself, in the order help lists them.
    static let specs: [OptionSpec] = [out.spec, format.spec, fileName.spec, jobs.spec, shard.spec, skipExisting.spec,
                                      delimiter.spec, strict.spec, noSignatureCode.spec]

    /// `--out DIR`.
    static let out = Option<String>(
        "out", short: "o", valueName: "DIR", default: "myca-out", completion: .directory,
        help: "Write the files into DIR (created if missing).")
    /// `--format FORMAT`.
    static let format = Option<[BatchFormat]?>(
        "format", short: "f", valueName: "FORMAT", repeatable: true,
        notes: [MessageText("all: %s", BatchFormat.all.map(\.rawValue).joinedText(separator: ", "))],
        help: "What to write per row (default: png); repeat for more.")
    /// What a row gets when no --format is given.
    static let defaultFormats: [BatchFormat] = [.png]
    /// `--name TEMPLATE`.
    static let fileName = Option<FileNameTemplate>(
        "name", valueName: "TEMPLATE", default: FileNameTemplate.standard,
        notes: [MessageText("placeholders: %s",
                            FileNameTemplate.placeholders.map { "{" + $0 + "}" }.joinedText(separator: ", "))],
        help: "File name template.")
    /// `--jobs N`.
    static let jobs = Option<Int?>(
        "jobs", short: "j", valueName: "N", help: "Rows worked on at once (default: the number of CPUs).",
        check: { ($0 ?? 1) >= 1 ? nil : MessageText("1 or more") })
    /// `--shard K/N`.
    static let shard = Option<BatchShard.Request>(
        "shard", valueName: "K/N", default: .all, showDefault: false,
        notes: [MessageText("auto: from a Slurm array or, as auto/N, a Kubernetes Indexed Job of N")],
        help: "Only rows where (row - 1) mod N = K.")
    /// `--skip-existing`.
    static let skipExisting = Flag("skip-existing", help: "Leave rows alone whose files all exist.")
    /// `--delimiter CHAR`.
    static let delimiter = Option<CSVDelimiter?>(
        "delimiter", valueName: "CHAR", help: "The CSV field delimiter (default: the header line's).")
    /// `--card-size SIZE`: the printed card's, as `card --size` (batch's `--size` is the code's).
    static let cardSize = Option<CardSize?>(
        "card-size", valueName: "SIZE", notes: [MessageText("the named sizes: %s", CardSize.namedSummary)],
        help: "The printed card's size, as 'myca card --size' (default: the design's own).")
    /// The options of the printed card, as `card` spells them, and the call background's size.
    static let cardSpecs: [OptionSpec] = [cardSize.spec] + PrintedCardOptions.specs
        + [CardLinesOption.lines.spec, QROptionGroup.minModule.spec, backgroundSize.spec]
    /// `--background-size WxH`: the call background's, as `background --size`.
    static let backgroundSize = Option<PixelSize>(
        "background-size", valueName: "WxH", default: PixelSize(width: 1920, height: 1080),
        help: "The call background's size in pixels, as 'myca background --size'.")
    /// `--no-signature-qr`.
    static let noSignatureCode = Flag("no-signature-qr", help: "Leave the QR code out of email signatures.")
    /// `--strict`.
    static let strict = Flag("strict", help: "Refuse CSV columns and LDIF attributes that name no card field.")

    /// The rows of `input`: standard input streamed from the context, or the file opened by path.
    static func source(_ input: InputFile, _ args: ParsedArguments, _ ctx: CommandContext) throws -> BatchSource {
        let delimiter = try args.value(Self.delimiter), strict = args[Self.strict]
        if let chunks = input.standardInputChunks(ctx) {
            return try BatchSource(name: input.name, delimiter: delimiter, strict: strict, pull: chunks)
        }
        return try BatchSource(path: input.absolutePath(ctx) ?? input.name, name: input.name, delimiter: delimiter,
                               strict: strict)
    }

    /// Every --format given, each once, in the order first given.
    static func formats(_ args: ParsedArguments) throws -> [BatchFormat] {
        var formats: [BatchFormat] = []
        for format in try args.values(format).joined() where !formats.contains(format) { formats.append(format) }
        return formats.isEmpty ? defaultFormats : formats
    }

    /// The batch options from the command line.
    static func options(_ args: ParsedArguments, _ ctx: CommandContext) throws -> BatchOptions {
        let (code, _) = try QROptionGroup.content(args)
        let render = try QROptionGroup.settings(args, base: { .classic })
        // Checked once here, not once per row.
        try render.checkPNGSize()
        // An empty folder name would resolve to the working folder, which the run then writes
        // into and cleans: never what the help's default promises.
        let folder = try args.value(out)
        if folder.isEmpty {
            throw UsageError.badValue(option: "--out", value: "", expected: MessageText("the path of a folder"))
        }
        var options = BatchOptions(
            outputDirectory: ctx.absolutePath(folder), formats: try formats(args),
            code: code, signatureCode: args[noSignatureCode] ? nil : try CodedCard.signatureCode(code, args), render: render,
            template: try args.value(fileName), jobs: try args.value(jobs) ?? ProcessorCount.online,
            shard: try args.value(shard).resolve(in: ctx.environment), skipExisting: args[skipExisting])
        options.lines = try args.value(CardLinesOption.lines)
        let size = try args.value(backgroundSize)
        options.backgroundSize = (size.width, size.height)
        // Refused without --press whatever the formats, as by card.
        let standard = try PrintedCardOptions.pressStandard(args) ?? PressStandard()
        if options.formats.contains(where: \.isDrawn) {
            options.drawing = ServedDrawing(environment: ctx.environment, standard: standard)
        }
        if options.formats.contains(where: \.isSigned) {
            options.passSigning = try WalletOptionGroup.signing(
                args, ctx, apple: options.formats.contains(.pkpass) ? "format pkpass" : nil,
                google: options.formats.contains(.googleLink) ? "format google-link" : nil, inBatch: true)
        }
        if options.formats.contains(where: \.isPrintedCard) { try printedCards(args, ctx, render: render, into: &options) }
        if let paper = try args.value(PrintedCardOptions.sheet) { try sheet(paper, into: &options) }
        return options
    }

    /// The printed cards' options, as `card` takes them, with batch's `--card-size`.
    static func printedCards(_ args: ParsedArguments, _ ctx: CommandContext, render: RenderSettings,
                             into options: inout BatchOptions) throws {
        let design = try args.value(PrintedCardOptions.template)
        let onSheet = try args.value(PrintedCardOptions.sheet) != nil && options.formats.contains(.cardPDF)
        let bleed = try PrintedCardOptions.bleed(try args.value(PrintedCardOptions.bleed))
        let card = try PrintedCardOptions.printedCard(
            args, ctx, design: design, size: try args.value(cardSize) ?? design.defaultSize, style: render.style,
            code: options.code, picture: try PrintedCardOptions.logo(args, ctx), bleed: bleed, onSheet: onSheet, sheet: nil)
        options.card = card
        options.cardPhotos = args[PrintedCardOptions.photo]
        options.cardDPI = try args.value(QROptionGroup.dpi) ?? PNGOptions.defaultDPI
        guard RenderSettings.resolutions.contains(options.cardDPI) else { throw RenderError.invalidDPI(options.cardDPI) }
        if options.formats.contains(.cardPNG) {
            do {
                _ = try card.rasterSize(dpi: options.cardDPI)
            } catch {
                // The card command's hint names its --size; batch's card size is --card-size.
                throw UsageError.invalid(error.messageText, hint: MessageText("ask for a lower --dpi or a smaller --card-size"))
            }
        }
        options.press = args[PrintedCardOptions.press]
    }

    /// Every card's PDF imposed on sheets of `paper`.
    static func sheet(_ paper: PrintSheet.Paper, into options: inout BatchOptions) throws {
        guard let card = options.card, options.formats.contains(.cardPDF) else {
            throw UsageError.invalid(MessageText("'--sheet' imposes the printed cards' PDF"),
                                     hint: MessageText("add --format card-pdf"))
        }
        guard !options.skipExisting else {
            throw UsageError.invalid(MessageText("'--sheet' and '--skip-existing' cannot be used together"),
                                     hint: MessageText("a sheet holds every row's card: run the whole batch again"))
        }
        do {
            _ = try PrintSheet.cardsPerSheet(card.size, bleed: card.bleed, paper: paper)
        } catch {
            // The card command's hint names its --size; batch's card size is --card-size.
            throw UsageError.invalid(error.messageText, hint: MessageText("use a smaller --card-size or --bleed, or a larger --sheet"))
        }
        options.sheet = paper
    }
}

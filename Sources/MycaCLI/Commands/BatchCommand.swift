#if canImport(Glibc)
import Glibc
#endif
import MycaCore

/// `myca batch INPUT`: QR codes (and vCards) for every row of a CSV file, every card of a
/// vCard file or every person of an LDIF directory export, rendered in parallel.
public struct BatchCommand: Command {
    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "batch"

    /// The declaration.
    public static let spec = CommandSpec(
        name: name,
        summary: "Make QR codes for every row of a CSV, vCard or LDIF file.",
        discussion: """
            INPUT is a CSV file whose header row names card fields, or a file of vCards \
            (recognized by its content); '-' reads stdin. The fields are separated by what \
            the header line uses most outside quotes: ',', ';' (as spreadsheets write CSV \
            where the comma is the decimal mark) or a tab; --delimiter sets it. Columns: \
            \(CardField.columns.map(\.key).joined(separator: ", ")); headers match \
            case-insensitively with '_' or ' ' for '-', and common spellings (first name, \
            surname, company, zip, …) are accepted. \(CardField.columns.filter(\.isRepeatable).map(\.key).joined(separator: ", ")) \
            may repeat (or be numbered: email2); every other column may appear once; an empty \
            header cell ignores its column. Columns no card has (an address book or CRM \
            export has many) are ignored with a warning that names them; --strict refuses \
            them instead. A row whose cells are all empty is skipped. Cells take what the options of 'myca new' take: \
            types before email, phone and url (work:ann@example.org), social as a profile URL or \
            SERVICE:URL or SERVICE:USER. \
            A photo cell is the path of a PNG, JPEG, GIF or WebP file in the CSV file's \
            folder or under it (never an absolute path, nor one that leads out of it); its \
            metadata is taken out as for 'myca edit --photo'.

            LDIF (RFC 2849, as ldapsearch -LLL and directory exports write it, recognized by \
            its content) gives one row per person's entry; other entries (the base, ou=…, \
            groups) are skipped. Attributes: cn (the name unless displayName gives it; more \
            cn values are nicknames), displayName, givenName, sn, personalTitle and \
            generationQualifier (the honorifics before and after the name), mail, telephoneNumber (a \
            work phone), mobile (a cell phone), title, o, ou, labeledURI (the URI), \
            street, l, st, postalCode and c or co (the parts of a work address, a \
            postalAddress beside them its label), postalAddress (else a work address of its \
            '$'-separated lines), preferredLanguage (its \
            first language is the card's), jpegPhoto; a ';lang-X' value of a name, title or \
            organization is the card's side in language X. Base64 values and folded lines \
            are read; values given as a URL (':<') and change records are refused. Other \
            attributes are ignored with a warning that names them; --strict makes each a \
            failed row instead. Of a field a card holds once (title, o, givenName, sn, \
            displayName, a country) the first value is kept, and of labeledURI the URI, not its label: \
            a warning names the attributes where more was left.

            Rows stream through in constant memory and are rendered by --jobs workers. Files \
            are named by --name (placeholders {row}, {handle}, {name}, {given}, {family}), made \
            safe for file names (no '/', no leading dot, no control characters, at most 200 \
            bytes) and unique ('-2', '-3' … for repeats). Each file is written to a temporary \
            name and renamed, so an interrupted run never leaves a partial file (files are \
            not fsynced: run sync if they must survive a power cut).

            A bad row is reported as 'row N: …' (rows count from 1 after the header, skipped \
            empty rows not counted) and the \
            batch goes on; the closing summary counts files and failed rows, and the exit \
            status is 1 if any row failed. --shard K/N renders only the rows where \
            (row - 1) mod N = K; every shard names all rows the same way, so shards 0/N … \
            N-1/N together write exactly the files of one unsharded run. --shard auto takes K \
            and N from the job runner: a Slurm array task's SLURM_ARRAY_TASK_ID (less \
            SLURM_ARRAY_TASK_MIN, over SLURM_ARRAY_TASK_STEP) of SLURM_ARRAY_TASK_COUNT, or a \
            Kubernetes Indexed Job pod's JOB_COMPLETION_INDEX of the N in --shard auto/N \
            (the Job's completions). A progress bar is \
            shown when stderr is a terminal and INPUT is a file (not with -q). \
            --format payload writes the raw QR payload bytes (.txt), e.g. for checking or \
            for feeding another encoder the same bytes; --format nfc the row's NDEF \
            message for an NFC tag (.ndef, as 'myca nfc --ndef' writes it, not fitted to a tag); \
            --format page the row's web page (.html, as 'myca page' makes it) and, once the \
            rows are done, an index.html listing everyone with a link to their page, so OUT \
            is a team site a web server can serve as it is (every shard writes the same \
            index, of every valid row; no page is named index); --format signature the \
            email signature as 'myca signature' and 'myca signature --text' make it \
            (.signature.html, .signature.txt; --no-signature-qr as 'myca signature --no-qr'), \
            a line the text had to cut reported as a warning for its row and counted in the \
            summary. --format card-pdf, card-png and card-svg draw the printed card as 'myca card' \
            draws it, with the options it takes (--template, --card-size, --bleed, --back, \
            --logo, --photo (each row's own photo; a row without one fails), --crop-marks, \
            --press with --output-condition and --pdfx, --lines, --min-module; --dpi for the PNG): .card.pdf with \
            front and back pages, .card.png and .card-back.png, .card.svg and .card-back.svg. A row whose name or contact \
            line would print cut fails, as the card command does; lines left out or cut are \
            warnings for the row. With --sheet a4, letter or sra3, card-pdf imposes every \
            row's card instead, in row order, on sheets as 'myca card --sheet' lays them out \
            (crop marks, gutters; with a back, each sheet of fronts is followed by its backs, \
            registered for duplex; --press makes it a press file), as one cards.pdf \
            (cards-K-of-N.pdf for --shard K/N), written only when the run ends neither \
            interrupted nor stopped. Each sheet is drawn once its cards are in, and the \
            finished file passes through memory whole, so a run imposes at most \
            \(BatchSummary.grouped(BatchSheets.maximumCards)) cards: split a larger one with --shard. \
            --format background writes the video-call background as \
            'myca background' draws it (.background.png; --background-size WxH, --lines). \
            --format pkpass writes the row's Apple Wallet pass as 'myca wallet --apple' \
            makes it (.pkpass), signed with --cert, --key or --password-file, and --wwdr; \
            --format google-link the row's "Save to Google Wallet" link as 'myca wallet \
            --google' prints it (.google-link.txt, the link and a newline), signed with the \
            service account's key --key for the issuer --issuer-id. With both, --key is the \
            service account's and the pass certificate's key comes from its .p12 (or a PEM \
            holding both). all leaves them out, since they need keys.
            """,
        arguments: [ArgumentSpec("INPUT", help: "A CSV, vCard or LDIF file, or '-' for stdin.", completion: .file)],
        options: [out.spec, format.spec, fileName.spec, jobs.spec, shard.spec, skipExisting.spec, delimiter.spec,
                  strict.spec, noSignatureCode.spec] + QROptionGroup.specs + cardSpecs
            + WalletOptionGroup.specs,
        examples: [
            Example(command: "myca batch staff.csv --out badges --size 30mm --dpi 600",
                    explanation: "One print-ready PNG per person."),
            Example(command: "myca batch contacts.vcf --format all --name '{family}-{given}'",
                    explanation: "Every kind of file for each person, named after them."),
            Example(command: "myca batch staff.csv --out site --format page --format signature",
                    explanation: "A team site with an index, and everyone's email signature."),
            Example(command: "myca batch crm-export.csv --delimiter ';' --strict",
                    explanation: "Semicolons between fields; stop at a column no card has."),
            Example(command: "myca batch staff.csv --format card-pdf --sheet sra3 --back --press",
                    explanation: "One press file of everyone's card and its back for the print shop."),
            Example(command: "ldapsearch -x -LLL '(objectClass=person)' | myca batch - --format vcf",
                    explanation: "A vCard for everyone in the company directory."),
            Example(command: "parallel myca batch staff.csv --shard {}/4 ::: 0 1 2 3",
                    explanation: "Split one input across four processes or machines."),
            Example(command: "sbatch --array=0-9 --wrap 'myca batch staff.csv --shard auto'",
                    explanation: "Ten Slurm tasks, each rendering its tenth."),
        ])

    /// `--out DIR`.
    static let out = Option<String>(
        "out", short: "o", valueName: "DIR", default: "myca-out", completion: .directory,
        help: "Write the files into DIR (created if missing).")
    /// `--format FORMAT`.
    static let format = Option<[BatchFormat]?>(
        "format", short: "f", valueName: "FORMAT", repeatable: true,
        notes: [MessageText("all: %s", BatchFormat.all.map(\.rawValue).joined(separator: ", "))],
        help: "What to write per row (default: png); repeat for more.")
    /// What a row gets when no --format is given.
    static let defaultFormats: [BatchFormat] = [.png]
    /// `--name TEMPLATE`.
    static let fileName = Option<FileNameTemplate>(
        "name", valueName: "TEMPLATE", default: FileNameTemplate.standard,
        notes: [MessageText("placeholders: %s",
                            FileNameTemplate.placeholders.map { "{" + $0 + "}" }.joined(separator: ", "))],
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
    /// The options of the printed card, as `card` spells them.
    static let cardSpecs: [OptionSpec] = [CardCommand.template.spec, cardSize.spec, CardCommand.bleed.spec, CardCommand.back.spec,
                                          CardCommand.logo.spec, CardCommand.photo.spec,
                                          CardCommand.cropMarks.spec, CardCommand.press.spec,
                                          CardCommand.outputCondition.spec, CardCommand.pdfx.spec, CardCommand.sheet.spec,
                                          CardLinesOption.lines.spec,
                                          QROptionGroup.minModule.spec, backgroundSize.spec]
    /// `--background-size WxH`: the call background's, as `background --size`.
    static let backgroundSize = Option<PixelSize>(
        "background-size", valueName: "WxH", default: PixelSize(width: 1920, height: 1080),
        help: "The call background's size in pixels, as 'myca background --size'.")
    /// `--no-signature-qr`.
    static let noSignatureCode = Flag("no-signature-qr", help: "Leave the QR code out of email signatures.")
    /// `--strict`.
    static let strict = Flag("strict", help: "Refuse CSV columns and LDIF attributes that name no card field.")

    /// A batch command.
    public init() {}

    /// Runs the batch; exit 1 if any row failed, 128 + the signal (130, 143) when interrupted.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let argument = args.required(0)
        let input = InputFile(argument: argument)
        var options = try Self.options(args, ctx)
        // Installed before the input is opened: opening a FIFO or reading the header may block.
        BatchInterrupt.install(forcedExitMessage: Localization.text(MessageText(
            "interrupted: gave up waiting for the rows in flight")))
        let source = try Self.source(input, args, ctx)
        if try args.value(Self.delimiter) != nil, source.kind != .csv {
            throw UsageError.invalid(source.kind == .vcard
                                        ? MessageText("--delimiter is for CSV input, and %s is a vCard file", input.name)
                                        : MessageText("--delimiter is for CSV input, and %s is an LDIF file", input.name),
                                     hint: MessageText("leave out --delimiter"))
        }
        if let unknown = source.header?.unknownColumns, !unknown.isEmpty { Self.warnIgnored(unknown, ctx) }
        try FileSystem.createDirectory(options.outputDirectory, intermediate: true, mode: 0o755)
        // A run killed mid-write (SIGKILL, a second signal) leaves its temporaries; a rerun,
        // usually with --skip-existing to finish the rows, never writes those rows again and
        // so never replaces them: they go here, once their writer is gone.
        FileSystem.removeStaleTemporaries(in: options.outputDirectory)

        // The progress bar needs every row counted; capping the jobs only needs to know whether
        // the shard has fewer rows than jobs, so that count stops once the shard has enough.
        let showsBar = ctx.stderrIsTTY && !ctx.quiet
        let capped = BatchOptions.usefulJobs(requested: options.jobs, rows: nil)
        var shardRows: Int?
        // A shard count near Int.max overflows the product: no input holds that many rows,
        // so the count then runs to the end of the input.
        let (enough, overflows) = capped.multipliedReportingOverflow(by: options.shard.count)
        if showsBar || capped > 1, let path = input.absolutePath(ctx),
           let rows = BatchRowCounter.count(path: path, kind: source.kind, delimiter: source.delimiter ?? .comma,
                                            upTo: showsBar || overflows ? .max : enough) {
            shardRows = rows / options.shard.count + (options.shard.index < rows % options.shard.count ? 1 : 0)
        }
        let useful = BatchOptions.usefulJobs(requested: options.jobs, rows: shardRows)
        if useful < options.jobs {
            if try args.value(Self.jobs) != nil {
                ctx.note(Localization.text(MessageText(
                    "--jobs %d is more than can help; using %d", options.jobs, useful)))
            }
            options.jobs = useful
        }
        var bar: ProgressBar?
        if showsBar, let shardRows {
            bar = ProgressBar(context: ctx, label: "batch", total: shardRows)
        }
        // The output folder as --out gave it, for -v to name the files under.
        let given = (try? args.value(Self.out)) ?? options.outputDirectory
        let summary = try await BatchRunner.run(
            source, options: options,
            isInterrupted: { BatchInterrupt.received != 0 },
            onFailure: { error in
                if bar != nil { ctx.stderr.write("\r\u{1B}[K") }
                ctx.stderr.write(ErrorReport.prefix(ctx) + Sanitizer.forTerminal(Localization.text(error.messageText)) + "\n")
            },
            onWarning: { row, warning in
                if bar != nil { ctx.stderr.write("\r\u{1B}[K") }
                ctx.warn(Sanitizer.forTerminal(Localization.text(MessageText("row %d: %s", row, warning))))
            },
            onWritten: { row, paths in
                // -v names each file as its row is done, under the folder as --out gave it.
                guard ctx.verbose else { return }
                if bar != nil { ctx.stderr.write("\r\u{1B}[K") }
                for path in paths {
                    let shown = path.hasPrefix(options.outputDirectory + "/")
                        ? FileSystem.joinPath(given, String(path.dropFirst(options.outputDirectory.count + 1))) : path
                    ctx.stderr.write("row \(row): \(Sanitizer.forTerminal(shown))\n")
                }
            },
            onProgress: { done in bar?.update(done: done) })
        BatchInterrupt.stopped()
        bar?.finish()
        if !summary.unknownAttributes.isEmpty { Self.warnIgnored(summary.unknownAttributes, ctx) }
        if let stop = summary.stoppedBy { ErrorReport.print(stop, to: ctx) }
        if summary.sheetCards > 0, let path = options.sheetPath, let paper = options.sheet {
            ctx.note(trn("%s: %s cards on %d sheet of %s", "%s: %s cards on %d sheets of %s", summary.sheets,
                         FileSystem.baseName(of: path), BatchSummary.grouped(summary.sheetCards), summary.sheets,
                         paper.displayName))
        }
        ctx.note(Localization.text(summary.message))
        if summary.stoppedBy != nil { return 1 }
        if summary.interrupted { return 128 + BatchInterrupt.received }
        return summary.failed > 0 ? 1 : 0
    }

    /// The rows of `input`: standard input streamed from the context, or the file opened by path.
    static func source(_ input: InputFile, _ args: ParsedArguments, _ ctx: CommandContext) throws -> BatchSource {
        let delimiter = try args.value(Self.delimiter), strict = args[Self.strict]
        if let chunks = input.standardInputChunks(ctx) {
            return try BatchSource(name: input.name, delimiter: delimiter, strict: strict, pull: chunks)
        }
        return try BatchSource(path: input.absolutePath(ctx) ?? input.name, name: input.name, delimiter: delimiter,
                               strict: strict)
    }

    /// One warning for all the columns the header names no field for: an export's many
    /// columns are expected, a misspelt field's is not, so each close one says which it may be.
    static func warnIgnored(_ columns: [BatchHeader.UnknownColumn], _ ctx: CommandContext) {
        let list = columns.map { Localization.text($0.messageText) }.joined(separator: ", ")
        ctx.warn(trn("ignoring %d column that names no card field: %s", "ignoring %d columns that name no card field: %s",
                     columns.count, columns.count, list))
    }

    /// Every --format given, each once, in the order first given.
    static func formats(_ args: ParsedArguments) throws -> [BatchFormat] {
        var formats: [BatchFormat] = []
        for format in try args.values(format).joined() where !formats.contains(format) { formats.append(format) }
        return formats.isEmpty ? defaultFormats : formats
    }

    /// One warning for all the LDIF attributes no card field takes, as for CSV columns.
    static func warnIgnored(_ attributes: [LDIFPerson.UnknownAttribute], _ ctx: CommandContext) {
        let unknown = attributes.filter { !$0.partly }, partly = attributes.filter(\.partly)
        if !unknown.isEmpty {
            let list = unknown.map { Localization.text($0.messageText) }.joined(separator: ", ")
            ctx.warn(trn("ignoring %d LDIF attribute that names no card field: %s",
                         "ignoring %d LDIF attributes that name no card field: %s", unknown.count, unknown.count, list))
        }
        if !partly.isEmpty {
            let list = partly.map { Localization.text(MessageText("%s (line %d)", $0.name, $0.line)) }.joined(separator: ", ")
            ctx.warn(trn("kept the first value of %d LDIF attribute a card holds one of (and of labeledURI the address, not its label): %s",
                         "kept the first value of %d LDIF attributes a card holds one of (and of labeledURI the address, not its label): %s",
                         partly.count, partly.count, list))
        }
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
            code: code, signatureCode: args[noSignatureCode] ? nil : try SignatureCommand.code(code, args), render: render,
            template: try args.value(fileName), jobs: try args.value(jobs) ?? ProcessorCount.online,
            shard: try args.value(shard).resolve(in: ctx.environment), skipExisting: args[skipExisting])
        options.lines = try args.value(CardLinesOption.lines)
        let size = try args.value(backgroundSize)
        options.backgroundSize = (size.width, size.height)
        // Refused without --press whatever the formats, as by card.
        let standard = try CardCommand.pressStandard(args) ?? PressStandard()
        if options.formats.contains(where: \.isDrawn) {
            options.drawing = ServedDrawing(environment: ctx.environment, standard: standard)
        }
        if options.formats.contains(where: \.isSigned) {
            options.passSigning = try WalletOptionGroup.signing(
                args, ctx, apple: options.formats.contains(.pkpass) ? "format pkpass" : nil,
                google: options.formats.contains(.googleLink) ? "format google-link" : nil, inBatch: true)
        }
        if options.formats.contains(where: \.isPrintedCard) {
            let design = try args.value(CardCommand.template)
            let fixed = (kind: try args.given(QROptionGroup.payload), fields: try args.given(QROptionGroup.fields))
            let size = try args.value(cardSize) ?? design.defaultSize
            // As the card command: a press file, or a ground on a sheet, gets the size's bleed.
            let bleed = CardCommand.bleed(try CardCommand.bleed(try args.value(CardCommand.bleed)), size: size,
                                          style: render.style, press: args[CardCommand.press],
                                          sheet: try args.value(CardCommand.sheet) != nil && options.formats.contains(.cardPDF), ctx)
            options.card = PrintedCard.Options(
                design: design, size: size, bleed: bleed,
                lines: options.lines, style: render.style, code: code,
                fixedKind: fixed.kind != nil, fixedFields: fixed.fields != nil,
                minimumModule: try args.value(QROptionGroup.minModule).millimetres, back: args[CardCommand.back],
                picture: try CardCommand.logo(args, ctx), cropMarks: args[CardCommand.cropMarks])
            options.cardPhotos = args[CardCommand.photo]
            if options.card?.picture != nil || options.cardPhotos { try CardCommand.checkPicture(design) }
            options.cardDPI = try args.value(QROptionGroup.dpi) ?? PNGOptions.defaultDPI
            guard RenderSettings.resolutions.contains(options.cardDPI) else { throw RenderError.invalidDPI(options.cardDPI) }
            if options.formats.contains(.cardPNG), let card = options.card {
                do {
                    _ = try card.rasterSize(dpi: options.cardDPI)
                } catch {
                    // The card command's hint names its --size; batch's card size is --card-size.
                    throw UsageError.invalid(error.messageText, hint: MessageText("ask for a lower --dpi or a smaller --card-size"))
                }
            }
            options.press = args[CardCommand.press]
        }
        if let paper = try args.value(CardCommand.sheet) {
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
        return options
    }
}

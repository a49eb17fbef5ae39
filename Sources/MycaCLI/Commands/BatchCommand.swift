#if canImport(Glibc)
import Glibc
#endif
import MycaCore

/// `myca batch INPUT`: QR codes (and vCards) for every row of a CSV file or every card
/// of a vCard file, rendered in parallel.
public struct BatchCommand: Command {
    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "batch"

    /// The declaration.
    public static let spec = CommandSpec(
        name: name,
        summary: "Make QR codes for every row of a CSV or vCard file.",
        discussion: """
            INPUT is a CSV file whose header row names card fields, or a file of vCards \
            (recognized by its content); '-' reads stdin. Columns: \
            \(BatchField.allCases.map(\.headerName).joined(separator: ", ")); headers match \
            case-insensitively with '_' or ' ' for '-', and common spellings (first name, \
            surname, company, zip, …) are accepted. email, phone, url and social may repeat \
            (or be numbered: email2); every other column may appear once; an empty header cell \
            ignores its column. social is a URL or SERVICE:USER.

            Rows stream through in constant memory and are rendered by --jobs workers. Files \
            are named by --name (placeholders {row}, {handle}, {name}, {given}, {family}), made \
            safe for file names (no '/', no leading dot, no control characters, at most 200 \
            bytes) and unique ('-2', '-3' … for repeats). Each file is written to a temporary \
            name and renamed, so an interrupted run never leaves a partial file (files are \
            not fsynced: run sync if they must survive a power cut).

            A bad row is reported as 'row N: …' (rows count from 1 after the header) and the \
            batch goes on; the closing summary counts files and failed rows, and the exit \
            status is 1 if any row failed. --shard K/N renders only the rows where \
            (row - 1) mod N = K; every shard names all rows the same way, so shards 0/N … \
            N-1/N together write exactly the files of one unsharded run. A progress bar is \
            shown when stderr is a terminal and INPUT is a file (not with -q). \
            --format payload writes the raw QR payload bytes (.txt), e.g. for checking or \
            for feeding another encoder the same bytes.
            """,
        arguments: [ArgumentSpec("INPUT", help: "A CSV or vCard file, or '-' for stdin.", completion: .file)],
        options: [
            .option("out", short: "o", valueName: "DIR", default: "myca-out", completion: .directory,
                    help: "Write the files into DIR (created if missing)."),
            .option("format", short: "f", valueName: "FORMAT", allowed: ["png", "svg", "vcf", "payload", "all"],
                    default: "png", help: "What to write per row (all: png, svg and vcf)."),
            .option("payload", valueName: "KIND", allowed: PayloadKind.allCases.map(\.rawValue), default: "vcard3",
                    help: "What goes into the QR code."),
            .option("fields", valueName: "LIST", default: "all",
                    help: "Comma-separated payload fields (name, org, title, email, phone, url, address, social, note)."),
            .option("ecc", valueName: "LEVEL", allowed: ErrorCorrection.allCases.map(\.rawValue), default: "M",
                    help: "Error correction level."),
            .option("size", valueName: "LENGTH", help: "Image width, e.g. 25mm, 1in, 300px (whole pixels per module)."),
            .option("dpi", valueName: "N", help: "Resolution written into PNGs (default 300 with a physical --size)."),
            .option("scale", valueName: "N", default: "8", help: "Pixels per module when no --size is given."),
            .option("margin", valueName: "N", default: "4", help: "Quiet zone in modules."),
            .option("style", valueName: "NAME", allowed: QRStyle.allNames, default: "classic", help: "Colour palette."),
            .option("name", valueName: "TEMPLATE", default: FileNameTemplate.defaultTemplate,
                    help: "File name template: {row}, {handle}, {name}, {given}, {family}."),
            .option("jobs", short: "j", valueName: "N", help: "Rows worked on at once (default: the number of CPUs)."),
            .option("shard", valueName: "K/N", help: "Only rows where (row - 1) mod N = K."),
            .flag("skip-existing", help: "Leave rows alone whose files all exist."),
        ],
        examples: [
            Example(command: "myca batch staff.csv --out badges --size 30mm --dpi 600",
                    explanation: "One print-ready PNG per person."),
            Example(command: "myca batch contacts.vcf --format all --name '{family}-{given}'",
                    explanation: "PNG, SVG and vCard files named after each person."),
            Example(command: "parallel myca batch staff.csv --shard {}/4 ::: 0 1 2 3",
                    explanation: "Split one input across four processes or machines."),
        ])

    /// A batch command.
    public init() {}

    /// Runs the batch; exit 1 if any row failed, 130 when interrupted.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        guard let input = args.positional(0) else { throw UsageError.missingArgument("INPUT") }
        let options = try Self.options(args, ctx)
        let path = ctx.absolutePath(input)
        let source = try BatchSource(path: path)
        try FileSystem.createDirectory(options.outputDirectory, intermediate: true, mode: 0o755)

        var bar: ProgressBar?
        if ctx.stderrIsTTY && !ctx.quiet, let rows = BatchRowCounter.count(path: path, kind: source.kind) {
            let shardRows = rows / options.shard.count + (options.shard.index < rows % options.shard.count ? 1 : 0)
            bar = ProgressBar(context: ctx, label: "batch", total: shardRows)
        }
        BatchInterrupt.install()
        let ansi = ctx.ansi(for: .stderr)
        let summary = try await BatchRunner.run(
            source, options: options,
            isInterrupted: { BatchInterrupt.received != 0 },
            onFailure: { error in
                if bar != nil { ctx.stderr.write("\r\u{1B}[K") }
                ctx.stderr.write("myca: " + ansi.fg(.basic(1), "error:") + " "
                                 + Sanitizer.forTerminal(error.message) + "\n")
            },
            onProgress: { done in bar?.update(done: done) })
        bar?.finish()
        ctx.note(summary.text)
        if summary.interrupted { return 130 }
        return summary.failed > 0 ? 1 : 0
    }

    /// The batch options from the command line.
    static func options(_ args: ParsedArguments, _ ctx: CommandContext) throws -> BatchOptions {
        let formatValue = args.value("format") ?? "png"
        guard let formats = BatchFormat.parse(formatValue) else {
            throw UsageError.invalidValue(what: "'--format'", value: formatValue,
                                          allowed: ["png", "svg", "vcf", "payload", "all"], suggestion: nil)
        }
        let payload = PayloadKind(rawValue: args.value("payload") ?? "vcard3") ?? .vcard3
        let fields = try PayloadFields(parsing: args.value("fields") ?? "all")
        let ecc = ErrorCorrection(rawValue: args.value("ecc") ?? "M") ?? .medium
        let style = try QRStyle.named(args.value("style") ?? "classic")
        let size = try args.value("size").map { try PhysicalLength(parsing: $0) }
        let dpi = try args.int("dpi")
        let scale = try args.int("scale") ?? 8
        let margin = try args.int("margin") ?? 4
        let png = PNGOptions(style: style, margin: margin, scale: scale, size: size, dpi: dpi)
        // Check the drawing options once here, not once per row.
        if let probe = QRMatrix(version: 1, size: 21, modules: Array(repeating: false, count: 441)) {
            _ = try PNGRenderer.layout(probe, options: png)
        }
        let svg = SVGOptions(style: style, margin: margin, size: size, scale: scale)
        let template = try FileNameTemplate(args.value("name") ?? FileNameTemplate.defaultTemplate)
        let jobs: Int
        if let given = try args.int("jobs") {
            guard given >= 1 else { throw UsageError.badValue(option: "--jobs", value: String(given), expected: "1 or more") }
            jobs = given
        } else {
            jobs = ProcessorCount.online
        }
        var shard = BatchShard.all
        if let text = args.value("shard") {
            guard let parsed = BatchShard(parsing: text) else {
                throw UsageError.badValue(option: "--shard", value: text, expected: "K/N with 0 <= K < N, e.g. 0/3")
            }
            shard = parsed
        }
        return BatchOptions(
            outputDirectory: ctx.absolutePath(args.value("out") ?? "myca-out"), formats: formats,
            payload: payload, fields: fields, qr: QROptions(ecc: ecc), png: png, svg: svg,
            template: template, jobs: jobs, shard: shard, skipExisting: args.flag("skip-existing"))
    }
}

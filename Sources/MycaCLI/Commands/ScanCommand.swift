import MycaCore

/// `myca scan IMAGE…`: every contact in screenshots and photos, from their QR codes or,
/// where an image holds none, from the text of a paper card.
struct ScanCommand: Command {
    static let name = "scan"

    static let spec = CommandSpec(
        name: name,
        summary: "Find the contacts in screenshots and photos of QR codes and paper cards.",
        discussion: """
            Reads PNG and JPEG images (- for standard input) and finds every QR code in \
            each, several per image, in screenshots and in photos taken at an angle, \
            blurred or dim. A code may carry a vCard (2.1, 3.0 or 4.0, read as 'myca \
            import' reads it, with its warnings), a MECARD, a BIZCARD, a MATMSG or mailto: \
            email, a tel: number or a web address, which becomes the contact's URL: \
            nothing is fetched. Where an image holds no code, the text of a paper card is \
            read by OCR (English, or Japanese with English, chosen from what reads best, or \
            --lang) and sorted into name, title, organization, emails, phones, web \
            addresses and postal address; fields read with low confidence are named on \
            stderr.

            Images are read --jobs at a time, with a progress bar over several images on a \
            terminal. Each contact is written as a vCard 4.0 to standard output (--json: a \
            JSON array for scripts; --format csv: the columns Google Contacts and common \
            CRMs import), and a line per image on stderr says what was found. With --to DIR the contacts are added to \
            a vdir, one FILE.vcf per contact named by its UID, as khard and vdirsyncer \
            read it: a contact that shares an email address or a phone number with one \
            there is merged into it (values added, nothing overwritten, the difference \
            shown on stderr), unless --no-merge. With --edit, each contact first opens \
            in $VISUAL or $EDITOR as 'myca edit' opens a card, and opens again with the \
            error on top until it is right; quitting the editor with an error status \
            (vi's :cq) leaves that contact out. Scanned contacts never enter the store \
            of your own cards.

            The codes and the text are read by the program myca-scan (ZXing-cpp, \
            Tesseract and Leptonica), so no other command loads those libraries. Images \
            are checked whole before they are decoded (size, structure, scans) and never \
            kept. An image with neither a code nor a readable card is an error naming \
            the file and why; the others are still written, and the exit status is 1.
            """,
        arguments: [
            ArgumentSpec("IMAGE", help: "PNG or JPEG images, or - for standard input.", repeating: true, completion: .file)
        ],
        options: [to.spec, noMerge.spec, edit.spec, json.spec, format.spec, language.spec, jobs.spec],
        examples: [
            Example(command: "myca scan badge.jpg", explanation: "The contacts in a photo, as vCard 4.0."),
            Example(command: "myca scan --to ~/.contacts/met ~/Pictures/meetup/*.jpg",
                    explanation: "Add every contact from a meetup's photos to a vdir khard reads."),
            Example(command: "myca scan --lang jpn meishi.jpg", explanation: "A Japanese paper card."),
            Example(command: "myca scan --edit --to ~/.contacts/met card.jpg",
                    explanation: "Check and correct what OCR read before the contact is added."),
        ])

    /// `--to DIR`.
    static let to = Option<String?>(
        "to", valueName: "DIR", completion: .directory, category: OptionCategory.output,
        help: "Add the contacts to the vdir DIR (one .vcf per contact) instead of printing them.")
    /// `--no-merge`.
    static let noMerge = Flag(
        "no-merge", category: OptionCategory.output, help: "With --to, keep a contact apart from one there with the same email or phone.")
    /// `--edit`.
    static let edit = Flag(
        "edit", category: OptionCategory.output,
        help: "Review each contact in $VISUAL or $EDITOR before it is written, as 'myca edit' opens a card; quitting the editor with an error status leaves that contact out.")
    /// `--json`.
    static let json = Flag(
        "json", category: OptionCategory.output,
        help: "Print the contacts as a JSON array (each with its image, what it was read from, and the card as 'myca show --json' gives it).")
    /// `--format FORMAT`.
    static let format = Option<ScanFormat>(
        "format", valueName: "FORMAT", default: .vcard, category: OptionCategory.output,
        help: "vcard (vCard 4.0), or csv: the columns Google Contacts and common CRMs import.")
    /// `--lang LANG`.
    static let language = Option<ScanLanguage>(
        "lang", valueName: "LANG", default: .auto, help: "The language of paper cards: auto, eng (English) or jpn (Japanese).")

    /// `--jobs N`.
    static let jobs = Option<Int?>(
        "jobs", short: "j", valueName: "N", help: "Images read at once (default: the number of CPUs).",
        check: { ($0 ?? 1) >= 1 ? nil : MessageText("1 or more") })

    /// Scans every image; 1 when one gave no contact or could not be read.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let files = args.positionals.map(InputFile.init(argument:))
        if files.isEmpty { throw UsageError.missingArgument("IMAGE") }
        try InputFile.check(files)
        let request = try Self.request(files, args, ctx)
        return try await ScanRun(request: request, context: ctx).run() ? 0 : 1
    }

    /// What the options ask for, refused when they do not go together.
    static func request(_ files: [InputFile], _ args: ParsedArguments, _ ctx: CommandContext) throws -> ScanRequest {
        let directory = try args.value(Self.to)
        let format = try args.value(Self.format)
        if format == .csv, args[Self.json] || directory != nil {
            throw UsageError.invalid(MessageText("option '--format csv' prints the contacts, so it goes without '--json' and '--to'"),
                                     hint: nil)
        }
        if args[Self.json], directory != nil {
            throw UsageError.invalid(MessageText("options '--json' and '--to' cannot be used together"),
                                     hint: MessageText("--to writes the contacts to the vdir; --json prints them"))
        }
        if args[Self.noMerge], directory == nil {
            throw UsageError.invalid(MessageText("option '--no-merge' needs '--to DIR'"),
                                     hint: MessageText("without a vdir, every contact is printed apart already"))
        }
        let output: ScanRequest.Output = directory.map { .directory(ctx.absolutePath($0), merge: !args[Self.noMerge]) }
            ?? (args[Self.json] ? .json : format == .csv ? .csv : .vcard)
        let review = args[Self.edit] ? try ctx.openStore() : nil
        if review != nil, !ctx.stdinIsTTY, ["VISUAL", "EDITOR"].allSatisfy({ (ctx.environment[$0] ?? "").allSatisfy(\.isWhitespace) }) {
            throw UsageError.invalid(MessageText("option '--edit' needs a terminal or $EDITOR"),
                                     hint: MessageText("set $EDITOR, or scan without '--edit'"))
        }
        return ScanRequest(files: files, language: try args.value(Self.language), program: try HelperProgram.scan.locate(environment: ctx.environment),
                           jobs: min(try args.value(Self.jobs) ?? ProcessorCount.online, files.count), output: output, review: review)
    }
}

/// What the contacts are printed as.
enum ScanFormat: String, CaseIterable, ArgumentValue {
    case vcard, csv

    var argumentText: String? { rawValue }
    static var allowedArguments: [String]? { allCases.map(\.rawValue) }
}

/// The language a paper card is read in.
enum ScanLanguage: String, CaseIterable, ArgumentValue {
    case auto, eng, jpn

    /// What myca-scan is told: `auto` reads in English and, when that reads poorly, in
    /// Japanese, whose Latin lines are read again in English.
    var ocrLanguage: String { rawValue }

    var argumentText: String? { rawValue }
    static var allowedArguments: [String]? { allCases.map(\.rawValue) }
}

import MycaCore

/// `myca scan IMAGE…`: every contact in screenshots and photos, from their QR codes or,
/// where an image holds none, from the text of a paper card.
public struct ScanCommand: Command {
    private static let output = "Output"

    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "scan"

    /// The declaration.
    public static let spec = CommandSpec(
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
            shown on stderr), unless --no-merge. Scanned contacts never enter the store \
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
        options: [to.spec, noMerge.spec, json.spec, format.spec, language.spec, jobs.spec],
        examples: [
            Example(command: "myca scan badge.jpg", explanation: "The contacts in a photo, as vCard 4.0."),
            Example(command: "myca scan --to ~/.contacts/met ~/Pictures/meetup/*.jpg",
                    explanation: "Add every contact from a meetup's photos to a vdir khard reads."),
            Example(command: "myca scan --lang jpn meishi.jpg", explanation: "A Japanese paper card."),
        ])

    /// `--to DIR`.
    static let to = Option<String?>(
        "to", valueName: "DIR", completion: .directory, category: output,
        help: "Add the contacts to the vdir DIR (one .vcf per contact) instead of printing them.")
    /// `--no-merge`.
    static let noMerge = Flag(
        "no-merge", category: output, help: "With --to, keep a contact apart from one there with the same email or phone.")
    /// `--json`.
    static let json = Flag(
        "json", category: output,
        help: "Print the contacts as a JSON array (each with its image, what it was read from, and the card as 'myca show --json' gives it).")
    /// `--format FORMAT`.
    static let format = Option<ScanFormat>(
        "format", valueName: "FORMAT", default: .vcard, category: output,
        help: "vcard (vCard 4.0), or csv: the columns Google Contacts and common CRMs import.")
    /// `--lang LANG`.
    static let language = Option<ScanLanguage>(
        "lang", valueName: "LANG", default: .auto, help: "The language of paper cards: auto, eng (English) or jpn (Japanese).")

    /// `--jobs N`.
    static let jobs = Option<Int?>(
        "jobs", short: "j", valueName: "N", help: "Images read at once (default: the number of CPUs).",
        check: { ($0 ?? 1) >= 1 ? nil : MessageText("1 or more") })

    /// A scanner.
    public init() {}

    /// Scans every image; 1 when one gave no contact or could not be read.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let files = args.positionals.map(InputFile.init(argument:))
        if files.isEmpty { throw UsageError.missingArgument("IMAGE") }
        try InputFile.check(files)
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
        let language = try args.value(Self.language)
        let program = try HelperProgram.scan.locate(environment: ctx.environment)
        let jobs = min(try args.value(Self.jobs) ?? ProcessorCount.online, files.count)
        let reports = try await Self.scanAll(files, language: language, program: program, jobs: jobs, ctx)
        var failed = false
        var contacts: [ScannedContact] = []
        for (file, report) in zip(files, reports) {
            do {
                contacts += try Self.contacts(in: try report.get(), of: file, ctx)
            } catch let error as any MycaError {
                ErrorReport.print(error, to: ctx)
                failed = true
            }
        }
        var snapshots: [ProfileSnapshot] = []
        var read: [ScannedContact] = []
        for contact in contacts {
            do {
                snapshots.append(try contact.profile.snapshot())
                read.append(contact)
            } catch {
                ErrorReport.print(ScanContactError.invalid(file: contact.file, source: contact.source,
                                                           reason: Localization.messageText(of: error)), to: ctx)
                failed = true
            }
        }
        if let directory {
            let outcome = try ContactDirectory(path: ctx.absolutePath(directory)).add(snapshots, merge: !args[Self.noMerge])
            for change in outcome { ctx.note(Self.describe(change)) }
        } else if args[Self.json] {
            let items: [JSONValue] = zip(read, snapshots).map { contact, snapshot in
                var item = JSONObject()
                item["image"] = .string(contact.file)
                item["source"] = .string(contact.source)
                item["card"] = snapshot.jsonValue
                return .object(item)
            }
            ctx.stdout.write(JSONValue.array(items).serialized(pretty: true) + "\n")
            ctx.stdout.flush()
        } else if format == .csv {
            ctx.stdout.write(ContactCSV.write(snapshots))
            ctx.stdout.flush()
        } else if !snapshots.isEmpty {
            ctx.stdout.write(VCardWriter.write(snapshots, version: .v4_0))
            ctx.stdout.flush()
        }
        return failed ? 1 : 0
    }

    /// What myca-scan found in each image, in the order of `files`: `jobs` images at once,
    /// each in a myca-scan of its own (the waiting is for those processes, so a thread each
    /// is all it takes), with a progress bar over several images on a terminal.
    static func scanAll(_ files: [InputFile], language: ScanLanguage, program: String, jobs: Int,
                        _ ctx: CommandContext) async throws -> [Result<ScanReport, any Error>] {
        // Standard input is read here, once; files are read by the job that scans them.
        var standardInput: [UInt8] = []
        if let chunks = InputFile.standardInput.standardInputChunks(ctx), files.contains(.standardInput) {
            // Past the limit, one byte more is enough to refuse it: a huge pipe is never held whole.
            while standardInput.count <= ScanLimits.maximumBytes {
                let chunk = chunks()
                if chunk.isEmpty { break }
                standardInput += chunk
            }
        }
        let piped = standardInput
        // One thread per myca-scan: Tesseract's OpenMP threads would otherwise contend with
        // the other jobs for the same CPUs, and --jobs is what spreads the work.
        let environment = ctx.environment.setting("OMP_THREAD_LIMIT", to: "1")
        @Sendable func scan(_ file: InputFile) throws -> ScanReport {
            let bytes = file == .standardInput ? piped
                : try FileSystem.readFile(ctx.absolutePath(file.name), limit: ScanLimits.maximumBytes)
            let checked = try ScanLimits.check(bytes, name: file.name)
            return try ScanProgram.scan(bytes, orientation: checked.orientation, language: language.ocrLanguage,
                                        program: program, environment: environment)
        }
        var results = [Result<ScanReport, any Error>?](repeating: nil, count: files.count)
        var bar = files.count > 1 ? ProgressBar(context: ctx, label: "scan", total: files.count) : nil
        let pool = try ThreadPoolExecutor(maximumThreads: max(jobs, 1))
        await withTaskGroup(of: (Int, Result<ScanReport, any Error>).self) { group in
            var next = 0
            func start() {
                let index = next, file = files[index]
                next += 1
                group.addTask(executorPreference: pool) { (index, Result { try scan(file) }) }
            }
            for _ in 0..<max(jobs, 1) where next < files.count { start() }
            var done = 0
            while let (index, result) = await group.next() {
                results[index] = result
                done += 1
                bar?.update(done: done)
                if next < files.count { start() }
            }
        }
        bar?.finish()
        return results.map { $0 ?? .failure(ScanError.undecodable(file: "", detail: "not scanned")) }
    }

    /// The contacts in one image's report, with a line on stderr saying what was found.
    static func contacts(in report: ScanReport, of file: InputFile, _ ctx: CommandContext) throws -> [ScannedContact] {
        var contacts: [ScannedContact] = []
        var found: [String] = []
        for code in report.codes {
            let payload = ContactPayload(text: code.text)
            for warning in payload.warnings { ctx.warn(tr("%s: %s code: %s", file.name, payload.kind.rawValue, Localization.text(warning.text))) }
            if payload.profiles.isEmpty {
                found.append(tr("a code without a contact (%s)", Self.excerpt(code.text)))
            }
            for profile in payload.profiles {
                contacts.append(ScannedContact(file: file.name, source: payload.kind.rawValue, profile: profile))
                found.append(tr("%s (%s)", payload.kind.rawValue, Self.label(profile)))
            }
        }
        if report.codes.isEmpty {
            var card = PaperCardReader.read(report.lines, language: report.language)
            if !card.isEmpty {
                for field in card.doubtful { ctx.warn(tr("%s: read with low confidence: %s", file.name, field)) }
                card.profile.formattedName = card.profile.formattedName
                contacts.append(ScannedContact(file: file.name, source: "OCR", profile: card.profile))
                found.append(tr("a paper card (%s)", Self.label(card.profile)))
            }
        }
        guard !contacts.isEmpty else {
            if !report.codes.isEmpty {
                ctx.note(tr("%s: %s", file.name, found.joinedText(separator: ", ")))
            }
            throw ScanError.nothingFound(file: file.name, reason: report.codes.isEmpty ? report.emptyReason : .noContact)
        }
        ctx.note(trn("%s: %d contact: %s", "%s: %d contacts: %s", contacts.count, file.name, contacts.count,
                     found.joinedText(separator: ", ")))
        return contacts
    }

    /// What a contact is called in the lines on stderr: its name, else its first value.
    static func label(_ profile: Profile) -> String {
        let name = TypedValue.trim(profile.formattedName.isEmpty
            ? [profile.givenName, profile.familyName].filter { !$0.isEmpty }.joinedText(separator: " ") : profile.formattedName)
        return name.isEmpty ? (profile.organization.isEmpty ? "?" : profile.organization) : name
    }

    /// The start of a code's text, on one line.
    static func excerpt(_ text: String) -> String {
        let line = String(text.prefix { $0 != "\n" && $0 != "\r" })
        return line.count > 40 ? String(line.prefix(40)) + "…" : line
    }

    /// A line on stderr for what `--to` did with a contact.
    static func describe(_ change: ContactDirectory.Change) -> String {
        switch change {
        case let .added(file, name): return tr("added %s as %s", name, file)
        case let .unchanged(file, name): return tr("%s is in %s already", name, file)
        case let .merged(file, name, added):
            return tr("merged %s into %s: added %s", name, file, added.joinedText(separator: ", "))
        }
    }
}

/// A contact found in an image: where, from what, and its fields.
struct ScannedContact {
    var file: String
    /// The kind of code (`vCard`, `MECARD`, …) or `OCR`.
    var source: String
    var profile: Profile
}

/// A contact read from an image that does not validate.
enum ScanContactError: MycaError, Equatable {
    case invalid(file: String, source: String, reason: MessageText)

    var messageText: MessageText {
        switch self {
        case let .invalid(file, source, reason): MessageText("%s: a contact (%s) is left out: %s", file, source, reason)
        }
    }

    var hintText: MessageText? { nil }
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

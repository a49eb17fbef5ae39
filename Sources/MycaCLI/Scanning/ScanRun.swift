import MycaCore

/// What `myca scan` was asked to do, its options checked.
struct ScanRequest {
    /// Where the contacts go.
    enum Output {
        case vcard, json, csv
        /// A vdir; `merge`: into a contact there sharing an email or a phone number.
        case directory(String, merge: Bool)
    }

    var files: [InputFile]
    var language: ScanLanguage
    /// The myca-scan to run.
    var program: String
    var jobs: Int
    var output: Output
    /// The store whose drafts folder holds the text of each contact reviewed in the
    /// editor; nil when contacts are not reviewed.
    var review: CardStore?
}

/// One `myca scan`: the images read `jobs` at a time, their contacts found, reviewed in
/// the editor when asked, and written where the request says.
struct ScanRun {
    let request: ScanRequest
    let context: CommandContext

    /// Whether every image gave a contact and every contact was written.
    func run() async throws -> Bool {
        let ctx = context
        let reports = try await Self.scanAll(request.files, language: request.language, program: request.program,
                                             jobs: request.jobs, ctx)
        var failed = false
        var contacts: [ScannedContact] = []
        for (file, report) in zip(request.files, reports) {
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
                if let store = request.review {
                    snapshots.append(try ScanReview(context: ctx, store: store).review(contact))
                } else {
                    snapshots.append(try contact.profile.snapshot())
                }
                read.append(contact)
            } catch let error as EditingError {
                // An editor that cannot run fails every review alike: the scan stops.
                if case .editorFailed = error { throw error }
                ErrorReport.print(error, to: ctx)
                failed = true
            } catch let error as ScanContactError {
                ErrorReport.print(error, to: ctx)
                failed = true
            } catch let error as ProfileError {
                ErrorReport.print(ScanContactError.invalid(file: contact.file, source: contact.source,
                                                           reason: Localization.messageText(of: error)), to: ctx)
                failed = true
            }
        }
        try write(read, snapshots)
        return !failed
    }

    /// Writes the contacts where the request says.
    private func write(_ contacts: [ScannedContact], _ snapshots: [ProfileSnapshot]) throws {
        let ctx = context
        switch request.output {
        case let .directory(path, merge):
            let outcome = try ContactDirectory(path: path).add(snapshots, merge: merge)
            for change in outcome { ctx.note(Self.describe(change)) }
            return
        case .json:
            let items: [JSONValue] = zip(contacts, snapshots).map { contact, snapshot in
                var item = JSONObject()
                item["image"] = .string(contact.file)
                item["source"] = .string(contact.source)
                item["card"] = snapshot.jsonValue
                return .object(item)
            }
            ctx.stdout.write(JSONValue.array(items).serialized(pretty: true) + "\n")
        case .csv:
            ctx.stdout.write(ContactCSV.write(snapshots))
        case .vcard:
            guard !snapshots.isEmpty else { return }
            ctx.stdout.write(VCardWriter.write(snapshots, version: .v4_0))
        }
        ctx.stdout.flush()
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
                ctx.note(tr("%s: %s", file.name, found.joined(separator: ", ")))
            }
            throw ScanError.nothingFound(file: file.name, reason: report.codes.isEmpty ? report.emptyReason : .noContact)
        }
        ctx.note(trn("%s: %d contact: %s", "%s: %d contacts: %s", contacts.count, file.name, contacts.count,
                     found.joined(separator: ", ")))
        return contacts
    }

    /// What a contact is called in the lines on stderr: its name, else its first value.
    static func label(_ profile: Profile) -> String {
        let name = WhiteSpace.trim(profile.formattedName.isEmpty
            ? [profile.givenName, profile.familyName].filter { !$0.isEmpty }.joined(separator: " ") : profile.formattedName)
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
            return tr("merged %s into %s: added %s", name, file, added.joined(separator: ", "))
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
    /// The person quit the editor on purpose while reviewing it (`--edit`); what they
    /// typed, when anything, is kept in `draft`.
    case cancelled(file: String, name: String, status: Int32, draft: String?)

    var messageText: MessageText {
        switch self {
        case let .invalid(file, source, reason): MessageText("%s: a contact (%s) is left out: %s", file, source, reason)
        case let .cancelled(file, name, status, draft):
            if let draft {
                MessageText("%s: the editor quit with status %d, so the contact %s is left out; your text is kept in %s",
                            file, Int(status), name, draft)
            } else {
                MessageText("%s: the editor quit with status %d, so the contact %s is left out", file, Int(status), name)
            }
        }
    }

    var hintText: MessageText? {
        switch self {
        case .invalid: nil
        case .cancelled: MessageText("scan the image again to keep it")
        }
    }
}

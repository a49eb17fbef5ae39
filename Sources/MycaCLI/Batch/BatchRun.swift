import MycaCore

/// `myca batch`'s work: the input opened, the rows counted for the progress bar and the
/// jobs, every row run by ``BatchRunner``, and what happened reported as it happens.
enum BatchRun {
    typealias Group = BatchOptionGroup

    /// Runs the batch; exit 1 if any row failed, 128 + the signal (130, 143) when interrupted.
    static func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let argument = args.required(0)
        let input = InputFile(argument: argument)
        var options = try Group.options(args, ctx)
        // Installed before the input is opened: opening a FIFO or reading the header may block.
        BatchInterrupt.install(forcedExitMessage: Localization.text(MessageText(
            "interrupted: gave up waiting for the rows in flight")))
        let source = try Group.source(input, args, ctx)
        if try args.value(Group.delimiter) != nil, source.kind != .csv {
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
            if try args.value(Group.jobs) != nil {
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
        let given = (try? args.value(Group.out)) ?? options.outputDirectory
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

    /// One warning for all the columns the header names no field for: an export's many
    /// columns are expected, a misspelt field's is not, so each close one says which it may be.
    static func warnIgnored(_ columns: [BatchHeader.UnknownColumn], _ ctx: CommandContext) {
        let list = columns.map { Localization.text($0.messageText) }.joinedText(separator: ", ")
        ctx.warn(trn("ignoring %d column that names no card field: %s", "ignoring %d columns that name no card field: %s",
                     columns.count, columns.count, list))
    }

    /// One warning for all the LDIF attributes no card field takes, as for CSV columns.
    static func warnIgnored(_ attributes: [LDIFPerson.UnknownAttribute], _ ctx: CommandContext) {
        let unknown = attributes.filter { !$0.partly }, partly = attributes.filter(\.partly)
        if !unknown.isEmpty {
            let list = unknown.map { Localization.text($0.messageText) }.joinedText(separator: ", ")
            ctx.warn(trn("ignoring %d LDIF attribute that names no card field: %s",
                         "ignoring %d LDIF attributes that name no card field: %s", unknown.count, unknown.count, list))
        }
        if !partly.isEmpty {
            let list = partly.map { Localization.text(MessageText("%s (line %d)", $0.name, $0.line)) }.joinedText(separator: ", ")
            ctx.warn(trn("kept the first value of %d LDIF attribute a card holds one of (and of labeledURI the address, not its label): %s",
                         "kept the first value of %d LDIF attributes a card holds one of (and of labeledURI the address, not its label): %s",
                         partly.count, partly.count, list))
        }
    }
}

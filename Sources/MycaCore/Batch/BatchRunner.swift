/// Runs a batch on `options.jobs` threads, each working whole rows: a job takes the next
/// chunk of rows from the input itself (read and named in input order, under the
/// ``BatchFeed``'s lock) and then renders and writes them; the calling task only
/// records what comes back.
///
/// The whole row is the parallel part. When the calling task read the rows and handed
/// them over, one job ran on a thread and a bit, and two jobs put three threads on two
/// CPUs, woken for every chunk: two jobs were not worth two cores (bench/README.md).
///
/// Memory stays flat: at most two chunks per job are in flight (`maximumChunk` rows
/// each), and names are remembered as 64-bit hashes (``FileNameAllocator``). Row
/// failures go to `onFailure` as their chunk finishes (in input order with one job,
/// close to it with more); the run goes on.
public enum BatchRunner {
    /// The most rows a job takes at once. Each chunk costs a task, a lock and a wake-up
    /// of the calling task; chunks start at one row and grow, so a short batch still
    /// spreads over every job, and progress and failures still come as they happen.
    static let maximumChunk = 16

    /// Runs the batch; `onFailure`, `onWarning` (a row and what the single command would
    /// have warned of) and `onProgress` (rows done so far) are called on the calling task,
    /// never concurrently. `isInterrupted` is polled there between chunks. A run that
    /// writes pages ends by writing the team site's index, and one that imposes its cards
    /// on sheets by drawing them, unless it was interrupted or stopped.
    /// - Throws: `FileSystemError` when the input cannot be read any more or the index
    ///   cannot be written, ``ThreadStartError`` when no worker thread can be started.
    public static func run(
        _ source: sending BatchSource, options: BatchOptions,
        isInterrupted: () -> Bool = { false },
        onFailure: (BatchRowError) -> Void = { _ in },
        onWarning: (Int, MessageText) -> Void = { _, _ in },
        onWritten: (Int, [String]) -> Void = { _, _ in },
        onProgress: (Int) -> Void = { _ in }
    ) async throws -> BatchSummary {
        let feed = BatchFeed(source, options: options, maximumChunk: maximumChunk)
        var summary = BatchSummary()
        var done = 0
        var entries: [TeamSite.Entry] = []
        var sheets = try BatchSheets(options)
        // Chunks finished before an earlier one, held until the sheets can take their cards
        // in row order; while more than two per job wait, no chunk is started (`owed`), so a
        // slow chunk never makes the others' cards pile up.
        var waiting: [Int: [PrintSheet.Card]] = [:]
        var nextChunk = 0, owed = 0
        // Jobs run on threads of their own, as many as jobs: the caller's task may prefer
        // a single-threaded executor (the command line runs on its main thread).
        let pool = try ThreadPoolExecutor(maximumThreads: options.jobs)
        try await withThrowingTaskGroup(of: BatchFeed.Chunk.self) { group in
            func start() {
                group.addTask(executorPreference: pool) { try feed.work() }
            }
            // Two chunks per job in flight: a job that finishes one finds the next queued.
            for _ in 0..<(2 * options.jobs) { start() }
            var more = true
            while let chunk = try await group.next() {
                entries += chunk.entries
                for outcome in chunk.outcomes {
                    switch outcome {
                    case .written(let written):
                        summary.files += written.files
                        onWritten(written.row, written.paths)
                        if !written.warnings.isEmpty { summary.warned += 1 }
                        for warning in written.warnings { onWarning(written.row, warning) }
                    case .skipped: summary.skipped += 1
                    case .failed(let error) where error.stop != nil:
                        summary.files += error.written
                        if summary.stoppedBy == nil { summary.stoppedBy = error.stop }
                        more = false
                        feed.stop()
                    case .failed(let error):
                        summary.failed += 1
                        onFailure(error)
                    }
                }
                summary.rows += chunk.outcomes.count
                done += chunk.outcomes.count
                if !chunk.outcomes.isEmpty { onProgress(done) }
                if chunk.isLast { more = false }
                if sheets != nil, summary.stoppedBy == nil {
                    waiting[chunk.sequence] = chunk.outcomes.compactMap { outcome in
                        if case .written(let written) = outcome { written.sheetCard } else { nil }
                    }
                    do {
                        while let cards = waiting.removeValue(forKey: nextChunk) {
                            try sheets?.add(cards)
                            nextChunk += 1
                        }
                    } catch let error as BatchError {
                        summary.stoppedBy = error
                        more = false
                        feed.stop()
                    }
                }
                guard more else { continue }
                if isInterrupted() {
                    summary.interrupted = true
                    more = false
                    feed.stop()
                } else if waiting.count > 2 * options.jobs {
                    owed += 1
                } else {
                    for _ in 0 ... owed { start() }
                    owed = 0
                }
            }
        }
        summary.unknownAttributes = feed.unknownAttributes()
        if options.writesIndex, !summary.interrupted, summary.stoppedBy == nil {
            try FileSystem.writeFileReplacingEntry(Array(TeamSite.index(entries, style: options.render.style).utf8),
                                                   to: FileSystem.joinPath(options.outputDirectory, TeamSite.indexName))
            summary.files += 1
        }
        // The sheets' file, made a press file when asked.
        if let path = options.sheetPath, let drawing = options.drawing, !summary.interrupted, summary.stoppedBy == nil,
           var pdf = try sheets?.finish() {
            if options.press { pdf = try drawing.press(pdf, title: FileSystem.baseName(of: path)) }
            try FileSystem.writeFileReplacingEntry(pdf, to: path)
            summary.sheetCards = sheets?.cards ?? 0
            summary.sheets = sheets?.sheets ?? 0
            summary.files += 1
        }
        return summary
    }
}

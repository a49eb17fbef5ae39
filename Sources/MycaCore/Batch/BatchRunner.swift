/// Runs a batch: reads rows one at a time, names them, and renders this shard's rows
/// on `options.jobs` worker threads, handed over in chunks of rows.
///
/// Memory stays flat: at most two chunks per job are in flight (`maximumChunk` rows
/// each), the reader holds one record, and names are remembered as 64-bit hashes
/// (``FileNameAllocator``). Row failures go to `onFailure` as they happen (close to
/// input order); the run goes on.
public enum BatchRunner {
    /// What a worker reports back for one row.
    struct Outcome: Sendable {
        var files: Int
        var error: BatchRowError?
    }

    /// The most rows handed to a worker at once. A hand-over costs a task, a wake-up of
    /// a worker and one of the reader; one row at a time, that was a measurable share
    /// of a row's work and kept two jobs from being worth two cores (bench/README.md).
    /// Chunks start at one row and grow, so a short batch still spreads over every job.
    static let maximumChunk = 16

    /// Runs the batch; `onFailure` and `onProgress` (rows done so far) are called on the
    /// calling task, never concurrently. `isInterrupted` is polled between rows.
    /// - Throws: `FileSystemError` when the input cannot be read any more.
    public static func run(
        _ source: BatchSource, options: BatchOptions,
        isInterrupted: () -> Bool = { false },
        onFailure: (BatchRowError) -> Void = { _ in },
        onProgress: (Int) -> Void = { _ in }
    ) async throws -> BatchSummary {
        var summary = BatchSummary()
        var names = FileNameAllocator()
        var done = 0
        var inFlight = 0
        var submitted = 0
        var chunk: [BatchJob] = []

        func record(_ outcome: Outcome) {
            summary.files += outcome.files
            if let error = outcome.error {
                summary.failed += 1
                onFailure(error)
            }
            done += 1
            onProgress(done)
        }

        /// Rows per chunk: one per job at first, then more as the batch proves long
        /// (a quarter of the rows handed over so far per job, up to `maximumChunk`).
        func chunkSize() -> Int {
            min(maximumChunk, max(1, submitted / (4 * options.jobs)))
        }

        // Jobs run on threads of their own, as many as jobs: the caller's task may prefer
        // a single-threaded executor (the command line runs on its main thread).
        let pool = ThreadPoolExecutor(maximumThreads: options.jobs)
        // Two chunks per worker in flight: a worker finds its next chunk queued instead of
        // sleeping until the reader hands it one.
        let window = 2 * options.jobs
        try await withThrowingTaskGroup(of: [Outcome].self) { group in
            func submit() async throws {
                if inFlight >= window, let outcomes = try await group.next() {
                    inFlight -= 1
                    outcomes.forEach(record)
                }
                let jobs = chunk
                group.addTask(executorPreference: pool) {
                    jobs.map { job in
                        do throws(BatchRowError) {
                            return Outcome(files: try job.run(options))
                        } catch {
                            return Outcome(files: 0, error: error)
                        }
                    }
                }
                inFlight += 1
                submitted += chunk.count
                chunk.removeAll(keepingCapacity: true)
            }

            while let row = try source.next() {
                if isInterrupted() {
                    summary.interrupted = true
                    break
                }
                // Every row is named, in or out of the shard, so all shards agree on names.
                var stem: String?
                if case .success(let profile) = row.profile {
                    stem = names.claim(options.template.stem(for: profile, row: row.number))
                }
                guard options.shard.contains(row: row.number) else { continue }
                summary.rows += 1
                switch row.profile {
                case .failure(let error):
                    record(Outcome(files: 0, error: error))
                case .success(let profile):
                    guard let stem else { continue }
                    if options.skipExisting,
                       options.formats.allSatisfy({ FileSystem.exists(options.path(stem: stem, format: $0)) }) {
                        summary.skipped += 1
                        done += 1
                        onProgress(done)
                        continue
                    }
                    chunk.append(BatchJob(row: row.number, profile: profile, stem: stem))
                    if chunk.count >= chunkSize() { try await submit() }
                }
            }
            if !chunk.isEmpty { try await submit() }
            while let outcomes = try await group.next() {
                outcomes.forEach(record)
            }
        }
        return summary
    }
}

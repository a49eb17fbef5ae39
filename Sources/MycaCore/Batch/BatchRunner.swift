/// Runs a batch: reads rows one at a time, names them, and renders this shard's rows
/// in a bounded task group of `options.jobs` workers.
///
/// Memory stays flat: at most two rows per job are in flight, the reader holds one record,
/// and names are remembered as 64-bit hashes (``FileNameAllocator``). Row failures go
/// to `onFailure` as they happen (close to input order); the run goes on.
public enum BatchRunner {
    /// What a worker reports back.
    struct Outcome: Sendable {
        var files: Int
        var error: BatchRowError?
    }

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

        func record(_ outcome: Outcome) {
            summary.files += outcome.files
            if let error = outcome.error {
                summary.failed += 1
                onFailure(error)
            }
            done += 1
            onProgress(done)
        }

        // Jobs run on threads of their own, as many as jobs: the caller's task may prefer
        // a single-threaded executor (the command line runs on its main thread).
        let pool = ThreadPoolExecutor(maximumThreads: options.jobs)
        // Two rows per worker in flight: a worker finds its next job queued instead of
        // sleeping until the reader hands it one (two context switches a row with one).
        let window = 2 * options.jobs
        try await withThrowingTaskGroup(of: Outcome.self) { group in
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
                    if inFlight >= window, let outcome = try await group.next() {
                        inFlight -= 1
                        record(outcome)
                    }
                    let job = BatchJob(row: row.number, profile: profile, stem: stem)
                    group.addTask(executorPreference: pool) {
                        do throws(BatchRowError) {
                            return Outcome(files: try job.run(options))
                        } catch {
                            return Outcome(files: 0, error: error)
                        }
                    }
                    inFlight += 1
                }
            }
            while let outcome = try await group.next() {
                record(outcome)
            }
        }
        return summary
    }
}

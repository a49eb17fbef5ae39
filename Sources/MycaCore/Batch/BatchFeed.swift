import Synchronization

/// The rows of a batch as the jobs take them: read, named and filtered by shard in input
/// order under one lock, in chunks that grow as the batch proves long, then worked on
/// outside it. Reading is a small share of a row (about a twentieth), so the lock is
/// rarely contended.
final class BatchFeed: Sendable {
    /// What one row came to.
    enum Outcome: Sendable {
        case written(BatchJob.Written)
        case skipped
        case failed(BatchRowError)
    }

    /// The outcomes of one chunk, in input order; `isLast` once the input is used up
    /// (or the run stopped). `entries` are the team site's, of every row read for the
    /// chunk, in or out of the shard, when the run writes pages.
    struct Chunk: Sendable {
        var outcomes: [Outcome]
        var isLast: Bool
        var entries: [TeamSite.Entry] = []
        /// Which chunk it is, from 0 in input order: chunks finish in any order, and the
        /// sheets take their cards in row order.
        var sequence = 0
    }

    /// A row as taken from the input: a job, or the error that stopped it being one.
    private enum Item: Sendable {
        case job(BatchJob)
        case failed(BatchRowError)
    }

    private struct State: ~Copyable {
        let source: BatchSource
        var names = FileNameAllocator()
        var taken = 0
        var chunks = 0
        var finished = false
    }

    private let state: Mutex<State>
    private let options: BatchOptions
    private let maximumChunk: Int

    init(_ source: sending BatchSource, options: BatchOptions, maximumChunk: Int) {
        var state = State(source: source)
        // The index's name is the folder's own: no person's page takes it.
        if options.writesIndex { _ = state.names.claim(TeamSite.indexStem, suffixes: BatchFormat.page.fileSuffixes) }
        self.state = Mutex(state)
        self.options = options
        self.maximumChunk = maximumChunk
    }

    /// Takes the next chunk of rows and works on it.
    /// - Throws: `FileSystemError` when the input cannot be read any more.
    func work() throws -> Chunk {
        let (items, isLast, entries, sequence) = try take()
        var outcomes: [Outcome] = []
        for item in items {
            let outcome = { () -> Outcome in
            switch item {
            case .failed(let error):
                return .failed(error)
            case .job(let job):
                // Only a regular file counts as done: a link planted at the name is no file
                // this batch wrote, and it is replaced, never followed.
                if options.skipExisting,
                   options.formats.allSatisfy({ options.paths(stem: job.stem, format: $0).allSatisfy(FileSystem.isRegularFile) }) {
                    return .skipped
                }
                do throws(BatchRowError) {
                    return .written(try job.run(options))
                } catch {
                    return .failed(error)
                }
            }
            }()
            outcomes.append(outcome)
            // A full output folder fails every row after it: no job takes another.
            if case .failed(let error) = outcome, error.stop != nil {
                stop()
                break
            }
        }
        return Chunk(outcomes: outcomes, isLast: isLast, entries: entries, sequence: sequence)
    }

    /// The LDIF attributes the input holds that no field takes, so far.
    func unknownAttributes() -> [LDIFPerson.UnknownAttribute] {
        state.withLock { $0.source.unknownAttributes }
    }

    /// No more rows are handed out.
    func stop() {
        state.withLock { $0.finished = true }
    }

    /// The next rows of this shard, up to the chunk size: one per job at first, then more
    /// as the batch proves long (a quarter of the rows taken so far per job).
    private func take() throws -> ([Item], Bool, [TeamSite.Entry], Int) {
        try state.withLock { state throws -> ([Item], Bool, [TeamSite.Entry], Int) in
            let size = min(maximumChunk, max(1, state.taken / (4 * options.jobs)))
            var items: [Item] = []
            var entries: [TeamSite.Entry] = []
            while items.count < size, !state.finished {
                let next: BatchRow?
                do {
                    next = try state.source.next()
                } catch {
                    state.finished = true
                    throw error
                }
                guard let row = next else {
                    state.finished = true
                    break
                }
                // Every row is named, in or out of the shard, so all shards agree on names.
                var stem: String?
                if case .success(let profile) = row.profile {
                    let claimed = state.names.claim(options.template.stem(for: profile, row: row.number),
                                                    suffixes: options.fileSuffixes)
                    stem = claimed
                    // Every shard lists every row in the index it writes, so all write the same one.
                    if options.writesIndex,
                       let entry = BatchJob(row: row.number, profile: profile, stem: claimed, source: row.source).siteEntry(options) {
                        entries.append(entry)
                    }
                }
                guard options.shard.contains(row: row.number) else { continue }
                switch row.profile {
                case .failure(let error): items.append(.failed(error))
                case .success(let profile):
                    if let stem { items.append(.job(BatchJob(row: row.number, profile: profile, stem: stem, source: row.source))) }
                }
            }
            state.taken += items.count
            state.chunks += 1
            return (items, state.finished, entries, state.chunks - 1)
        }
    }
}

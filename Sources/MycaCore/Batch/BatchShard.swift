/// One slice of a batch (shard K of N): the rows whose `(row - 1) % count == index`.
///
/// Every shard reads and names every row (so file names agree between shards) but
/// renders only its own, so K = 0…N-1 together cover each row exactly once.
public struct BatchShard: Sendable, Equatable {
    /// K, from 0.
    public let index: Int
    /// N, at least 1.
    public let count: Int

    /// The whole input.
    public static let all = BatchShard(uncheckedIndex: 0, count: 1)

    private init(uncheckedIndex: Int, count: Int) {
        self.index = uncheckedIndex
        self.count = count
    }

    /// Parses `K/N` with 0 ≤ K < N; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 0, k < n else {
            return nil
        }
        self.init(uncheckedIndex: k, count: n)
    }

    /// Whether row `row` (from 1) belongs to this shard.
    public func contains(row: Int) -> Bool {
        (row - 1) % count == index
    }
}

extension BatchShard {
    /// A shard as it is asked for: given as `K/N`, or `auto` (`auto/N`) to take it from
    /// the job runner that started this process, so one command line serves every task of
    /// a Slurm array or a Kubernetes Indexed Job.
    public enum Request: Sendable, Equatable {
        /// `K/N`.
        case given(BatchShard)
        /// `auto`, with the count when it was given (`auto/N`).
        case fromJobRunner(count: Int?)

        /// The whole input.
        public static let all = Request.given(.all)

        /// The word that asks for the job runner's shard.
        public static let automatic = "auto"

        /// Parses `K/N`, `auto` or `auto/N` (N ≥ 1); nil otherwise.
        public init?(parsing text: String) {
            if text == Self.automatic {
                self = .fromJobRunner(count: nil)
            } else if text.hasPrefix(Self.automatic + "/") {
                guard let n = Int(text.dropFirst(Self.automatic.count + 1)), n >= 1 else { return nil }
                self = .fromJobRunner(count: n)
            } else {
                guard let shard = BatchShard(parsing: text) else { return nil }
                self = .given(shard)
            }
        }

        /// The request as it would be typed.
        public var text: String {
            switch self {
            case .given(let shard): return "\(shard.index)/\(shard.count)"
            case .fromJobRunner(let count): return Self.automatic + (count.map { "/\($0)" } ?? "")
            }
        }

        /// The shard this process renders.
        ///
        /// A Slurm array task is shard `(SLURM_ARRAY_TASK_ID − SLURM_ARRAY_TASK_MIN) /
        /// SLURM_ARRAY_TASK_STEP` of `SLURM_ARRAY_TASK_COUNT` (an array of 1-20 in steps of 2 numbers its
        /// ten tasks 1, 3 … 19). A Kubernetes Indexed Job's pod is shard
        /// `JOB_COMPLETION_INDEX` of the count given, since Kubernetes does not pass the
        /// Job's completions on. A given count must agree with the runner's: a shard
        /// computed against another count would leave rows to no task, or to two.
        ///
        /// - Throws: ``BatchShardError`` when no runner's index is set, both are, a value is
        ///   not a number, the count is missing or disagrees, or the index is out of range.
        public func resolve(in environment: Environment) throws(BatchShardError) -> BatchShard {
            let given: Int?
            switch self {
            case .given(let shard): return shard
            case .fromJobRunner(let count): given = count
            }
            let slurm = environment[BatchShardError.slurmID], kubernetes = environment[BatchShardError.kubernetesIndex]
            if slurm != nil && kubernetes != nil { throw .twoRunners }
            if slurm != nil {
                let id = try Self.number(BatchShardError.slurmID, environment)
                let minimum = try Self.number(BatchShardError.slurmMinimum, environment, default: 0)
                let step = try Self.number(BatchShardError.slurmStep, environment, default: 1)
                let count = try Self.number(BatchShardError.slurmCount, environment)
                guard step >= 1, count >= 1, id >= minimum, (id - minimum) % step == 0, (id - minimum) / step < count else {
                    throw .unevenArray(id: id, minimum: minimum, step: step, count: count)
                }
                if let given, given != count { throw .countDisagrees(given: given, runner: count) }
                return BatchShard(uncheckedIndex: (id - minimum) / step, count: count)
            }
            if kubernetes != nil {
                let index = try Self.number(BatchShardError.kubernetesIndex, environment)
                guard let count = given else { throw .countMissing }
                guard index < count else { throw .indexOutOfRange(index: index, count: count) }
                return BatchShard(uncheckedIndex: index, count: count)
            }
            throw .noJobRunner
        }

        /// Variable `name` as a whole number ≥ 0; `fallback` when it is not set and one is given.
        private static func number(_ name: String, _ environment: Environment, default fallback: Int? = nil)
            throws(BatchShardError) -> Int {
            guard let text = environment[name] else {
                if let fallback { return fallback }
                throw .notANumber(variable: name, value: nil)
            }
            guard let value = Int(text), value >= 0 else {
                throw .notANumber(variable: name, value: text)
            }
            return value
        }
    }
}

/// Why the job runner's shard cannot be taken.
public enum BatchShardError: MycaError, Equatable {
    /// Neither a Slurm array nor a Kubernetes Indexed Job says which task this is.
    case noJobRunner
    /// Both say it, so which one started this process is unclear.
    case twoRunners
    /// A variable the shard needs is missing (nil value) or not a whole number.
    case notANumber(variable: String, value: String?)
    /// A Kubernetes Indexed Job does not say how many pods there are.
    case countMissing
    /// The count given is not the Slurm array's.
    case countDisagrees(given: Int, runner: Int)
    /// The Kubernetes index is not below the count given.
    case indexOutOfRange(index: Int, count: Int)
    /// The Slurm array's ids are not an even range this task can be numbered in.
    case unevenArray(id: Int, minimum: Int, step: Int, count: Int)

    static let slurmID = "SLURM_ARRAY_TASK_ID"
    static let slurmMinimum = "SLURM_ARRAY_TASK_MIN"
    static let slurmStep = "SLURM_ARRAY_TASK_STEP"
    static let slurmCount = "SLURM_ARRAY_TASK_COUNT"
    static let kubernetesIndex = "JOB_COMPLETION_INDEX"

    public var messageText: MessageText {
        switch self {
        case .noJobRunner:
            return MessageText("no job runner says which shard this is: neither %s nor %s is set", Self.slurmID, Self.kubernetesIndex)
        case .twoRunners:
            return MessageText("both %s and %s are set: which job runner started this is unclear", Self.slurmID, Self.kubernetesIndex)
        case .notANumber(let variable, let value?):
            return MessageText("%s is '%s', not a whole number", variable, value)
        case .notANumber(let variable, nil):
            return MessageText("%s is not set", variable)
        case .countMissing:
            return MessageText("%s is set but the number of shards is not: Kubernetes does not pass it on", Self.kubernetesIndex)
        case .countDisagrees(let given, let runner):
            return MessageText("the shard count %d is not the Slurm array's %d tasks", given, runner)
        case .indexOutOfRange(let index, let count):
            return MessageText("%s is %d, not below the shard count %d", Self.kubernetesIndex, index, count)
        case .unevenArray(let id, let minimum, let step, let count):
            return MessageText("Slurm array task %d cannot be numbered in an array of %d tasks from %d in steps of %d",
                               id, count, minimum, step)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .noJobRunner, .twoRunners:
            return MessageText("run it as a task of a Slurm array or a Kubernetes Indexed Job, or give the shard as K/N")
        case .notANumber, .unevenArray:
            return MessageText("number the array's tasks as one range such as 0-9, or give the shard as K/N")
        case .countMissing, .indexOutOfRange:
            return MessageText("give the Job's completions after auto, e.g. auto/10")
        case .countDisagrees:
            return MessageText("leave the count out (auto) to take the array's")
        }
    }

    public var isInSetting: Bool { true }
}

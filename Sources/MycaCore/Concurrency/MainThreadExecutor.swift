/// Runs a program's async work on the thread that calls ``run(_:)`` (the main thread).
///
/// `myca` starts its one async task here instead of on the global concurrent
/// executor, so a one-card command starts no thread pool at all: with the task's
/// executor preference set to this executor, every nonisolated async function of
/// the command runs on the main thread, and only work sent elsewhere on purpose
/// (QR encoding, batch jobs) uses other threads.
public final class MainThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = JobQueue()

    private init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        queue.push(UnownedJob(job))
    }

    /// Runs `body` as a task on the current thread until it returns, and returns its result.
    public static func run<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let executor = MainThreadExecutor()
        let result = ResultBox<T>()
        Task(executorPreference: executor) {
            result.value = await body()
            executor.queue.close()
        }
        while let job = executor.queue.next() {
            job.runSynchronously(on: executor.asUnownedTaskExecutor())
        }
        // The queue closes only after the task stored its result.
        guard let value = result.value else { preconditionFailure("the main task ended without a result") }
        return value
    }
}

/// The result of the main task, written on the main thread and read there after the loop.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

#if canImport(Glibc)
import Glibc
#endif

/// A task executor with threads of its own, started one by one as work arrives, up to a limit.
///
/// A batch runs its jobs here, on as many threads as it was given, instead of on the global
/// concurrent executor, whose width is not ours to choose and whose start-up costs a
/// short command more than the work itself.
public final class ThreadPoolExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = JobQueue()
    private let maximumThreads: Int
    private var threads = 0  // guarded by the queue's lock (changed in push's body only)

    /// A pool of at most `maximumThreads` threads (at least one), its first thread started now.
    /// - Throws: ``ThreadStartError`` when not even one thread can be started: the pool's
    ///   work would otherwise never run.
    public init(maximumThreads: Int) throws(ThreadStartError) {
        self.maximumThreads = max(1, maximumThreads)
        threads = 1
        let result = startThread()
        guard result == 0 else { throw ThreadStartError(errno: result) }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        var startThread = false
        queue.push(UnownedJob(job)) { waiting, queued in
            // More jobs queued than threads waiting to take them: one has no thread. (A
            // thread woken for an earlier job still counts as waiting, so "none waiting"
            // would leave a second job to the first thread once it is done.)
            if queued > waiting, threads < maximumThreads {
                threads += 1
                startThread = true
            }
        }
        if startThread { spawn() }
    }

    private func spawn() {
        let result = startThread()
        if result != 0 {
            // The threads already running drain the queue: fewer threads, never lost work.
            queue.withLock { threads -= 1 }
        }
    }

    /// Starts one worker thread; 0, or the error pthread_create returned.
    private func startThread() -> Int32 {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            // The pool lives as long as its threads: the retain taken in spawn() is never released.
            guard let context else { return nil }
            let pool = Unmanaged<ThreadPoolExecutor>.fromOpaque(context).takeUnretainedValue()
            pool.work()
            return nil
        }, context)
        if started == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<ThreadPoolExecutor>.fromOpaque(context).release()
        }
        return started
    }

    private func work() {
        while let job = queue.next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// A thread for a pool could not be started (the process or system is out of threads).
public struct ThreadStartError: MycaError, Equatable {
    /// What pthread_create returned.
    public var errno: Int32

    public init(errno: Int32) { self.errno = errno }

    public var messageText: MessageText {
        MessageText("cannot start a worker thread: %s", FileSystemError.describe(errno))
    }

    public var remedy: ErrorRemedy? { .fewerJobs }
}

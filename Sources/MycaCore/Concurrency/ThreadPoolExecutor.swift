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

    /// A pool of at most `maximumThreads` threads (at least one).
    public init(maximumThreads: Int) {
        self.maximumThreads = max(1, maximumThreads)
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        var startThread = false
        queue.push(UnownedJob(job)) { waiting in
            if waiting == 0, threads < maximumThreads {
                threads += 1
                startThread = true
            }
        }
        if startThread { spawn() }
    }

    private func spawn() {
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
            // No thread could be started: run the work here rather than never.
            Unmanaged<ThreadPoolExecutor>.fromOpaque(context).release()
            while let job = queue.next() {
                job.runSynchronously(on: asUnownedTaskExecutor())
                if queue.waiting == 0 { break }
            }
        }
    }

    private func work() {
        while let job = queue.next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

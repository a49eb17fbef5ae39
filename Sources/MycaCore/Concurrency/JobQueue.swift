#if canImport(Glibc)
import Glibc
#endif

/// A first-in first-out queue of concurrency jobs guarded by a pthread mutex, with a
/// condition variable to sleep on while it is empty. The executors here share it.
final class JobQueue: @unchecked Sendable {
    // Heap-allocated so the pthread objects never move (they must not be copied).
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var jobs: [UnownedJob] = []
    private var head = 0
    private var closed = false
    /// Threads waiting in ``next()``.
    private(set) var waiting = 0

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// Adds a job and wakes one waiting thread; `body` runs under the lock with the
    /// number of waiting threads and of jobs queued, this one included (an executor uses
    /// them to decide to start a thread). A thread woken for an earlier job counts as
    /// waiting until it has taken that job.
    func push(_ job: UnownedJob, whileLocked body: (_ waiting: Int, _ queued: Int) -> Void = { _, _ in }) {
        pthread_mutex_lock(mutex)
        jobs.append(job)
        body(waiting, jobs.count - head)
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` under the lock (for state an executor keeps beside its queue).
    func withLock(_ body: () -> Void) {
        pthread_mutex_lock(mutex)
        body()
        pthread_mutex_unlock(mutex)
    }

    /// The next job, waiting for one; nil once the queue is closed and empty.
    func next() -> UnownedJob? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while head == jobs.count {
            if closed { return nil }
            waiting += 1
            pthread_cond_wait(condition, mutex)
            waiting -= 1
        }
        let job = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        }
        return job
    }

    /// Lets ``next()`` return nil once the queued jobs are done.
    func close() {
        pthread_mutex_lock(mutex)
        closed = true
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }
}

import Foundation
import Testing
@testable import MycaCore

@Suite("ThreadPoolExecutor")
struct ThreadPoolExecutorTests {
    @Test("jobs queued at once run at once, on as many threads as the pool may have")
    func jobsQueuedTogetherRunTogether() async throws {
        let pool = try ThreadPoolExecutor(maximumThreads: 2)
        // The pool's first thread waits for work by the time the jobs come, as in a batch.
        usleep(50_000)
        // Each job waits for the other to start: on one thread, the first would wait in vain.
        let started = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let met = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask(executorPreference: pool) {
                started.0.signal()
                return started.1.wait(timeout: .now() + 5) == .success
            }
            group.addTask(executorPreference: pool) {
                started.1.signal()
                return started.0.wait(timeout: .now() + 5) == .success
            }
            var both = true
            for try await one in group { both = both && one }
            return both
        }
        #expect(met, "the second job waited for the first one's thread")
    }
}

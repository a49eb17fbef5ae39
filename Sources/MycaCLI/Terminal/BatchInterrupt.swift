#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// SIGINT/SIGTERM for `myca batch`: the first signal asks the batch to stop after the
/// rows in flight (so no temporary file is left behind). A row can be stuck in a read
/// that never returns (a FIFO nobody writes to, a stalled pipe), so a second signal, or
/// ``gracePeriod`` seconds after the first, ends the process at once: it says so and exits
/// with 128 + the first signal (130 for SIGINT, 143 for SIGTERM).
public enum BatchInterrupt {
    private static let signalled = Atomic<Int32>(0)
    /// Seconds the rows in flight get after the first signal.
    public static let gracePeriod: UInt32 = 2
    /// `myca: <message>\n`, made before any signal: a handler may only write bytes it already has.
    nonisolated(unsafe) private static var farewell: UnsafeMutableBufferPointer<UInt8>?

    /// Installs the handlers; `forcedExitMessage` is printed when the batch is ended at once.
    public static func install(forcedExitMessage: String) {
        let bytes = Array(("myca: " + forcedExitMessage + "\n").utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        farewell = buffer

        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            // Async-signal-safe only: an atomic, alarm, write and _exit.
            var first: Int32 = 0
            if number == SIGALRM {
                first = BatchInterrupt.signalled.load(ordering: .relaxed)
            } else {
                let (exchanged, original) = BatchInterrupt.signalled.compareExchange(
                    expected: 0, desired: number, ordering: .relaxed)
                if exchanged {
                    alarm(BatchInterrupt.gracePeriod)
                    return
                }
                first = original
            }
            if let farewell = BatchInterrupt.farewell {
                _ = write(2, farewell.baseAddress, farewell.count)
            }
            _exit(128 + (first == 0 ? SIGTERM : first))
        }
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        sigaction(SIGALRM, &action, nil)
        // The grace period's alarm must arrive even when myca was started with it blocked.
        var alarmSignal = sigset_t()
        sigemptyset(&alarmSignal)
        sigaddset(&alarmSignal, SIGALRM)
        pthread_sigmask(SIG_UNBLOCK, &alarmSignal, nil)
    }

    /// Called once the rows in flight are done: the grace period's alarm must not end a
    /// batch that stopped in time.
    public static func stopped() {
        alarm(0)
    }

    /// The signal received, or 0.
    public static var received: Int32 {
        signalled.load(ordering: .relaxed)
    }
}

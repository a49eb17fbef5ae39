#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// SIGINT/SIGTERM for `myca batch`: the first signal asks the batch to stop after the
/// rows in flight (so no temporary file is left behind); a second one kills at once.
public enum BatchInterrupt {
    private static let signalled = Atomic<Int32>(0)

    /// Installs the handlers (`SA_RESETHAND`: the next signal has its default effect).
    public static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            BatchInterrupt.signalled.store(number, ordering: .relaxed)
        }
        action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)  // 0x80000000: the sign bit
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
    }

    /// The signal received, or 0.
    public static var received: Int32 {
        signalled.load(ordering: .relaxed)
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// SIGINT, SIGTERM and SIGHUP while myca waits for a program it runs (myca-draw).
///
/// Left to their default, these end myca at once: the program goes on drawing as an
/// orphan and the temporary folder that holds the whole card stays behind. Caught
/// instead, the signal is passed on to the program, myca waits for it to end, removes its
/// files and then ends with 128 + the signal, as the signal itself would have.
enum ForwardedSignals {
    static let handled = [SIGINT, SIGTERM, SIGHUP]
    private static let signalled = Atomic<Int32>(0)
    /// The running program's pid, or 0 before it starts and after it ends.
    private static let child = Atomic<Int32>(0)

    /// The first signal received since ``install()``, or 0.
    static var received: Int32 { signalled.load(ordering: .relaxed) }

    /// Catches the signals; what they did before comes back with ``restore(_:)``. A signal
    /// that was ignored (`nohup`) stays ignored.
    static func install() -> [sigaction] {
        var previous = Array(repeating: sigaction(), count: handled.count)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            // Async-signal-safe only: atomics and kill.
            _ = ForwardedSignals.signalled.compareExchange(expected: 0, desired: number, ordering: .relaxed)
            let pid = ForwardedSignals.child.load(ordering: .relaxed)
            if pid > 0 { kill(pid, number) }
        }
        sigemptyset(&action.sa_mask)
        for (index, signal) in handled.enumerated() {
            sigaction(signal, nil, &previous[index])
            if unsafeBitCast(previous[index].__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }
            sigaction(signal, &action, nil)
        }
        return previous
    }

    /// Puts back what ``install()`` replaced.
    static func restore(_ previous: [sigaction]) {
        var previous = previous
        for (index, signal) in handled.enumerated() { sigaction(signal, &previous[index], nil) }
    }

    /// Marks `pid` as the program to pass signals on to (0: none). A signal that came
    /// before the program started reaches it now.
    static func forward(to pid: pid_t) {
        child.store(pid, ordering: .relaxed)
        let number = received
        if pid > 0 && number != 0 { kill(pid, number) }
    }
}

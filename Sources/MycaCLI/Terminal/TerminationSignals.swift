#if canImport(Glibc)
import Glibc
#endif

/// Makes sure Ctrl-C and friends reach myca.
///
/// A process inherits its signal mask; one started by a program that blocks signals
/// in its threads (a test runner, a thread pool, some IDEs) would otherwise start
/// with SIGINT blocked, and Ctrl-C at a prompt would do nothing at all.
public enum TerminationSignals {
    /// Unblocks SIGINT, SIGTERM, SIGHUP and SIGQUIT for the calling thread, and so for
    /// threads it starts afterwards. Dispositions (default or ignored) are left alone.
    public static func unblock() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}

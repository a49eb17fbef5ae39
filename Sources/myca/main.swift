import MycaCLI
import MycaCore
#if canImport(Glibc)
import Glibc
#endif

TerminationSignals.unblock()
// The command runs on this thread; see MainThreadExecutor for why.
exit(MainThreadExecutor.run { await MycaCLI.main() })

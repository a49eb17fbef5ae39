#if canImport(Glibc)
import Glibc
#endif

/// How many CPUs this process may use.
public enum ProcessorCount {
    /// Online processors (at least 1).
    public static var online: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

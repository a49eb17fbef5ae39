import CPrctl
#if canImport(Glibc)
import Glibc
#endif

/// myca-draw ends when the `myca` that runs it does.
///
/// myca passes SIGINT, SIGTERM and SIGHUP on; this is for the death it cannot see coming
/// (SIGKILL, a crash), after which nobody would wait for the drawing and it would only go
/// on using the machine. The files the two share leave nothing behind either way: their
/// names are gone before this program starts (`PrivateFolder.withUnnamedFiles`).
enum ParentDeath {
    /// Asks the kernel to kill this process when its parent ends; ends it now if the
    /// parent died while it asked. (A parent gone before that cannot be told from a myca
    /// that is itself process 1, as in a container.)
    static func follow() {
        let parent = getppid()
        _ = myca_set_parent_death_signal(SIGKILL)
        if getppid() != parent { exit(1) }
    }
}

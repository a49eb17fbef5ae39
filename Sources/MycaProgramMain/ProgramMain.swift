import CPrctl
import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// The frame of every program myca runs for a library it never loads itself (myca-draw,
/// myca-nfc, myca-wallet, myca-scan): it ends with the myca that runs it, refuses a command
/// line not made by myca, and reports a failure as myca reads it back.
public enum ProgramMain {
    /// Asks the kernel to kill this process when its parent ends; ends it now if the
    /// parent died while it asked. (A parent gone before that cannot be told from a myca
    /// that is itself process 1, as in a container.)
    ///
    /// myca passes SIGINT, SIGTERM and SIGHUP on; this is for the death it cannot see coming
    /// (SIGKILL, a crash), after which nobody would wait for the work and it would only go
    /// on using the machine. The files the two share leave nothing behind either way: their
    /// names are gone before the program starts.
    public static func followParent() {
        let parent = getppid()
        _ = myca_set_parent_death_signal(SIGKILL)
        if getppid() != parent { exit(1) }
    }

    /// Writes `usage` on stderr and ends with 2: the program is run by myca, not by people.
    public static func refuse(_ usage: String) -> Never {
        let text = "usage: " + usage + "\n"
        text.withCString { _ = write(2, $0, strlen($0)) }
        exit(2)
    }

    /// Follows the parent, refuses a command line of other than `counts` arguments with
    /// `usage`, and runs `body` with the arguments (the program's name first): exit 0 when
    /// it returns; when it throws, exit 1 with the failure on stderr and, as a
    /// ``DrawingFailure``, in the file named by argument `report`.
    public static func run(_ name: String, usage: String, arguments counts: ClosedRange<Int>, report: Int,
                           _ body: ([String]) throws -> Void) -> Never {
        followParent()
        let arguments = CommandLine.arguments
        guard counts.contains(arguments.count - 1) else { refuse(usage) }
        do {
            try body(arguments)
        } catch {
            DrawingFailure.report(UnexpectedFailure.described(error), by: name, to: arguments[report])
            exit(1)
        }
        exit(0)
    }
}

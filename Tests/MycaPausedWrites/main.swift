// `myca-paused-writes MILLISECONDS ARGS...`: myca run with ARGS, pausing MILLISECONDS
// between the steps of every atomic write (write, fsync, rename, fsync of the folder), so
// the end-to-end tests can kill or race a write inside those windows. With
// MYCA_PAUSED_WRITES_ANNOUNCE set it also writes `step` and a newline to stderr as each
// step ends, so a test can kill it at a chosen step rather than after a guessed time. A
// test program, never installed: the shipped myca has no such pause and reads no
// variable for one.
import MycaCLI
import MycaCore
#if canImport(Glibc)
import Glibc
#endif

guard CommandLine.arguments.count > 1, let milliseconds = UInt32(CommandLine.arguments[1]), milliseconds <= 60_000
else {
    let usage = "usage: myca-paused-writes MILLISECONDS [ARGS...]\n"
    _ = write(2, usage, usage.utf8.count)
    exit(2)
}
let announces = getenv("MYCA_PAUSED_WRITES_ANNOUNCE") != nil
if milliseconds > 0 || announces {
    FileSystem.setWriteStepHook {
        if announces { _ = write(2, "step\n", 5) }
        if milliseconds > 0 { usleep(milliseconds * 1000) }
    }
}
TerminationSignals.unblock()
// The arguments are read inside the task: a global of this file would belong to the main
// actor, whose queue never runs while MainThreadExecutor holds the main thread.
exit(MainThreadExecutor.run { await MycaCLI.main(Array(CommandLine.arguments.dropFirst(2))) })

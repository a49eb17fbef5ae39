// `myca-paused-writes ARGS...`: myca run with ARGS, stopping at the steps of every atomic
// write (write, fsync, rename, fsync of the folder) so the end-to-end tests can kill or
// race a write at a chosen step rather than after a guessed time. With
// MYCA_PAUSED_WRITES_ANNOUNCE set it writes `step` and a newline to stderr as each step
// ends; with MYCA_PAUSED_WRITES_HOLD set it then waits for a byte on standard input before
// it goes on (end of input lets every later step go on at once), so a test holds a write
// inside its window for exactly as long as it needs. A test program, never installed: the
// shipped myca has no such stop and reads no variable for one.
import MycaCLI
import MycaCore
#if canImport(Glibc)
import Glibc
#endif

let announces = getenv("MYCA_PAUSED_WRITES_ANNOUNCE") != nil
let holds = getenv("MYCA_PAUSED_WRITES_HOLD") != nil
if announces || holds {
    FileSystem.setWriteStepHook {
        if announces { _ = write(2, "step\n", 5) }
        guard holds else { return }
        // One byte goes on; at the end of input every read returns at once.
        var byte: UInt8 = 0
        while read(0, &byte, 1) < 0, errno == EINTR {}
    }
}
TerminationSignals.unblock()
// The arguments are read inside the task: a global of this file would belong to the main
// actor, whose queue never runs while MainThreadExecutor holds the main thread.
exit(MainThreadExecutor.run { await MycaCLI.main(Array(CommandLine.arguments.dropFirst())) })

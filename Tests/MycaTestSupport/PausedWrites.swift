import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A running `myca-paused-writes` (``MycaProcess/pausedWritesBinary``): myca that announces
/// each step of its atomic writes on stderr and, when held, waits at each for the test to
/// let it go on. Tests kill or race a write at a chosen step, never after a guessed time.
package final class PausedWrites {
    package let process: Process
    private let steps: FileHandle
    private let gate: FileHandle?

    /// Starts it with `arguments` (myca's own), announcing its steps; held at each step
    /// when `hold` is true.
    package init(_ arguments: [String], environment: [String: String], hold: Bool = false) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: MycaProcess.pausedWritesBinary)
        process.arguments = arguments
        var env = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MYCA_PAUSED_WRITES_ANNOUNCE": "1"]
        if hold { env["MYCA_PAUSED_WRITES_HOLD"] = "1" }
        process.environment = env.merging(environment) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        steps = errors.fileHandleForReading
        let input = hold ? Pipe() : nil
        process.standardInput = input ?? FileHandle.nullDevice
        gate = input?.fileHandleForWriting
        try process.run()
    }

    /// Reads its stderr until `count` more steps have ended; how many did (fewer when it
    /// ended first).
    @discardableResult
    package func waitForSteps(_ count: Int) -> Int {
        var seen = 0, line: [UInt8] = []
        while seen < count, let byte = try? steps.read(upToCount: 1), let first = byte.first {
            if first != UInt8(ascii: "\n") {
                line.append(first)
                continue
            }
            if line == Array("step".utf8) { seen += 1 }
            line = []
        }
        return seen
    }

    /// Lets a held step go on.
    package func goOn() { try? gate?.write(contentsOf: [0]) }

    /// Lets every step go on from now, held or not.
    package func release() { try? gate?.close() }

    /// Kills it with SIGKILL once `step` steps have ended (at once for 0), or lets it finish
    /// when it writes fewer, or when `step` is nil; waits for it to end. A held process is
    /// let through the steps before, and killed while it waits at the chosen one.
    package func kill(afterStep step: Int?) {
        var seen = 0
        while seen < step ?? .max {
            guard waitForSteps(1) == 1 else { break }
            seen += 1
            if seen < step ?? .max { goOn() }
        }
        if let step, seen == step { Glibc.kill(process.processIdentifier, SIGKILL) }
        release()
        waitForSteps(.max)
        process.waitUntilExit()
    }
}

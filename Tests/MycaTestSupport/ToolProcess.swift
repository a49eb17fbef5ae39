import Foundation

/// Runs a program to completion and collects what it printed: the one way tests start
/// a child process (the built `myca`, decoders, validators, shells, compilers).
package enum ToolProcess {
    /// What one run produced.
    package struct Result: Sendable {
        package var status: Int32
        package var stdout: [UInt8]
        package var stderr: [UInt8]
        package var out: String { String(decoding: stdout, as: UTF8.self) }
        package var err: String { String(decoding: stderr, as: UTF8.self) }

        /// A result with these facts (the in-process harness makes them too).
        package init(status: Int32, stdout: [UInt8], stderr: [UInt8]) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    /// Runs `executable ARGUMENTS` with `stdin` as input (and `environment` / `directory`
    /// when given, else the test process's own).
    ///
    /// stderr is read and stdin fed on threads of their own, so a child that fills one
    /// pipe while we wait on another cannot deadlock. A child that stops reading early
    /// (an input over a cap) makes the write fail with EPIPE: SIGPIPE is ignored so that
    /// does not kill the test runner, and the error is expected, not a failure.
    package static func run(
        _ executable: String, _ arguments: [String], stdin: [UInt8] = [],
        environment: [String: String]? = nil, directory: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        let box = ByteBox()
        let done = DispatchSemaphore(value: 0)
        let reader = errors.fileHandleForReading
        Thread.detachNewThread {
            box.set([UInt8](reader.readDataToEndOfFile()))
            done.signal()
        }
        let writer = input.fileHandleForWriting
        let feed = Data(stdin)
        Thread.detachNewThread {
            if !feed.isEmpty { try? writer.write(contentsOf: feed) }
            try? writer.close()
            done.signal()
        }
        let outBytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        done.wait()
        done.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: outBytes, stderr: box.get())
    }
}

/// Bytes handed from a reader thread to the caller.
private final class ByteBox: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    func set(_ value: [UInt8]) { lock.lock(); bytes = value; lock.unlock() }
    func get() -> [UInt8] { lock.lock(); defer { lock.unlock() }; return bytes }
}

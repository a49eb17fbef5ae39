import Foundation

/// Runs the built `myca` binary as a person would: a real process with its own
/// environment, stdin, stdout and stderr.
///
/// The binary is `$MYCA_BIN` (the Makefile points it at the release build), else
/// `.build/debug/myca` in the package, which `swift test` builds.
package enum MycaProcess {
    /// What one run produced.
    package struct Result: Sendable {
        package var status: Int32
        package var stdout: [UInt8]
        package var stderr: [UInt8]
        package var out: String { String(decoding: stdout, as: UTF8.self) }
        package var err: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// The package root, from this file's path.
    package static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The binary under test.
    package static var binary: String {
        if let bin = ProcessInfo.processInfo.environment["MYCA_BIN"], !bin.isEmpty { return bin }
        return packageRoot + "/.build/debug/myca"
    }

    /// `../shared` beside the package (`$MYCA_SHARED` when set).
    package static var shared: String {
        if let dir = ProcessInfo.processInfo.environment["MYCA_SHARED"], !dir.isEmpty { return dir }
        return packageRoot + "/../shared"
    }

    /// A fresh empty folder under the system temporary folder.
    package static func temporaryDirectory(_ label: String = "myca-test") throws -> String {
        let path = NSTemporaryDirectory() + "\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs `myca ARGS` with `home` as `MYCA_HOME` (when given), `stdin` as input and
    /// `environment` on top of a minimal one (PATH, HOME, LANG; no colour, no TTY).
    package static func run(
        _ arguments: [String], home: String? = nil, stdin: [UInt8] = [],
        environment: [String: String] = [:], directory: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var env = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home ?? NSTemporaryDirectory(),
            "LANG": "C.UTF-8",
        ]
        if let home { env["MYCA_HOME"] = home }
        env.merge(environment) { _, new in new }
        process.environment = env
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read stderr on another thread so neither pipe fills up and blocks the child.
        let box = ByteBox()
        let done = DispatchSemaphore(value: 0)
        let handle = errors.fileHandleForReading
        Thread.detachNewThread {
            box.set([UInt8](handle.readDataToEndOfFile()))
            done.signal()
        }
        // Feed stdin on a third thread, so a child that writes a lot before it reads all of
        // its input cannot deadlock with us. A child that stops reading early (an input
        // over a cap) makes the write fail with EPIPE: SIGPIPE is ignored so that does not
        // kill the test runner, and the error is expected, not a failure.
        signal(SIGPIPE, SIG_IGN)
        let writer = input.fileHandleForWriting
        let fed = DispatchSemaphore(value: 0)
        let feed = Data(stdin)
        Thread.detachNewThread {
            if !feed.isEmpty { try? writer.write(contentsOf: feed) }
            try? writer.close()
            fed.signal()
        }
        let outBytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        done.wait()
        fed.wait()
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

import Foundation

/// Runs the built `myca` binary as a person would: a real process with its own
/// environment, stdin, stdout and stderr.
///
/// The binary is `$MYCA_BIN` (the Makefile points it at the release build), else
/// `.build/debug/myca` in the package, which `swift test` builds.
package enum MycaProcess {
    /// What one run produced.
    package typealias Result = ToolProcess.Result

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

    /// `myca-paused-writes`, the test build of myca that announces the steps of every atomic
    /// write and can hold it at each (``PausedWrites``): beside the binary under test when
    /// it is there, else in the debug build.
    package static var pausedWritesBinary: String {
        let name = "myca-paused-writes"
        let beside = String(binary[..<(binary.lastIndex(of: "/") ?? binary.startIndex)]) + "/" + name
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return packageRoot + "/.build/debug/" + name
    }

    /// `../shared` beside the package (`$MYCA_SHARED` when set).
    package static var shared: String {
        if let dir = ProcessInfo.processInfo.environment["MYCA_SHARED"], !dir.isEmpty { return dir }
        return packageRoot + "/../shared"
    }

    /// Runs `myca ARGS` with `home` as `MYCA_HOME` (when given), `stdin` as input and
    /// `environment` on top of a minimal one (PATH, HOME, LANG; no colour, no TTY).
    package static func run(
        _ arguments: [String], home: String? = nil, stdin: [UInt8] = [],
        environment: [String: String] = [:], directory: String? = nil
    ) throws -> Result {
        var env = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home ?? NSTemporaryDirectory(),
            "LANG": "C.UTF-8",
        ]
        if let home { env["MYCA_HOME"] = home }
        env.merge(environment) { _, new in new }
        // A press PDF embeds a profile the build makes.
        if arguments.contains("--press") { _ = try ICCProfiles.ready.get() }
        return try ToolProcess.run(binary, arguments, stdin: stdin, environment: env, directory: directory)
    }
}

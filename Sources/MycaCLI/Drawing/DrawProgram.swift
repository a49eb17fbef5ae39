import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// Runs `myca-draw`, the separate program that draws PDF and PNG with cairo and pango.
///
/// `myca` itself never links those libraries, so no other command pays for loading them.
/// The request, the output and the report go through files (no pipes to juggle) that the
/// program gets as descriptors, `/proc/self/fd/3` to `5`, their names and private folder
/// already removed (``PrivateFolder/withUnnamedFiles(_:files:environment:_:)``): the card
/// they hold is on no disk after myca, however it ends. The program's stderr is such a file
/// too, to turn its failures into errors that name what to install. A failure myca-draw
/// can word itself comes back as a ``DrawingFailure`` in the report's place.
public enum DrawProgram {
    /// The program's file name.
    public static let name = "myca-draw"
    /// Names a `myca-draw` to run instead of the one next to `myca` (tests, packagers).
    public static let environmentVariable = "MYCA_DRAW"

    /// Where `myca-draw` is: `$MYCA_DRAW`, else next to the running `myca`, else in
    /// `../lib/myca/` from it (`make install`).
    ///
    /// - Throws: `DrawProgramError.notFound` listing the places looked in.
    static func locate(environment: Environment) throws(DrawProgramError) -> String {
        try HelperProgram.locate(name, variable: environmentVariable, environment: environment, checked: false,
                                 notFound: DrawProgramError.notFound)
    }

    /// Draws `request` and returns the bytes and the report.
    ///
    /// SIGINT, SIGTERM or SIGHUP meanwhile ends the program and then myca, with 128 + the
    /// signal, once the temporary folder is gone (``ForwardedSignals``).
    ///
    /// A PDF is dated ``SourceDate/seconds(in:)`` of `environment`.
    ///
    /// - Throws: `SourceDateError` for a malformed `SOURCE_DATE_EPOCH` (PDF only);
    ///   `DrawingFailure` when the program says why it failed; `DrawProgramError`
    ///   when it is missing, cannot load its libraries or fails without saying; file errors
    ///   for the temporary folder.
    public static func draw(_ request: DrawingRequest, environment: Environment) throws -> ([UInt8], DrawingReport) {
        let request = try request.dated(in: environment)
        let program = try locate(environment: environment)
        return try forwardingSignals {
            try PrivateFolder.withUnnamedFiles(name, files: ["request.json", "output", "report.json", "stderr"],
                                               environment: environment) { files in
                try FileSystem.writeAll(Array(request.json.serialized().utf8), to: files[0].descriptor, name: files[0].path)
                let handed: [Int32: Int32] = [3: files[0].descriptor, 4: files[1].descriptor, 5: files[2].descriptor, 2: files[3].descriptor]
                let status = try run(program, arguments: (3...5).map { "/proc/self/fd/\($0)" }, descriptors: handed, environment: environment)
                guard status == 0 else {
                    // What myca-draw says of its own failure, typed, so that it is shown in the user's language.
                    if let failure = try? DrawingFailure(json: JSONValue.parse(files[2].contents(limit: 1 << 20))) {
                        throw failure
                    }
                    let errors = files[3].text
                    throw DrawProgramError.failure(program: program, status: status, stderr: errors)
                }
                let output = try files[1].contents(limit: 1 << 30)
                let report = try DrawingReport(json: JSONValue.parse(files[2].contents(limit: 64 << 20)))
                return (output, report)
            }
        }
    }

    /// Runs `body`, which runs a program of myca's, with SIGINT, SIGTERM and SIGHUP passed
    /// on to that program (``ForwardedSignals``); when one came, myca ends with 128 + N once
    /// the program has ended and its files are gone.
    static func forwardingSignals<T>(_ body: () throws -> T) throws -> T {
        let previous = ForwardedSignals.install()
        let outcome = Result { try body() }
        if ForwardedSignals.received != 0 { exit(128 + ForwardedSignals.received) }
        ForwardedSignals.restore(previous)
        return try outcome.get()
    }

    /// Runs `program` with `arguments` and each of `descriptors` (the program's number →
    /// myca's descriptor; 2 for its stderr) open in it; its exit status, 128 + signal.
    /// With `ownGroup`, it runs in a process group of its own, out of reach of the
    /// terminal's Ctrl-C.
    static func run(_ program: String, arguments: [String], descriptors: [Int32: Int32] = [:],
                    environment: Environment, ownGroup: Bool = false) throws(DrawProgramError) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        // Copies above every number handed, so that no dup2 overwrites a descriptor a later
        // one still reads from; dup2 leaves the program's copy open across exec.
        var copies: [Int32] = []
        defer { for copy in copies { close(copy) } }
        for (number, descriptor) in descriptors.sorted(by: { $0.key < $1.key }) {
            let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 10)
            guard copy >= 0 else { throw DrawProgramError.cannotStart(program: program, errno: errno) }
            copies.append(copy)
            posix_spawn_file_actions_adddup2(&actions, copy, number)
        }
        // The program starts with the forwarded signals at their default and unblocked, so
        // that what myca passes on ends it.
        let pid = try spawn(program, arguments: arguments, actions: &actions, environment: environment,
                            signalsAtDefault: true, ownGroup: ownGroup)
        ForwardedSignals.forward(to: pid)
        defer { ForwardedSignals.forward(to: 0) }
        var status: Int32 = 0
        var polls = 0
        while true {
            let signalled = ForwardedSignals.received != 0
            let result = waitpid(pid, &status, signalled ? WNOHANG : 0)
            if result == pid { break }
            if result < 0 && errno != EINTR { throw DrawProgramError.cannotStart(program: program, errno: errno) }
            // A program still there half a second after the signal it was passed is killed.
            if signalled {
                polls += 1
                if polls == 50 { kill(pid, SIGKILL) }
                usleep(10_000)
            }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift cannot import.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Starts `program` with `arguments`, `actions` on its descriptors, in `environment`; its
    /// pid. With `signalsAtDefault`, the forwarded signals start at their default and
    /// unblocked; with `ownGroup`, it runs in a process group of its own, out of reach of
    /// the terminal's Ctrl-C.
    static func spawn(_ program: String, arguments: [String], actions: inout posix_spawn_file_actions_t,
                      environment: Environment, signalsAtDefault: Bool, ownGroup: Bool) throws(DrawProgramError) -> pid_t {
        let argv = [program] + arguments
        var cArgv: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cEnv: [UnsafeMutablePointer<CChar>?] = environment.entries.map { strdup($0) } + [nil]
        defer { for p in cArgv + cEnv { free(p) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags: Int32 = 0
        if signalsAtDefault {
            var defaults = sigset_t(), unblocked = sigset_t()
            sigemptyset(&defaults)
            sigemptyset(&unblocked)
            for signal in ForwardedSignals.handled { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setsigmask(&attributes, &unblocked)
            flags |= Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        }
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, &attributes, &cArgv, &cEnv)
        guard spawned == 0 else { throw DrawProgramError.cannotStart(program: program, errno: spawned) }
        return pid
    }
}

import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// How every program is run: with descriptors handed under numbers of its own, signals
/// passed on or kept away, and its exit status read back.
extension HelperProgram {
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

    /// Runs the program at `path` over files with no name left on disk
    /// (``PrivateFolder/withUnnamedFiles(_:files:environment:_:)``), so no end of myca leaves
    /// what they hold behind: `inputs` written into the first files, then the empty
    /// `outputs`, handed to it in that order as descriptors 3, 4, … (`arguments` gets their
    /// `/proc/self/fd/N` paths), and one more file as its stderr. `read` gets the exit
    /// status, the output files and the stderr file.
    ///
    /// SIGINT, SIGTERM and SIGHUP meanwhile are passed on to it and then end myca
    /// (``forwardingSignals(_:)``); `isolated`, it runs in a process group of its own and
    /// the caller's handler decides (a batch finishes the rows in flight).
    func exchange<T>(_ path: String, inputs: [(name: String, bytes: [UInt8])], outputs: [String], environment: Environment,
                     isolated: Bool = false, arguments: ([String]) -> [String],
                     _ read: (_ status: Int32, _ outputs: [PrivateFolder.File], _ stderr: PrivateFolder.File) throws -> T) throws -> T {
        func exchange() throws -> T {
            // Named so that a folder in $TMPDIR says whose it is (`myca-draw.…`, `myca-gs.…`).
            try PrivateFolder.withUnnamedFiles(name.hasPrefix("myca") ? name : "myca-" + name,
                                               files: inputs.map(\.name) + outputs + ["stderr"],
                                               environment: environment) { files in
                for (file, input) in zip(files, inputs) { try FileSystem.writeAll(input.bytes, to: file.descriptor, name: file.path) }
                let handed = files.dropLast()
                var descriptors: [Int32: Int32] = [2: files[files.count - 1].descriptor]
                for (offset, file) in handed.enumerated() { descriptors[Int32(3 + offset)] = file.descriptor }
                let status = try run(path, arguments: arguments(handed.indices.map { "/proc/self/fd/\(3 + $0)" }),
                                     descriptors: descriptors, environment: environment, ownGroup: isolated)
                return try read(status, Array(handed.dropFirst(inputs.count)), files[files.count - 1])
            }
        }
        return isolated ? try exchange() : try Self.forwardingSignals(exchange)
    }

    /// Runs the program at `path` with `arguments` and each of `descriptors` (the program's number →
    /// myca's descriptor; 2 for its stderr) open in it; its exit status, 128 + signal.
    /// With `ownGroup`, it runs in a process group of its own, out of reach of the
    /// terminal's Ctrl-C.
    func run(_ path: String, arguments: [String], descriptors: [Int32: Int32] = [:],
                    environment: Environment, ownGroup: Bool = false) throws(HelperProgramError) -> Int32 {
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
            guard copy >= 0 else { throw HelperProgramError.cannotStart(self, path: path, errno: errno) }
            copies.append(copy)
            posix_spawn_file_actions_adddup2(&actions, copy, number)
        }
        // The program starts with the forwarded signals at their default and unblocked, so
        // that what myca passes on ends it.
        let pid = try spawn(path, arguments: arguments, actions: &actions, environment: environment,
                            signalsAtDefault: true, ownGroup: ownGroup)
        ForwardedSignals.forward(to: pid)
        defer { ForwardedSignals.forward(to: 0) }
        var status: Int32 = 0
        var polls = 0
        while true {
            let signalled = ForwardedSignals.received != 0
            let result = waitpid(pid, &status, signalled ? WNOHANG : 0)
            if result == pid { break }
            if result < 0 && errno != EINTR { throw HelperProgramError.cannotStart(self, path: path, errno: errno) }
            // A program still there half a second after the signal it was passed is killed.
            if signalled {
                polls += 1
                if polls == 50 { kill(pid, SIGKILL) }
                usleep(10_000)
            }
        }
        return Self.exitCode(waitStatus: status)
    }

    /// A child's exit status from what `waitpid` gave: its code, or 128 + the signal that
    /// ended it, as a shell says it. (`WIFEXITED`, `WEXITSTATUS` and `WTERMSIG` are macros
    /// Swift cannot import.)
    static func exitCode(waitStatus status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Starts the program at `path` with `arguments`, `actions` on its descriptors, in `environment`; its
    /// pid. With `signalsAtDefault`, the forwarded signals start at their default and
    /// unblocked; with `ownGroup`, it runs in a process group of its own, out of reach of
    /// the terminal's Ctrl-C.
    func spawn(_ path: String, arguments: [String], actions: inout posix_spawn_file_actions_t,
                      environment: Environment, signalsAtDefault: Bool, ownGroup: Bool) throws(HelperProgramError) -> pid_t {
        let argv = [path] + arguments
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
        let spawned = posix_spawn(&pid, path, &actions, &attributes, &cArgv, &cEnv)
        guard spawned == 0 else { throw HelperProgramError.cannotStart(self, path: path, errno: spawned) }
        return pid
    }
}

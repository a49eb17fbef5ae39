import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// Runs the person's editor on a file and waits for it.
public enum Editor {
    /// The editor command: `$VISUAL`, else `$EDITOR`, else `vi` (empty values are skipped).
    public static func command(environment: Environment) -> String {
        for key in ["VISUAL", "EDITOR"] {
            if let value = environment[key], !value.allSatisfy(\.isWhitespace) { return value }
        }
        return "vi"
    }

    /// Launches the editor on `path` through `/bin/sh -c` (so `EDITOR="code --wait"` works) and waits.
    ///
    /// The path is passed as `$1`, never pasted into the shell text, so any file name is safe.
    /// Standard streams are inherited, so the editor gets the terminal; `context.stdout`
    /// and `context.stderr` are flushed first.
    /// - Returns: the editor's exit status, 128 + signal if it was killed, or 127 if it could not start.
    public static func run(file path: String, context: CommandContext) -> Int32 {
        context.stdout.flush()
        context.stderr.flush()
        let script = command(environment: context.environment) + " \"$1\""
        let argv = ["/bin/sh", "-c", script, "sh", path]
        let envp = context.environment.entries
        var pid: pid_t = 0
        let spawned: Int32 = withCStrings(argv) { cArgv in
            withCStrings(envp) { cEnv in
                posix_spawnp(&pid, "/bin/sh", nil, nil, cArgv, cEnv)
            }
        }
        if spawned != 0 { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 127 }
        }
        return HelperProgram.exitCode(waitStatus: status)
    }

    private static func withCStrings<R>(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R
    ) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for p in pointers { free(p) } }
        return pointers.withUnsafeBufferPointer { buffer in
            // The buffer is non-empty (it holds at least the terminating nil).
            body(buffer.baseAddress!)
        }
    }
}

import Foundation
import MycaTestSupport

/// Runs the built `myca` on a real pseudo-terminal (python3's `pty.fork`), typing answers
/// after the prompts it waits for, so terminal detection, echo and Ctrl-D/Ctrl-C are real.
enum PseudoTerminal {
    struct Result {
        /// Everything the terminal showed.
        var transcript: String
        /// The exit status, or minus the signal that killed it (-2 for SIGINT).
        var status: Int
    }

    /// One step: wait until `expect` appears (after the previous step's), then type `send`.
    /// In `send`, `^D` is Ctrl-D and `^C` is Ctrl-C.
    struct Step {
        var expect: String
        var send: String
    }

    static let driver = #"""
        import os, sys, pty, select, time
        binary, home = sys.argv[1], sys.argv[2]
        args = [a for a in sys.argv[3].split('\x1f') if a]
        steps = [s.split('\t', 1) for s in sys.argv[4:]]
        pid, fd = pty.fork()
        if pid == 0:
            env = dict(os.environ, MYCA_HOME=home, TERM='xterm', NO_COLOR='1')
            os.execve(binary, [binary] + args, env)
        out, pos = b'', 0
        def read_some(deadline):
            global out
            r, _, _ = select.select([fd], [], [], max(0, deadline - time.time()))
            if not r:
                return False
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                chunk = b''
            if not chunk:
                return None
            out += chunk
            return True
        for expect, send in steps:
            deadline = time.time() + 30
            while out.find(expect.encode(), pos) < 0:
                got = read_some(deadline)
                if not got:
                    sys.stdout.write(out.decode('utf-8', 'replace'))
                    print('\nDRIVER: never saw %r' % expect)
                    sys.exit(99)
            pos = out.find(expect.encode(), pos) + len(expect.encode())
            time.sleep(0.05)
            os.write(fd, send.encode().replace(b'^D', b'\x04').replace(b'^C', b'\x03'))
        deadline = time.time() + 30
        while read_some(deadline):
            pass
        _, status = os.waitpid(pid, 0)
        sys.stdout.write(out.decode('utf-8', 'replace'))
        print('\nSTATUS %d' % os.waitstatus_to_exitcode(status))
        """#

    /// Runs `myca ARGS` with `home` as `MYCA_HOME` on a pseudo-terminal through `steps`.
    static func run(_ arguments: [String], home: String, steps: [Step]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", driver, MycaProcess.binary, home, arguments.joined(separator: "\u{1F}")]
            + steps.map { $0.expect + "\t" + $0.send }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard let marker = text.range(of: "\nSTATUS ", options: .backwards),
            let status = Int(text[marker.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines))
        else { return Result(transcript: text, status: 999) }
        return Result(transcript: String(text[..<marker.lowerBound]).replacingOccurrences(of: "\r\n", with: "\n"), status: status)
    }
}

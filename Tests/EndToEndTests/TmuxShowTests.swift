import Foundation
import MycaTestSupport
import Testing

/// `myca show` in a real terminal: tmux at a given size runs the built binary, and the screen
/// it captures (colours included) is drawn on dark and light themes for zbar and ZXing.
@Suite("show in a real tmux terminal", .serialized)
struct TmuxShowTests {
    struct Screen {
        var lines: [String]
        var stderr: String
    }

    /// Starts a tmux server in the foreground (`-D`: daemon() fails where /dev/null is not a
    /// device, as in some containers), runs myca in a session of the given size, waits for
    /// it to end and prints the pane with its colours (`capture-pane -e`).
    static let script = #"""
        set -u
        dir=$1 columns=$2 rows=$3; shift 3
        socket=myca-test-$$
        export TERM=xterm-256color
        : > "$dir/tmux.conf"
        tmux -D -L "$socket" -f "$dir/tmux.conf" </dev/null >/dev/null 2>&1 &
        server=$!
        trap 'tmux -L "$socket" kill-server >/dev/null 2>&1; wait $server 2>/dev/null' EXIT
        cmd="env COLORTERM=truecolor LANG=C.UTF-8"
        for a in "$@"; do cmd="$cmd '$(printf %s "$a" | sed "s/'/'\\\\''/g")'"; done
        cmd="$cmd 2>'$dir/err'; touch '$dir/done'; sleep 60"
        i=0
        until tmux -L "$socket" new-session -d -x "$columns" -y "$rows" "$cmd" </dev/null >/dev/null 2>&1; do
            i=$((i + 1)); [ $i -gt 50 ] && { echo "tmux did not start" >&2; exit 1; }; sleep 0.1
        done
        i=0
        until [ -f "$dir/done" ]; do i=$((i + 1)); [ $i -gt 300 ] && { echo "myca did not finish" >&2; exit 1; }; sleep 0.1; done
        sleep 0.2
        tmux -L "$socket" capture-pane -p -e -t 0
        """#

    /// Runs `myca ARGS` in a `columns` × `rows` tmux window and captures what it shows.
    static func capture(_ arguments: [String], columns: Int, rows: Int) throws -> Screen {
        let tmp = try TemporaryDirectory("myca-tmux")
        // The test runner blocks and ignores signals its children inherit; tmux needs them
        // (SIGCHLD, SIGTERM…) as a terminal session has them, so python3 restores them first.
        let clean = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
            + "[signal.signal(s, signal.SIG_DFL) for s in signal.valid_signals() "
            + "if s not in (signal.SIGKILL, signal.SIGSTOP)]; os.execv('/bin/sh', sys.argv[1:])"
        let run = try ToolProcess.run(
            "/usr/bin/env", ["python3", "-c", clean, "sh", "-c", script, "sh", tmp.path, "\(columns)", "\(rows)",
                             MycaProcess.binary] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": tmp.path])
        try #require(run.status == 0, "tmux: \(run.err)")
        let err = String(decoding: (try? tmp.read("err")) ?? [], as: UTF8.self)
        return Screen(lines: run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), stderr: err)
    }

    /// The captured lines as the rasterizer reads them: each line starts with the colours in
    /// force at its start (tmux writes a colour once, not again on each line), and every
    /// character other than a block or a space is a blank cell.
    static func cells(_ lines: [String]) -> [String] {
        var state = ""
        return lines.map { line in
            var out = state
            var rest = Substring(line)
            while let c = rest.first {
                if c == "\u{1B}", let m = rest.firstIndex(of: "m") {
                    let escape = String(rest[...m])
                    out += escape
                    state = escape == "\u{1B}[0m" || escape == "\u{1B}[m" ? "" : state + escape
                    rest = rest[rest.index(after: m)...]
                    continue
                }
                out.append("▀▄█ ".contains(c) ? c : " ")
                rest = rest.dropFirst()
            }
            return out
        }
    }

    static func sampleShowsAScannableCode(rows: Int) throws {
        let screen = try capture(["show", "--sample"], columns: 80, rows: rows)
        #expect(screen.lines.count >= rows)
        let lines = cells(screen.lines)
        var read = 0
        for theme in [TerminalTheme.dark, .light] {
            let image = try TerminalRasterizer.rasterize(lines, theme: theme)
            let zbar = try QRDecoders.zbar(image.ppm, ext: "ppm")?.bytes
            let zxing = try QRDecoders.zxing(image.ppm, ext: "ppm")?.bytes
            #expect(zbar != nil && zbar == zxing, "\(rows) rows, \(theme.name) theme: \(screen.stderr)")
            if let zbar, String(decoding: zbar, as: UTF8.self).contains("FN:Alex Morgan") { read += 1 }
        }
        #expect(read == 2)
    }

    @Test("80×40: the code decodes from the captured screen on dark and light themes")
    func eightyByForty() throws {
        try Self.sampleShowsAScannableCode(rows: 40)
    }

    @Test("80×24: the same, or a warning that the window is too short")
    func eightyByTwentyFour() throws {
        let screen = try Self.capture(["show", "--sample"], columns: 80, rows: 24)
        if screen.stderr.contains("the QR code needs at least") {
            #expect(screen.stderr.contains("rows, the terminal has 24: make the window taller"))
            #expect(!screen.lines.joined().contains("▀"))
        } else {
            try Self.sampleShowsAScannableCode(rows: 24)
        }
    }
}

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
        /// myca's exit status.
        var status: Int32?
    }

    /// Starts a tmux server in the foreground (`-D`: daemon() fails where /dev/null is not a
    /// device, as in some containers), runs myca in a session of the given size, waits for
    /// it to end and prints the pane with its colours (`capture-pane -e`).
    static let script = #"""
        set -u
        dir=$1 columns=$2 rows=$3 keep=$4; shift 4
        socket=myca-test-$$
        export TERM=xterm-256color
        : > "$dir/tmux.conf"
        tmux -D -L "$socket" -f "$dir/tmux.conf" </dev/null >/dev/null 2>&1 &
        server=$!
        trap 'tmux -L "$socket" kill-server >/dev/null 2>&1; wait $server 2>/dev/null' EXIT
        cmd="env COLORTERM=truecolor LANG=C.UTF-8"
        for a in "$@"; do cmd="$cmd '$(printf %s "$a" | sed "s/'/'\\\\''/g")'"; done
        [ "$keep" = stderr ] || cmd="$cmd 2>'$dir/err'"
        cmd="$cmd; echo \$? > '$dir/status'; touch '$dir/done'; sleep 60"
        i=0
        until tmux -L "$socket" new-session -d -x "$columns" -y "$rows" "$cmd" </dev/null >/dev/null 2>&1; do
            i=$((i + 1)); [ $i -gt 50 ] && { echo "tmux did not start" >&2; exit 1; }; sleep 0.1
        done
        i=0
        until [ -f "$dir/done" ]; do i=$((i + 1)); [ $i -gt 300 ] && { echo "myca did not finish" >&2; exit 1; }; sleep 0.1; done
        sleep 0.2
        tmux -L "$socket" capture-pane -p -e -t 0
        """#

    /// Runs `myca ARGS` in a `columns` × `rows` tmux window, with `environment` (`NAME=value`)
    /// over the terminal's, and captures what it shows.
    /// With `stderrOnScreen` stderr goes to the window too, as in a terminal, else to `Screen.stderr`.
    static func capture(_ arguments: [String], columns: Int, rows: Int, environment: [String] = [],
                        stderrOnScreen: Bool = false) throws -> Screen {
        let tmp = try TemporaryDirectory("myca-tmux")
        // The test runner blocks and ignores signals its children inherit; tmux needs them
        // (SIGCHLD, SIGTERM…) as a terminal session has them, so python3 restores them first.
        let clean = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
            + "[signal.signal(s, signal.SIG_DFL) for s in signal.valid_signals() "
            + "if s not in (signal.SIGKILL, signal.SIGSTOP)]; os.execv('/bin/sh', sys.argv[1:])"
        let run = try ToolProcess.run(
            "/usr/bin/env", ["python3", "-c", clean, "sh", "-c", script, "sh", tmp.path, "\(columns)", "\(rows)", stderrOnScreen ? "stderr" : "file",
                            ] + environment + [MycaProcess.binary] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": tmp.path])
        try #require(run.status == 0, "tmux: \(run.err)")
        let err = String(decoding: (try? tmp.read("err")) ?? [], as: UTF8.self)
        let status = Int32(String(decoding: (try? tmp.read("status")) ?? [], as: UTF8.self).filter(\.isNumber))
        return Screen(lines: run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), stderr: err,
                      status: status)
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

    /// The code on `screen` as zbar and ZXing read it on dark and light themes: the same
    /// text from both on both, or a failed expectation naming `what`.
    static func decoded(_ screen: Screen, _ what: String) throws -> String? {
        let lines = cells(screen.lines)
        var texts: Set<String> = []
        for theme in [TerminalTheme.dark, .light] {
            let image = try TerminalRasterizer.rasterize(lines, theme: theme)
            let zbar = try QRDecoders.zbar(image.ppm, ext: "ppm")?.bytes
            let zxing = try QRDecoders.zxing(image.ppm, ext: "ppm")?.bytes
            #expect(zbar != nil && zbar == zxing, "\(what), \(theme.name) theme: \(screen.stderr)")
            guard let zbar, zbar == zxing else { return nil }
            texts.insert(String(decoding: zbar, as: UTF8.self))
        }
        return texts.count == 1 ? texts.first : nil
    }

    /// A home with a minimal card and a full one (three emails, three phones, an address,
    /// a note, five social profiles and a long name).
    static func home() throws -> TemporaryDirectory {
        let home = try TemporaryDirectory("myca-tmux-home")
        let minimal = try MycaProcess.run(["new", "minimal", "--name", "Ana Lima", "--email", "ana@example.org"], home: home.path)
        try #require(minimal.status == 0, "\(minimal.err)")
        let full = try MycaProcess.run([
            "new", "full", "--name", "Dr. Jordan Avery Lee-Nakamura", "--given", "Jordan", "--family", "Lee-Nakamura",
            "--pronouns", "she/her", "--org", "Example Research, Inc.", "--title", "Principal Scientist",
            "--email", "work:jordan.lee-nakamura@research.example", "--email", "home:jo.lee@home.example",
            "--email", "other:jordan.avery@mail.example",
            "--phone", "cell:+1-617-555-0101", "--phone", "work:+1-617-555-0102", "--phone", "home:+1-617-555-0103",
            "--url", "https://research.example/people/jordan", "--street", "77 Massachusetts Ave, Floor 3",
            "--city", "Cambridge", "--region", "MA", "--postal-code", "02139", "--country", "USA",
            "--note", "Met at SwiftConf 2026. Ask about imaging, optics and coffee, strong and black, no sugar.",
            "--social", "github:jlee-nakamura", "--social", "mastodon:@jordan@mastodon.social",
            "--social", "linkedin:https://www.linkedin.com/in/jordan-lee-nakamura",
            "--social", "bluesky:jordan.bsky.social", "--social", "instagram:jordan.lee.nakamura",
        ], home: home.path)
        try #require(full.status == 0, "\(full.err)")
        return home
    }

    /// The windows a terminal is most often opened at, from the classic default up.
    static let windows = [(80, 24), (100, 40), (120, 30), (200, 60)]

    @Test("in every common window the name and a code that scans are on screen at once, for any card")
    func everyWindowShowsNameAndCode() throws {
        let home = try Self.home()
        let cards: [(args: [String], name: String, family: String)] = [
            (["--sample"], "Alex Morgan", "Morgan"), (["minimal"], "Ana Lima", "Lima"),
            (["full"], "Dr. Jordan Avery Lee-Nakamura", "Lee-Nakamura"),
        ]
        for (columns, rows) in Self.windows {
            for card in cards {
                let what = "\(card.args[0]) at \(columns)×\(rows)"
                let screen = try Self.capture(["show"] + card.args, columns: columns, rows: rows,
                                              environment: ["MYCA_HOME=" + home.path])
                #expect(screen.lines.joined().contains(card.name), "\(what): no name on screen")
                let text = try Self.decoded(screen, what)
                // A code that saves the contact: the name is in it (vCard N/FN, MECARD N).
                #expect(text?.contains(card.family) == true, "\(what): \(text ?? "no code") \(screen.stderr)")
                #expect(!screen.stderr.contains("warning"), "\(what): \(screen.stderr)")
            }
        }
    }

    @Test("the note saying what a fitted code leaves out is the last line on screen")
    func noteStaysOnScreen() throws {
        let screen = try Self.capture(["show", "--sample"], columns: 80, rows: 24, stderrOnScreen: true)
        let shown = screen.lines.map(TerminalRasterizer.plain).filter { !$0.isEmpty }
        #expect(shown.last?.hasPrefix("QR code: ") == true, "\(shown.last ?? "")")
        #expect(shown.first?.contains("Alex Morgan") == true)
    }

    @Test("a 256-colour terminal keeps the style's hue, and the code still scans", arguments: ["navy", "plum", "forest", "ink"])
    func twoHundredFiftySixColours(style: String) throws {
        let screen = try Self.capture(["show", "--sample", "--style", style], columns: 120, rows: 40, environment: ["COLORTERM="])
        let painted = screen.lines.joined()
        #expect(painted.contains("38;5;") && !painted.contains("38;2;"), "not the 256-colour palette")
        for grey in 232...255 { #expect(!painted.contains("38;5;\(grey)m"), "\(style) ink drawn as grey \(grey)") }
        #expect(try Self.decoded(screen, style)?.contains("Morgan") == true)
    }

    @Test("thirty emoji joined by ZWJs: tmux draws every one and the box's right edge stays where its top's is")
    func longZWJChainStaysInsideTheBox() throws {
        let home = try TemporaryDirectory("myca-zwj")
        let chain = Array(repeating: "😀", count: 30).joined(separator: "\u{200D}")
        let made = try MycaProcess.run(["new", "zwj", "--name", "Ana " + chain, "--email", "ana@example.org"], home: home.path)
        try #require(made.status == 0, "\(made.err)")
        let screen = try Self.capture(["show", "zwj", "--no-qr"], columns: 120, rows: 30, environment: ["MYCA_HOME=" + home.path])
        #expect(screen.status == 0, "\(screen.stderr)")
        // tmux joins whatever follows a ZWJ into the cell before it and keeps 21 bytes of it:
        // a chain reaching it would show three of its emoji in two columns.
        let nameLine = try #require(screen.lines.first { $0.contains("Ana ") }, "\(screen.lines)")
        #expect(!nameLine.contains("\u{200D}"), "\(nameLine)")
        #expect(nameLine.filter { $0 == "😀" }.count >= 5, "\(nameLine)")
        // Cells as tmux gives them: each emoji alone takes two, every other character one;
        // the colours' escapes take none.
        func cells(_ line: String) -> Int {
            var count = 0, inEscape = false
            for scalar in line.unicodeScalars {
                if scalar == "\u{1B}" { inEscape = true } else if inEscape { inEscape = scalar != "m" } else {
                    count += scalar.properties.isEmojiPresentation ? 2 : 1
                }
            }
            return count
        }
        // capture-pane leaves out the blanks after a line's last character: the right edge.
        let box = screen.lines.filter { $0.contains("╭") || $0.contains("│") || $0.contains("╰") }
        try #require(box.count >= 3, "\(screen.lines)")
        #expect(Set(box.map(cells)).count == 1, "\(box.map(cells)): \(box)")
    }

    @Test("a window too small for any code: the card, and a warning saying what the code needs")
    func tooSmallForAnyCode() throws {
        let home = try Self.home()
        let screen = try Self.capture(["show", "minimal"], columns: 30, rows: 12, environment: ["MYCA_HOME=" + home.path])
        #expect(screen.stderr.contains("need a window of at least"), "\(screen.stderr)")
        #expect(screen.stderr.contains("and this one is 30×12"), "\(screen.stderr)")
        #expect(!screen.lines.joined().contains("▀"))
        #expect(screen.lines.joined().contains("Ana Lima"))
    }

    /// `qr` in a window draws a code that scans from the screen, fitted to it, or nothing
    /// and exit 1 with the options that would fit.
    @Test("qr at 60, 80 and 100 columns: a code that decodes from the pane, or exit 1 and nothing drawn")
    func qrFitsOrRefuses() throws {
        let home = try Self.home()
        for columns in [60, 80, 100] {
            for rows in [24, 40] {
                for args in [["qr", "--sample"], ["qr", "full"], ["qr", "minimal"], ["qr", "full", "--fields", "all"],
                             ["qr", "full", "--margin", "4", "--payload", "vcard4"]] {
                    let what = args.joined(separator: " ") + " at \(columns)×\(rows)"
                    let screen = try Self.capture(args, columns: columns, rows: rows, environment: ["MYCA_HOME=" + home.path])
                    let drawn = screen.lines.joined().contains("▀") || screen.lines.joined().contains("▄")
                    if screen.status == 0 {
                        #expect(try Self.decoded(screen, what) != nil, "\(what): \(screen.stderr)")
                    } else {
                        #expect(screen.status == 1, "\(what): \(screen.stderr)")
                        #expect(!drawn, "\(what): drawn and refused")
                        #expect(screen.stderr.contains("and this one is \(columns)×\(rows)"), "\(what): \(screen.stderr)")
                        #expect(screen.stderr.contains("fits this window") || screen.stderr.contains("no code of this card fits"),
                                "\(what): \(screen.stderr)")
                    }
                }
            }
        }
    }

    @Test("qr refuses a code the window cannot hold and names options that fit")
    func qrRefusalNamesWhatFits() throws {
        let home = try Self.home()
        let screen = try Self.capture(["qr", "full", "--fields", "all"], columns: 80, rows: 24,
                                      environment: ["MYCA_HOME=" + home.path])
        #expect(screen.status == 1)
        #expect(screen.stderr.contains("hint: 'myca qr --"), "\(screen.stderr)")
        let fits = try #require(screen.stderr.split(separator: "'").dropFirst(1).first.map(String.init))
        // What the hint offers does fit.
        let words = fits.split(separator: " ").dropFirst(2).map(String.init)
        let again = try Self.capture(["qr", "full"] + words, columns: 80, rows: 24, environment: ["MYCA_HOME=" + home.path])
        #expect(again.status == 0, "\(fits): \(again.stderr)")
        #expect(try Self.decoded(again, fits) != nil)
    }
}

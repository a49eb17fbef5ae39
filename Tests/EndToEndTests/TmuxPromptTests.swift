import Foundation
import MycaTestSupport
import Testing

/// `myca new`'s questions in a real terminal: tmux types keys at them (arrows, Home, End,
/// Delete, Ctrl-U and Ctrl-K, Up and Down through earlier answers) and the stored card and
/// the screen show what the editing made.
@Suite("prompts in a real tmux terminal", .serialized)
struct TmuxPromptTests {
    /// Starts tmux as `TmuxShowTests` does, runs myca in an 80 × 24 pane, then works through
    /// the steps: `wait:TEXT` until the pane shows TEXT, `key:NAME` a tmux key, `text:T`
    /// literal text; prints the pane once myca has ended, and keeps what `stty -a` says of
    /// the terminal then in `stty`.
    static let script = #"""
        set -u
        dir=$1 home=$2 bin=$3; shift 3
        socket=myca-prompt-$$
        export TERM=xterm-256color LANG=C.UTF-8
        : > "$dir/tmux.conf"
        tmux -D -L "$socket" -f "$dir/tmux.conf" </dev/null >/dev/null 2>&1 &
        server=$!
        trap 'tmux -L "$socket" kill-server >/dev/null 2>&1; wait $server 2>/dev/null' EXIT
        # The shell outlives a Ctrl-C that ends myca (a trap, unlike an ignored signal,
        # is not passed on to myca) to record the terminal's settings.
        cmd="trap 'true' INT; env LANG=C.UTF-8 MYCA_HOME='$home' '$bin' new ana; stty -a > '$dir/stty' 2>&1; touch '$dir/done'; sleep 60"
        i=0
        until tmux -L "$socket" new-session -d -x 80 -y 24 "$cmd" </dev/null >/dev/null 2>&1; do
            i=$((i + 1)); [ $i -gt 50 ] && { echo "tmux did not start" >&2; exit 1; }; sleep 0.1
        done
        for step in "$@"; do
            case "$step" in
                wait:*)
                    i=0
                    until tmux -L "$socket" capture-pane -p -t 0 | grep -qF -- "${step#wait:}"; do
                        i=$((i + 1))
                        if [ $i -gt 100 ]; then
                            echo "never saw: ${step#wait:}" >&2; tmux -L "$socket" capture-pane -p -t 0 >&2; exit 1
                        fi
                        sleep 0.1
                    done ;;
                key:*) tmux -L "$socket" send-keys -t 0 "${step#key:}" ;;
                text:*) tmux -L "$socket" send-keys -t 0 -l "${step#text:}" ;;
            esac
        done
        i=0
        until [ -f "$dir/done" ]; do i=$((i + 1)); [ $i -gt 300 ] && { echo "myca did not finish" >&2; exit 1; }; sleep 0.1; done
        sleep 0.2
        tmux -L "$socket" capture-pane -p -t 0
        """#

    /// Runs `myca new ana` in tmux with `steps`; the pane, and the terminal's settings after.
    static func type(_ steps: [String], in tmp: TemporaryDirectory) throws -> (screen: String, stty: String) {
        let clean = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
            + "[signal.signal(s, signal.SIG_DFL) for s in signal.valid_signals() "
            + "if s not in (signal.SIGKILL, signal.SIGSTOP)]; os.execv('/bin/sh', sys.argv[1:])"
        let run = try ToolProcess.run(
            "/usr/bin/env", ["python3", "-c", clean, "sh", "-c", Self.script, "sh", tmp.path, tmp.path + "/home",
                             MycaProcess.binary] + steps,
            environment: ["PATH": "/usr/bin:/bin", "HOME": tmp.path])
        try #require(run.status == 0, "tmux: \(run.err)")
        return (run.out, String(decoding: try tmp.read("stty"), as: UTF8.self))
    }

    @Test("Ctrl-C at a question ends myca with the terminal as it was: echo and line editing back, nothing written")
    func interrupted() throws {
        let tmp = try TemporaryDirectory("myca-tmux-prompt")
        let (_, stty) = try Self.type(["wait:Name:", "text:Ana", "key:Left", "key:C-c"], in: tmp)
        #expect(stty.contains(" icanon") && !stty.contains("-icanon"), "\(stty)")
        #expect(stty.contains(" echo ") && !stty.contains("-echo "), "\(stty)")
        #expect(stty.contains(" icrnl") && stty.contains(" ixon"), "\(stty)")
        #expect(!FileManager.default.fileExists(atPath: tmp.path + "/home/cards/ana.vcf"))
    }

    @Test("arrows, Home/End, Delete, Ctrl-U/K and history edit the answers; wide characters stay in place")
    func editing() throws {
        let tmp = try TemporaryDirectory("myca-tmux-prompt")
        let steps = [
            "wait:Name:", "text:Ana Lma", "key:Left", "key:Left", "text:i", "key:Enter",
            "wait:Title:", "text:山田商事", "key:Left", "key:Left", "text:株式", "key:Enter",
            "wait:Organization:", "key:Up", "key:Up", "key:Up", "key:Down", "key:Up", "key:End", "text: Works", "key:Enter",
            "wait:Email:", "text:xana@example.orgzz", "key:BSpace", "key:BSpace", "key:Home", "key:DC", "key:Enter",
            "wait:Phone:", "text:junk", "key:Left", "key:C-u", "key:C-k", "text:+1 555 0100 99", "key:Left",
            "key:Left", "key:C-k", "key:Enter",
            "wait:Website:", "text:example.org", "key:C-a", "text:www.", "key:C-e", "key:Enter",
        ]
        let (screen, stty) = try Self.type(steps, in: tmp)
        #expect(stty.contains(" icanon") && stty.contains(" echo "), "\(stty)")
        let card = String(decoding: try tmp.read("home/cards/ana.vcf"), as: UTF8.self)
        #expect(card.contains("FN:Ana Lima\r\n"), "\(card)")
        #expect(card.contains("TITLE:山田株式商事\r\n"), "\(card)")
        #expect(card.contains("ORG:Ana Lima Works"), "\(card)")
        #expect(card.contains("ana@example.org\r\n") && !card.contains("xana"), "\(card)")
        #expect(card.contains("+1 555 0100\r\n") || card.contains("+15550100\r\n"), "\(card)")
        #expect(card.contains("https://www.example.org"), "\(card)")
        let lines = screen.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Title: 山田株式商事"), "the line is drawn where it is edited: \(screen)")
        #expect(lines.contains("Name: Ana Lima"), "\(screen)")
        #expect(!screen.contains("^["), "no escape is echoed: \(screen)")
    }
}

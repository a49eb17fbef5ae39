import Foundation
import MycaCLI
import MycaInProcess
import MycaTestSupport
import MycaCore
import Testing

@Suite struct ANSITests {
    @Test func stylesWhenEnabled() {
        let ansi = ANSI(enabled: true)
        #expect(ansi.bold("x") == "\u{1B}[1mx\u{1B}[0m")
        #expect(ansi.dim("x") == "\u{1B}[2mx\u{1B}[0m")
        #expect(ansi.fg(.rgb(1, 2, 3), "x") == "\u{1B}[38;2;1;2;3mx\u{1B}[0m")
        #expect(ansi.bg(.palette(200), "x") == "\u{1B}[48;5;200mx\u{1B}[0m")
        #expect(ansi.fg(.basic(1), "x") == "\u{1B}[31mx\u{1B}[0m")
        #expect(ansi.fg(.basic(9), "x") == "\u{1B}[91mx\u{1B}[0m")
        #expect(ansi.bg(.basic(12), "x") == "\u{1B}[104mx\u{1B}[0m")
    }

    @Test func plainWhenDisabled() {
        let ansi = ANSI(enabled: false)
        #expect(ansi.bold(ansi.fg(.rgb(9, 9, 9), "x")) == "x")
        #expect(ansi.reset == "")
    }

    @Test(arguments: [
        (ColorMode.auto, true, [String: String](), true),
        (.auto, false, [:], false),
        (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, true, ["NO_COLOR": ""], true),
        (.auto, true, ["TERM": "dumb"], false),
        (.always, false, ["NO_COLOR": "1"], true),
        (.never, true, [:], false),
    ])
    func colourDecision(mode: ColorMode, tty: Bool, environment: [String: String], expected: Bool) {
        let ctx = CommandContext(
            stdout: BufferSink(), stderr: BufferSink(), environment: Environment(environment),
            stdoutIsTTY: tty, stderrIsTTY: !tty, colorMode: mode)
        #expect(ctx.colorEnabled(for: .stdout) == expected)
        #expect(ctx.ansi(for: .stdout).enabled == expected)
    }
}

@Suite struct PromptTests {
    @Test func reasksWithTheReasonUntilValid() {
        let err = BufferSink()
        let ctx = CommandContext(stdout: BufferSink(), stderr: err, stdin: BufferInput("\n  bad \r\n Ada \n"))
        let answer = Prompt(context: ctx).ask("Name") { $0.isEmpty ? "a name is required" : $0 == "bad" ? "not that one" : nil }
        #expect(answer == "Ada")
        #expect(err.text == "Name:   a name is required\nName:   not that one\nName: ")
    }

    @Test func endOfInputReturnsNil() {
        let err = BufferSink()
        let ctx = CommandContext(stdout: BufferSink(), stderr: err, stdin: BufferInput("x"))
        let prompt = Prompt(context: ctx)
        #expect(prompt.ask("Title") == "x")
        #expect(prompt.ask("Email") == nil)
        #expect(err.text == "Title: Email: \n")
    }

    @Test func defaultsAndConfirmation() {
        let ctx = CommandContext(stdout: BufferSink(), stderr: BufferSink(), stdin: BufferInput("\nmaybe\nYes\n\n"))
        let prompt = Prompt(context: ctx)
        #expect(prompt.ask("Style", default: "classic") == "classic")
        #expect(prompt.confirm("Delete?") == true)
        #expect(prompt.confirm("Delete?") == false)
        #expect(prompt.confirm("Delete?") == nil)
    }

    @Test("a yes-or-no question takes はい and いいえ as a Japanese user answers, in any locale")
    func japaneseConfirmation() {
        let ctx = CommandContext(stdout: BufferSink(), stderr: BufferSink(), stdin: BufferInput("はい\nいいえ\nhai\nＮ\n"))
        let prompt = Prompt(context: ctx)
        #expect(prompt.confirm("削除しますか?") == true)
        #expect(prompt.confirm("削除しますか?") == false)
        #expect(prompt.confirm("削除しますか?") == true)
        #expect(prompt.confirm("削除しますか?") == false)
    }

    @Test func labelsAreSanitized() {
        let err = BufferSink()
        let ctx = CommandContext(stdout: BufferSink(), stderr: err, stdin: BufferInput("a\n"))
        _ = Prompt(context: ctx).ask("x\u{1B}]52;c;AA\u{7}", default: "\u{202E}d")
        #expect(err.text == "x\\u{1B}]52;c;AA\\u{7} [\\u{202E}d]: ")
    }
}

@Suite struct ProgressBarTests {
    @Test func silentWhenNotATerminalOrQuiet() {
        for (tty, quiet) in [(false, false), (true, true)] {
            let err = BufferSink()
            let ctx = CommandContext(stdout: BufferSink(), stderr: err, stderrIsTTY: tty, quiet: quiet)
            var bar = ProgressBar(context: ctx, label: "x", total: 3, clock: { 0 })
            bar.update(done: 1)
            bar.update(done: 3)
            bar.finish()
            #expect(err.bytes.isEmpty)
            #expect(!bar.isActive)
        }
    }

    @Test func drawsThrottledOnATerminal() {
        let err = BufferSink()
        let ctx = CommandContext(stdout: BufferSink(), stderr: err, stderrIsTTY: true, terminalWidth: 40)
        var bar = ProgressBar(context: ctx, label: "Import", total: 4, clock: { 0 })
        bar.update(done: 1)
        bar.update(done: 2)  // same instant: throttled
        bar.update(done: 4)  // complete: always drawn
        bar.finish()
        let first = "\rImport [######--------------------] 1/4\u{1B}[K"
        let last = "\rImport [##########################] 4/4\u{1B}[K"
        #expect(err.text == first + last + "\n")
    }

    @Test func showsRateAndETA() {
        let ctx = CommandContext(stdout: BufferSink(), stderr: BufferSink(), stderrIsTTY: true, terminalWidth: 50)
        let bar = ProgressBar(context: ctx, label: "", total: 100, clock: { 0 })
        #expect(bar.line(done: 50, now: 10) == "[###########-----------]  50/100  5.0/s  ETA 0:10")
        #expect(bar.line(done: 100, now: 10) == "[###############################] 100/100  10.0/s")
    }
}

@Suite struct EditorTests {
    @Test(arguments: [
        (["VISUAL": "code --wait", "EDITOR": "nano"], "code --wait"),
        (["VISUAL": " ", "EDITOR": "nano"], "nano"),
        (["EDITOR": "emacs -nw"], "emacs -nw"),
        ([:], "vi"),
    ])
    func choosesTheEditor(environment: [String: String], expected: String) {
        #expect(Editor.command(environment: Environment(environment)) == expected)
    }

    @Test func runsTheEditorWithArgumentsOnAnAwkwardPath() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write("a b $(touch pwned) 'q'.txt", "old")
        let ctx = CommandContext(
            stdout: BufferSink(), stderr: BufferSink(),
            environment: ["EDITOR": "printf '%s' edited >", "PATH": "/usr/bin:/bin"])
        #expect(Editor.run(file: file, context: ctx) == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "edited")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/pwned"))
    }

    @Test func returnsTheEditorsExitStatus() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write("f.txt", "")
        let ctx = CommandContext(stdout: BufferSink(), stderr: BufferSink(), environment: ["VISUAL": "exit 3;"])
        #expect(Editor.run(file: file, context: ctx) == 3)
        let killed = CommandContext(stdout: BufferSink(), stderr: BufferSink(), environment: ["VISUAL": "kill -9 $$;"])
        #expect(Editor.run(file: file, context: killed) == 137)
    }
}

@Suite struct StreamTests {
    @Test func bufferInputReadsLinesThenTheRest() {
        let input = BufferInput("one\r\ntwo\nrest\nof it")
        #expect(input.readLine() == "one")
        #expect(input.readLine() == "two")
        #expect(input.readAll() == Array("rest\nof it".utf8))
        #expect(input.readLine() == nil)
    }

    @Test func fileDescriptorInputAndSink() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("in.txt", "first\nsecond\r\nthird")
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        let input = FileDescriptorInput(fd: fd)
        #expect(input.readLine() == "first")
        #expect(input.readLine() == "second")
        #expect(input.readAll() == Array("third".utf8))
        #expect(input.readLine() == nil)

        let outPath = dir.path + "/out.bin"
        let out = open(outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let sink = FileDescriptorSink(fd: out)
        sink.write("héllo ")
        sink.write(bytes: [0x00, 0xFF, 0x0D, 0x0A])
        #expect(try Data(contentsOf: URL(fileURLWithPath: outPath)).isEmpty)  // buffered until flush
        sink.flush()
        close(out)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: outPath))) == Array("héllo ".utf8) + [0x00, 0xFF, 0x0D, 0x0A])
    }
}

@Suite struct CompleteHandlesTests {
    @Test func listsValidHandlesFromTheCardsFolder() async throws {
        let dir = try TemporaryDirectory()
        for name in ["work.vcf", "home.vcf", "Bad Name.vcf", ".hidden.vcf", "notes.txt", "a-b_c.d.vcf"] {
            try dir.write("cards/" + name, "")
        }
        let run = await MycaHarness.run(["__complete-handles", "--home", dir.path], registry: Fixtures.registry)
        #expect(run.status == 0)
        #expect(run.out == "a-b_c.d\nhome\nwork\n")
        let viaEnv = await MycaHarness.run(["__complete-handles"], environment: ["MYCA_HOME": dir.path], registry: Fixtures.registry).out
        #expect(viaEnv == run.out)
        let none = await MycaHarness.run(["__complete-handles"], environment: ["MYCA_HOME": dir.path + "/missing"], registry: Fixtures.registry).out
        #expect(none == "")
    }

    @Test func xdgDataHomeIsUsedWithoutMycaHome() async throws {
        let dir = try TemporaryDirectory()
        try dir.write("myca/cards/x.vcf", "")
        let out = await MycaHarness.run(["__complete-handles"], environment: ["XDG_DATA_HOME": dir.path, "HOME": "/nonexistent"], registry: Fixtures.registry).out
        #expect(out == "x\n")
    }
}

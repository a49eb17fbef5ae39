import Foundation
import MycaCLI
import MycaInProcess
import MycaTestSupport
import Testing

@Suite struct CompletionScriptTests {
    static let specs = Fixtures.registry.map { $0.spec }

    @Test func bashScriptIsValidSyntax() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write("myca.bash", CompletionScript.bash(commands: Self.specs))
        let result = try ToolProcess.run("/bin/bash", ["-n", file])
        #expect(result.status == 0, "\(result.err)")
    }

    /// zsh and fish parse their scripts without running them (make deps installs both shells).
    @Test(arguments: [("/usr/bin/zsh", ["-n"], "zsh"), ("/usr/bin/fish", ["--no-execute"], "fish")])
    func zshAndFishScriptsAreValidSyntax(shell: String, flags: [String], name: String) throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write("myca.\(name)", try #require(CompletionScript.script(for: name, commands: Self.specs)))
        let result = try ToolProcess.run(shell, flags + [file])
        #expect(result.status == 0, "\(result.err)")
    }

    /// Drives the generated bash function like bash does on TAB, with a fake `myca` on PATH for handles.
    @Test(arguments: [
        (["myca", ""], "completion help new rename"),
        (["myca", "n"], "new"),
        (["myca", "-"], "--home --color --quiet -q --verbose -v --help -h --version"),
        (["myca", "--color", ""], "always auto never"),
        (["myca", "--home", "/tmp/x", "ren"], "rename"),
        (["myca", "new", "--fo"], "--force --format"),
        (["myca", "new", "--format", ""], "json vcard vcard3"),
        (["myca", "new", "-F", "vc"], "vcard vcard3"),
        (["myca", "new", "--format", "=", ""], "json vcard vcard3"),
        (["myca", "new", "--no"], "--no-qr"),
        (["myca", "new", ""], "home work"),
        (["myca", "new", "--name", "Ada", "w"], "work"),
        (["myca", "new", "--name", ""], ""),
        (["myca", "rename", "home", ""], ""),
        (["myca", "rename", ""], "home work"),
        (["myca", "completion", ""], "bash fish zsh"),
        (["myca", "help", ""], "completion help new rename"),
        (["myca", "-q", "help", "--m"], "--man"),
    ])
    func bashCompletes(words: [String], expected: String) throws {
        let dir = try TemporaryDirectory()
        let script = try dir.write("myca.bash", CompletionScript.bash(commands: Self.specs))
        let fake = try dir.write("bin/myca", "#!/bin/sh\n[ \"$1\" = __complete-handles ] && printf 'home\\nwork\\n'\n")
        chmod(fake, 0o755)
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let driver = """
            source \(script)
            compopt() { :; }
            COMP_WORDS=(\(quoted))
            COMP_CWORD=\(words.count - 1)
            _myca
            printf '%s\\n' "${COMPREPLY[@]}" | sort | tr '\\n' ' '
            """
        let result = try ToolProcess.run("/bin/bash", ["-c", driver], environment: ["PATH": dir.path + "/bin:/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == "")
        let got = result.out.split(separator: " ").joined(separator: " ")
        #expect(got == expected.split(separator: " ").sorted().joined(separator: " "))
    }

    @Test func zshScriptDeclaresEveryCommandFunction() {
        let zsh = CompletionScript.zsh(commands: Self.specs)
        #expect(zsh.hasPrefix("#compdef myca\n"))
        #expect(zsh.contains("    'new:Create a card.'\n"))
        #expect(!zsh.contains("__complete-handles'"))  // hidden command not offered
        #expect(zsh.contains("    '(-F --format)'{-F+,--format=}'[Output format (one of\\: vcard, vcard3, json; default\\: vcard).]:FORMAT:(vcard vcard3 json)'"))
        #expect(zsh.contains("    '*'{-e+,--email=}'[An email address (repeatable).]:[TYPE\\:]ADDR: '"))
        #expect(zsh.contains("    '1::HANDLE:_myca_handles'"))
        #expect(zsh.contains("    '--from=[Start from a vCard file, or - for stdin.]:FILE:_files'"))
        #expect(zsh.contains("    '(--qr --no-qr)--qr[Show the QR code (on by default).]' \\\n    '(--qr --no-qr)--no-qr[Turn off --qr.]'"))
        #expect(zsh.contains("handles=(${(f)\"$(command myca __complete-handles 2>/dev/null)\"})"))
        for name in ["new", "rename", "help", "completion"] {
            #expect(zsh.contains("\n_myca_\(name)() {\n"))
        }
    }

    @Test func fishScriptOffersValuesFilesAndHandles() {
        let fish = CompletionScript.fish(commands: Self.specs)
        #expect(fish.contains("complete -c myca -n __fish_use_subcommand -a 'new' -d 'Create a card.'\n"))
        #expect(fish.contains("complete -c myca -n '__fish_seen_subcommand_from new' -s F -l format -x -a 'vcard vcard3 json' -d"))
        #expect(fish.contains("complete -c myca -n '__fish_seen_subcommand_from new' -l from -r -F -d"))
        #expect(fish.contains("complete -c myca -n '__fish_seen_subcommand_from new' -x -a '(command myca __complete-handles 2>/dev/null)'\n"))
        #expect(fish.contains("complete -c myca -n '__fish_seen_subcommand_from new' -l no-qr -d 'Turn off --qr.'\n"))
        #expect(fish.contains("complete -c myca -l home -x -a '(__fish_complete_directories)'"))
        #expect(!fish.contains("-a '__complete-handles'"))
    }

    @Test func quotingSurvivesSingleQuotesInHelp() throws {
        let spec = CommandSpec(name: "q", summary: "It's quoted.", options: [.flag("x", help: "Don't [break]: it.")])
        let bash = CompletionScript.bash(commands: [spec])
        let dir = try TemporaryDirectory()
        let file = try dir.write("q.bash", bash)
        #expect(try ToolProcess.run("/bin/bash", ["-n", file]).status == 0)
        #expect(CompletionScript.zsh(commands: [spec]).contains("'--x[Don'\\''t \\[break\\]\\: it.]'"))
        #expect(CompletionScript.fish(commands: [spec]).contains("-d 'Don'\\''t [break]: it.'"))
    }

    @Test func completionCommandPrintsEachShell() async {
        for shell in CompletionScript.shells {
            let run = await MycaHarness.run(["completion", shell], registry: Fixtures.registry)
            #expect(run.status == 0)
            #expect(run.out == CompletionScript.script(for: shell, commands: Self.specs))
        }
        let run = await MycaHarness.run(["completion", "fsh"], registry: Fixtures.registry)
        #expect(run.status == 2)
        #expect(run.err.hasPrefix("myca: error: invalid value 'fsh' for SHELL; did you mean 'fish'?\nhint: allowed values: bash, zsh, fish\n"))
    }
}

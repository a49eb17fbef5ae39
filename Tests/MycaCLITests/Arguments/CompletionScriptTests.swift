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
        (["myca", "-"], "--home --color --quiet -q --verbose -v --help -h --version -V"),
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
        (["myca", "--home", "/tmp/cards", "rename", ""], "cards-a cards-b"),
        (["myca", "--home", "=", "/tmp/other", "rename", ""], "other-a other-b"),
        (["myca", "rename", "--home", "/srv/team", ""], "team-a team-b"),
    ])
    func bashCompletes(words: [String], expected: String) throws {
        let got = try Self.bashCompletion(words, specs: Self.specs)
        #expect(got == expected.split(separator: " ").sorted().joined(separator: " "))
    }

    /// myca's own commands: each option's values come from its declaration, also where the
    /// option takes more than those (a size `WxH`, any language tag).
    @Test(arguments: [
        (["myca", "card", "--size", ""], "eu id1 jp us"),
        (["myca", "card", "--template", ""], "classic meishi minimal"),
        (["myca", "card", "--style", "n"], "navy"),
        (["myca", "show", "--lang", "j"], "ja"),
        (["myca", "export", "--format", "vc"], "vcard vcard3"),
        (["myca", "sh"], "show"),
    ])
    func bashCompletesEveryOptionsValues(words: [String], expected: String) throws {
        let got = try Self.bashCompletion(words, specs: Commands.all.map { $0.spec })
        #expect(got == expected, "\(words)")
    }

    /// The words the generated bash function offers for `words`, as bash would on TAB, sorted
    /// and joined by spaces, with a fake `myca` on PATH for handles.
    static func bashCompletion(_ words: [String], specs: [CommandSpec]) throws -> String {
        let dir = try TemporaryDirectory()
        let script = try dir.write("myca.bash", CompletionScript.bash(commands: specs))
        // The fake store at `--home DIR` holds DIR's name + `-a` and `-b`.
        let fake = try dir.write("bin/myca", """
            #!/bin/sh
            if [ "$1" = --home ]; then h=$(basename "$2"); shift 2; fi
            [ "$1" = __complete-handles ] || exit 0
            if [ -n "$h" ]; then printf '%s\\n' "$h-a" "$h-b"; else printf 'home\\nwork\\n'; fi

            """)
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
        return result.out.split(separator: " ").joined(separator: " ")
    }

    @Test func zshScriptDeclaresEveryCommandFunction() {
        let zsh = CompletionScript.zsh(commands: Self.specs)
        #expect(zsh.hasPrefix("#compdef myca\n"))
        #expect(zsh.contains("\n  _arguments -C -A '-*' \\\n"))
        #expect(zsh.contains("    'new:Create a card.'\n"))
        #expect(!zsh.contains("__complete-handles'"))  // hidden command not offered
        #expect(zsh.contains("    '(-F --format)'{-F+,--format=}'[Output format (one of\\: vcard, vcard3, json; default\\: vcard).]:FORMAT:(vcard vcard3 json)'"))
        #expect(zsh.contains("    '*'{-e+,--email=}'[An email address (repeatable).]:[TYPE\\:]ADDR: '"))
        #expect(zsh.contains("    '1::HANDLE:_myca_handles'"))
        #expect(zsh.contains("    '--from=[Start from a vCard file, or - for stdin.]:FILE:_files'"))
        #expect(zsh.contains("    '(--qr --no-qr)--qr[Show the QR code (on by default).]' \\\n    '(--qr --no-qr)--no-qr[Turn off --qr.]'"))
        #expect(zsh.contains("handles=(${(f)\"$(command myca ${home:+--home} ${home:+$home} __complete-handles ${which:+$which} 2>/dev/null)\"})"))
        for name in ["new", "rename", "help", "completion"] {
            #expect(zsh.contains("\n_myca_\(name)() {\n"))
        }
    }

    @Test func fishScriptOffersValuesFilesAndHandles() {
        let fish = CompletionScript.fish(commands: Self.specs)
        #expect(fish.contains("complete -c myca -n __fish_use_subcommand -a 'new' -d 'Create a card.'\n"))
        // The help beside the option, the values on a line without it (fish would show it beside each).
        #expect(fish.contains("complete -c myca -n '__fish_seen_subcommand_from new' -s F -l format -x -d 'Output format"))
        #expect(fish.contains("complete -c myca -n '__fish_seen_subcommand_from new' -s F -l format -x -a 'vcard vcard3 json'\n"))
        #expect(fish.contains("complete -c myca -n '__fish_seen_subcommand_from new' -l from -r -F -d"))
        #expect(fish.contains("complete -c myca -n '__fish_seen_subcommand_from new' -x -a '(__myca_handles)'\n"))
        #expect(fish.contains("complete -c myca -n '__fish_seen_subcommand_from new' -l no-qr -d 'Turn off --qr.'\n"))
        #expect(fish.contains("complete -c myca -l home -x -a '(__fish_complete_directories)'"))
        #expect(!fish.contains("-a '__complete-handles'"))
    }

    /// zsh and fish run their handle functions on a line naming `--home`, with a fake myca
    /// that says which store it was asked about.
    @Test(arguments: ["zsh", "zsh --home before the command", "fish"])
    func handlesComeFromTheHomeOnTheLine(variant: String) throws {
        let shell = String(variant.prefix { $0 != " " })
        let dir = try TemporaryDirectory()
        let fake = try dir.write("bin/myca", """
            #!/bin/sh
            if [ "$1" = --home ]; then h=$(basename "$2"); shift 2; fi
            # As myca does, any other argument is a usage error.
            [ "$1" = __complete-handles ] && [ $# -eq 1 ] && printf '%s\\n' "${h:-default}-a"

            """)
        chmod(fake, 0o755)
        let script = try dir.write("myca.\(shell)", try #require(CompletionScript.script(for: shell, commands: Self.specs)))
        // Before the command, _myca hands on the --home that _arguments read: the command's
        // words start at its name.
        let driver = variant == "zsh"
            ? """
              _describe() { print -l -- "${(@P)4}"; }
              source \(script)
              words=(myca --home ~/team rename ''); CURRENT=4
              _myca_handles -J -default-
              """
            : shell == "zsh" ? """
              _describe() { print -l -- "${(@P)4}"; }
              source \(script)
              _myca_home=~/team; words=(rename ''); CURRENT=2
              _myca_handles -J -default-
              """
            : """
              source \(script)
              function commandline; printf '%s\\n' myca --home=/srv/team rename; end
              __myca_handles
              """
        let result = try ToolProcess.run("/usr/bin/" + shell, ["-c", driver],
                                         environment: ["PATH": dir.path + "/bin:/usr/bin:/bin", "HOME": dir.path])
        #expect(result.out == "team-a\n", "\(result.out)\(result.err)")
    }

    /// fish itself, asked what it completes: the option with its help once, its values bare.
    @Test func fishShowsAnOptionsHelpOnceAndItsValuesBare() throws {
        let dir = try TemporaryDirectory()
        let script = try dir.write("myca.fish", CompletionScript.fish(commands: Commands.all.map { $0.spec }))
        let result = try ToolProcess.run("/usr/bin/fish", [
            "--no-config", "-c", "source \(script); complete -C 'myca card --siz'; echo ==; complete -C 'myca card --size '",
        ], environment: ["PATH": "/usr/bin:/bin", "HOME": dir.path])
        let parts = result.out.components(separatedBy: "==\n")
        #expect(parts.first?.hasPrefix("--size\tCard size: a named size") == true, "\(result.out)\(result.err)")
        #expect(parts.last == "eu\nid1\njp\nus\n", "\(result.out)")
    }

    @Test("make install-completions puts the scripts where bash-completion, zsh and fish look")
    func installedWhereShellsLook() throws {
        let dest = try TemporaryDirectory()
        let run = try ToolProcess.run("/usr/bin/make", [
            "-s", "-C", MycaProcess.packageRoot, "install-completions", "BIN=" + MycaProcess.binary,
            "DESTDIR=" + dest.path, "PREFIX=/usr",
        ])
        #expect(run.status == 0, "\(run.err)")
        for (path, shell) in [("usr/share/bash-completion/completions/myca", "bash"), ("usr/share/zsh/vendor-completions/_myca", "zsh"),
                              ("usr/share/fish/vendor_completions.d/myca.fish", "fish")] {
            let text = String(decoding: (try? dest.read(path)) ?? [], as: UTF8.self)
            let printed = try ToolProcess.run(MycaProcess.binary, ["completion", shell], environment: ["LC_ALL": "C"]).out
            #expect(text == printed && text.contains("completion for myca"), "\(path)")
        }
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

import MycaCLI
import MycaCore
import MycaInProcess
import MycaTestSupport
import Testing

@Suite struct MycaCLIRunTests {
    @Test func versionPrintsOnStdout() async {
        let run = await MycaHarness.run(["--version"], registry: Fixtures.registry)
        #expect(run.status == 0)
        #expect(run.out == MycaCLI.versionLine + "\n")
        #expect(run.err == "")
    }

    @Test func helpListsVisibleCommandsWithSummaries() async {
        let run = await MycaHarness.run(["help"], registry: Fixtures.registry)
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(run.out.contains("\n  new         Create a card.\n"))
        #expect(run.out.contains("\n  rename      Rename a card.\n"))
        #expect(run.out.contains("\n  completion  Print a shell completion script.\n"))
        #expect(!run.out.contains("__complete-handles"))
        #expect(run.out.hasPrefix("myca - digital business cards on the command line\n\nusage: myca [--home DIR]"))
        let bare = await MycaHarness.run(["--help"], registry: Fixtures.registry).out
        #expect(bare == run.out)
    }

    @Test(arguments: [["help", "new"], ["new", "--help"], ["new", "-h"], ["-q", "new", "extra", "args", "-h"], ["--help", "new"]])
    func commandHelpRoutes(argv: [String]) async {
        let run = await MycaHarness.run(argv, registry: Fixtures.registry)
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(run.out == HelpFormatter.help(for: Fixtures.newSpec, width: 80))
    }

    @Test func unknownCommandSuggestsAndExits2() async {
        let run = await MycaHarness.run(["nwe", "--force"], registry: Fixtures.registry)
        #expect(run.status == 2)
        #expect(run.out == "")
        #expect(run.err == """
            myca: error: unknown command 'nwe'; did you mean 'new'?
            hint: run 'myca help' to list the commands
            usage: myca [--home DIR] [--color WHEN] [-q] [-v] COMMAND [ARGS...]
            See 'myca help'.

            """)
    }

    @Test func helpOfUnknownCommandIsAUsageError() async {
        let run = await MycaHarness.run(["help", "renmae"], registry: Fixtures.registry)
        #expect(run.status == 2)
        #expect(run.err.hasPrefix("myca: error: unknown command 'renmae'; did you mean 'rename'?\n"))
        #expect(run.err.hasSuffix("usage: myca help [COMMAND] [options]\nSee 'myca help help'.\n"))
    }

    @Test func bareMycaListsTheCommands() async {
        let run = await MycaHarness.run([], registry: Fixtures.registry)
        #expect(run.status == 0)
        #expect(run.err == "")
        let help = await MycaHarness.run(["--help"], registry: Fixtures.registry)
        #expect(run.out == help.out && run.out.contains("Commands"))
    }

    @Test func shortVersionIsTheVersion() async {
        let short = await MycaHarness.run(["-V"], registry: Fixtures.registry)
        let long = await MycaHarness.run(["--version"], registry: Fixtures.registry)
        #expect(short.status == 0 && short.out == long.out && short.out.hasPrefix("myca "))
    }

    @Test func missingCommand() async {
        let run = await MycaHarness.run(["-q"], registry: Fixtures.registry)
        #expect(run.status == 2)
        #expect(run.err.hasPrefix("myca: error: missing command\nhint: run 'myca help' to list the commands\n"))
    }

    @Test func unknownOptionShowsTheCommandUsage() async {
        let run = await MycaHarness.run(["new", "--emial", "a@b"], registry: Fixtures.registry)
        #expect(run.status == 2)
        #expect(run.out == "")
        #expect(run.err == """
            myca: error: unknown option '--emial'; did you mean '--email'?
            usage: myca new [HANDLE] [options]
            See 'myca help new'.

            """)
    }

    @Test func typedValueErrorsFromRunAreUsageErrors() async {
        let run = await MycaHarness.run(["new", "--scale", "big"], registry: Fixtures.registry)
        #expect(run.status == 2)
        #expect(run.err == """
            myca: error: invalid value 'big' for '--scale': expected an integer
            usage: myca new [HANDLE] [options]
            See 'myca help new'.

            """)
    }

    @Test func globalOptionsBeforeAndAfterTheCommand() async {
        let run = await MycaHarness.run(["--color", "always", "new", "w", "-q", "--home=/tmp/h"], registry: Fixtures.registry)
        #expect(run.status == 0)
        #expect(run.out == """
            args: home=/tmp/h quiet pos=["w"]
            scale: nil
            quiet: true verbose: false color: always
            home: /tmp/h

            """)
        let later = await MycaHarness.run(["--color=never", "new", "--color=always"], registry: Fixtures.registry).out
        #expect(later.contains("color: always\n"))
    }

    @Test func quietAndVerboseConflict() async {
        let run = await MycaHarness.run(["-q", "new", "-v"], registry: Fixtures.registry)
        #expect(run.status == 2)
        #expect(run.err.hasPrefix("myca: error: options '--quiet' and '--verbose' cannot be used together\nusage: myca new"))
    }

    @Test func commandExitCodeIsReturned() async {
        let run = await MycaHarness.run(["rename", "a", "b"], registry: Fixtures.registry)
        #expect(run.status == 3)
        #expect(run.out == "[\"a\", \"b\"]\n")
    }

    @Test func otherErrorsUseTheirExitCodeWithoutUsageAndAreSanitized() async {
        let run = await MycaHarness.run(["new", "--name", "fail"], registry: Fixtures.registry)
        #expect(run.status == 4)
        #expect(run.out == "")
        #expect(run.err == "myca: error: card '\\u{1B}[31mx' is broken\nhint: run 'myca doctor'\n")
    }

    @Test func nonMycaErrorsNeverShowTypeNames() async {
        let run = await MycaHarness.run(["new", "--name", "crash"], registry: Fixtures.registry)
        #expect(run.status == 1)
        #expect(run.err == "myca: error: an unexpected error stopped myca\n")
    }

    @Test func errorPrefixIsColouredOnlyWhenEnabled() async {
        let coloured = await MycaHarness.run(["zzz"], color: .always, registry: Fixtures.registry).err
        #expect(coloured.hasPrefix("myca: \u{1B}[31merror:\u{1B}[0m unknown command 'zzz'\n\u{1B}[1mhint:\u{1B}[0m run"))
        let flagged = await MycaHarness.run(["--color=always", "zzz"], registry: Fixtures.registry).err
        #expect(flagged == coloured)
        let afterCommand = await MycaHarness.run(["new", "--color=always", "--name", "fail"], registry: Fixtures.registry).err
        #expect(afterCommand.hasPrefix("myca: \u{1B}[31merror:\u{1B}[0m card"))
        let plain = await MycaHarness.run(["zzz"], color: .auto, registry: Fixtures.registry).err
        #expect(plain.hasPrefix("myca: error: unknown command 'zzz'\nhint: run"))
    }

    @Test func helpWrapsToTheTerminalWidth() async {
        let out = await MycaHarness.run(["help", "new"], tty: .stdout, width: 50, registry: Fixtures.registry).out
        for line in out.split(separator: "\n") where !line.hasPrefix("  myca ") {
            #expect(DisplayWidth.of(String(line)) <= 50, "too wide: \(line)")
        }
        let piped = await MycaHarness.run(["help", "new"], width: 50, registry: Fixtures.registry).out
        #expect(piped == HelpFormatter.help(for: Fixtures.newSpec, width: 80))
    }

    @Test func registryContainsBuiltinsOnce() {
        let names = Commands.all.map { $0.spec.name }
        // Other commands join the registry as they are built; each name appears once.
        #expect(Set(names).count == names.count)
        for builtin in ["help", "completion", "__complete-handles"] {
            #expect(names.filter { $0 == builtin }.count == 1, "\(builtin)")
        }
    }

    @Test func everyCommandsNameIsItsDeclaredName() {
        // Dispatch matches on `name` alone; help, completion and parsing use `spec`.
        for type in Commands.all + Fixtures.registry {
            #expect(type.name == type.spec.name, "\(type)")
        }
    }
}

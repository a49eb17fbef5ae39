import MycaCLI
import Testing

@Suite struct MycaCLIRunTests {
    @Test func versionPrintsOnStdout() async {
        let (status, out, err) = await Fixtures.run(["--version"])
        #expect(status == 0)
        #expect(out == "myca \(MycaCLI.version)\n")
        #expect(err == "")
    }

    @Test func helpListsVisibleCommandsWithSummaries() async {
        let (status, out, err) = await Fixtures.run(["help"])
        #expect(status == 0)
        #expect(err == "")
        #expect(out.contains("\n  new         Create a card.\n"))
        #expect(out.contains("\n  rename      Rename a card.\n"))
        #expect(out.contains("\n  completion  Print a shell completion script.\n"))
        #expect(!out.contains("__complete-handles"))
        #expect(out.hasPrefix("myca - digital business cards on the command line\n\nusage: myca [--home DIR]"))
        let (_, bare, _) = await Fixtures.run(["--help"])
        #expect(bare == out)
    }

    @Test(arguments: [["help", "new"], ["new", "--help"], ["new", "-h"], ["-q", "new", "extra", "args", "-h"], ["--help", "new"]])
    func commandHelpRoutes(argv: [String]) async {
        let (status, out, err) = await Fixtures.run(argv)
        #expect(status == 0)
        #expect(err == "")
        #expect(out == HelpFormatter.help(for: Fixtures.newSpec, width: 80))
    }

    @Test func unknownCommandSuggestsAndExits2() async {
        let (status, out, err) = await Fixtures.run(["nwe", "--force"])
        #expect(status == 2)
        #expect(out == "")
        #expect(err == """
            myca: error: unknown command 'nwe'; did you mean 'new'?
            hint: Run 'myca help' to list the commands.
            usage: myca [--home DIR] [--color WHEN] [-q] [-v] COMMAND [ARGS...]
            See 'myca help'.

            """)
    }

    @Test func helpOfUnknownCommandIsAUsageError() async {
        let (status, _, err) = await Fixtures.run(["help", "renmae"])
        #expect(status == 2)
        #expect(err.hasPrefix("myca: error: unknown command 'renmae'; did you mean 'rename'?\n"))
        #expect(err.hasSuffix("usage: myca help [COMMAND] [options]\nSee 'myca help help'.\n"))
    }

    @Test func missingCommand() async {
        let (status, _, err) = await Fixtures.run(["-q"])
        #expect(status == 2)
        #expect(err.hasPrefix("myca: error: missing command\nhint: Run 'myca help' to list the commands.\n"))
    }

    @Test func unknownOptionShowsTheCommandUsage() async {
        let (status, out, err) = await Fixtures.run(["new", "--emial", "a@b"])
        #expect(status == 2)
        #expect(out == "")
        #expect(err == """
            myca: error: unknown option '--emial'; did you mean '--email'?
            usage: myca new [HANDLE] [options]
            See 'myca help new'.

            """)
    }

    @Test func typedValueErrorsFromRunAreUsageErrors() async {
        let (status, _, err) = await Fixtures.run(["new", "--scale", "big"])
        #expect(status == 2)
        #expect(err == """
            myca: error: invalid value 'big' for '--scale': expected an integer
            usage: myca new [HANDLE] [options]
            See 'myca help new'.

            """)
    }

    @Test func globalOptionsBeforeAndAfterTheCommand() async {
        let (status, out, _) = await Fixtures.run(["--color", "always", "new", "w", "-q", "--home=/tmp/h"])
        #expect(status == 0)
        #expect(out == """
            args: home=/tmp/h quiet pos=["w"]
            scale: nil
            quiet: true verbose: false color: always
            home: /tmp/h

            """)
        let (_, later, _) = await Fixtures.run(["--color=never", "new", "--color=always"])
        #expect(later.contains("color: always\n"))
    }

    @Test func quietAndVerboseConflict() async {
        let (status, _, err) = await Fixtures.run(["-q", "new", "-v"])
        #expect(status == 2)
        #expect(err.hasPrefix("myca: error: options '--quiet' and '--verbose' cannot be used together\nusage: myca new"))
    }

    @Test func commandExitCodeIsReturned() async {
        let (status, out, _) = await Fixtures.run(["rename", "a", "b"])
        #expect(status == 3)
        #expect(out == "[\"a\", \"b\"]\n")
    }

    @Test func otherErrorsUseTheirExitCodeWithoutUsageAndAreSanitized() async {
        let (status, out, err) = await Fixtures.run(["new", "--name", "fail"])
        #expect(status == 4)
        #expect(out == "")
        #expect(err == "myca: error: card '\\u{1B}[31mx' is broken\nhint: run 'myca doctor'\n")
    }

    @Test func nonMycaErrorsNeverShowTypeNames() async {
        let (status, _, err) = await Fixtures.run(["new", "--name", "crash"])
        #expect(status == 1)
        #expect(err == "myca: error: an unexpected error stopped myca\n")
    }

    @Test func errorPrefixIsColouredOnlyWhenEnabled() async {
        let (_, _, coloured) = await Fixtures.run(["zzz"], colorMode: .always)
        #expect(coloured.hasPrefix("myca: \u{1B}[31merror:\u{1B}[0m unknown command 'zzz'\n\u{1B}[1mhint:\u{1B}[0m Run"))
        let (_, _, flagged) = await Fixtures.run(["--color=always", "zzz"])
        #expect(flagged == coloured)
        let (_, _, afterCommand) = await Fixtures.run(["new", "--color=always", "--name", "fail"])
        #expect(afterCommand.hasPrefix("myca: \u{1B}[31merror:\u{1B}[0m card"))
        let (_, _, plain) = await Fixtures.run(["zzz"], colorMode: .auto)
        #expect(plain.hasPrefix("myca: error: unknown command 'zzz'\nhint: Run"))
    }

    @Test func helpWrapsToTheTerminalWidth() async {
        let (_, out, _) = await Fixtures.run(["help", "new"], stdoutIsTTY: true, width: 50)
        for line in out.split(separator: "\n") where !line.hasPrefix("  myca ") {
            #expect(DisplayWidth.of(String(line)) <= 50, "too wide: \(line)")
        }
        let (_, piped, _) = await Fixtures.run(["help", "new"], stdoutIsTTY: false, width: 50)
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

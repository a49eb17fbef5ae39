import MycaCLI
import MycaCore
import Testing

@Suite struct ArgumentParserTests {
    @Test(arguments: [
        (["work"], "pos=[\"work\"]"),
        (["--format", "json"], "format=json pos=[]"),
        (["--format=json"], "format=json pos=[]"),
        (["-F", "json"], "format=json pos=[]"),
        (["-Fjson"], "format=json pos=[]"),
        (["-fq"], "force quiet pos=[]"),
        (["-fFjson"], "force format=json pos=[]"),
        (["--", "--force"], "pos=[\"--force\"]"),
        (["-email"], "email=[\"mail\"] pos=[]"),
        (["-"], "pos=[\"-\"]"),
        (["--from", "-"], "from=- pos=[]"),
        (["-e", "a@x", "--email", "b@x", "--email=c@x", "-ed@x"], "email=[\"a@x\", \"b@x\", \"c@x\", \"d@x\"] pos=[]"),
        (["--no-qr"], "no-qr pos=[]"),
        (["--no-qr", "--qr"], "qr pos=[]"),
        (["--format", "json", "--format", "vcard3"], "format=vcard3 pos=[]"),
        (["--scale", "-3"], "scale=-3 pos=[]"),
        (["--name=a=b"], "name=a=b pos=[]"),
        (["--name="], "name= pos=[]"),
        (["work", "--force", "--home", "/h", "--color=never", "-v"], "force home=/h color=never verbose pos=[\"work\"]"),
        (["-h"], "help pos=[]"),
        (["--help", "a", "b", "c"], "help pos=[\"a\", \"b\", \"c\"]"),
    ])
    func conventions(argv: [String], expected: String) throws {
        let parsed = try ArgumentParser.parse(argv, for: Fixtures.newSpec)
        #expect(Fixtures.describe(parsed, Fixtures.newSpec) == expected)
    }

    @Test func defaultsApplyWhenOptionsAreAbsent() throws {
        let parsed = try ArgumentParser.parse([], for: Fixtures.newSpec)
        #expect(parsed[Fixtures.qr])
        #expect(!parsed[Fixtures.force])
        #expect(try parsed.value(Fixtures.format) == .vcard)
        #expect(try parsed.given(Fixtures.format) == nil)
        #expect(try parsed.value(Fixtures.name) == nil)
        #expect(try parsed.values(Fixtures.email) == [])
        #expect(try parsed.value(Fixtures.scale) == nil)
        #expect(!parsed.isSet(Fixtures.qr))
        #expect(parsed.positional(0) == nil)
    }

    @Test func typedValues() throws {
        let parsed = try ArgumentParser.parse(["--scale", "12", "h"], for: Fixtures.newSpec)
        #expect(try parsed.value(Fixtures.scale) == 12)
        #expect(parsed.positional(0) == "h")
        let bad = try ArgumentParser.parse(["--scale=abc"], for: Fixtures.newSpec)
        #expect(throws: UsageError.badValue(option: "--scale", value: "abc", expected: MessageText("an integer"))) {
            try bad.value(Fixtures.scale)
        }
        #expect(UsageError.badValue(option: "--scale", value: "abc", expected: MessageText("an integer")).message
            == "invalid value 'abc' for '--scale': expected an integer")
    }

    @Test func repeatableOptionsGiveEveryValueTyped() throws {
        let parsed = try ArgumentParser.parse(["-e", "a@x", "--email=b@x", "--scale", "2", "--scale", "3"], for: Fixtures.newSpec)
        #expect(try parsed.values(Fixtures.email) == ["a@x", "b@x"])
        #expect(try parsed.values(Fixtures.scale) == [2, 3])
        #expect(try parsed.value(Fixtures.scale) == 3)
        let bad = try ArgumentParser.parse(["--scale", "2", "--scale", "x"], for: Fixtures.newSpec)
        #expect(throws: UsageError.badValue(option: "--scale", value: "x", expected: MessageText("an integer"))) {
            try bad.values(Fixtures.scale)
        }
    }

    @Test func repeatingArgumentsAccumulate() throws {
        let parsed = try ArgumentParser.parse(["a.vcf", "-", "c.vcf"], for: Fixtures.importSpec)
        #expect(parsed.positionals == ["a.vcf", "-", "c.vcf"])
        #expect(throws: UsageError.missingArgument("FILE")) { try ArgumentParser.parse([], for: Fixtures.importSpec) }
    }

    @Test(arguments: [
        (["--emial", "x"], "unknown option '--emial'; did you mean '--email'?", nil),
        (["--fromat", "json"], "unknown option '--fromat'; did you mean '--format'?", nil),
        (["--nq-qr"], "unknown option '--nq-qr'; did you mean '--no-qr'?", nil),
        (["--zzz"], "unknown option '--zzz'", nil),
        (["-x"], "unknown option '-x'", nil),
        (["-fx"], "unknown option '-x'", nil),
        (["-force"], "unknown option '-force'; did you mean '--force'?", nil),
        (["--no-force"], "unknown option '--no-force'", nil),
        (["--format"], "option '--format' needs a value (FORMAT)", "allowed values: vcard, vcard3, json"),
        (["--name"], "option '--name' needs a value (NAME)", "write '--name=VALUE' for a value that starts with '-'"),
        (["--name", "--force"], "option '--name' needs a value (NAME)", "write '--name=VALUE' for a value that starts with '-'"),
        (["-n"], "option '-n' needs a value (NAME)", "write '-n=VALUE' for a value that starts with '-'"),
        (["--force=yes"], "option '--force' does not take a value (got 'yes')", nil),
        (["--no-qr=1"], "option '--no-qr' does not take a value (got '1')", nil),
        (["--format", "jsno"], "invalid value 'jsno' for '--format'; did you mean 'json'?", "allowed values: vcard, vcard3, json"),
        (["-Fxml"], "invalid value 'xml' for '-F'", "allowed values: vcard, vcard3, json"),
        (["--color", "purple"], "invalid value 'purple' for '--color'", "allowed values: auto, always, never"),
        (["a", "b"], "unexpected argument 'b': 'myca new' takes 1 argument",
         "quote values that contain spaces; put '--' before arguments that start with '-'"),
    ] as [([String], String, String?)])
    func errors(argv: [String], message: String, hint: String?) {
        do {
            _ = try ArgumentParser.parse(argv, for: Fixtures.newSpec)
            Issue.record("expected a usage error for \(argv)")
        } catch {
            #expect(error.message == message)
            #expect(error.hint == hint)
            #expect(error.exitCode == 2)
        }
    }

    @Test(arguments: [
        ([], "missing argument OLD"),
        (["a"], "missing argument NEW"),
        (["a", "b", "c"], "unexpected argument 'c': 'myca rename' takes 2 arguments"),
    ])
    func positionalErrors(argv: [String], message: String) {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(argv, for: Fixtures.renameSpec) }
        do {
            _ = try ArgumentParser.parse(argv, for: Fixtures.renameSpec)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func rootParsingStopsAtTheCommandName() throws {
        let (root, rest) = try ArgumentParser.parse(
            ["-q", "--home", "/x", "new", "--force", "-q"], options: GlobalOptions.all, stopAtPositional: true)
        let quiet = try #require(GlobalOptions.all.first { $0.name == "quiet" })
        let home = try #require(GlobalOptions.all.first { $0.name == "home" })
        #expect(root.setting(quiet) == true)
        #expect(root.texts(home) == ["/x"])
        #expect(rest == ["new", "--force", "-q"])
    }

    @Test(arguments: [
        ("emial", "email", 1), ("email", "email", 0), ("abc", "", 3), ("", "abc", 3),
        ("ca", "abc", 3), ("kitten", "sitting", 3), ("shwo", "show", 1),
    ])
    func damerauLevenshtein(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
    }

    @Test(arguments: [
        ("shwo", ["show", "new", "list"], "show"),
        ("tcsh", ["bash", "zsh", "fish"], nil),
        ("exprot", ["export", "import"], "export"),
        ("co", ["completion", "config"], nil),
        ("fsh", ["bash", "zsh", "fish"], "fish"),
        ("compl", ["completion", "config"], "completion"),
        ("zzz", ["show"], nil),
    ] as [(String, [String], String?)])
    func suggestions(input: String, candidates: [String], expected: String?) {
        #expect(Suggestion.closest(to: input, in: candidates) == expected)
    }
}

import Foundation
import MycaCLI
import MycaTestSupport
import Testing

/// The declarations of myca's real commands (not fixtures): what the parser, help, the man
/// page and the completion scripts are generated from must be unambiguous and well formed.
@Suite struct CommandDeclarationTests {
    static let specs = Commands.all.map { $0.spec }

    /// Every spelling (`--name`, `--no-name`, `-s`) of a command's options, its option groups'
    /// and the global options is declared once: a second one would never be reached.
    @Test(arguments: specs.map(\.name))
    func optionNamesAreUniquePerCommand(command: String) throws {
        let spec = try #require(Self.specs.first { $0.name == command })
        let spellings = (spec.options + GlobalOptions.all).flatMap(\.spellings)
        let repeated = Dictionary(grouping: spellings, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated == [], "'myca \(command)' declares \(repeated) more than once")
    }

    /// The root's options (`--version` included) are unique too.
    @Test func rootOptionNamesAreUnique() {
        let spellings = (GlobalOptions.all + [GlobalOptions.version]).flatMap(\.spellings)
        #expect(Set(spellings).count == spellings.count)
    }

    /// A declared default is one of the allowed values, so help never advertises a value
    /// the parser refuses.
    @Test(arguments: specs.map(\.name))
    func defaultsAreAllowedValues(command: String) throws {
        let spec = try #require(Self.specs.first { $0.name == command })
        for option in spec.options + GlobalOptions.all where !option.isFlag {
            guard let allowed = option.allowed, let value = option.defaultValue else { continue }
            #expect(allowed.contains(value), "--\(option.name) defaults to '\(value)', not one of \(allowed)")
        }
    }

    @Test func bashScriptForTheRealCommandsIsValidSyntax() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write("myca.bash", CompletionScript.bash(commands: Self.specs))
        let result = try ToolProcess.run("/bin/bash", ["-n", file])
        #expect(result.status == 0, "\(result.err)")
    }

    @Test(arguments: [("/usr/bin/zsh", ["-n"], "zsh"), ("/usr/bin/fish", ["--no-execute"], "fish")])
    func zshAndFishScriptsForTheRealCommandsAreValidSyntax(shell: String, flags: [String], name: String) throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write("myca.\(name)", try #require(CompletionScript.script(for: name, commands: Self.specs)))
        let result = try ToolProcess.run(shell, flags + [file])
        #expect(result.status == 0, "\(result.err)")
    }

    /// troff reads Latin-1: the × and … of the real help texts once made groff warn
    /// ("invalid input character code 151") and print mojibake without preconv.
    @Test func theRealManPageFormatsWithoutWarningsAndNamesNonASCIICharacters() throws {
        let page = ManPage.render(commands: Self.specs, version: MycaCLI.version)
        let ascii = page.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii)
        #expect(page.contains("round(inches \\[u00D7] dpi)"))
        let dir = try TemporaryDirectory()
        let file = try dir.write("myca.1", page)
        let result = try ToolProcess.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", file])
        #expect(result.status == 0)
        #expect(result.err == "")
    }
}

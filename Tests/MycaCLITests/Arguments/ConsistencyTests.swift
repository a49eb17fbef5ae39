@testable import MycaCLI
import MycaCore
import Testing

/// Help, the three completion scripts and the man page must list the same options, for
/// every one of myca's real commands.
@Suite struct ConsistencyTests {
    static let specs = Commands.all.map { $0.spec }

    @Test(arguments: specs.filter { !$0.hidden }.map(\.name))
    func everySourceListsTheSameOptions(command: String) throws {
        let spec = try #require(Self.specs.first { $0.name == command })
        let declared = Set((spec.options + GlobalOptions.all).flatMap(\.spellings))
        #expect(Self.fromHelp(spec) == declared)
        #expect(Self.fromBash(command) == declared)
        #expect(Self.fromZsh(command) == declared)
        #expect(Self.fromFish(command) == declared)
        #expect(Self.fromMan(command) == declared)
    }

    static func fromHelp(_ spec: CommandSpec) -> Set<String> {
        var found: Set<String> = []
        let label = /^  (?:-(.), |    )--(\[no-\])?([a-z0-9-]+)/
        for line in HelpFormatter.help(for: spec, width: 80).split(separator: "\n") {
            guard let m = String(line).firstMatch(of: label) else { continue }
            if let short = m.1 { found.insert("-" + short) }
            found.insert("--" + m.3)
            if m.2 != nil { found.insert("--no-" + m.3) }
        }
        return found
    }

    static func fromBash(_ command: String) -> Set<String> {
        let script = CompletionScript.bash(commands: specs)
        guard let start = script.range(of: "\n_myca_\(command)() {\n") else { return [] }
        let body = script[start.upperBound...].prefix { _ in true }
        guard let words = body.firstMatch(of: /if \[\[ \$cur == -\* \]\]; then\n\s+COMPREPLY=\(\$\(compgen -W '([^']*)'/) else { return [] }
        return Set(words.1.split(separator: " ").map(String.init))
    }

    static func fromZsh(_ command: String) -> Set<String> {
        let script = CompletionScript.zsh(commands: specs)
        guard let start = script.range(of: "\n_myca_\(command)() {\n"),
            let end = script[start.upperBound...].range(of: "\n}\n")
        else { return [] }
        let body = String(script[start.upperBound..<end.lowerBound])
        var found: Set<String> = []
        for m in body.matches(of: /(?:'|,|\)|\*)--([a-z0-9-]+)(?==?[\[}])/) { found.insert("--" + m.1) }
        for m in body.matches(of: /\{-(.)\+?,/) { found.insert("-" + m.1) }
        return found
    }

    static func fromFish(_ command: String) -> Set<String> {
        var found: Set<String> = []
        for line in CompletionScript.fish(commands: specs).split(separator: "\n") {
            let global = line.hasPrefix("complete -c myca -s") || line.hasPrefix("complete -c myca -l")
            guard global || line.hasPrefix("complete -c myca -n '__fish_seen_subcommand_from \(command)'") else { continue }
            if let m = line.firstMatch(of: /\ -s (.)/) { found.insert("-" + m.1) }
            if let m = line.firstMatch(of: /\ -l ([a-z0-9-]+)/) { found.insert("--" + m.1) }
        }
        return found
    }

    static func fromMan(_ command: String) -> Set<String> {
        let page = ManPage.render(commands: specs, version: "t")
        func options(in section: Substring) -> Set<String> {
            var found: Set<String> = []
            let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() where i > 0 && lines[i - 1] == ".TP" && line.hasPrefix("\\fB\\-") {
                let plain = line.replacing("\\-", with: "-")
                for m in plain.matches(of: /\\fB(--?[A-Za-z0-9-]+)\\fR/) { found.insert(String(m.1)) }
            }
            return found
        }
        guard let optionsStart = page.range(of: "\n.SH OPTIONS\n"),
            let commandsStart = page.range(of: "\n.SH COMMANDS\n"),
            let sectionStart = page.range(of: "\n.SS \"myca \(command) ")
        else { return [] }
        let globals = options(in: page[optionsStart.upperBound..<commandsStart.lowerBound]).subtracting(["--version", "-V"])
        let rest = page[sectionStart.upperBound...]
        let end = rest.range(of: "\n.S")?.lowerBound ?? rest.endIndex
        return globals.union(options(in: rest[..<end]))
    }
}

/// An option's help text says what the option does; its range and default come from the
/// declarations, as notes help adds, so a changed limit cannot leave help saying the old one.
@Suite struct HelpStatesFactsOnceTests {
    static let options = (Commands.all.flatMap { $0.spec.options } + GlobalOptions.all)

    @Test("no option's help text spells out a number range or the default its declaration shows")
    func helpTextsRestateNothing() {
        for option in Self.options {
            #expect(option.help.firstMatch(of: /\(\d+ ?[-–] ?\d+\)|\d+ to \d+/) == nil,
                    "--\(option.name): '\(option.help)' states a range; give it as a note")
            if option.defaultValue != nil && !option.isFlag {
                #expect(!option.help.contains("default"), "--\(option.name): '\(option.help)' restates its default")
            }
        }
    }

    @Test("help notes show the ranges the drawing settings accept, inside the sentence")
    func rangesComeFromTheSettings() {
        let help = HelpFormatter.help(for: QRCommand.spec, width: 200)
        let scales = RenderSettings.scales, margins = RenderSettings.margins
        #expect(help.contains("Pixels per module when no --size is given (\(scales.lowerBound) to \(scales.upperBound); default: 8)."), "\(help)")
        #expect(help.contains("Quiet zone in modules (\(margins.lowerBound) to \(margins.upperBound); default: \(QRMatrix.quietZone))."))
        let card = { (name: String) in
            CardCommand.spec.options.first { $0.name == name }.map(HelpFormatter.optionHelp) ?? ""
        }
        #expect(card("bleed").hasSuffix("(0 to \(CardArtwork.maximumBleed) mm)."))
        #expect(card("size").contains(CardSize.namedSummary))
    }
}

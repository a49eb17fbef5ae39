import Foundation
import MycaCLI
import MycaCore
import MycaInProcess
import MycaTestSupport
import Testing

/// `myca export` byte for byte against the sample files; `myca styles`.
@Suite struct ExportStylesCommandTests {
    static func sampleFile(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: MycaProcess.packageRoot + "/samples/" + name)))
    }

    /// A home whose cards are copies of samples/*.vcf.
    static func home(_ files: [String: String]) throws -> TemporaryDirectory {
        let home = try TemporaryDirectory("myca-display")
        for (handle, sample) in files {
            try home.write("cards/\(handle).vcf", bytes: try sampleFile(sample))
        }
        return home
    }

    @Test func sampleExportIsTheSampleFile() async throws {
        let run = await MycaHarness.run(["export", "--sample"])
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(run.stdout == (try Self.sampleFile("alex-morgan.vcf")))
    }

    @Test(arguments: ["alex-morgan.vcf", "sato-hanako.vcf", "full.vcf"])
    func storedCardsExportByteForByte(sample: String) async throws {
        let tmp = try Self.home(["card": sample])
        let home = tmp.path
        let run = await MycaHarness.run(["--home", home, "export", "card"])
        #expect(run.status == 0)
        #expect(run.stdout == (try Self.sampleFile(sample)))
    }

    @Test func allIsOneStreamInHandleOrder() async throws {
        let tmp = try Self.home(["b-hanako": "sato-hanako.vcf", "a-alex": "alex-morgan.vcf"])
        let home = tmp.path
        let run = await MycaHarness.run(["--home", home, "export", "--all"])
        #expect(run.status == 0)
        #expect(run.stdout == (try Self.sampleFile("alex-morgan.vcf")) + (try Self.sampleFile("sato-hanako.vcf")))

        let json = await MycaHarness.run(["--home", home, "export", "--all", "--format", "json"])
        let cards = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [[Any]])
        #expect(cards.count == 2)
        #expect(cards.allSatisfy { $0.first as? String == "vcard" })
        let hanako = try #require(cards[1].last as? [[Any]])
        #expect(hanako.contains { $0.first as? String == "fn" && $0.last as? String == "佐藤 花子" })

        let mecard = await MycaHarness.run(["--home", home, "export", "--all", "-f", "mecard"])
        let lines = mecard.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("MECARD:N:") && $0.hasSuffix(";;") })

        let clash = await MycaHarness.run(["--home", home, "export", "--all", "a-alex"])
        #expect(clash.status == 2)
        #expect(clash.err.hasPrefix("myca: error: '--all' and a card handle ('a-alex') cannot be used together\n"))
    }

    @Test func formats() async throws {
        let card = try Profile.sample.snapshot()
        let v3 = await MycaHarness.run(["export", "--sample", "--format", "vcard3"])
        #expect(v3.out.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n"))
        #expect(v3.stdout == VCardWriter.writeBytes([card], version: .v3_0))
        let mecard = await MycaHarness.run(["export", "--sample", "--format=mecard"])
        #expect(mecard.stdout == (try QRPayload.build(card, kind: .mecard)) + [0x0A])
        let json = await MycaHarness.run(["export", "--sample", "-fjson"])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [Any])
        #expect(parsed.first as? String == "vcard")
        #expect(json.out.hasSuffix("\n]]\n"))
    }

    @Test func outputFileIsWrittenAndStdoutStaysEmpty() async throws {
        let tmp = try TemporaryDirectory("myca-display")
        let dir = tmp.path
        let run = await MycaHarness.run(["export", "--sample", "-o", "me.vcf"], directory: dir)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.err == "wrote 1 card to me.vcf\n")
        #expect(try tmp.read("me.vcf") == (try Self.sampleFile("alex-morgan.vcf")))
        let quiet = await MycaHarness.run(["export", "--sample", "-q", "-o", "me.vcf"], directory: dir)
        #expect(quiet.err == "")
    }

    @Test func noCardsSaysToCreateOne() async throws {
        let tmp = try TemporaryDirectory("myca-display")
        let home = tmp.path
        let run = await MycaHarness.run(["--home", home, "export"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.err.contains("myca new"))
    }

    @Test func stylesListsEveryStyleWithItsColours() async throws {
        let run = await MycaHarness.run(["styles"])
        #expect(run.status == 0)
        #expect(!run.out.contains("\u{1B}"))
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.count == QRStyle.allNames.count)
        for (name, line) in zip(QRStyle.allNames, lines) {
            let style = try QRStyle.named(name)
            #expect(line.hasPrefix(name + " "))
            #expect(line.contains(style.foreground.hex + " on " + (style.background?.hex ?? "transparent")))
            let description = try #require(StyleList.descriptions[name], "no description for \(name)")
            #expect(line.hasSuffix("  " + description))
        }
        #expect(lines[0] == "classic  #000000 on #ffffff      press: K100 on paper      Black on white: the most robust code and the smallest PNG.")
        #expect(lines.contains { $0.hasPrefix("forest ") && $0.contains("press: K100 on C6 Y8") })
        let coloured = await MycaHarness.run(["styles", "--color=always"], environment: ["COLORTERM": "truecolor"])
        #expect(coloured.out.contains("\u{1B}[0;38;2;11;37;69;48;2;255;255;255m ██ ▀▄█▀ \u{1B}[0m  #0b2545 on #ffffff"))
    }

    @Test("styles keeps to a 100-column terminal, its descriptions wrapped, and says when 16 colours show no style's own")
    func stylesKeepsToTheWindow() async throws {
        let wide = await MycaHarness.run(["styles", "--color=always"], tty: .all, width: 100, environment: MycaHarness.environment(["TERM": "xterm-256color"]))
        let visible = wide.out.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(visible.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 100 }, "\(visible)")
        for word in ["Black on white:", "robust", "smallest", "PNG."] { #expect(visible.contains(word), "\(visible)") }
        #expect(!wide.err.contains("16 colours"))
        let sixteen = await MycaHarness.run(["styles", "--color=always"], tty: .all, width: 100, environment: MycaHarness.environment(["TERM": "xterm"]))
        #expect(sixteen.err.contains("this terminal shows 16 colours"), "\(sixteen.err)")
        // Piped, COLUMNS says how wide the page is.
        let piped = await MycaHarness.run(["styles"], environment: MycaHarness.environment(["COLUMNS": "60"]))
        #expect(piped.out.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 }, "\(piped.out)")
    }
}

import Foundation
import MycaCLI
import MycaCore
import Testing

/// `myca export` byte for byte against the sample files; `myca styles`.
@Suite struct ExportStylesCommandTests {
    static func sampleFile(_ name: String) throws -> [UInt8] {
        try DisplayFixtures.read(DisplayFixtures.packageRoot + "/samples/" + name)
    }

    /// A home whose cards are copies of samples/*.vcf.
    static func home(_ files: [String: String]) throws -> String {
        let home = try DisplayFixtures.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: home + "/cards", withIntermediateDirectories: true)
        for (handle, sample) in files {
            try Data(try sampleFile(sample)).write(to: URL(fileURLWithPath: home + "/cards/\(handle).vcf"))
        }
        return home
    }

    @Test func sampleExportIsTheSampleFile() async throws {
        let run = await DisplayFixtures.run(["export", "--sample"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == (try Self.sampleFile("alex-morgan.vcf")))
    }

    @Test(arguments: ["alex-morgan.vcf", "sato-hanako.vcf", "full.vcf"])
    func storedCardsExportByteForByte(sample: String) async throws {
        let home = try Self.home(["card": sample])
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = await DisplayFixtures.run(["--home", home, "export", "card"])
        #expect(run.status == 0)
        #expect(run.stdout == (try Self.sampleFile(sample)))
    }

    @Test func allIsOneStreamInHandleOrder() async throws {
        let home = try Self.home(["b-hanako": "sato-hanako.vcf", "a-alex": "alex-morgan.vcf"])
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = await DisplayFixtures.run(["--home", home, "export", "--all"])
        #expect(run.status == 0)
        #expect(run.stdout == (try Self.sampleFile("alex-morgan.vcf")) + (try Self.sampleFile("sato-hanako.vcf")))

        let json = await DisplayFixtures.run(["--home", home, "export", "--all", "--format", "json"])
        let cards = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [[Any]])
        #expect(cards.count == 2)
        #expect(cards.allSatisfy { $0.first as? String == "vcard" })
        let hanako = try #require(cards[1].last as? [[Any]])
        #expect(hanako.contains { $0.first as? String == "fn" && $0.last as? String == "佐藤 花子" })

        let mecard = await DisplayFixtures.run(["--home", home, "export", "--all", "-f", "mecard"])
        let lines = mecard.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("MECARD:N:") && $0.hasSuffix(";;") })

        let clash = await DisplayFixtures.run(["--home", home, "export", "--all", "a-alex"])
        #expect(clash.status == 2)
        #expect(clash.stderr.hasPrefix("myca: error: '--all' and a card handle ('a-alex') cannot be used together\n"))
    }

    @Test func formats() async throws {
        let card = try Profile.sample.snapshot()
        let v3 = await DisplayFixtures.run(["export", "--sample", "--format", "vcard3"])
        #expect(v3.out.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n"))
        #expect(v3.stdout == VCardWriter.writeBytes([card], version: .v3_0))
        let mecard = await DisplayFixtures.run(["export", "--sample", "--format=mecard"])
        #expect(mecard.stdout == (try QRPayload.build(card, kind: .mecard)) + [0x0A])
        let json = await DisplayFixtures.run(["export", "--sample", "-fjson"])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [Any])
        #expect(parsed.first as? String == "vcard")
        #expect(json.out.hasSuffix("\n]]\n"))
    }

    @Test func outputFileIsWrittenAndStdoutStaysEmpty() async throws {
        let dir = try DisplayFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = await DisplayFixtures.run(["export", "--sample", "-o", "me.vcf"], directory: dir)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "wrote 1 card to me.vcf\n")
        #expect(try DisplayFixtures.read(dir + "/me.vcf") == (try Self.sampleFile("alex-morgan.vcf")))
        let quiet = await DisplayFixtures.run(["export", "--sample", "-q", "-o", "me.vcf"], directory: dir)
        #expect(quiet.stderr == "")
    }

    @Test func noCardsSaysToCreateOne() async throws {
        let home = try DisplayFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = await DisplayFixtures.run(["--home", home, "export"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("myca new"))
    }

    @Test func stylesListsEveryStyleWithItsColours() async throws {
        let run = await DisplayFixtures.run(["styles"])
        #expect(run.status == 0)
        #expect(!run.out.contains("\u{1B}"))
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.count == QRStyle.allNames.count)
        for (name, line) in zip(QRStyle.allNames, lines) {
            let style = try QRStyle.named(name)
            #expect(line.hasPrefix(name + " "))
            #expect(line.contains(style.foreground.hex + " on " + (style.background?.hex ?? "transparent")))
            let description = try #require(StylesCommand.descriptions[name], "no description for \(name)")
            #expect(line.hasSuffix("  " + description))
        }
        #expect(lines[0] == "classic  #000000 on #ffffff      Black on white: the most robust code and the smallest PNG.")
        let coloured = await DisplayFixtures.run(["styles", "--color=always"], environment: ["COLORTERM": "truecolor"])
        #expect(coloured.out.contains("\u{1B}[0;38;2;11;37;69;48;2;255;255;255m ██ ▀▄█▀ \u{1B}[0m  #0b2545 on #ffffff"))
    }
}

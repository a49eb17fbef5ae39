import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// show, qr, export and styles run as the built binary: exit codes, data-only stdout, messages on stderr.
@Suite("show, qr, export end to end")
struct ShowQRExportEndToEndTests {
    static func sample(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: MycaProcess.packageRoot + "/samples/" + name)))
    }

    @Test func exportSampleIsTheSampleFile() throws {
        let result = try MycaProcess.run(["export", "--sample"])
        #expect(result.status == 0)
        #expect(result.stdout == (try Self.sample("alex-morgan.vcf")))
        #expect(result.stderr.isEmpty)
    }

    @Test func exportedVCardReadsBackIntoAnotherHome() throws {
        let exported = try MycaProcess.run(["export", "--sample", "--format", "vcard3"])
        #expect(exported.status == 0)
        let read = try VCardReader.read(exported.stdout)
        #expect(read.warnings.isEmpty)
        #expect(read.profiles.first?.formattedName == "Alex Morgan")
        #expect(read.profiles.first?.socialProfiles.count == 3)
    }

    @Test func showIntoAPipeIsPlainAndScansOnLight() throws {
        let result = try MycaProcess.run(["show", "--sample"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(!result.out.contains("\u{1B}"))
        #expect(result.out.contains("Alex Morgan"))
        #expect(result.out.contains("▀"))
        let forced = try MycaProcess.run(["show", "--sample", "--color=always"], environment: ["COLORTERM": "truecolor"])
        #expect(forced.out.contains("\u{1B}[0;38;2;0;0;0;48;2;255;255;255m╭"))
    }

    @Test func showJSONIsValidJSON() throws {
        let result = try MycaProcess.run(["show", "--sample", "--json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        #expect(object?["formattedName"] as? String == "Alex Morgan")
    }

    @Test func qrPNGOnStdoutDecodes() throws {
        let result = try MycaProcess.run(["qr", "--sample", "--png", "-", "-v"])
        #expect(result.status == 0)
        #expect(Array(result.stdout.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let payload = try QRPayload.build(try Profile.sample.snapshot(), kind: .vcard3)
        let decoded = try QRDecoders.both(result.stdout, ext: "png")
        #expect(decoded.zbar == payload)
        #expect(decoded.zxing == payload)
        #expect(result.err.hasPrefix("payload: \(payload.count) bytes (vcard3), version "))
        #expect(result.err.contains("\npng: stdout: "))
    }

    /// `make demo`'s print code: its size, its resolution, and no warning about its own modules.
    @Test func demoPrintPNGHasItsSize() throws {
        let tmp = try TemporaryDirectory()
        let dir = tmp.path
        let result = try MycaProcess.run(["qr", "--sample", "--png", "demo.png", "--size", "50mm", "--dpi", "600", "-v"],
                                         directory: dir)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.err.contains("50mm asked = 1181 pixels"))
        #expect(!result.err.contains("warning"), "\(result.err)")
        let png = try PNGInspector([UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/demo.png"))))
        #expect(png.width <= 1181)
        #expect(png.be32(try #require(png.chunk("pHYs")), 0) == 23622)
    }

    @Test func conflictingOutputsExit2WithNothingOnStdout() throws {
        let result = try MycaProcess.run(["qr", "--sample", "--png", "-", "--svg", "-"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.err.contains("only one output can go to stdout"))
        #expect(result.err.hasSuffix("See 'myca help qr'.\n"))
    }

    @Test func noCardsExit1() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path
        for command in [["show"], ["qr"], ["export"]] {
            let result = try MycaProcess.run(command, home: home)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.err.contains("myca new"))
        }
    }

    @Test func stylesListsTheStyles() throws {
        let result = try MycaProcess.run(["styles"])
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").count == QRStyle.allNames.count)
    }
}

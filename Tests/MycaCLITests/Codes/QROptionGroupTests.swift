import Foundation
@testable import MycaCLI
import MycaCore
import MycaInProcess
import MycaTestSupport
import Testing

/// The options `qr` and `batch` share are declared once, so both accept and apply them alike.
@Suite struct QROptionGroupTests {
    static let shared = ["--payload", "--fields", "--ecc", "--eci", "--scale", "--margin", "--size", "--dpi",
                         "--fg", "--bg", "--style"]

    @Test(arguments: [QRCommand.spec, BatchCommand.spec])
    func qrAndBatchDeclareTheSameGroup(spec: CommandSpec) {
        let declared = spec.options.map { "--" + $0.name }
        for option in Self.shared { #expect(declared.contains(option), "\(spec.name) lacks \(option)") }
        let qr = QRCommand.spec.options.filter { Self.shared.contains("--" + $0.name) }
        #expect(spec.options.filter { Self.shared.contains("--" + $0.name) } == qr)
    }

    /// `batch` had no `--eci`, and no `--fg`/`--bg`: the same flags now reach its codes.
    @Test func batchAppliesEciEccAndColoursLikeQR() async throws {
        let tmp = try TemporaryDirectory("myca-group")
        _ = try tmp.write("people.csv", "name,email\nAna Lima,ana@example.org\n")
        let run = await MycaHarness.run(
            ["batch", "people.csv", "--eci", "--ecc", "H", "--fg", "#0b2545", "--bg", "none", "-o", "out", "-q"],
            directory: tmp.path)
        #expect(run.status == 0, "\(run.err)")
        let png = try tmp.read("out/1-ana-lima.png")
        let decoded = try #require(try QRDecoders.zxing(png, ext: "png"))
        #expect(decoded.hasECI == true)
        #expect(decoded.eccLevel == "H")
    }

    @Test func batchRefusesAnImageTooLargeBeforeAnyRow() async throws {
        let tmp = try TemporaryDirectory("myca-group")
        _ = try tmp.write("people.csv", "name\nAna Lima\n")
        let run = await MycaHarness.run(["batch", "people.csv", "--size", "40000px", "-o", "out"], directory: tmp.path)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("myca: error: image of 39991 pixels per side is too large"))
        #expect(!FileManager.default.fileExists(atPath: tmp.path + "/out/1-ana-lima.png"))
    }
}

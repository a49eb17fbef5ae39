import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// A size and resolution whose image would hold more pixels than a drawing may
/// (`RasterSize.maximumPixels`, 1 GiB at four bytes a pixel) are refused before anything
/// is laid out or drawn, naming the pixels and the limit; nothing is written.
@Suite("drawings too large to hold (binary)", .serialized)
struct PixelLimitEndToEndTests {
    typealias Workspace = CardEndToEndTests.Workspace

    @Test func aCardPNGOfMorePixelsThanADrawingHoldsIsRefusedUpFront() throws {
        let space = try Workspace()
        try space.add(.sample, handle: "alex")
        // 420 mm at 1000 dpi: 16,535 pixels a side, just over the limit (1.1 GB to draw).
        for arguments in [["--size", "420x420", "--dpi", "1000"], ["--sheet", "sra3", "--dpi", "1200"]] {
            let result = try space.card(["--png", "card.png", "--pdf", "card.pdf"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.err)")
            #expect(result.err.contains(" pixels, more than the 268,435,456 a drawing may hold (1024 MiB)"), "\(result.err)")
            #expect(result.err.contains("hint: ask for a lower --dpi or a smaller --size"), "\(result.err)")
            #expect(!FileManager.default.fileExists(atPath: space.path("card.png")) && !FileManager.default.fileExists(atPath: space.path("card.pdf")))
        }
        let largest = try space.card(["--png", "card.png", "--size", "420x420", "--dpi", "1000"])
        #expect(largest.err.contains("an image of 16535×16535 is 273,406,225 pixels"), "\(largest.err)")
        // A PDF holds no pixels of its own: the resolution is the PNG's alone.
        let pdf = try space.card(["--pdf", "card.pdf", "--size", "420x420", "--dpi", "1981"])
        #expect(pdf.status == 0, "\(pdf.err)")
    }

    @Test func aBatchOfCardPNGsTooLargeIsRefusedBeforeItsFirstRow() throws {
        let tmp = try TemporaryDirectory("batch-pixels")
        _ = try tmp.write("in.csv", "name,email\nAnn Lee,ann@example.com\n")
        let result = try MycaProcess.run(["batch", "in.csv", "--out", "out", "--format", "card-png", "--card-size", "420x420",
                                          "--dpi", "1000"], directory: tmp.path)
        #expect(result.status == 2, "\(result.err)")
        #expect(result.err.contains("an image of 16535×16535 is 273,406,225 pixels"), "\(result.err)")
        #expect(result.err.contains("hint: ask for a lower --dpi or a smaller --card-size"), "\(result.err)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: tmp.path + "/out")) ?? []
        #expect(written.isEmpty, "\(written)")
    }
}

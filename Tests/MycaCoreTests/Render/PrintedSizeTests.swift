import Testing
@testable import MycaCore

@Suite struct PrintedSizeTests {
    @Test("a 25 mm PNG at 300 dpi: real side and module size in mm, from whole pixels per module")
    func pngSizes() throws {
        // 41 modules + 8 of quiet zone = 49; 25 mm = 295 px → 6 px per module → 294 px.
        let layout = PixelLayout(size: 41, margin: 4, scale: 8, length: try PhysicalLength(parsing: "25mm"), dpi: 300)
        let printed = PrintedSize(png: layout, dpi: 300)
        #expect(abs(printed.sideMillimetres - 24.892) < 0.001)
        #expect(abs(printed.moduleMillimetres - 0.508) < 0.001)
        #expect(!printed.isBelowMinimum)
    }

    @Test("modules under GS1's 0.396 mm are flagged, with the smallest size that reads")
    func belowMinimum() throws {
        // 77 modules in 25 mm at 300 dpi: 3 px = 0.254 mm modules.
        let layout = PixelLayout(size: 69, margin: 4, scale: 8, length: try PhysicalLength(parsing: "25mm"), dpi: 300)
        let printed = PrintedSize(png: layout, dpi: 300)
        #expect(abs(printed.moduleMillimetres - 0.254) < 0.001)
        #expect(printed.isBelowMinimum)
        // 0.396 mm at 300 dpi needs 5 whole pixels: 5 × 77 px = 32.6 mm → 33 mm.
        #expect(printed.smallestReadableMillimetres == 33)
        let bigger = PrintedSize(png: PixelLayout(size: 69, margin: 4, scale: 8, length: try PhysicalLength(parsing: "33mm"),
                                                  dpi: 300), dpi: 300)
        #expect(!bigger.isBelowMinimum)
    }

    @Test func vectorSizes() throws {
        let printed = try #require(PrintedSize(vector: try PhysicalLength(parsing: "2cm"), totalModules: 50))
        #expect(abs(printed.moduleMillimetres - 0.4) < 1e-9)
        #expect(!printed.isBelowMinimum)
        #expect(PrintedSize(vector: try PhysicalLength(parsing: "300px"), totalModules: 50) == nil)
        let small = try #require(PrintedSize(vector: try PhysicalLength(parsing: "15mm"), totalModules: 50))
        #expect(small.isBelowMinimum && small.smallestReadableMillimetres == 20)
    }
}

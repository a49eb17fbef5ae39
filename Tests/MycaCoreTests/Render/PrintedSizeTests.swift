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
        #expect(!printed.isBelow())
    }

    @Test("modules under 0.45 mm are flagged, with the smallest size that reads")
    func belowMinimum() throws {
        // 77 modules in 25 mm at 300 dpi: 3 px = 0.254 mm modules.
        let layout = PixelLayout(size: 69, margin: 4, scale: 8, length: try PhysicalLength(parsing: "25mm"), dpi: 300)
        let printed = PrintedSize(png: layout, dpi: 300)
        #expect(abs(printed.moduleMillimetres - 0.254) < 0.001)
        #expect(printed.isBelow())
        // 0.45 mm at 300 dpi needs 6 whole pixels: 6 × 77 px = 39.1 mm → 40 mm.
        #expect(printed.smallestReadableMillimetres() == 40)
        // GS1's own 0.396 mm: 5 pixels, 32.6 mm → 33 mm.
        #expect(printed.smallestReadableMillimetres(0.396) == 33)
        let bigger = PrintedSize(png: PixelLayout(size: 69, margin: 4, scale: 8, length: try PhysicalLength(parsing: "40mm"),
                                                  dpi: 300), dpi: 300)
        #expect(!bigger.isBelow())
    }

    @Test func vectorSizes() throws {
        let printed = try #require(PrintedSize(vector: try PhysicalLength(parsing: "2.5cm"), totalModules: 50))
        #expect(abs(printed.moduleMillimetres - 0.5) < 1e-9)
        #expect(!printed.isBelow())
        #expect(PrintedSize(vector: try PhysicalLength(parsing: "2cm"), totalModules: 50)?.isBelow() == true)
        #expect(PrintedSize(vector: try PhysicalLength(parsing: "300px"), totalModules: 50) == nil)
        let small = try #require(PrintedSize(vector: try PhysicalLength(parsing: "15mm"), totalModules: 50))
        #expect(small.isBelow() && small.smallestReadableMillimetres() == 23)
    }
}

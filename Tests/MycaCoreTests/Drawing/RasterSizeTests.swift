import Testing
@testable import MycaCore

@Suite("RasterSize")
struct RasterSizeTests {
    @Test func aCardOf420By420MillimetresAt1981DPIIsRefusedWithItsPixelsAndTheLimit() throws {
        let largest = PrintedCard.Options(size: try CardSize(parsing: "420x420"), style: .classic, code: CodeRequest())
        // 32,757 pixels a side: each side within cairo's, 4.3 GB in all.
        #expect(throws: RasterSizeError.tooManyPixels(width: 32_757, height: 32_757)) { try largest.rasterSize(dpi: 1981) }
        let error = RasterSizeError.tooManyPixels(width: 32_757, height: 32_757)
        #expect(error.message == "an image of 32757×32757 is 1,073,021,049 pixels, more than the 268,435,456 a drawing may hold (1024 MiB)")
        #expect(error.isInSetting && error.remedy == .lowerResolution)
        #expect(throws: RasterSizeError.tooLong(width: 44_646, height: 4_135)) {
            try RasterSize(width: 420, height: 38.9, dpi: 2700)
        }
    }

    @Test func everyCardAndSheetAtAPrintersResolutionFits() throws {
        for (name, size) in CardSize.named {
            let trimmed = PrintedCard.Options(size: size, style: .classic, code: CodeRequest())
            #expect((try? trimmed.rasterSize(dpi: 4800)) != nil, "\(name)")
            let marked = PrintedCard.Options(size: size, bleed: 3, style: .classic, code: CodeRequest(), cropMarks: true)
            #expect((try? marked.rasterSize(dpi: 2400)) != nil, "\(name)")
        }
        for (paper, dpi) in [(PrintSheet.Paper.a4, 1200), (.letter, 1200), (.sra3, 1000)] {
            #expect((try? PrintedCard.Options(style: .classic, code: CodeRequest(), sheet: paper).rasterSize(dpi: dpi)) != nil, "\(paper)")
        }
        let largest = PrintedCard.Options(size: try CardSize(parsing: "420x420"), style: .classic, code: CodeRequest())
        #expect(try largest.rasterSize(dpi: 990) == RasterSize(width: 420, height: 420, dpi: 990))
        #expect(throws: RasterSizeError.self) { try largest.rasterSize(dpi: 1000) }
    }

    @Test func aSinglePageIsTheCardWithItsBleedAndCropMarks() throws {
        let size = PrintSheet.singleSize(.eu, bleed: 3, cropMarks: true)
        let slug = 3 + PrintSheet.markGap + PrintSheet.markLength
        #expect(size.width == 85 + 2 * slug && size.height == 55 + 2 * slug)
        let raster = try PrintedCard.Options(size: .eu, bleed: 3, style: .classic, code: CodeRequest(), cropMarks: true).rasterSize(dpi: 300)
        #expect(raster.width == DrawingPage.pixels(size.width, dpi: 300) && raster.height == DrawingPage.pixels(size.height, dpi: 300))
    }
}

import MycaTestSupport
import Testing
@testable import MycaCore

/// The render settings every format draws with: checked once, never clamped.
@Suite struct RenderSettingsTests {
    @Test(arguments: [
        (-1, 8, nil, RenderError.invalidMargin(-1)), (101, 8, nil, .invalidMargin(101)),
        (4, 0, nil, .invalidScale(0)), (4, 1001, nil, .invalidScale(1001)),
        (4, 8, 0, .invalidDPI(0)), (4, 8, 100_001, .invalidDPI(100_001)),
    ] as [(Int, Int, Int?, RenderError)])
    func outOfRangeValuesAreErrors(margin: Int, scale: Int, dpi: Int?, error: RenderError) {
        #expect(throws: error) { try RenderSettings(margin: margin, scale: scale, dpi: dpi) }
    }

    @Test func theLimitsThemselvesAreAccepted() throws {
        _ = try RenderSettings(margin: 0, scale: 1, dpi: 1)
        _ = try RenderSettings(margin: 100, scale: 1000, dpi: 100_000)
    }

    /// Batch once drew a blank 21×21 matrix to reach this check; it needs no matrix.
    @Test func aPNGTooLargeForEvenTheSmallestCodeIsRefusedWithoutAMatrix() throws {
        // 40000 px over 29 modules (21 + 2 × 4) is 1379 pixels per module: 39991 pixels.
        let huge = try #require(PhysicalLength(40_000, .pixel))
        #expect(throws: RenderError.imageTooLarge(pixels: 39_991, maximum: PNGRenderer.maximumPixels)) {
            try RenderSettings(size: huge).checkPNGSize()
        }
        try RenderSettings(scale: 1000).checkPNGSize()
    }

    /// SVG clamped a negative margin to 0 and a zero scale to 1 without a word.
    @Test(arguments: [(-1, 8), (101, 8), (4, 0), (4, 1001)])
    func svgRefusesAMarginOrScaleOutOfRangeInsteadOfClampingIt(margin: Int, scale: Int) throws {
        let matrix = try QREncoder.encodeSync([1])
        #expect(throws: RenderError.self) { try SVGRenderer.render(matrix, options: SVGOptions(margin: margin, scale: scale)) }
    }

    /// One table: every format draws the same code from the same settings.
    @Test(arguments: RenderFormat.allCases)
    func everyFormatDecodesToThePayload(format: RenderFormat) throws {
        let payload = TestPayload.vcard.bytes
        let matrix = try QREncoder.encodeSync(payload)
        let settings = try RenderSettings(style: try QRStyle.named("navy"), margin: 4, scale: 4)
        let bytes = try format.render(matrix, settings)
        switch format {
        case .png:
            #expect(try QRDecoders.both(bytes, ext: "png") == (payload, payload))
        case .svg:
            let image = try SVGRasterizer.rasterize(String(decoding: bytes, as: UTF8.self))
            #expect(try QRDecoders.both(image.ppm, ext: "ppm") == (payload, payload))
        case .terminal, .utf8, .ascii:
            let lines = try format.lines(matrix, settings)
            #expect(bytes == Array(lines.map { $0 + "\n" }.joined().utf8))
            #expect(lines.count == (format == .ascii ? matrix.size + 8 : (matrix.size + 9) / 2))
        }
    }

    @Test func replacingColoursIsCheckedAndNilKeepsThem() throws {
        let navy = try QRStyle.named("navy")
        #expect(try navy.replacing(foreground: nil, background: nil) == navy)
        let clear = try navy.replacing(foreground: nil, background: .some(nil))
        #expect(clear.foreground == navy.foreground && clear.background == nil)
        #expect(throws: RenderError.self) { try navy.replacing(foreground: .white, background: nil) }
    }

    @Test func aStoredStyleNameIsAPaletteOrClassic() throws {
        #expect(try QRStyle.stored(nil) == .classic)
        #expect(try QRStyle.stored("navy").name == "navy")
        #expect(throws: RenderError.unknownStyle("neon")) { try QRStyle.stored("neon") }
    }
}

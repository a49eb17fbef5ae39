import MycaTestSupport
import Testing
@testable import MycaCore

@Suite("PNGRenderer")
struct PNGRendererTests {
    static let payload = TestPayload.vcard.bytes

    @Test("--size 25mm --dpi 600: 591 px target, whole pixels per module, pHYs 600 dpi, 4-module quiet zone")
    func printSize() throws {
        let matrix = try QREncoder.encodeSync(Self.payload)
        let options = PNGOptions(size: try PhysicalLength(parsing: "25mm"), dpi: 600)
        let layout = try PNGRenderer.layout(matrix, options: options)
        let total = matrix.size + 8
        #expect(layout.targetPixels == 591)  // round(25 / 25.4 * 600) = round(590.55)
        #expect(layout.pixelsPerModule == 591 / total)
        #expect(layout.pixels == layout.pixelsPerModule * total && layout.pixels <= 591)
        #expect(layout.warning == nil)

        let png = try PNGInspector(try PNGRenderer.render(matrix, options: options))
        #expect(png.width == layout.pixels && png.height == layout.pixels)
        #expect(png.bitDepth == 1 && png.colorType == 0)  // 1-bit greyscale for black on white
        // pHYs: x and y pixels per metre, unit 1 (metre); 600 / 0.0254 = 23622.05.
        #expect(png.chunk("pHYs") == [0, 0, 0x5C, 0x46, 0, 0, 0x5C, 0x46, 1])
        #expect(PNGRenderer.pixelsPerMetre(dpi: 600) == 23622)

        // Quiet zone: the first 4 modules on every side are white, the finder's corner is black.
        let ppm = layout.pixelsPerModule
        let zone = 4 * ppm
        for i in 0 ..< png.width {
            for j in [0, zone - 1, png.width - zone, png.width - 1] {
                #expect(png.pixel(i, j) == (255, 255, 255, 255) && png.pixel(j, i) == (255, 255, 255, 255))
            }
        }
        #expect(png.pixel(zone, zone) == (0, 0, 0, 255))
        #expect(png.pixel(zone + 7 * ppm - 1, zone + 7 * ppm - 1) == (0, 0, 0, 255))
        #expect(png.pixel(zone + 7 * ppm, zone + 7 * ppm) == (255, 255, 255, 255))
        #expect(try QRDecoders.both(try PNGRenderer.render(matrix, options: options), ext: "png") == (Self.payload, Self.payload))
    }

    @Test("every pixel matches its module", arguments: [1, 3, 8])
    func pixelsMatchModules(scale: Int) throws {
        let matrix = try QREncoder.encodeSync(TestPayload.emoji.bytes)
        let png = try PNGInspector(try PNGRenderer.render(matrix, options: PNGOptions(margin: 2, scale: scale)))
        #expect(png.width == (matrix.size + 4) * scale)
        var mismatches = 0
        for y in 0 ..< png.height {
            for x in 0 ..< png.width {
                let dark = matrix[x / scale - 2, y / scale - 2]
                if png.pixel(x, y).0 != (dark ? 0 : 255) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("no size and no dpi writes no pHYs")
    func noPhys() throws {
        let png = try PNGInspector(try PNGRenderer.render(try QREncoder.encodeSync([1, 2, 3])))
        #expect(png.chunk("pHYs") == nil)
        #expect(png.width == 29 * 8)
    }

    @Test("a physical size without --dpi assumes 300 dpi and says so in pHYs")
    func defaultDPI() throws {
        let png = try PNGInspector(try PNGRenderer.render(try QREncoder.encodeSync([1, 2, 3]),
                                                          options: PNGOptions(size: try PhysicalLength(parsing: "1in"))))
        #expect(png.chunk("pHYs") == [0, 0, 0x2E, 0x23, 0, 0, 0x2E, 0x23, 1])  // 11811 = round(300 / 0.0254)
        #expect(png.width == 300 / 29 * 29)
    }

    @Test("colours use a 2-entry palette; no background means transparent via tRNS; both decode",
          arguments: QRStyle.allNames)
    func palettes(name: String) throws {
        let style = try QRStyle.named(name)
        let matrix = try QREncoder.encodeSync(TestPayload.japanese.bytes)
        let bytes = try PNGRenderer.render(matrix, options: PNGOptions(style: style, scale: 4))
        let png = try PNGInspector(bytes)
        if style.isBlackOnWhite {
            #expect(png.colorType == 0 && png.chunk("PLTE") == nil)
        } else {
            let ground = style.background ?? .white
            #expect(png.colorType == 3 && png.bitDepth == 1)
            #expect(png.chunk("PLTE") == [ground.red, ground.green, ground.blue,
                                          style.foreground.red, style.foreground.green, style.foreground.blue])
            #expect(png.chunk("tRNS") == (style.background == nil ? [0] : nil))
        }
        #expect(png.pixel(0, 0).3 == (style.background == nil ? 0 : 255))
        #expect(try QRDecoders.both(bytes, ext: "png") == (TestPayload.japanese.bytes, TestPayload.japanese.bytes))
    }

    @Test("a size smaller than the code gives 1 pixel per module and a warning")
    func tooSmall() throws {
        let matrix = try QREncoder.encodeSync([1])
        let layout = try PNGRenderer.layout(matrix, options: PNGOptions(size: try PhysicalLength(parsing: "20px")))
        #expect(layout.pixelsPerModule == 1 && layout.pixels == 29)
        #expect(layout.warning == "20px is 20 pixels, fewer than the 29 modules of this code: the image is 29 pixels instead")
    }

    @Test("bad margins, scales, resolutions and huge images are refused before libpng runs")
    func validation() throws {
        let matrix = try QREncoder.encodeSync([1])
        #expect(throws: RenderError.invalidMargin(-1)) { try PNGRenderer.render(matrix, options: PNGOptions(margin: -1)) }
        #expect(throws: RenderError.invalidScale(0)) { try PNGRenderer.render(matrix, options: PNGOptions(scale: 0)) }
        #expect(throws: RenderError.invalidDPI(0)) { try PNGRenderer.render(matrix, options: PNGOptions(dpi: 0)) }
        #expect(throws: RenderError.imageTooLarge(pixels: 29 * 1200, maximum: 32_768)) {
            try PNGRenderer.render(matrix, options: PNGOptions(size: try PhysicalLength(parsing: "100in"), dpi: 348))
        }
    }

    @Test("the PNG is small: a version-10 code at 8 pixels per module stays under 1.1 KB (it was 2 KB, twice qrencode's)")
    func smallFile() throws {
        let matrix = try QREncoder.encodeSync(TestPayload.english.bytes, options: .init(minimumVersion: 10))
        let size = try PNGRenderer.render(matrix).count
        #expect(size < 1100, "\(size) bytes")
    }

    @Test("large prints stay small: a repeated row costs next to nothing")
    func largePrintsCompress() throws {
        // A version-40 code, the widest rows myca draws. Doubling the pixels per module
        // quadruples the raw pixels; repeated rows cost next to nothing, so the file grows
        // with the rows' width only (about 2x), not with their number.
        let matrix = try QREncoder.encodeSync(Array(repeating: UInt8(ascii: "x"), count: 2900), options: .init(ecc: .low))
        #expect(matrix.size == 177)
        var sizes: [Int] = []
        for scale in [4, 8, 16] {
            let png = try PNGRenderer.render(matrix, options: PNGOptions(scale: scale))
            let decoded = try PNGInspector(png)
            let side = (matrix.size + 8) * scale
            #expect(decoded.width == side)
            // Spot-check pixels: finder pattern corners, the separator, the quiet zone.
            let dark: (Int, Int) -> Bool = { x, y in decoded.rgba[(y * side + x) * 4] < 128 }
            let module = { (m: Int) in (m + 4) * scale + scale / 2 }
            #expect(dark(module(0), module(0)) && dark(module(6), module(6)) && !dark(module(7), module(7)))
            #expect(!dark(1, 1) && !dark(side - 2, side - 2))
            sizes.append(png.count)
        }
        #expect(sizes[1] * 2 < sizes[0] * 5 && sizes[2] * 2 < sizes[1] * 5, "\(sizes)")
    }
}

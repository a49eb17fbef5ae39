import Testing
@testable import MycaCore

@Suite("Render styles and the sizing rule")
struct StyleTests {
    @Test("every named palette passes the readability check", arguments: QRStyle.allNames)
    func namedAreReadable(name: String) throws {
        let style = try QRStyle.named(name)
        #expect(try QRStyle(foreground: style.foreground, background: style.background) == style)
    }

    @Test("unknown style names are refused with the list in the hint")
    func unknownStyle() {
        #expect(throws: RenderError.unknownStyle("neon")) { try QRStyle.named("neon") }
        #expect(RenderError.unknownStyle("neon").hint == "styles: " + QRStyle.allNames.joined(separator: ", "))
        #expect(QRStyle.allNames.count == Set(QRStyle.allNames).count)
    }

    @Test("light modules on a dark ground are refused, the colours named")
    func lightOnDark() {
        let error = #expect(throws: RenderError.self) { try QRStyle(foreground: .white, background: .black) }
        #expect(error == .lightOnDark(foreground: "#ffffff", background: "#000000"))
        #expect(error?.hint == nil, "the option to change is the command line's to name")
    }

    @Test("low contrast is refused with the ratio and the minimum", arguments: [
        ("#777777", "#ffffff"), ("#ff0000", "#ffffff"), ("#333333", "#555555"),
    ])
    func lowContrast(fg: String, bg: String) throws {
        let error = #expect(throws: RenderError.self) {
            try QRStyle(foreground: try Color(parsing: fg), background: try Color(parsing: bg))
        }
        guard case let .lowContrast(_, _, ratio, minimum)? = error else {
            Issue.record("expected lowContrast, got \(String(describing: error))")
            return
        }
        #expect(ratio < minimum)
        #expect(error?.hint == nil, "the option to change is the command line's to name")
    }

    @Test("contrast just above the threshold and transparent grounds are accepted")
    func accepted() throws {
        _ = try QRStyle(foreground: try Color(parsing: "#767676"), background: .white)  // 4.54:1
        _ = try QRStyle(foreground: try Color(parsing: "navy"), background: nil)
        #expect(abs(Color.contrastRatio(.black, .white) - 21) < 1e-9)
    }

    @Test("the documented sizing rule", arguments: [
        // size, margin, length, dpi → pixels per module, image pixels
        (21, 4, "25mm", 600, 20, 580),   // round(590.55) = 591; ⌊591 / 29⌋ = 20
        (21, 4, "1in", 300, 10, 290),    // ⌊300 / 29⌋ = 10
        (57, 4, "300px", 999, 4, 260),   // px ignores dpi: ⌊300 / 65⌋ = 4
        (177, 0, "2.54cm", 177, 1, 177), // exactly one pixel per module
        (21, 4, "28px", 72, 1, 29),      // too small: 1 pixel per module, larger than asked
    ])
    func sizingRule(size: Int, margin: Int, length: String, dpi: Int, ppm: Int, pixels: Int) throws {
        let layout = PixelLayout(size: size, margin: margin, scale: 8, length: try PhysicalLength(parsing: length), dpi: dpi)
        #expect(layout.pixelsPerModule == ppm && layout.pixels == pixels)
        #expect((layout.warning != nil) == (pixels > layout.targetPixels ?? 0))
    }
}

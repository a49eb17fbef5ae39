import Testing
@testable import MycaCore

@Suite("Render style, colours and lengths")
struct StyleTests {
    @Test("colours parse", arguments: [
        ("#000", Color.black), ("#FFF", .white), ("#1a2B3c", Color(red: 0x1A, green: 0x2B, blue: 0x3C)),
        ("1a2b3c", Color(red: 0x1A, green: 0x2B, blue: 0x3C)), ("black", .black), (" White ", .white),
        ("navy", Color(red: 0, green: 0, blue: 0x80)),
    ])
    func colours(text: String, color: Color) throws {
        #expect(try Color(parsing: text) == color)
    }

    @Test("bad colours are refused, naming the value", arguments: ["", "#", "#12", "#12345", "#1234567", "#ggg", "blurple", "#１２３"])
    func badColours(text: String) {
        #expect(throws: RenderError.invalidColor(text)) { try Color(parsing: text) }
        #expect(RenderError.invalidColor(text).message.contains("'\(text)'"))
    }

    @Test("hex output is #rrggbb lower case")
    func hex() {
        #expect(Color(red: 0xAB, green: 0x01, blue: 0xFF).hex == "#ab01ff")
    }

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

    @Test("lengths parse", arguments: [
        ("25mm", 25.0, PhysicalLength.Unit.millimetre), ("2.5cm", 2.5, .centimetre), ("1in", 1, .inch),
        ("300px", 300, .pixel), (" 0.5IN ", 0.5, .inch),
    ])
    func lengths(text: String, value: Double, unit: PhysicalLength.Unit) throws {
        let length = try PhysicalLength(parsing: text)
        #expect(length.value == value && length.unit == unit)
    }

    @Test("bad lengths are refused, naming the value", arguments: ["25", "mm", "-3mm", "0mm", "1e3mm", "2 .5cm", "3pt", "infin", "1.2.3in"])
    func badLengths(text: String) {
        #expect(throws: RenderError.invalidLength(text)) { try PhysicalLength(parsing: text) }
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

    @Test("absurd lengths cannot overflow")
    func absurd() throws {
        let length = try PhysicalLength(parsing: "99999999999999999999999mm")
        #expect(length.pixels(dpi: 100_000) == Int(Int32.max))
    }
}

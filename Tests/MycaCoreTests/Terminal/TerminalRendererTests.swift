#if canImport(Glibc)
import Glibc
#endif
import MycaTestSupport
import Testing
@testable import MycaCore

@Suite("TerminalRenderer")
struct TerminalRendererTests {
    static let themes = [TerminalTheme.dark, TerminalTheme.light]

    static func decode(_ lines: [String], theme: TerminalTheme) throws -> (zbar: [UInt8]?, zxing: [UInt8]?) {
        try QRDecoders.both(try TerminalRasterizer.rasterize(lines, theme: theme).ppm, ext: "ppm")
    }

    @Test("colour modes scan on dark and light themes",
          arguments: [TerminalOptions.Mode.truecolor, .ansi256, .ansi16], [TestPayload.japanese, .emoji])
    func colourModes(mode: TerminalOptions.Mode, payload: TestPayload) throws {
        let matrix = try QREncoder.encodeSync(payload.bytes)
        let lines = try TerminalRenderer.render(matrix, options: TerminalOptions(mode: mode))
        for theme in Self.themes {
            #expect(try Self.decode(lines, theme: theme) == (payload.bytes, payload.bytes), "theme \(theme.name)")
        }
    }

    @Test("named palettes in truecolor and 256 colours scan on both themes",
          arguments: ["navy", "plum", "clear"], [TerminalOptions.Mode.truecolor, .ansi256])
    func styled(name: String, mode: TerminalOptions.Mode) throws {
        let payload = TestPayload.english.bytes
        let lines = try TerminalRenderer.render(try QREncoder.encodeSync(payload),
                                            options: TerminalOptions(mode: mode, style: try QRStyle.named(name)))
        for theme in Self.themes {
            #expect(try Self.decode(lines, theme: theme) == (payload, payload), "theme \(theme.name)")
        }
    }

    @Test("every colour cell has an explicit foreground and background")
    func explicitColours() throws {
        let lines = try TerminalRenderer.render(try QREncoder.encodeSync([1, 2, 3]))
        for line in lines {
            #expect(line.hasPrefix("\u{1B}[38;2;255;255;255;48;2;255;255;255m▀"))
            #expect(line.hasSuffix("▀\u{1B}[0m"))
        }
        // 29 modules: 15 text rows, the last one half quiet zone; 29 columns.
        #expect(lines.count == 15)
        #expect(lines.allSatisfy { $0.filter { $0 == "▀" }.count == 29 })
    }

    @Test("plain UTF-8 scans on a light theme, and with --invert on a dark one")
    func plainUTF8() throws {
        let payload = TestPayload.vcard.bytes
        let matrix = try QREncoder.encodeSync(payload)
        let plain = try TerminalRenderer.render(matrix, options: TerminalOptions(mode: .utf8))
        #expect(plain.allSatisfy { !$0.contains("\u{1B}") })
        #expect(try Self.decode(plain, theme: .light) == (payload, payload))
        let inverted = try TerminalRenderer.render(matrix, options: TerminalOptions(mode: .utf8, invert: true))
        #expect(try Self.decode(inverted, theme: .dark) == (payload, payload))
    }

    @Test("ASCII: two characters per module, one line per module row")
    func ascii() throws {
        let payload = TestPayload.english.bytes
        let matrix = try QREncoder.encodeSync(payload)
        let lines = try TerminalRenderer.render(matrix, options: TerminalOptions(mode: .ascii))
        #expect(lines.count == matrix.size + 8)
        #expect(lines.allSatisfy { $0.count == 2 * (matrix.size + 8) })
        #expect(lines[4] == "        " + "##############" + String(lines[4].dropFirst(22)))
        #expect(try Self.decode(lines, theme: .light) == (payload, payload))
    }

    @Test("the quiet zone follows the margin option", arguments: [0, 1, 4])
    func margin(margin: Int) throws {
        let matrix = try QREncoder.encodeSync([7])
        let lines = try TerminalRenderer.render(matrix, options: TerminalOptions(mode: .ascii, margin: margin))
        #expect(lines.count == matrix.size + 2 * margin)
        #expect(lines.prefix(margin).allSatisfy { $0.allSatisfy { $0 == " " } })
    }

    @Test("a quiet zone outside 0-100 is refused, as by every renderer, not drawn as another", arguments: [-1, 101])
    func marginOutOfRange(margin: Int) throws {
        let matrix = try QREncoder.encodeSync([7])
        #expect(throws: RenderError.invalidMargin(margin)) {
            try TerminalRenderer.render(matrix, options: TerminalOptions(mode: .utf8, margin: margin))
        }
    }

    @Test("256-colour mapping skips the theme's 16 colours and takes the nearest grey for a grey", arguments: [
        (Color.black, 16), (Color.white, 231), (Color(red: 0x80, green: 0x80, blue: 0x80), 244),
        (Color(red: 0x1C, green: 0x1C, blue: 0x1C), 234),
    ])
    func palette256(color: Color, index: Int) {
        #expect(SGR.palette256Index(color) == index)
    }

    /// A grey is nearer in lightness to a dark navy or plum than any cube colour is, and so
    /// every dark style once became one of four greys.
    @Test("256-colour mapping keeps each style's hue", arguments: QRStyle.allNames)
    func palette256KeepsHue(name: String) throws {
        let style = try QRStyle.named(name)
        let ink = style.foreground
        let index = SGR.palette256Index(ink)
        let lab = ink.okLab
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        if chroma >= SGR.minimumHueChroma {
            #expect((16...231).contains(index), "\(name) \(ink.hex) became grey \(index)")
            let entry = try #require(SGR.palette256.first { $0.0 == index }?.1).okLab
            let turn = abs(atan2(entry.b, entry.a) - atan2(lab.b, lab.a))
            #expect(min(turn, 2 * Double.pi - turn) <= Double.pi / 4, "\(name) \(ink.hex) → \(index)")
        }
        // The code still reads: ink and paper stay far apart.
        let paper = try #require(SGR.palette256.first { $0.0 == SGR.palette256Index(style.background ?? .white) }?.1)
        let mapped = try #require(SGR.palette256.first { $0.0 == index }?.1)
        #expect(Color.contrastRatio(mapped, paper) >= 7)
    }

    @Test("navy, plum, forest and ink map to colours of their hue", arguments: [
        ("navy", 18), ("ink", 17), ("plum", 53), ("forest", 23), ("sunset", 88), ("slate", 24),
    ])
    func palette256Styles(name: String, index: Int) throws {
        #expect(SGR.palette256Index(try QRStyle.named(name).foreground) == index)
    }

    @Test("styles of different inks take different entries in 256 colours, so styles shows them apart")
    func namedStylesStayApartIn256Colours() throws {
        var seen: [Int: Color] = [:]
        for name in QRStyle.allNames {
            let ink = try QRStyle.named(name).foreground
            let index = SGR.palette256Index(ink)
            if let other = seen[index] { #expect(other == ink, "\(name) shares entry \(index) with \(other.hex)") }
            seen[index] = ink
        }
        // A colour of no style keeps its nearest entry.
        #expect(SGR.palette256Index(Color(red: 0x0B, green: 0x25, blue: 0x46)) == 17)
    }

    /// The card's paint, the code's half blocks and styled messages share this one mapping
    /// (the 256-colour mapping and the SGR building once existed two and three times).
    @Test("one SGR colour mapping per depth", arguments: [
        (TerminalOptions.Mode.truecolor, false, "38;2;11;37;69"), (.truecolor, true, "48;2;11;37;69"),
        (.ansi256, false, "38;5;18"), (.ansi256, true, "48;5;18"),
        (.ansi16, false, "30"), (.ansi16, true, "40"),
    ])
    func sgrColor(depth: TerminalOptions.Mode, background: Bool, expected: String) {
        let navy = Color(red: 0x0B, green: 0x25, blue: 0x45)
        #expect(SGR.color(navy, depth: depth, background: background, isDark: true) == expected)
    }

    @Test func ansi16PaintsLightColoursBrightWhite() {
        #expect(SGR.color(.white, depth: .ansi16, background: false, isDark: false) == "97")
        #expect(SGR.color(.white, depth: .ansi16, background: true, isDark: false) == "107")
    }
}

@Suite("SGR light grounds")
struct SGRLightGroundTests {
    @Test func aGroundLighterThanThePalettesGreysIsWhite() throws {
        for name in QRStyle.allNames {
            let paper = try QRStyle.named(name).background ?? .white
            #expect(SGR.palette256Index(paper) == 231, "\(name) \(paper.hex)")
        }
        #expect(SGR.palette256Index(try Color(parsing: "#EEEEEE")) == 255, "a light grey stays grey")
    }
}

import Foundation
import MycaCLI
import MycaCore
import MycaInProcess
import MycaTestSupport
import Testing

/// `myca qr`: every output decoded by zbar and ZXing, the print size rule, the option errors.
@Suite struct QRCommandTests {
    static func payload(_ kind: PayloadKind, fields: FieldSelection = .all) throws -> [UInt8] {
        try QRPayload.build(try Profile.sample.snapshot(), kind: kind, fields: fields)
    }

    /// --png and --svg in one run, for each payload kind: both files decode to exactly the payload.
    @Test(arguments: PayloadKind.allCases)
    func pngAndSvgDecodeToThePayload(kind: PayloadKind) async throws {
        let tmp = try TemporaryDirectory("myca-display")
        let dir = tmp.path
        let run = await MycaHarness.run(
            ["qr", "--sample", "--payload", kind.rawValue, "--png", "code.png", "--svg", "code.svg", "--style", "navy"],
            directory: dir)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.err == "")
        let expected = try Self.payload(kind)
        let png = try QRDecoders.both(try tmp.read("code.png"), ext: "png")
        #expect(png.zbar == expected)
        #expect(png.zxing == expected)
        let svg = String(decoding: try tmp.read("code.svg"), as: UTF8.self)
        #expect(svg.contains("<title>Alex Morgan</title>"))
        #expect(svg.contains("#0b2545"))
        let image = try SVGRasterizer.rasterize(svg)
        let decoded = try QRDecoders.both(image.ppm, ext: "ppm")
        #expect(decoded.zbar == expected)
        #expect(decoded.zxing == expected)
    }

    @Test func fieldsEccAndEciReachTheCode() async throws {
        let tmp = try TemporaryDirectory("myca-display")
        let dir = tmp.path
        let run = await MycaHarness.run(
            ["qr", "--sample", "--fields", "name,email", "--ecc", "H", "--eci", "--png", dir + "/c.png"])
        #expect(run.status == 0)
        let decoded = try #require(try QRDecoders.zxing(try tmp.read("c.png"), ext: "png"))
        #expect(decoded.bytes == (try Self.payload(.vcard3, fields: [.name, .email])))
        #expect(decoded.hasECI == true)
        #expect(decoded.eccLevel == "H")
    }

    /// Option values of a fixed set are read in any case; a one-letter slip gets no guess.
    @Test func eccInAnyCaseAndNoGuessForOneLetter() async throws {
        let lower = await MycaHarness.run(["qr", "--sample", "--ecc", "h", "--utf8"])
        let upper = await MycaHarness.run(["qr", "--sample", "--ecc", "H", "--utf8"])
        #expect(lower.status == 0 && lower.out == upper.out)
        let payload = await MycaHarness.run(["qr", "--sample", "--payload", "MECARD", "--utf8"])
        #expect(payload.status == 0)
        let bad = await MycaHarness.run(["qr", "--sample", "--ecc", "X"])
        #expect(bad.status == 2)
        #expect(bad.err.hasPrefix("myca: error: invalid value 'X' for '--ecc'\nhint: allowed values: L, M, Q, H\n"), "\(bad.err)")
    }

    /// A resolution is a PNG's: with an SVG or a terminal code alone it is refused, not ignored.
    @Test(arguments: [["--svg", "-"], ["--utf8"], ["--svg", "-", "--size", "25mm"]])
    func dpiWithoutAPNGIsAUsageError(outputs: [String]) async throws {
        let run = await MycaHarness.run(["qr", "--sample", "--dpi", "300"] + outputs)
        #expect(run.status == 2)
        #expect(run.out.isEmpty)
        #expect(run.err.hasPrefix("myca: error: '--dpi' is for PNG output only\n"), "\(run.err)")
        // With a physical size and no image, the resolution gives the PNG's printed size.
        let reported = await MycaHarness.run(["qr", "--sample", "--dpi", "300", "--size", "25mm", "--utf8"])
        #expect(reported.status == 0, "\(reported.err)")
    }

    /// `--size 25mm --dpi 600`: round(25 / 25.4 × 600) = 591 target pixels, whole pixels per
    /// module, pHYs 23622 pixels per metre on both axes.
    @Test func printSizeFollowsTheDocumentedRule() async throws {
        let tmp = try TemporaryDirectory("myca-display")
        let dir = tmp.path
        let run = await MycaHarness.run(
            ["qr", "--sample", "--png", dir + "/p.png", "--size", "25mm", "--dpi", "600", "-v"])
        #expect(run.status == 0)
        let matrix = try QREncoder.encodeSync(try Self.payload(.vcard3))
        let modules = matrix.size + 8
        let perModule = 591 / modules
        let png = try PNGInspector(try tmp.read("p.png"))
        #expect(png.width == perModule * modules)
        #expect(png.height == png.width)
        #expect(png.width <= 591)
        let phys = try #require(png.chunk("pHYs"))
        #expect(png.be32(phys, 0) == 23622)
        #expect(png.be32(phys, 4) == 23622)
        #expect(phys[8] == 1)
        #expect(run.err == """
            payload: \(try Self.payload(.vcard3).count) bytes (vcard3), version \(matrix.version), \
            \(matrix.size)×\(matrix.size) modules, ECC M
            png: \(dir)/p.png: \(png.width)×\(png.width) pixels, \(perModule) pixels per module × \(modules) modules, \
            600 dpi (pHYs 23622 pixels per metre); 25mm asked = 591 pixels; \
            printed 21.4 mm wide, 101 modules of 0.212 mm
            myca: warning: the printed modules are 0.212 mm, smaller than the 0.45 mm a phone at arm's length \
            reads (set with --min-module); print it at --size 48mm or more, leave fields out \
            (--fields name,email,phone), or carry only the link (--payload url)

            """)
        #expect(modules == 101, "the printed figures above are for the sample's version-19 code")
    }

    /// The issue's check: `myca qr --sample --size 25mm -v` on a terminal says how the code
    /// prints at that size, and that its modules are too small, though no image is asked for.
    @Test func sizeWithoutAnImageStillReportsThePrintedSize() async throws {
        let run = await MycaHarness.run(["qr", "--sample", "--size", "25mm", "-v"], tty: .all, width: 200,
                                        environment: ["LANG": "C.UTF-8", "COLORTERM": "truecolor"])
        #expect(run.status == 0)
        #expect(run.err.contains("png (with --png FILE): 202×202 pixels, 2 pixels per module × 101 modules; "
            + "printed 17.1 mm wide, 101 modules of 0.169 mm\n"))
        #expect(run.err.contains("the printed modules are 0.169 mm, smaller than the 0.45 mm"))
        #expect(run.err.contains("version 17, 85×85 modules, ECC L (terminal)"))
        #expect(run.out.contains("▀"))
    }

    @Test func tooSmallASizeWarnsAndStillWrites() async throws {
        let tmp = try TemporaryDirectory("myca-display")
        let dir = tmp.path
        let run = await MycaHarness.run(["qr", "--sample", "--payload", "url", "--png", dir + "/s.png", "--size", "10px"])
        #expect(run.status == 0)
        let modules = try QREncoder.encodeSync(try Self.payload(.url)).size + 8
        #expect(run.err == "myca: warning: 10px is 10 pixels, fewer than the \(modules) modules of this code: "
            + "the image is \(modules) pixels instead\n")
        #expect(try PNGInspector(try tmp.read("s.png")).width == modules)
    }

    @Test func pngToAPipeIsThePNGBytes() async throws {
        let run = await MycaHarness.run(["qr", "--sample", "--png", "-"])
        #expect(run.status == 0)
        #expect(Array(run.stdout.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try QRDecoders.zbar(run.stdout, ext: "png")?.bytes == (try Self.payload(.vcard3)))
    }

    @Test func defaultIntoAPipeIsPlainHalfBlocks() async throws {
        let run = await MycaHarness.run(["qr", "--sample", "--payload", "mecard"])
        #expect(run.status == 0)
        #expect(!run.out.contains("\u{1B}"))
        let decoded = try DisplayFixtures.decodeScreen(run.out, theme: .light)
        #expect(decoded.zbar == (try Self.payload(.mecard)))
        #expect(decoded.zxing == (try Self.payload(.mecard)))
    }

    /// A code wider than the terminal wraps and cannot scan: it is fitted to the window,
    /// with a line saying what it leaves out, or refused with what would fit; a pipe gets
    /// the code as asked.
    @Test func fitsTheWindowOrRefuses() async throws {
        let card = try Profile.sample.snapshot()
        let fitted = await MycaHarness.run(["qr", "--sample"], tty: .all, width: 80, environment: ["COLORTERM": "truecolor"])
        #expect(fitted.status == 0)
        #expect(fitted.err.hasPrefix("QR code: all but "), "\(fitted.err)")
        #expect(fitted.out.split(separator: "\n").allSatisfy { DisplayWidth.of(TerminalRasterizer.plain(String($0))) <= 80 })
        let decoded = try DisplayFixtures.decodeScreen(fitted.out, theme: .dark)
        #expect(decoded.zbar != nil && decoded.zbar == decoded.zxing)
        #expect(String(decoding: decoded.zbar ?? [], as: UTF8.self).contains("FN:Alex Morgan"))

        let refused = await MycaHarness.run(["qr", "--sample", "--fields", "all", "--margin", "4"], tty: .all, width: 80,
                                            environment: ["COLORTERM": "truecolor"])
        #expect(refused.status == 1)
        #expect(refused.out.isEmpty)
        let said = TerminalRasterizer.plain(refused.err).replacingOccurrences(of: "\n", with: " ")
        #expect(said.contains("the QR code needs a window of at least 93×48 (the code, its note and a line for the prompt), and this one is 80 columns"), "\(said)")
        #expect(said.contains("hint: 'myca qr --fields "), "\(said)")

        let piped = await MycaHarness.run(["qr", "--sample"], tty: [], width: 80)
        #expect(piped.err.isEmpty)
        let whole = try await CodeRequest().screenCode(for: card)
        #expect(try DisplayFixtures.decodeScreen(piped.out, theme: .light).zbar == whole.payload)
    }

    /// On a terminal: colours at the terminal's depth, scanning on dark and light themes,
    /// inverted or not.
    @Test(arguments: [
        (["COLORTERM": "truecolor"], false), (["TERM": "xterm-256color"], false), (["TERM": "xterm"], false),
        (["COLORTERM": "truecolor"], true),
    ])
    func terminalOutputScansOnBothThemes(env: [String: String], invert: Bool) async throws {
        let run = await MycaHarness.run(
            ["qr", "--sample", "--payload", "url"] + (invert ? ["--invert"] : []), tty: .all, environment: env)
        #expect(run.status == 0)
        #expect(run.out.contains("\u{1B}["))
        let expected = try Self.payload(.url)
        for theme in [TerminalTheme.dark, .light] {
            let decoded = try DisplayFixtures.decodeScreen(run.out, theme: theme)
            if invert {
                // Light modules on dark: the exact negative of a scannable code.
                var image = try TerminalRasterizer.rasterize(DisplayFixtures.screen(run.out), theme: theme)
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let (r, g, b) = image.get(x, y)
                        image.set(x, y, (255 - r, 255 - g, 255 - b))
                    }
                }
                let negative = try QRDecoders.both(image.ppm, ext: "ppm")
                #expect(negative.zbar == expected)
                #expect(negative.zxing == expected)
            } else {
                #expect(decoded.zbar == expected)
                #expect(decoded.zxing == expected)
            }
        }
    }

    @Test(arguments: ["--utf8", "--ascii"])
    func textModesScanOnALightTheme(flag: String) async throws {
        let run = await MycaHarness.run(["qr", "--sample", "--payload", "url", flag], tty: .all)
        #expect(run.status == 0)
        #expect(!run.out.contains("\u{1B}"))
        #expect(run.out.contains(flag == "--ascii" ? "##" : "▀"))
        let decoded = try DisplayFixtures.decodeScreen(run.out, theme: .light)
        #expect(decoded.zbar == (try Self.payload(.url)))
    }

    static let usageErrors: [([String], String)] = [
        (["--png", "-", "--svg", "-"], "myca: error: only one output can go to stdout, but png and svg were asked for"),
        (["--utf8", "--ascii"], "myca: error: options '--utf8' and '--ascii' cannot be used together"),
        (["--png", "x.png", "--invert"], "myca: error: '--invert' is for terminal output only"),
        (["--ecc", "X"], "myca: error: invalid value 'X' for '--ecc'"),
        (["--payload", "vcard5"], "myca: error: invalid value 'vcard5' for '--payload'"),
        (["--style", "neon"], "myca: error: invalid value 'neon' for '--style'"),
        (["--scale", "abc"], "myca: error: invalid value 'abc' for '--scale': expected an integer"),
    ]

    @Test(arguments: usageErrors)
    func usageErrorsExit2WithTheUsageLine(extra: [String], message: String) async {
        let run = await MycaHarness.run(["qr", "--sample"] + extra)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.err.hasPrefix(message), "\(run.err)")
        #expect(run.err.hasSuffix("usage: myca qr [HANDLE] [options]\nSee 'myca help qr'.\n"))
    }

    static let badValues: [([String], String, Int32)] = [
        (["--fg", "white"], "myca: error: foreground #ffffff is lighter than background #ffffff", 2),
        (["--fg", "#777", "--bg", "#888"], "myca: error: contrast between #777777 and #888888 is 1.3:1, below the 4.5:1 scanners need", 2),
        (["--bg", "none", "--fg", "yellow"], "myca: error: invalid colour 'yellow'", 2),
        (["--size", "25furlongs"], "myca: error: invalid size '25furlongs'", 2),
        (["--dpi", "0"], "myca: error: invalid resolution 0 dpi", 2),
        (["--margin", "101"], "myca: error: invalid quiet zone of 101 modules", 2),
        (["--fields", "name,shoe"], "myca: error: unknown payload field \"shoe\"", 2),
        (["--fields", "note", "--payload", "url", "--png", "-"], "", 0),
    ]

    @Test(arguments: badValues)
    func badValuesNameTheValue(extra: [String], message: String, status: Int32) async {
        let run = await MycaHarness.run(["qr", "--sample"] + extra)
        #expect(run.status == status)
        #expect(run.err.hasPrefix(message), "\(run.err)")
        if status != 0 {
            #expect(run.stdout.isEmpty)
            #expect(run.err.contains("\nhint: "))
        }
    }

    @Test func pngToATerminalIsRefused() async {
        let run = await MycaHarness.run(["qr", "--sample", "--png", "-", "--color=never"], tty: .all)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.err.hasPrefix("myca: error: refusing to write PNG data to a terminal\n"))
    }

    @Test func urlPayloadOfACardWithoutURLFails() async throws {
        let tmp = try TemporaryDirectory("myca-display")
        let home = tmp.path
        try CardFiles(store: CardStore(home: home)).create("hanako", profile: DisplayFixtures.japanese, force: false)
        let run = await MycaHarness.run(["--home", home, "qr", "hanako", "--payload", "url"])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("myca: error: card \"佐藤 花子\" has no URL for a url payload\n"))
    }

    @Test func transparentBackgroundPNGDecodes() async throws {
        let tmp = try TemporaryDirectory("myca-display")
        let dir = tmp.path
        let run = await MycaHarness.run(["qr", "--sample", "--style", "forest", "--bg", "none", "--png", dir + "/t.png"])
        #expect(run.status == 0)
        let png = try PNGInspector(try tmp.read("t.png"))
        #expect(png.chunk("tRNS") != nil)
        #expect(png.pixel(0, 0).3 == 0)
    }
}

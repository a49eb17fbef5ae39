import Foundation
import MycaCore
import MycaInProcess
import MycaTestSupport
import Testing

@testable import MycaCLI

/// `myca card` in-process: the SVG path (no library, no helper program) and the option rules.
@Suite struct CardCommandTests {
    @Test func svgToStdoutHoldsTheCardAsTextAndItsCode() async throws {
        let run = await MycaHarness.run(["card", "--sample", "--svg", "-", "--style", "navy", "--size", "us"])
        #expect(run.status == 0, "\(run.err)")
        let svg = String(decoding: run.stdout, as: UTF8.self)
        #expect(svg.contains(#"width="88.9mm" height="50.8mm" viewBox="0 0 88.9 50.8""#))
        for text in ["Alex Morgan", "they/them", "Staff Developer Advocate", "Northwind Labs", "+1-415-555-0134 (cell)"] {
            #expect(svg.contains(">\(text)</text>"), "\(text)")
        }
        #expect(svg.contains(##"fill="#0b2545""##), "the navy style")
        #expect(svg.contains("<title>Alex Morgan</title>"))
    }

    @Test func theBackOfAnSVGGoesNextToIt() async throws {
        let tmp = try TemporaryDirectory("myca-card")
        let run = await MycaHarness.run(["card", "--sample", "--svg", "card.svg", "--back"], directory: tmp.path)
        #expect(run.status == 0, "\(run.err)")
        let back = String(decoding: try tmp.read("card-back.svg"), as: UTF8.self)
        #expect(back.contains(">https://alexmorgan.example</text>"))
    }

    @Test(arguments: [("card.png", "card-back.png"), ("out/card.v2.svg", "out/card.v2-back.svg"),
                      ("noext", "noext-back"), (".hidden", ".hidden-back")])
    func backFileNames(front: String, back: String) {
        #expect(OutputTarget(argument: front).sibling(suffix: "-back").path == back)
    }

    @Test func outputRules() async throws {
        let none = await MycaHarness.run(["card", "--sample"])
        #expect(none.status == 2 && none.err.contains("no output asked for"))
        let two = await MycaHarness.run(["card", "--sample", "--svg", "-", "--pdf", "-"])
        #expect(two.status == 2 && two.err.contains("only one output can go to stdout"))
        let tty = await MycaHarness.run(["card", "--sample", "--pdf", "-"], tty: .all)
        #expect(tty.status == 2 && tty.err.contains("refusing to write PDF data to a terminal"))
        let sheet = await MycaHarness.run(["card", "--sample", "--svg", "-", "--sheet", "a5"])
        #expect(sheet.status == 2)
        let dpi = await MycaHarness.run(["card", "--sample", "--png", "x.png", "--dpi", "0"])
        #expect(dpi.status == 2 && dpi.err.contains("invalid resolution 0 dpi"))
    }

    /// A line the front has no room for goes to the back, said in a note; a one-page format
    /// on standard output holds the front alone, and says what it left out.
    @Test func aLineWithoutRoomOnTheFrontGoesToTheBack() async throws {
        let pdf = await MycaHarness.run(["card", "--sample", "--pdf", "-", "--size", "us"])
        #expect(pdf.status == 0, "\(pdf.err)")
        #expect(pdf.err.contains("1 line did not fit on the front and is printed on the back (social profile)"), "\(pdf.err)")
        #expect(!pdf.err.contains("warning"), "\(pdf.err)")
        let svg = await MycaHarness.run(["card", "--sample", "--svg", "-", "--size", "us"])
        #expect(svg.status == 0, "\(svg.err)")
        #expect(svg.err.contains("warning: 1 line did not fit on the front and was left out (social profile); written to a file, it goes on the back"),
                "\(svg.err)")
        #expect(String(decoding: svg.stdout, as: UTF8.self).components(separatedBy: "<svg").count == 2, "one SVG")
    }
}

/// The bleed a card gets when none is asked for: a press file's and a ground's on a sheet.
@Suite struct CardDefaultBleedTests {
    /// The pages of the `--layout` JSON in `folder`: each one's width and its trims' x.
    static func pages(_ folder: TemporaryDirectory) throws -> [(width: Double, xs: [Double])] {
        let json = try JSONSerialization.jsonObject(with: Data(try folder.read("layout.json"))) as? [String: Any]
        let pages = json?["pages"] as? [[String: Any]] ?? []
        return pages.map { page in
            let trims = page["trims"] as? [[Double]] ?? []
            return (page["width"] as? Double ?? 0, trims.map { $0[0] })
        }
    }

    @Test(arguments: [("eu", 85.0, 3.0, "a bleed of 3 mm,"), ("us", 88.9, 25.4 / 8, "a bleed of 1/8 in (3.175 mm),")])
    func aPressFileGetsItsSizesBleedAndSaysSo(size: String, width: Double, bleed: Double, said: String) async throws {
        let tmp = try TemporaryDirectory("myca-card")
        let press = await MycaHarness.run(["card", "--sample", "--pdf", "card.pdf", "--press", "--size", size,
                                           "--layout", "layout.json"], directory: tmp.path)
        #expect(press.status == 0, "\(press.err)")
        #expect(press.err.contains("a press file gets " + said), "\(press.err)")
        #expect(abs((try Self.pages(tmp).first?.width ?? 0) - (width + 2 * bleed)) < 1e-6)
        // A shop that asks for none gets none, and no note.
        let none = await MycaHarness.run(["card", "--sample", "--pdf", "card.pdf", "--press", "--size", size, "--bleed", "0",
                                          "--layout", "layout.json"], directory: tmp.path)
        #expect(none.status == 0, "\(none.err)")
        #expect(!none.err.contains("bleed"), "\(none.err)")
        #expect(abs((try Self.pages(tmp).first?.width ?? 0) - width) < 1e-6)
    }

    @Test func aGroundOnASheetGetsItsBleedAndGuttersOfTwiceIt() async throws {
        let tmp = try TemporaryDirectory("myca-card")
        let tinted = await MycaHarness.run(["card", "--sample", "--pdf", "sheet.pdf", "--sheet", "a4", "--style", "forest",
                                            "--layout", "layout.json"], directory: tmp.path)
        #expect(tinted.status == 0, "\(tinted.err)")
        #expect(tinted.err.contains("cards with a ground colour get a bleed of 3 mm on a sheet"), "\(tinted.err)")
        let xs = try Self.pages(tmp).first?.xs ?? []
        #expect(xs.count == 8 && abs(xs[1] - xs[0] - (85 + 6)) < 1e-6, "\(xs)")
        // White paper needs no bleed to be cut clean.
        let plain = await MycaHarness.run(["card", "--sample", "--pdf", "sheet.pdf", "--sheet", "a4", "--layout", "layout.json"],
                                          directory: tmp.path)
        #expect(plain.status == 0 && !plain.err.contains("bleed"), "\(plain.err)")
        let plainXs = try Self.pages(tmp).first?.xs ?? []
        #expect(plainXs.count == 8 && abs(plainXs[1] - plainXs[0] - (85 + PrintSheet.minimumGutter)) < 1e-6, "\(plainXs)")
    }
}

/// A picture's effective resolution on the card: refused below 150 ppi in a press file,
/// warned of below 300, and a line of the preflight.
@Suite struct CardPictureResolutionTests {
    /// A square PNG of `side`×`side` modules' pixels at `scale` (a code, 29 modules with its margin).
    static func squarePNG(scale: Int) throws -> [UInt8] {
        try PNGRenderer.render(try QREncoder.encodeSync([1, 2, 3]), options: PNGOptions(margin: 4, scale: scale))
    }

    @Test func aPressFileRefusesA120By45LogoBeforeDrawingAnything() async throws {
        let tmp = try TemporaryDirectory("myca-card")
        func u32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let logo = TestPhotos.pngSignature + TestPhotos.chunk("IHDR", u32(120) + u32(45) + [8, 2, 0, 0, 0])
            + TestPhotos.pngIDAT + TestPhotos.pngIEND
        try Data(logo).write(to: URL(fileURLWithPath: tmp.path + "/logo.png"))
        let run = await MycaHarness.run(["card", "--sample", "--pdf", "card.pdf", "--press", "--logo", "logo.png"],
                                        directory: tmp.path)
        #expect(run.status == 1, "\(run.err)")
        #expect(run.err.contains("logo.png prints at 106 ppi on the card, below the 150 ppi a press file takes"), "\(run.err)")
        #expect(run.err.contains("hint: use a larger picture (at least 341×128 px) or a smaller card size"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: tmp.path + "/card.pdf"))
    }

    @Test func aPictureBetween150And300PpiIsWarnedOfAndItsPreflightLineSaysSo() async throws {
        let tmp = try TemporaryDirectory("myca-card")
        // 87 px on a 10.8 mm square: 205 ppi.
        try Data(try Self.squarePNG(scale: 3)).write(to: URL(fileURLWithPath: tmp.path + "/logo.png"))
        let run = await MycaHarness.run(["card", "--sample", "--pdf", "card.pdf", "--press", "--preflight", "--logo", "logo.png"],
                                        directory: tmp.path)
        #expect(run.status == 0, "\(run.err) \(run.out)")
        #expect(run.err.contains("warning: ") && run.err.contains("logo.png prints at 205 ppi on the card, below the 300 ppi"), "\(run.err)")
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("picture ") && $0.contains("logo.png: 205 ppi") && $0.contains("warning (at least 300 ppi)") },
                "\(run.out)")
        #expect(lines.contains { $0.hasPrefix("live text ") && $0.contains("the name is text") && $0.contains("ok") }, "\(run.out)")
        // Sharp enough: no warning, and the line is ok.
        try Data(try Self.squarePNG(scale: 12)).write(to: URL(fileURLWithPath: tmp.path + "/logo.png"))
        let sharp = await MycaHarness.run(["card", "--sample", "--pdf", "card.pdf", "--press", "--preflight", "--logo", "logo.png"],
                                          directory: tmp.path)
        #expect(sharp.status == 0 && !sharp.err.contains("ppi"), "\(sharp.err)")
        #expect(sharp.out.split(separator: "\n").contains { $0.hasPrefix("picture ") && $0.hasSuffix("ok (at least 300 ppi)") }
                    && !sharp.out.contains("warning"), "\(sharp.out)")
    }
}

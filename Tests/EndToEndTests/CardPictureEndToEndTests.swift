import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// `myca card --logo FILE` and `--photo`: the picture in the PDF (a JPEG as its own bytes),
/// the PNG and the SVG alike, turned by its orientation, and every bad picture refused
/// before anything is written. The pictures are drawn by Ghostscript, the rendered cards
/// read back by poppler and librsvg.
@Suite("card pictures end to end", .serialized)
struct CardPictureEndToEndTests {
    typealias Workspace = CardEndToEndTests.Workspace

    /// A 400×300 picture: white, its left quarter red, its top fifth blue; drawn by
    /// Ghostscript as `device` (png16m, jpeg) into `path`.
    static func drawPicture(_ path: String, device: String) throws {
        let program = path + ".ps"
        // PostScript's origin is the bottom left: the top fifth is y 240…300.
        try Data("1 1 1 setrgbcolor 0 0 400 300 rectfill 1 0 0 setrgbcolor 0 0 100 300 rectfill 0 0 1 setrgbcolor 0 240 400 60 rectfill showpage\n".utf8)
            .write(to: URL(fileURLWithPath: program))
        _ = try CardEndToEndTests.tool("gs", ["-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=" + device, "-r72", "-g400x300",
                                              "-dJPEGQ=95", "-o", path, program])
    }

    /// Where red and blue lie in `png`: the mean x and y of each colour's pixels.
    static func centroids(_ png: [UInt8]) throws -> (red: (Double, Double), blue: (Double, Double)) {
        let image = try PNGInspector(png)
        var red = (0.0, 0.0, 0.0), blue = (0.0, 0.0, 0.0)
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                let (r, g, b, _) = image.pixel(x, y)
                if r > 180, g < 90, b < 90 { red = (red.0 + Double(x), red.1 + Double(y), red.2 + 1) }
                if b > 180, r < 90, g < 90 { blue = (blue.0 + Double(x), blue.1 + Double(y), blue.2 + 1) }
            }
        }
        #expect(red.2 > 100 && blue.2 > 100, "the picture is drawn")
        let scale = 25.4 / 300  // millimetres per pixel at 300 dpi
        return ((red.0 / max(red.2, 1) * scale, red.1 / max(red.2, 1) * scale),
                (blue.0 / max(blue.2, 1) * scale, blue.1 / max(blue.2, 1) * scale))
    }

    /// The SVG `name` drawn by librsvg at 300 dpi.
    static func rasterizeSVG(_ space: Workspace, _ name: String) throws -> [UInt8] {
        _ = try CardEndToEndTests.tool("rsvg-convert", ["-d", "300", "-p", "300", "-o", space.path(name + ".png"), space.path(name)])
        return try space.read(name + ".png")
    }

    static func close(_ a: (Double, Double), _ b: (Double, Double)) -> Bool { abs(a.0 - b.0) < 0.5 && abs(a.1 - b.1) < 0.5 }

    @Test func aLogoIsTheSameInThePDFThePNGAndTheSVG() throws {
        let space = try Workspace()
        try space.add(.sample, handle: "alex")
        try Self.drawPicture(space.path("logo.png"), device: "png16m")
        let result = try space.card(["--pdf", "card.pdf", "--png", "card.png", "--svg", "card.svg", "--dpi", "300",
                                     "--logo", "logo.png"])
        #expect(result.status == 0, "\(result.err)")
        let list = try CardEndToEndTests.tool("pdfimages", ["-list", space.path("card.pdf")]).out
        // One picture in the PDF (the code is a vector outline beside it).
        let pictures = list.split(separator: "\n").dropFirst(2)
        #expect(pictures.count == 1, "one image in the PDF: \(list)")
        let svg = String(decoding: try space.read("card.svg"), as: UTF8.self)
        #expect(svg.contains("<image ") && svg.contains("href=\"data:image/png;base64,"))
        let fromPNG = try Self.centroids(try space.read("card.png"))
        let fromPDF = try Self.centroids(try CardEndToEndTests.rasterize(space.path("card.pdf"), page: 1))
        let fromSVG = try Self.centroids(try Self.rasterizeSVG(space, "card.svg"))
        #expect(Self.close(fromPNG.red, fromPDF.red) && Self.close(fromPNG.blue, fromPDF.blue), "\(fromPNG) \(fromPDF)")
        #expect(Self.close(fromPNG.red, fromSVG.red) && Self.close(fromPNG.blue, fromSVG.blue), "\(fromPNG) \(fromSVG)")
        // As stored: red on the left, blue along the top.
        #expect(fromPNG.red.0 < fromPNG.blue.0 && fromPNG.blue.1 < fromPNG.red.1)
        // And the code still reads.
        let decoded = try QRDecoders.zbar(try space.read("card.png"), ext: "png")?.bytes
        #expect(decoded == (try space.cardPayload("alex")))
    }

    @Test func aJPEGGoesIntoThePDFAsItsOwnBytes() throws {
        let space = try Workspace()
        try space.add(.sample, handle: "alex")
        try Self.drawPicture(space.path("logo.jpg"), device: "jpeg")
        #expect(try space.card(["--pdf", "card.pdf", "--logo", "logo.jpg"]).status == 0)
        _ = try CardEndToEndTests.tool("pdfimages", ["-j", space.path("card.pdf"), space.path("out")])
        // The code is vector; the JPEG is the one image, a .jpg of its own bytes.
        let jpegs = try FileManager.default.contentsOfDirectory(atPath: space.path(".")).filter { $0.hasPrefix("out-") && $0.hasSuffix(".jpg") }
        #expect(jpegs.count == 1, "\(jpegs)")
        #expect(try space.read(jpegs.first ?? "out-000.jpg") == (try space.read("logo.jpg")), "never encoded again")
    }

    @Test func anOrientedJPEGIsTurnedAlikeInEveryFormat() throws {
        let space = try Workspace()
        try space.add(.sample, handle: "alex")
        try Self.drawPicture(space.path("plain.jpg"), device: "jpeg")
        // Exif orientation 6 after SOI: seen turned a quarter clockwise, red along the top,
        // blue down the right.
        let plain = try space.read("plain.jpg")
        let turned = Array(plain.prefix(2)) + TestPhotos.exifSegment(TestPhotos.exifTIFF(orientation: 6)) + Array(plain.dropFirst(2))
        try Data(turned).write(to: URL(fileURLWithPath: space.path("turned.jpg")))
        let result = try space.card(["--png", "card.png", "--svg", "card.svg", "--pdf", "card.pdf", "--dpi", "300",
                                     "--logo", "turned.jpg", "--template", "minimal"])
        #expect(result.status == 0, "\(result.err)")
        for (format, png) in [("PNG", try space.read("card.png")),
                              ("PDF", try CardEndToEndTests.rasterize(space.path("card.pdf"), page: 1)),
                              ("SVG", try Self.rasterizeSVG(space, "card.svg"))] {
            let c = try Self.centroids(png)
            #expect(c.red.1 < c.blue.1 && c.blue.0 > c.red.0, "\(format): red on top, blue on the right: \(c)")
        }
        // Neither the SVG nor the PDF carries the Exif that would turn it a second time.
        let svg = String(decoding: try space.read("card.svg"), as: UTF8.self)
        let data = try #require(svg.split(separator: "base64,").dropFirst().first?.prefix { $0 != "\"" })
        let embedded = try #require(Base64.decode(data))
        #expect(!TestPhotos.contains(embedded, "Exif") && TestPhotos.contains(turned, "Exif"))
    }

    @Test func aPressPDFKeepsThePicturesColoursUnderTheInkLimit() throws {
        let space = try Workspace()
        try space.add(.sample, handle: "alex")
        try Self.drawPicture(space.path("logo.jpg"), device: "jpeg")
        let result = try space.card(["--pdf", "press.pdf", "--press", "--bleed", "3mm", "--preflight", "--logo", "logo.jpg"])
        #expect(result.status == 0 && !result.out.contains("FAIL"), "\(result.out) \(result.err)")
        #expect(result.out.contains("CMYK, at most "), "\(result.out)")
        let list = try CardEndToEndTests.tool("pdfimages", ["-list", space.path("press.pdf")]).out
        #expect(list.contains(" cmyk "), "the picture is separated: \(list)")
    }

    @Test func theCardsPhotoOnTheFront() throws {
        let space = try Workspace()
        try Self.drawPicture(space.path("me.jpg"), device: "jpeg")
        var profile = Profile.sample
        profile.photo = Photo(fileBytes: try space.read("me.jpg"))
        try space.add(profile, handle: "alex")
        let result = try space.card(["--png", "card.png", "--dpi", "300", "--photo"])
        #expect(result.status == 0, "\(result.err)")
        _ = try Self.centroids(try space.read("card.png"))
    }

    @Test func aPictureThatCannotBeDrawnWritesNothing() throws {
        let space = try Workspace()
        try space.add(.sample, handle: "alex")
        try Self.drawPicture(space.path("logo.png"), device: "png16m")
        let logo = try space.read("logo.png")
        try Data(logo.prefix(logo.count / 2)).write(to: URL(fileURLWithPath: space.path("cut.png")))
        try Data("not a picture\n".utf8).write(to: URL(fileURLWithPath: space.path("notes.txt")))
        for (arguments, status, words) in [
            (["--logo", "cut.png"], Int32(1), "cut.png is broken or cut off"),
            (["--logo", "notes.txt"], 1, "notes.txt is not a PNG or JPEG image"),
            (["--logo", "missing.png"], 1, "missing.png"),
            (["--photo"], 1, "has no photo"),
            (["--photo", "--logo", "logo.png"], 2, "--logo and --photo"),
        ] {
            let result = try space.card(["--pdf", "card.pdf", "--png", "card.png"] + arguments)
            #expect(result.status == status && result.err.contains(words), "\(arguments): \(result.err)")
            #expect(!FileManager.default.fileExists(atPath: space.path("card.pdf")), "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: space.path("card.png")), "\(arguments)")
        }
    }
}

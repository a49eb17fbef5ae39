import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// Pictures `myca card --logo` must refuse, through the built binary: each error names the
/// file and says in plain words what is wrong, and nothing is written. What the file's
/// structure shows (a cut, a checksum, the kind of JPEG, its scans) is refused before
/// myca-draw or Ghostscript is run; what only decoding shows, myca-draw words the same way.
@Suite("pictures that cannot be drawn (binary)", .serialized)
struct BrokenPictureEndToEndTests {
    typealias Workspace = CardEndToEndTests.Workspace

    /// A workspace with a card and `bytes` saved as `name`.
    static func space(_ name: String, _ bytes: [UInt8]) throws -> Workspace {
        let space = try Workspace()
        try space.add(.sample, handle: "alex")
        try Data(bytes).write(to: URL(fileURLWithPath: space.path(name)))
        return space
    }

    /// ``CardPictureEndToEndTests/drawPicture(_:device:)``'s picture as `device` draws it.
    static func picture(_ device: String) throws -> [UInt8] {
        let space = try Workspace()
        try CardPictureEndToEndTests.drawPicture(space.path("picture"), device: device)
        return try space.read("picture")
    }

    /// `myca card` with `name` as its logo, asked for a PNG and a PDF (a press PDF when
    /// `press`): refused with exit 1 and `words` (the message, then the hint), nothing written.
    static func expectRefused(_ space: Workspace, _ name: String, _ words: [String], press: Bool = false,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outputs = press ? ["--pdf", "card.pdf", "--press"] : ["--png", "card.png", "--pdf", "card.pdf"]
        let result = try space.card(outputs + ["--logo", name])
        #expect(result.status == 1, "\(result.err)", sourceLocation: sourceLocation)
        for word in words {
            #expect(result.err.contains(word), "\(word) in: \(result.err)", sourceLocation: sourceLocation)
        }
        #expect(!result.err.contains("out of memory") && !result.err.contains("a picture on the card"), "\(result.err)",
                sourceLocation: sourceLocation)
        for file in ["card.png", "card.pdf"] {
            #expect(!FileManager.default.fileExists(atPath: space.path(file)), "\(file) written", sourceLocation: sourceLocation)
        }
    }

    @Test func aJPEGOfMoreScansThanTheLimitIsRefusedBeforeMycaDrawOrGhostscriptDecodeIt() throws {
        let space = try Self.space("many.jpg", TestPhotos.progressiveJPEG(width: 64, height: 64, refinements: 1))
        let words = ["myca: error: " + space.path("many.jpg") + " is a progressive JPEG of 127 scans; myca draws at most 100",
                     "hint: save it as an ordinary (baseline or progressive) JPEG or as a PNG"]
        try Self.expectRefused(space, "many.jpg", words)
        try Self.expectRefused(space, "many.jpg", words, press: true)
        // The same progression with one scan a band (64 scans) decodes without a warning and is drawn.
        try Data(TestPhotos.progressiveJPEG(width: 64, height: 64, refinements: 0))
            .write(to: URL(fileURLWithPath: space.path("usual.jpg")))
        let drawn = try space.card(["--png", "card.png", "--logo", "usual.jpg"])
        #expect(drawn.status == 0, "\(drawn.err)")
    }

    @Test func aJPEGCutAfterAThirdOfItsDataIsRefusedNotDrawnGrey() throws {
        // Its headers whole, a third of its scan: libjpeg-turbo would fill the rest in grey.
        let jpeg = try Self.picture("jpeg")
        let scan = try #require(TestPhotos.scan(of: jpeg)).count
        let space = try Self.space("cut.jpg", Array(jpeg.prefix(jpeg.count - scan + scan / 3)))
        try Self.expectRefused(space, "cut.jpg", [space.path("cut.jpg") + " is broken or cut off"])
        try Self.expectRefused(space, "cut.jpg", [space.path("cut.jpg") + " is broken or cut off"], press: true)
    }

    @Test func aJPEGWhoseScanDoesNotDecodeIsRefusedNamingTheFile() throws {
        // Its structure whole, the middle of its scan all ones (stuffed FF 00): no code of
        // its Huffman tables, which libjpeg-turbo would go past with a warning, drawing grey.
        var jpeg = try Self.picture("jpeg")
        let scan = try #require(TestPhotos.scan(of: jpeg)).count
        let middle = jpeg.count - scan / 2
        for at in stride(from: middle, to: middle + 64, by: 2) { (jpeg[at], jpeg[at + 1]) = (0xFF, 0x00) }
        let space = try Self.space("garbled.jpg", jpeg)
        try Self.expectRefused(space, "garbled.jpg", [space.path("garbled.jpg") + " is damaged: its picture data does not decode (",
                                                      "hint: copy or download the picture again"])
    }

    @Test func aLosslessJPEGIsRefusedInPlainWordsNamingTheFile() throws {
        var jpeg = try Self.picture("jpeg")
        let frame = try #require((2 ..< jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg[frame + 1] = 0xC3
        let space = try Self.space("lossless.jpg", jpeg)
        try Self.expectRefused(space, "lossless.jpg", [
            "myca: error: " + space.path("lossless.jpg") + " is a lossless JPEG, which myca cannot draw",
            "hint: save it as an ordinary (baseline or progressive) JPEG or as a PNG"])
    }

    @Test func aPNGChunkThatFailsItsChecksumIsNamedNotTakenForOutOfMemory() throws {
        let png = TestPhotos.changingChunks(try Self.picture("png16m"), "IDAT") { data in
            var data = data
            data[data.count / 2] ^= 0x10
            return data
        }
        let space = try Self.space("damaged.png", png)
        try Self.expectRefused(space, "damaged.png", [
            space.path("damaged.png") + " is damaged: its IDAT chunk at byte ", " does not match its checksum",
            "hint: copy or download the picture again"])
    }

    @Test func aPNGWhosePixelDataDoesNotDecodeIsNamedNotTakenForOutOfMemory() throws {
        // Every chunk whole with its checksum, the compressed data not deflate (a block of
        // the reserved type): only libpng finds it, inside myca-draw.
        let png = TestPhotos.changingChunks(try Self.picture("png16m"), "IDAT", recomputingCRC: true) { _ in
            [0x78, 0x9C] + [UInt8](repeating: 0xFF, count: 64)
        }
        let space = try Self.space("garbled.png", png)
        try Self.expectRefused(space, "garbled.png", [space.path("garbled.png") + " is damaged: its picture data does not decode",
                                                      "hint: copy or download the picture again"])
    }
}

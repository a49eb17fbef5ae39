import MycaTestSupport
import Testing
@testable import MycaCore

@Suite("CardPicture")
struct CardPictureTests {
    static let plainJPEG = [0xFF, 0xD8] + TestPhotos.jfif + TestPhotos.jpegTables + TestPhotos.jpegScan

    /// A PNG whose IHDR says `width` × `height` (its pixels are the 4×4 test image's).
    static func png(width: Int, height: Int) -> [UInt8] {
        func u32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return TestPhotos.pngSignature + TestPhotos.chunk("IHDR", u32(width) + u32(height) + [8, 2, 0, 0, 0])
            + TestPhotos.pngIDAT + TestPhotos.pngIEND
    }

    @Test func readsTheSizeOfAPNGAndAJPEGWithoutDecodingThem() throws {
        let png = try CardPicture(bytes: TestPhotos.plainPNG, name: "logo.png")
        #expect(png.kind == .png && png.pixelWidth == 4 && png.pixelHeight == 4 && png.orientation == 1)
        #expect(png.bytes == TestPhotos.plainPNG)
        let wide = try CardPicture(bytes: Self.png(width: 600, height: 200), name: "wide.png")
        #expect(wide.aspect == 3)
        let jpeg = try CardPicture(bytes: Self.plainJPEG, name: "photo.jpg")
        #expect(jpeg.kind == .jpeg && jpeg.pixelWidth == 1 && jpeg.pixelHeight == 1 && jpeg.bytes == Self.plainJPEG)
    }

    @Test func anOrientedJPEGIsSeenTurnedAndDrawnWithoutItsExif() throws {
        let picture = try CardPicture(bytes: TestPhotos.jpegWithMetadata, name: "photo.jpg")
        #expect(picture.orientation == 6)
        // No Exif is left to turn the picture a second time in a viewer.
        #expect(!TestPhotos.contains(picture.bytes, "Exif"))
        #expect(TestPhotos.scan(of: picture.bytes) == TestPhotos.jpegScan)
    }

    @Test func theOrientationMatrixMapsTheStoredCornersOntoTheSeenPicture() throws {
        var picture = try CardPicture(bytes: Self.png(width: 40, height: 30), name: "p.png")
        for orientation in 1...8 {
            picture.orientation = orientation
            let m = picture.orientationMatrix
            let seen = picture.seenSize
            let corners = [(0.0, 0.0), (40.0, 0.0), (0.0, 30.0), (40.0, 30.0)].map { u, v in
                (m[0] * u + m[2] * v + m[4], m[1] * u + m[3] * v + m[5])
            }
            let expected = Set(["0,0", "\(Int(seen.width)),0", "0,\(Int(seen.height))", "\(Int(seen.width)),\(Int(seen.height))"])
            #expect(Set(corners.map { "\(Int($0.0)),\(Int($0.1))" }) == expected, "orientation \(orientation)")
        }
        picture.orientation = 6
        let m = picture.orientationMatrix
        // Exif 6: the stored picture's top-left corner is seen at the top right.
        #expect(m[4] == 30 && m[5] == 0)
    }

    @Test func refusesWhatIsNoWholePicture() {
        #expect(throws: CardPictureError.notAPicture("notes.txt")) { try CardPicture(bytes: Array("hello".utf8), name: "notes.txt") }
        let png = TestPhotos.plainPNG
        #expect(throws: CardPictureError.unreadable("cut.png")) { try CardPicture(bytes: Array(png.dropLast(12)), name: "cut.png") }
        let jpeg = Self.plainJPEG
        #expect(throws: CardPictureError.unreadable("cut.jpg")) {
            try CardPicture(bytes: Array(jpeg.prefix(jpeg.count - TestPhotos.jpegScan.count)), name: "cut.jpg")
        }
        #expect(throws: CardPictureError.tooManyPixels("huge.png", width: 9000, height: 10)) {
            try CardPicture(bytes: Self.png(width: 9000, height: 10), name: "huge.png")
        }
        #expect(throws: CardPictureError.tooLarge("big.png", bytes: Photo.maxBytes + 1)) {
            try CardPicture(bytes: [UInt8](repeating: 0, count: Photo.maxBytes + 1), name: "big.png")
        }
        let cmykFrame = TestPhotos.hex("ffc900140800010001040111000211000311000411 00".replacingOccurrences(of: " ", with: ""))
        let cmyk = [0xFF, 0xD8] + TestPhotos.jfif + cmykFrame + TestPhotos.jpegScan
        #expect(throws: CardPictureError.cmykJPEG("cmyk.jpg")) { try CardPicture(bytes: cmyk, name: "cmyk.jpg") }
    }

    @Test func aJPEGOfMoreScansThanTheLimitIsRefusedWithItsCountBeforeAnyDecoding() throws {
        let many = TestPhotos.progressiveJPEG(refinements: 1)
        #expect(throws: CardPictureError.tooManyScans("many.jpg", scans: 127)) { try CardPicture(bytes: many, name: "many.jpg") }
        let message = CardPictureError.tooManyScans("many.jpg", scans: 127).message
        #expect(message.contains("many.jpg") && message.contains("127") && message.contains("\(CardPicture.maximumScans)"), "\(message)")
        // A progressive JPEG of its usual scans, and one of many more than a camera's, are drawn.
        let usual = try CardPicture(bytes: TestPhotos.progressiveJPEG(refinements: 0), name: "usual.jpg")
        #expect(usual.kind == .jpeg && usual.pixelWidth == 16 && usual.pixelHeight == 16)
        // Tables and comments between the scans are walked over, not counted.
        let between = TestPhotos.segment(0xFE, Array("between".utf8)) + TestPhotos.segment(0xDD, [0, 0])
        let spaced = Array(many.prefix(many.count - 2)) + between + Array(many.suffix(2))
        #expect(throws: CardPictureError.tooManyScans("spaced.jpg", scans: 127)) { try CardPicture(bytes: spaced, name: "spaced.jpg") }
    }

    @Test func aJPEGCutInItsScansIsRefusedAsCutOff() {
        let jpeg = TestPhotos.progressiveJPEG(refinements: 0)
        for cut in [jpeg.count / 3, jpeg.count - 2, jpeg.count - 1] {
            #expect(throws: CardPictureError.unreadable("cut.jpg")) { try CardPicture(bytes: Array(jpeg.prefix(cut)), name: "cut.jpg") }
        }
        #expect(throws: CardPictureError.unreadable("cut.jpg")) {
            try CardPicture(bytes: Array(Self.plainJPEG.dropLast(2)), name: "cut.jpg")
        }
        // What follows the end of the image is no part of it.
        #expect((try? CardPicture(bytes: jpeg + [0, 1, 2], name: "tail.jpg")) != nil)
    }

    @Test func jpegsLibjpegTurboCannotDecodeAreRefusedInPlainWords() {
        func frame(_ marker: UInt8, precision: UInt8 = 8, components: UInt8 = 3) -> [UInt8] {
            let parts = (0..<components).flatMap { [UInt8($0 + 1), 0x11, 0] }
            return [0xFF, 0xD8] + TestPhotos.jfif + TestPhotos.segment(marker, [precision, 0, 1, 0, 1, components] + parts)
                + TestPhotos.jpegScan
        }
        #expect(throws: CardPictureError.losslessJPEG("l.jpg")) { try CardPicture(bytes: frame(0xC3), name: "l.jpg") }
        #expect(throws: CardPictureError.losslessJPEG("l.jpg")) { try CardPicture(bytes: frame(0xCB), name: "l.jpg") }
        #expect(throws: CardPictureError.hierarchicalJPEG("h.jpg")) { try CardPicture(bytes: frame(0xC5), name: "h.jpg") }
        #expect(throws: CardPictureError.jpegPrecision("p.jpg", bits: 12)) {
            try CardPicture(bytes: frame(0xC1, precision: 12), name: "p.jpg")
        }
        #expect(throws: CardPictureError.jpegComponents("c.jpg", count: 2)) {
            try CardPicture(bytes: frame(0xC0, components: 2), name: "c.jpg")
        }
        #expect((try? CardPicture(bytes: frame(0xC0), name: "ok.jpg")) != nil)
        let lossless = CardPictureError.losslessJPEG("photo.jpg")
        #expect(lossless.message == "photo.jpg is a lossless JPEG, which myca cannot draw")
        #expect(lossless.hint == "save it as an ordinary (baseline or progressive) JPEG or as a PNG")
    }

    @Test func aPNGChunkThatDoesNotMatchItsChecksumIsRefusedNamingTheChunk() throws {
        let flipped = TestPhotos.changingChunks(TestPhotos.plainPNG, "IDAT") { data in
            var data = data
            data[data.count / 2] ^= 0x01
            return data
        }
        // The IDAT chunk follows the signature (8 bytes) and IHDR (25).
        #expect(throws: CardPictureError.pngChecksum("bad.png", chunk: "IDAT", offset: 33)) {
            try CardPicture(bytes: flipped, name: "bad.png")
        }
        #expect(CardPictureError.pngChecksum("bad.png", chunk: "IDAT", offset: 33).message
            == "bad.png is damaged: its IDAT chunk at byte 33 does not match its checksum")
        // Ancillary chunks are checked as well; a header libpng would refuse is refused here.
        let badText = TestPhotos.pngSignature + TestPhotos.pngIHDR + TestPhotos.chunk("tEXt", [0x41]).dropLast(1) + [0]
            + TestPhotos.pngIDAT + TestPhotos.pngIEND
        #expect(throws: CardPictureError.pngChecksum("t.png", chunk: "tEXt", offset: 33)) { try CardPicture(bytes: badText, name: "t.png") }
        let badDepth = TestPhotos.pngSignature + TestPhotos.chunk("IHDR", [0, 0, 0, 4, 0, 0, 0, 4, 3, 2, 0, 0, 0])
            + TestPhotos.pngIDAT + TestPhotos.pngIEND
        #expect(throws: CardPictureError.unreadable("d.png")) { try CardPicture(bytes: badDepth, name: "d.png") }
        let noData = TestPhotos.pngSignature + TestPhotos.pngIHDR + TestPhotos.pngIEND
        #expect(throws: CardPictureError.unreadable("e.png")) { try CardPicture(bytes: noData, name: "e.png") }
    }

    static func front(_ picture: CardPicture?, size: CardSize = .eu) throws -> CardArtwork {
        let card = try Profile.sample.snapshot()
        let matrix = try QREncoder.encodeSync(Array("https://alexmorgan.example".utf8))
        return CardFaceLayout.front(card, code: matrix, style: .classic, size: size, bleed: 0, picture: picture)
    }

    static func pictureRect(_ art: CardArtwork) -> DrawingRect? {
        art.items.lazy.compactMap { if case let .image(_, rect) = $0 { rect } else { nil } }.first
    }

    @Test func aPictureStandsOverTheCodeAtItsAspectClearOfTextAndCode() throws {
        let logo = try CardPicture(bytes: Self.png(width: 400, height: 200), name: "logo.png")
        let plain = try Self.front(nil)
        let art = try Self.front(logo)
        let rect = try #require(Self.pictureRect(art))
        #expect(abs(rect.width / rect.height - 2) < 1e-9, "the aspect is kept")
        #expect(rect.height >= CardFaceLayout.minimumPictureHeight && rect.height <= 12)
        #expect(rect.x >= art.codeArea.x - 1e-9 && rect.maxX <= art.codeArea.maxX + 1e-9, "over the code")
        #expect(rect.y >= CardFaceLayout.safeMargin - 1e-9 && rect.maxY <= art.codeArea.y - CardFaceLayout.pictureGap + 1e-9)
        #expect(art.codeArea.width == plain.codeArea.width, "the code keeps its size")
        let texts = art.items.compactMap { if case let .text(box) = $0 { box.rect } else { nil } }
        #expect(!texts.contains { $0.intersects(rect) })
    }

    @Test func aPictureTooSmallOverTheCodeHeadsTheTextColumn() throws {
        // A wide logo over a narrow code would be a speck.
        let logo = try CardPicture(bytes: Self.png(width: 900, height: 100), name: "wide.png")
        let rect = try #require(Self.pictureRect(try Self.front(logo)))
        #expect(rect.x == CardFaceLayout.safeMargin)
    }

    @Test func withoutRoomOverTheCodeThePictureHeadsTheTextColumn() throws {
        let photo = try CardPicture(bytes: Self.png(width: 300, height: 400), name: "photo.png")
        // A card hardly higher than its code leaves no room over it.
        let art = try Self.front(photo, size: try CardSize(parsing: "85x25"))
        let rect = try #require(Self.pictureRect(art))
        #expect(rect.x == CardFaceLayout.safeMargin && rect.y == CardFaceLayout.safeMargin)
        #expect(!rect.intersects(art.codeArea))
        let texts = art.items.compactMap { if case let .text(box) = $0 { box.rect } else { nil } }
        #expect(texts.allSatisfy { $0.y >= rect.maxY + CardFaceLayout.pictureGap - 1e-9 }, "the text starts under it")
    }

    @Test func theMinimalFrontCentresThePictureAboveTheName() throws {
        let card = try Profile.sample.snapshot()
        let logo = try CardPicture(bytes: Self.png(width: 400, height: 200), name: "logo.png")
        let art = CardFaceLayout.minimalFront(card, style: .classic, size: .eu, bleed: 0, picture: logo)
        let rect = try #require(Self.pictureRect(art))
        #expect(abs(rect.x + rect.width / 2 - 42.5) < 1e-9)
        let name = try #require(art.items.compactMap { if case let .text(box) = $0, box.role == "name" { box.rect } else { nil } }.first)
        #expect(rect.maxY <= name.y - CardFaceLayout.pictureGap + 1e-9)
        #expect(rect.y >= CardFaceLayout.safeMargin)
    }

    @Test func thePictureTravelsToMycaDrawWhole() throws {
        var picture = try CardPicture(bytes: Self.png(width: 600, height: 200), name: "logo.png")
        picture.orientation = 3
        let page = DrawingPage(width: 85, height: 55, items: [.image(picture, DrawingRect(x: 1, y: 2, width: 30, height: 10))])
        let back = try DrawingCodec.decodePage(DrawingCodec.encode(page))
        #expect(back.items == page.items)
    }
}

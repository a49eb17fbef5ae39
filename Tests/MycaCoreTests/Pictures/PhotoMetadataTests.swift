import Testing
import MycaTestSupport
@testable import MycaCore

@Suite struct PhotoMetadataTests {
    func cleaned(_ bytes: [UInt8]) throws -> (photo: Photo, removed: Bool) {
        try #require(Photo(fileBytes: bytes)).withoutMetadata()
    }

    // MARK: JPEG

    @Test("a JPEG loses its Exif GPS, XMP, IPTC, comment and FlashPix, and keeps JFIF, ICC, Adobe and its scan byte for byte")
    func jpegLosesMetadata() throws {
        let (photo, removed) = try cleaned(TestPhotos.jpegWithMetadata)
        #expect(removed)
        #expect(photo.mediaType == "image/jpeg")
        #expect(photo.data == TestPhotos.jpegCleaned)
        for leak in TestPhotos.leaks { #expect(!TestPhotos.contains(photo.data, leak), "\(leak)") }
        #expect(TestPhotos.scan(of: photo.data) == TestPhotos.jpegScan)
        #expect(TestPhotos.contains(photo.data, "ICC_PROFILE") && TestPhotos.contains(photo.data, "Adobe"))
    }

    @Test("a cleaned JPEG is left as it is, and said to have had nothing removed")
    func jpegCleanedIsUnchanged() throws {
        let (photo, removed) = try cleaned(TestPhotos.jpegCleaned)
        #expect(!removed)
        #expect(photo.data == TestPhotos.jpegCleaned)
    }

    @Test("an orientation of 1, or none, leaves no Exif at all")
    func uprightJPEGHasNoExif() throws {
        for orientation in [1, 0, 9] {
            let jpeg = [0xFF, 0xD8] + TestPhotos.exifSegment(TestPhotos.exifTIFF(orientation: orientation)) + TestPhotos.iccSegment
                + TestPhotos.jpegScan
            let (photo, removed) = try cleaned(jpeg)
            #expect(removed)
            #expect(photo.data == [0xFF, 0xD8] + TestPhotos.iccSegment + TestPhotos.jpegScan)
        }
    }

    @Test("a little-endian Exif keeps its orientation little-endian; a second Exif adds nothing")
    func littleEndianOrientation() throws {
        let exif = TestPhotos.exifSegment(TestPhotos.exifTIFF(orientation: 8, littleEndian: true))
        let jpeg = [0xFF, 0xD8] + exif + exif + TestPhotos.jpegScan
        let (photo, _) = try cleaned(jpeg)
        let tiff: [UInt8] = [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0]
        #expect(photo.data == [0xFF, 0xD8] + TestPhotos.exifSegment(tiff) + TestPhotos.jpegScan)
    }

    @Test("an Exif that is no TIFF stream is dropped whole")
    func unreadableExifIsDropped() throws {
        let jpeg = [0xFF, 0xD8] + TestPhotos.segment(0xE1, Array("Exif".utf8) + [0, 0, 0x4D, 0x4D, 0, 42, 0xFF, 0xFF, 0xFF, 0xF0])
            + TestPhotos.jpegScan
        #expect(try cleaned(jpeg).photo.data == [0xFF, 0xD8] + TestPhotos.jpegScan)
    }

    @Test("fill bytes and standalone markers before the scan are copied")
    func fillBytesAndStandaloneMarkers() throws {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xFF, 0xFF, 0x01] + TestPhotos.jfif + TestPhotos.jpegScan
        let (photo, removed) = try cleaned(jpeg)
        #expect(!removed && photo.data == jpeg)
    }

    @Test("bytes where a marker belongs, FF 00 among them, are skipped as decoders skip them, and not copied")
    func extraneousBytesAreSkipped() throws {
        let jpeg = [0xFF, 0xD8] + TestPhotos.jfif + [0x41, 0x42, 0xFF, 0x00, 0x43] + TestPhotos.iccSegment + TestPhotos.jpegScan
        let (photo, removed) = try cleaned(jpeg)
        #expect(removed)
        #expect(photo.data == [0xFF, 0xD8] + TestPhotos.jfif + TestPhotos.iccSegment + TestPhotos.jpegScan)
    }

    @Test("a JPEG whose segments do not hold together is a typed error", arguments: [
        ([0xFF, 0xD8, 0xFF, 0xFE, 0x00, 0x02, 0x41, 0x42], PhotoError.jpegNoScan),
        ([0xFF, 0xD8, 0xFF, 0xE1, 0x00], PhotoError.jpegBadSegment(offset: 2, marker: 0xE1)),
        ([0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x01, 0xFF, 0xDA], PhotoError.jpegBadSegment(offset: 2, marker: 0xE1)),
        ([0xFF, 0xD8, 0xFF, 0xFE, 0x10, 0x00, 0x41], PhotoError.jpegBadSegment(offset: 2, marker: 0xFE)),
        ([0xFF, 0xD8, 0xFF, 0xD9], PhotoError.jpegNoScan),
        ([0xFF, 0xD8, 0xFF, 0xFF, 0xFF], PhotoError.jpegNoScan),
        ([0xFF, 0xD8, 0xFF, 0xFE, 0x00, 0x02], PhotoError.jpegNoScan),
        ([0xFF, 0xD8, 0xFF, 0xD8, 0x00, 0x02], PhotoError.jpegSecondStart(offset: 2)),
        ([0xFF, 0xD8, 0xFF, 0xFE, 0x00, 0x02, 0x00, 0xFF, 0xD8], PhotoError.jpegSecondStart(offset: 7)),
    ] as [([UInt8], PhotoError)])
    func malformedJPEG(_ bytes: [UInt8], _ error: PhotoError) throws {
        #expect(throws: error) { try JPEGMetadata.strip(bytes) }
        expectRefusedByTheCard(bytes, error)
        #expect(ProfileError.photoUnreadable(error).message.hasPrefix("photo cannot be read: the JPEG "))
    }

    // MARK: PNG

    @Test("a PNG loses its text, XMP, eXIf GPS, time, private chunks and trailer, and keeps its pixels and orientation")
    func pngLosesMetadata() throws {
        let (photo, removed) = try cleaned(TestPhotos.pngWithMetadata)
        #expect(removed)
        #expect(photo.data == TestPhotos.pngCleaned)
        for leak in TestPhotos.leaks { #expect(!TestPhotos.contains(photo.data, leak), "\(leak)") }
        #expect(TestPhotos.contains(photo.data, "IDAT") && TestPhotos.contains(photo.data, "gAMA"))
    }

    @Test("a PNG with nothing to take out, or already cleaned, is left as it is")
    func plainPNGIsUnchanged() throws {
        for png in [TestPhotos.plainPNG, TestPhotos.pngCleaned] {
            let (photo, removed) = try cleaned(png)
            #expect(!removed && photo.data == png)
        }
    }

    @Test("the eXIf chunk written carries a CRC that checks")
    func exifChunkCRC() {
        let chunk = PNGMetadata.chunk("eXIf", [1, 2, 3])
        #expect(chunk == TestPhotos.chunk("eXIf", [1, 2, 3]))
        #expect(PNGMetadata.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test("a PNG whose chunks do not hold together is a typed error", arguments: [
        (TestPhotos.pngSignature, PhotoError.pngNoEnd),
        (TestPhotos.pngSignature + [0, 0, 0, 0, 0x49, 0x45], PhotoError.pngBadChunk(offset: 8)),
        (TestPhotos.pngSignature + [0, 0, 0, 1, 0x49, 0x31, 0x4E, 0x44, 0, 0, 0, 0, 0], PhotoError.pngBadChunk(offset: 8)),
        (TestPhotos.pngSignature + [0xFF, 0xFF, 0xFF, 0xFF, 0x49, 0x44, 0x41, 0x54, 0, 0, 0, 0], PhotoError.pngBadChunk(offset: 8)),
        (TestPhotos.pngSignature + [0, 0, 0, 0, 0x49, 0x44, 0x41, 0x54, 0, 0, 0, 0], PhotoError.pngNoEnd),
    ] as [([UInt8], PhotoError)])
    func malformedPNG(_ bytes: [UInt8], _ error: PhotoError) throws {
        #expect(throws: error) { try PNGMetadata.strip(bytes) }
        expectRefusedByTheCard(bytes, error)
    }

    /// A card with `bytes` as its photo does not validate, for `error`, naming the photo.
    func expectRefusedByTheCard(_ bytes: [UInt8], _ error: PhotoError, sourceLocation: SourceLocation = #_sourceLocation) {
        var card = Profile.sample
        card.photo = Photo(fileBytes: bytes)
        #expect(throws: ProfileError.photoUnreadable(error), sourceLocation: sourceLocation) { try card.snapshot() }
        #expect(ProfileError.photoUnreadable(error).field == .photo, sourceLocation: sourceLocation)
    }

    // MARK: Everything else

    @Test("GIF and WebP photos are left as they are")
    func otherFormatsUnchanged() throws {
        for bytes in [Array("GIF89a..".utf8), Array("RIFF\0\0\0\0WEBPVP8 ".utf8)] {
            let (photo, removed) = try cleaned(bytes)
            #expect(!removed && photo.data == bytes)
        }
    }

    @Test("the reader keeps a photo it cannot clean as X-PHOTO, with a warning a store file may carry")
    func readerKeepsUnreadablePhoto() throws {
        let cut = Array(TestPhotos.jpegWithMetadata.prefix(60))
        let uri = "data:image/jpeg;base64," + Base64.encode(cut)
        let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nPHOTO:" + uri + "\r\nEND:VCARD\r\n"
        let result = try VCardReader.read(Array(card.utf8))
        #expect(result.profiles.first?.photo == nil)
        #expect(result.profiles.first?.extras == [VCardProperty(name: "X-PHOTO", value: uri)])
        #expect(result.warnings.map(\.kind) == [.keptAsIs])
        #expect(result.warnings.map(\.message) == [
            "PHOTO: photo cannot be read: the JPEG segment FFE1 at byte 20 has a length that does not fit the data; kept as X-PHOTO",
        ])
        let (profile, dropped) = try CardFiles.parse(Array(card.utf8), path: "cards/a.vcf")
        #expect(profile.photo == nil && dropped.isEmpty)
    }

    @Test("a snapshot's photo is the cleaned photo, so every writer and the store get it")
    func snapshotCleans() throws {
        var card = Profile.sample
        card.photo = Photo(mediaType: "image/jpeg", data: TestPhotos.jpegWithMetadata)
        let snapshot = try card.snapshot()
        #expect(snapshot.photo?.data == TestPhotos.jpegCleaned)
        let vcard = VCardWriter.write([snapshot])
        let back = try VCardReader.read(Array(vcard.utf8))
        #expect(back.profiles.first?.photo?.data == TestPhotos.jpegCleaned)
    }

    @Test("a kept image (Outlook's X-MS-CARDPICTURE, a logo) leaves without its metadata too")
    func keptImagesAreCleaned() throws {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nX-MS-CARDPICTURE;ENCODING=b;TYPE=JPEG:" + Base64.encode(TestPhotos.jpegWithMetadata)
            + "\r\nLOGO;ENCODING=b;TYPE=PNG:" + Base64.encode(TestPhotos.pngWithMetadata) + "\r\nEND:VCARD\r\n"
        let profile = try #require(try VCardReader.read(Array(card.utf8)).profiles.first)
        let snapshot = try profile.snapshot()
        #expect(snapshot.extras.map(\.value) == [
            "data:image/jpeg;base64," + Base64.encode(TestPhotos.jpegCleaned), "data:image/png;base64," + Base64.encode(TestPhotos.pngCleaned),
        ])
        for version in VCardVersion.Writable.allCases {
            let back = try VCardReader.read(VCardWriter.writeBytes([snapshot], version: version)).profiles.first
            #expect(back?.extras.map(\.value) == snapshot.extras.map(\.value), "\(version)")
        }
    }

    @Test("every cut and every changed byte of a photo is cleaned or refused, never a crash")
    func cutsAndFlips() throws {
        for original in [TestPhotos.jpegWithMetadata, TestPhotos.pngWithMetadata] {
            for n in 0...original.count {
                _ = try? Photo(mediaType: "image/jpeg", data: Array(original.prefix(n))).withoutMetadata()
            }
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            for _ in 0..<4000 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                var bytes = original
                let at = Int(state >> 33) % bytes.count
                bytes[at] = UInt8(truncatingIfNeeded: state >> 17)
                if let (photo, _) = try? Photo(mediaType: "image/jpeg", data: bytes).withoutMetadata() {
                    #expect(photo.data.count <= bytes.count + 36)
                }
            }
        }
    }

    @Test("a megabyte of tiny segments, or of fill bytes, costs one pass")
    func linearTime() throws {
        let comments = [UInt8]([0xFF, 0xD8]) + Array([[UInt8]](repeating: [0xFF, 0xFE, 0x00, 0x02], count: 250_000).joined())
            + TestPhotos.jpegScan
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try cleaned(comments).photo.data == [0xFF, 0xD8] + TestPhotos.jpegScan)
        let fill = [UInt8]([0xFF, 0xD8]) + [UInt8](repeating: 0xFF, count: Photo.maxBytes - 2)
        #expect(throws: PhotoError.jpegNoScan) { try cleaned(fill) }
        let chunks = TestPhotos.pngSignature + Array([[UInt8]](repeating: TestPhotos.chunk("tEXt", []), count: 80_000).joined())
            + TestPhotos.pngIDAT + TestPhotos.chunk("IEND", [])
        #expect(try cleaned(chunks).photo.data == TestPhotos.pngSignature + TestPhotos.pngIDAT + TestPhotos.chunk("IEND", []))
        #expect(clock.now - start < .seconds(10))
    }
}

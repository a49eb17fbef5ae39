/// Photos as cameras and editors leave them: a JPEG and a PNG carrying the place they were
/// taken (Exif GPS, XMP), the camera's make, a comment and IPTC data around a few real
/// pixels, built byte by byte so every test knows exactly what is metadata and what is image.
public enum TestPhotos {
    /// Text that appears in the metadata and nowhere in the image data.
    public static let comment = "shot at home, 12 Elm Street"
    /// The camera make in the Exif.
    public static let make = "Canon"
    /// The XMP namespace the XMP packets are identified by.
    public static let xmpNamespace = "http://ns.adobe.com/xap/1.0/"
    /// Words that must be gone from a cleaned photo: the GPS tags (Exif names them in the XMP,
    /// and the GPS IFD's latitude value holds its own marker text), the XMP namespace, the
    /// comment, the IPTC city, the camera make.
    public static let leaks = ["GPS", xmpNamespace, comment, "Springfield", make, "Photoshop"]

    /// A 1×1 arithmetic-coded JPEG from its quantization table on: everything a decoder
    /// needs after the start-of-image marker and JFIF.
    public static let jpegTables: [UInt8] = hex(
        "ffdb004300030202020202030202020303030304060404040404080606050609080a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010"
            + "ffc9000b080001000101011100ffcc000600101005")
    /// Its scan: the start-of-scan segment, the entropy-coded data and the end-of-image marker.
    public static let jpegScan: [UInt8] = hex("ffda0008010100003f00d2cf20ffd9")
    /// The JFIF APP0 segment.
    public static let jfif: [UInt8] = hex("ffe000104a46494600010101004800480000")

    /// A big-endian Exif TIFF stream with Make, Orientation (`orientation`) and a GPS IFD
    /// (latitude 35° 39' 29.46" N).
    public static func exifTIFF(orientation: Int = 6, littleEndian: Bool = false) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
        func entry(_ tag: Int, _ type: Int, _ count: Int, _ value: [UInt8]) -> [UInt8] { u16(tag) + u16(type) + u32(count) + value }
        // Header 8, IFD0 at 8 (2 + 3×12 + 4 = 42 bytes), Make at 50, GPS IFD at 56 (2 + 2×12 + 4 = 30), rationals at 86.
        var tiff: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
        tiff += u16(42) + u32(8)
        tiff += u16(3)
        tiff += entry(0x010F, 2, 6, u32(50))
        tiff += entry(0x0112, 3, 1, u16(orientation) + u16(0))
        tiff += entry(0x8825, 4, 1, u32(56))
        tiff += u32(0)
        tiff += Array(make.utf8) + [0]
        tiff += u16(2)
        tiff += entry(0x0001, 2, 2, Array("N".utf8) + [0, 0, 0])
        tiff += entry(0x0002, 5, 3, u32(86))
        tiff += u32(0)
        for (numerator, denominator) in [(35, 1), (39, 1), (2946, 100)] { tiff += u32(numerator) + u32(denominator) }
        return tiff
    }

    /// An XMP packet placing the photo.
    public static let xmpPacket = "<x:xmpmeta xmlns:x='adobe:ns:meta/'><rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>"
        + "<rdf:Description xmlns:exif='http://ns.adobe.com/exif/1.0/' exif:GPSLatitude='35,39.491N' exif:GPSLongitude='139,44.4E'"
        + " xmlns:xmp='\(xmpNamespace)' xmp:CreatorTool='\(comment)'/></rdf:RDF></x:xmpmeta>"

    /// A JPEG segment with `marker` and `payload`.
    public static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// The Exif APP1 segment of `tiff`.
    public static func exifSegment(_ tiff: [UInt8]) -> [UInt8] { segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff) }

    /// An ICC profile segment (a grey display profile: its 128-byte header and a white
    /// point): kept, since colours are decoded with it.
    public static let iccSegment: [UInt8] = {
        var profile: [UInt8] = [0, 0, 0, 164, 0, 0, 0, 0, 0x02, 0x10, 0, 0] + Array("mntrGRAYXYZ ".utf8)
        profile += [UInt8](repeating: 0, count: 12) + Array("acsp".utf8)
        profile += [UInt8](repeating: 0, count: 128 - profile.count)
        profile += [0, 0, 0, 1] + Array("wtpt".utf8) + [0, 0, 0, 144, 0, 0, 0, 20]
        profile += Array("XYZ ".utf8) + [0, 0, 0, 0, 0, 0, 0xF6, 0xD6, 0, 1, 0, 0, 0, 0, 0xD3, 0x2D]
        return segment(0xE2, Array("ICC_PROFILE".utf8) + [0, 1, 1] + profile)
    }()
    /// Adobe's APP14: kept, it says how the colours were transformed.
    public static let adobeSegment = segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 1])

    /// A JPEG with JFIF, Exif (GPS, make, orientation 6), XMP, an ICC profile, Photoshop IPTC
    /// (city Springfield), a comment, Adobe APP14 and FlashPix APP2, then ``jpegScan``.
    public static var jpegWithMetadata: [UInt8] {
        let iptc = Array("Photoshop 3.0".utf8) + [0] + Array("8BIM".utf8) + [0x04, 0x04, 0, 0, 0, 0, 0, 16]
            + [0x1C, 0x02, 0x5A, 0x00, 0x0B] + Array("Springfield".utf8)
        return [0xFF, 0xD8] + jfif + exifSegment(exifTIFF()) + segment(0xE1, Array(xmpNamespace.utf8) + [0] + Array(xmpPacket.utf8))
            + iccSegment + segment(0xE2, Array("FPXR".utf8) + [0, 0, 1, 2]) + segment(0xED, iptc)
            + segment(0xFE, Array(comment.utf8)) + adobeSegment + jpegTables + jpegScan
    }

    /// What ``jpegWithMetadata`` is once cleaned: the same with only the orientation left of
    /// the Exif (in a TIFF stream of its own) and without XMP, IPTC, FlashPix and the comment.
    public static var jpegCleaned: [UInt8] {
        let orientationOnly: [UInt8] = hex("4d4d002a00000008000101120003000000010006000000000000")
        return [0xFF, 0xD8] + jfif + exifSegment(orientationOnly) + iccSegment + adobeSegment + jpegTables + jpegScan
    }

    /// A progressive greyscale JPEG of `width` × `height` mid-grey pixels, built by hand:
    /// one DC scan, then each of the 63 AC coefficients in a scan of its own, first without
    /// its low `refinements` bits and then refined a bit a scan. That is 1 + 63 × (1 +
    /// `refinements`) scans in a progression libjpeg-turbo decodes without a warning
    /// (64 scans for 0, 127 for 1). Every coefficient is zero: each table has one code, "0"
    /// (a DC difference of 0, an end of block), so each scan's data is a bit a block.
    public static func progressiveJPEG(width: Int = 16, height: Int = 16, refinements: Int) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
        var jpeg: [UInt8] = [0xFF, 0xD8] + jfif
        jpeg += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        jpeg += segment(0xC2, [8] + u16(height) + u16(width) + [1, 1, 0x11, 0])
        jpeg += segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
        jpeg += segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        // A 0 bit a block, the last byte filled with ones.
        let data = [UInt8](repeating: 0, count: blocks / 8) + (blocks % 8 == 0 ? [] : [UInt8(0xFF >> (blocks % 8))])
        func scan(_ band: Int, _ high: Int, _ low: Int) -> [UInt8] {
            segment(0xDA, [1, 1, 0x00, UInt8(band), UInt8(band), UInt8(high << 4 | low)]) + data
        }
        jpeg += scan(0, 0, 0)
        for band in 1...63 {
            jpeg += scan(band, 0, refinements)
            for bit in stride(from: refinements, to: 0, by: -1) { jpeg += scan(band, bit, bit - 1) }
        }
        return jpeg + [0xFF, 0xD9]
    }

    /// `bytes` with each chunk of `type` of a PNG changed by `change` (its CRC left as it was
    /// unless `recomputingCRC`).
    public static func changingChunks(_ bytes: [UInt8], _ type: String, recomputingCRC: Bool = false,
                                      _ change: ([UInt8]) -> [UInt8]) -> [UInt8] {
        var out = Array(bytes.prefix(8))
        var at = 8
        while at + 12 <= bytes.count {
            let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
            let name = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            let whole = Array(bytes[at..<(at + 12 + length)])
            if name == type {
                let data = change(Array(whole[8..<(8 + length)]))
                out += recomputingCRC ? chunk(type, data) : chunk(type, data).dropLast(4) + whole.suffix(4)
            } else {
                out += whole
            }
            at += 12 + length
        }
        return out
    }

    /// A 4×4 red PNG's chunks: IHDR, IDAT, IEND.
    public static let pngIHDR: [UInt8] = hex("0000000d494844520000000400000004080200000026930929")
    /// The pixels: one IDAT chunk.
    public static let pngIDAT: [UInt8] = hex("000000104944415478da633861a301470cc47100f1c312c1b4eda958")
    public static let pngIEND: [UInt8] = hex("0000000049454e44ae426082")
    /// The PNG signature.
    public static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG chunk of `type` holding `data`, with its CRC.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let n = data.count
        let typed = Array(type.utf8) + data
        // CRC-32 as the PNG specification's sample code computes it.
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            var c = (crc ^ UInt32(byte)) & 0xFF
            for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            crc = c ^ (crc >> 8)
        }
        crc ^= 0xFFFF_FFFF
        return [UInt8(n >> 24 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + typed
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }

    /// The 4×4 red PNG with its gamma and resolution (kept), and a comment (tEXt), XMP
    /// (iTXt), Exif with GPS and orientation 6 (eXIf), a time (tIME), a private chunk and
    /// bytes after IEND (dropped).
    public static var pngWithMetadata: [UInt8] {
        pngSignature + pngIHDR + chunk("gAMA", [0, 0, 0xB1, 0x8F]) + chunk("tEXt", Array("Comment".utf8) + [0] + Array(comment.utf8))
            + chunk("iTXt", Array("XML:com.adobe.xmp".utf8) + [0, 0, 0, 0, 0] + Array(xmpPacket.utf8))
            + chunk("eXIf", exifTIFF()) + chunk("tIME", [0x07, 0xEA, 12, 1, 10, 30, 0])
            + chunk("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1]) + chunk("prVt", Array("GPS Springfield".utf8))
            + pngIDAT + pngIEND + Array(comment.utf8)
    }

    /// What ``pngWithMetadata`` is once cleaned.
    public static var pngCleaned: [UInt8] {
        let orientationOnly: [UInt8] = hex("4d4d002a00000008000101120003000000010006000000000000")
        return pngSignature + pngIHDR + chunk("gAMA", [0, 0, 0xB1, 0x8F]) + chunk("eXIf", orientationOnly)
            + chunk("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1]) + pngIDAT + pngIEND
    }

    /// The 4×4 red PNG with nothing to take out.
    public static var plainPNG: [UInt8] { pngSignature + pngIHDR + pngIDAT + pngIEND }

    /// The bytes from the first start-of-scan marker on (the image data of a JPEG), or nil.
    public static func scan(of jpeg: [UInt8]) -> [UInt8]? {
        var at = 2
        while at + 4 <= jpeg.count, jpeg[at] == 0xFF {
            if jpeg[at + 1] == 0xDA { return Array(jpeg[at...]) }
            at += 2 + (Int(jpeg[at + 2]) << 8 | Int(jpeg[at + 3]))
        }
        return nil
    }

    /// Whether `bytes` holds `text` anywhere.
    public static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    /// The bytes of a hexadecimal string.
    public static func hex(_ text: String) -> [UInt8] {
        let digits = Array(text.utf8)
        func value(_ d: UInt8) -> UInt8 { d <= 0x39 ? d - 0x30 : (d | 0x20) - 0x61 + 10 }
        return stride(from: 0, to: digits.count - 1, by: 2).map { value(digits[$0]) << 4 | value(digits[$0 + 1]) }
    }
}

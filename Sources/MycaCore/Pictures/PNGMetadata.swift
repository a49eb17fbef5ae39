/// A PNG without its metadata: its chunks are walked and copied whole, except the ones
/// about the camera, the place or the person, so the pixels are never decoded or encoded
/// again.
///
/// Kept: every critical chunk (IHDR, PLTE, IDAT, IEND, and any a decoder must know), the
/// ancillary chunks that change how the pixels look (transparency, gamma, chromaticities,
/// sRGB, ICC profile, significant bits, background, histogram, resolution, cICP and the
/// HDR chunks, APNG's frames) and the orientation, as an eXIf chunk holding that one tag.
/// Dropped: text (tEXt, zTXt, iTXt, where XMP and comments live), the rest of eXIf, the
/// time (tIME), every other ancillary chunk (private ones included) and anything after IEND.
///
/// Every step moves forward by at least twelve bytes and every length is checked against
/// the data, so a malformed file costs one pass and ends in a ``PhotoError``.
enum PNGMetadata {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Ancillary chunks that are part of the picture.
    private static let kept: Set<String> = [
        "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "bKGD", "hIST", "pHYs", "cICP", "mDCV", "cLLI",
        "acTL", "fcTL", "fdAT",
    ]

    /// The bytes of `png` without its metadata, or nil when it holds none (so an unchanged
    /// photo is never copied).
    static func strip(_ png: [UInt8]) throws(PhotoError) -> [UInt8]? {
        guard png.starts(with: signature) else { throw .pngNoSignature }
        var pieces = PhotoPieces()
        pieces.copy(0..<signature.count)
        var orientationKept = false
        var at = signature.count
        walk: while true {
            guard at + 12 <= png.count else {
                if at == png.count { throw .pngNoEnd }
                throw .pngBadChunk(offset: at)
            }
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            let typeBytes = png[(at + 4)..<(at + 8)]
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }),
                  length <= Int(Int32.max), at + 12 + length <= png.count
            else { throw .pngBadChunk(offset: at) }
            let end = at + 12 + length
            let type = String(decoding: typeBytes, as: UTF8.self)
            // Bit 5 of the first letter clear (upper case): critical, the image cannot do without it.
            let critical = typeBytes.first.map { $0 & 0x20 == 0 } ?? true
            if type == "eXIf" {
                let tiff = png[(at + 8)..<(end - 4)]
                if !orientationKept, let orientation = ExifOrientation.read(tiff) {
                    orientationKept = true
                    pieces.replace(at..<end, of: png, with: Self.chunk("eXIf", ExifOrientation.minimalTIFF(orientation: orientation, like: tiff)))
                } else {
                    pieces.drop()
                }
            } else if critical || kept.contains(type) {
                pieces.copy(at..<end)
            } else {
                pieces.drop()
            }
            at = end
            if type == "IEND" { break walk }
        }
        if at < png.count { pieces.drop() }  // nothing after IEND is part of the image
        return pieces.assemble(png)
    }

    /// A chunk of `type` holding `data`, with its CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let n = data.count
        let typed = Array(type.utf8) + data
        let crc = crc32(typed)
        return [UInt8(n >> 24 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + typed
            + [UInt8(crc >> 24 & 0xFF), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }

    /// The CRC-32 PNG chunks carry (ISO 3309, reflected, polynomial 0xEDB88320), a byte
    /// at a time through a table: it covers every chunk of a picture checked before it is
    /// drawn (``CardPicture``), up to a photo's whole megabyte.
    static func crc32<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    /// The CRC of each byte value alone, without the final inversion.
    private static let crcTable: [UInt32] = (UInt32(0)..<256).map { n in
        var c = n
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}

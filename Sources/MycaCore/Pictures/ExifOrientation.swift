/// The one Exif fact a photo keeps: its orientation (TIFF tag 0x0112 in the first IFD),
/// since without it a portrait taken with a turned camera shows on its side.
///
/// Exif is a TIFF stream: a byte-order mark (`II` little-endian, `MM` big-endian), 42, the
/// offset of the first IFD, and at that offset a count and 12-byte entries (tag, type,
/// count, value). Everything else in it (GPS, camera make and serial, dates, thumbnails)
/// is dropped with the stream.
enum ExifOrientation {
    /// The tag of the orientation.
    static let tag = 0x0112

    /// The orientation (2...8) the TIFF stream `tiff` gives, or nil when it gives none or
    /// 1 (the image as stored). A stream that does not read as TIFF gives nil: its facts go
    /// with it, and an orientation that cannot be read cannot be kept, which is no reason
    /// to refuse the pixels.
    static func read(_ tiff: ArraySlice<UInt8>) -> Int? {
        let base = tiff.startIndex
        let count = tiff.count
        guard count >= 8 else { return nil }
        let little: Bool
        switch (tiff[base], tiff[base + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= count else { return nil }
            let a = Int(tiff[base + at]), b = Int(tiff[base + at + 1])
            return little ? a | b << 8 : a << 8 | b
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(little ? at + 2 : at), let low = u16(little ? at : at + 2) else { return nil }
            return high << 16 | low
        }
        guard u16(2) == 42, let ifd = u32(4), let entries = u16(ifd) else { return nil }
        for index in 0..<entries {
            let entry = ifd + 2 + index * 12
            guard let tag = u16(entry) else { return nil }  // an IFD cut short: nothing further to find
            // SHORT (3), one value, held in the first two bytes of the value field.
            guard tag == Self.tag else { continue }
            guard u16(entry + 2) == 3, u32(entry + 4) == 1, let value = u16(entry + 8), (2...8).contains(value) else { return nil }
            return value
        }
        return nil
    }

    /// A TIFF stream holding only `orientation`, in the byte order `tiff` is in (so a photo
    /// whose Exif already holds nothing else comes out byte for byte as it went in).
    static func minimalTIFF(orientation: Int, like tiff: ArraySlice<UInt8>) -> [UInt8] {
        let little = tiff.first == 0x49
        func u16(_ v: Int) -> [UInt8] {
            little ? [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] : [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        func u32(_ v: Int) -> [UInt8] { little ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
        let header: [UInt8] = little ? [0x49, 0x49] : [0x4D, 0x4D]
        // Header, IFD at 8 with one entry (tag, SHORT, count 1, value padded to 4 bytes), no next IFD.
        return header + u16(42) + u32(8) + u16(1) + u16(tag) + u16(3) + u32(1) + u16(orientation) + u16(0) + u32(0)
    }
}

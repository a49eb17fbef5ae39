/// A JPEG without its metadata: the marker segments before the first scan are walked, the
/// ones that describe the picture's decoding are kept and the ones about the camera, the
/// place or the person are dropped; from the scan on the bytes are copied as they are, so
/// the pixels are never decoded or encoded again.
///
/// Kept: the tables and frame (DQT, DHT, SOFn, DRI, …), JFIF (APP0), the ICC profile
/// (APP2 `ICC_PROFILE`), Adobe's colour transform (APP14 `Adobe`), and the orientation,
/// as an Exif APP1 holding that one tag. Dropped: every other Exif and XMP (APP1: GPS,
/// camera serial, dates, thumbnails), Photoshop/IPTC (APP13), comments (COM) and the
/// other application segments (APP2…APP15: FlashPix, multi-picture indexes, maker data).
///
/// Every step moves forward and every length is checked against the data, so a malformed
/// file costs one pass and ends in a ``PhotoError``.
enum JPEGMetadata {
    /// The bytes of `jpeg` without its metadata, or nil when it holds none (so an unchanged
    /// photo is never copied); without the orientation too unless `keepingOrientation`
    /// (for a renderer that turns the picture itself).
    static func strip(_ jpeg: [UInt8], keepingOrientation: Bool = true) throws(PhotoError) -> [UInt8]? {
        guard jpeg.count >= 2, jpeg[0] == 0xFF, jpeg[1] == 0xD8 else { throw .jpegNoStart }
        var pieces = PhotoPieces()
        pieces.copy(0..<2)
        var orientationKept = false
        var at = 2
        walk: while true {
            guard at < jpeg.count else { throw .jpegNoScan }
            guard jpeg[at] == 0xFF else {
                // Bytes where a marker belongs are skipped, as decoders skip them (libjpeg's
                // "extraneous bytes before marker"), and not copied: they are no part of the image.
                while at < jpeg.count, jpeg[at] != 0xFF { at += 1 }
                pieces.drop()
                continue
            }
            // Fill bytes: any number of FF may come before a marker; they are copied with it.
            var markerAt = at + 1
            while markerAt < jpeg.count, jpeg[markerAt] == 0xFF { markerAt += 1 }
            guard markerAt < jpeg.count else { throw .jpegNoScan }
            let marker = Int(jpeg[markerAt])
            let start = markerAt - 1
            switch marker {
            case 0x00:
                // FF 00 is no marker: skipped with the extraneous bytes around it.
                at = markerAt + 1
                pieces.drop()
                continue
            case 0xD8: throw .jpegSecondStart(offset: start)
            case 0xD9: throw .jpegNoScan  // end of image before any scan
            case 0x01, 0xD0...0xD7:
                // TEM and RSTn stand alone, with no length.
                pieces.copy(at..<markerAt + 1)
                at = markerAt + 1
                continue
            default: break
            }
            guard markerAt + 3 <= jpeg.count else { throw .jpegBadSegment(offset: start, marker: marker) }
            let length = Int(jpeg[markerAt + 1]) << 8 | Int(jpeg[markerAt + 2])
            let end = markerAt + 1 + length
            guard length >= 2, end <= jpeg.count else { throw .jpegBadSegment(offset: start, marker: marker) }
            if marker == 0xDA {
                // Start of scan: the entropy-coded data and everything after it are the image.
                pieces.copy(at..<jpeg.count)
                break walk
            }
            let payload = jpeg[(markerAt + 3)..<end]
            switch keep(marker: marker, payload: payload) {
            case .keep:
                pieces.copy(at..<end)
            case .drop:
                pieces.drop()
            case .exif(let tiff):
                if keepingOrientation, !orientationKept, let orientation = ExifOrientation.read(tiff) {
                    orientationKept = true
                    pieces.replace(at..<end, of: jpeg, with: exifSegment(ExifOrientation.minimalTIFF(orientation: orientation, like: tiff)))
                } else {
                    pieces.drop()
                }
            }
            at = end
        }
        return pieces.assemble(jpeg)
    }

    private enum Verdict {
        case keep
        case drop
        /// An Exif segment, its TIFF stream: dropped, its orientation kept.
        case exif(ArraySlice<UInt8>)
    }

    private static let exifHeader: [UInt8] = Array("Exif".utf8) + [0, 0]
    private static let iccHeader: [UInt8] = Array("ICC_PROFILE".utf8) + [0]

    /// What becomes of a segment with `marker` and `payload` (the bytes after its length).
    private static func keep(marker: Int, payload: ArraySlice<UInt8>) -> Verdict {
        func starts(_ prefix: [UInt8]) -> Bool { payload.starts(with: prefix) }
        switch marker {
        case 0xE0:
            // JFIF (and its JFXX extension) say how to read the pixels; other APP0s are someone's own.
            return starts(Array("JFIF".utf8) + [0]) || starts(Array("JFXX".utf8) + [0]) ? .keep : .drop
        case 0xE1:
            return starts(exifHeader) ? .exif(payload.dropFirst(exifHeader.count)) : .drop  // XMP, extended XMP, others
        case 0xE2:
            return starts(iccHeader) ? .keep : .drop
        case 0xEE:
            return starts(Array("Adobe".utf8)) ? .keep : .drop
        case 0xE3...0xED, 0xEF, 0xFE:
            return .drop  // APP3…APP13 (IPTC), APP15, COM
        default:
            return .keep  // tables, frame headers, restart interval, extensions
        }
    }

    /// An APP1 segment holding `tiff` as Exif.
    private static func exifSegment(_ tiff: [UInt8]) -> [UInt8] {
        let length = 2 + exifHeader.count + tiff.count
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + exifHeader + tiff
    }
}

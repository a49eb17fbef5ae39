/// A picture drawn on a printed card (a logo, the card's photo): PNG or JPEG bytes, read
/// only as far as their size and orientation, so a layout knows the picture's shape
/// without decoding it. `myca-draw` decodes it; the PDF carries a JPEG's bytes as they
/// are, and the SVG carries either as a data: URI.
///
/// The file's structure is checked whole before anything is drawn (every PNG chunk and its
/// checksum, every JPEG segment and scan up to the end of the image), so what a decoder
/// would fail on, or take minutes over, is refused here with the picture's name, and
/// neither myca-draw nor Ghostscript ever sees it.
///
/// The bytes drawn hold no Exif: a JPEG's orientation is read here and applied by every
/// renderer in the same way (``orientation``), so no viewer turns it a second time.
public struct CardPicture: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case png, jpeg

        public var mediaType: String { "image/" + rawValue }
    }

    public let kind: Kind
    /// The image file as drawn.
    public let bytes: [UInt8]
    /// What errors call the picture (a file's path, "the card's photo"), `myca-draw`'s too.
    public let name: String
    /// The stored pixels' size, before ``orientation`` turns them.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The Exif orientation, 1 to 8 (1: as stored; 5 to 8 swap width and height).
    public internal(set) var orientation: Int

    /// The largest picture file drawn on a card, as large as a card's photo may be.
    public static let maximumBytes = Photo.maxBytes
    /// The most pixels on a side: more is no sharper at a card's size, and the decoded
    /// picture stays within 256 MB.
    public static let maximumSide = 8192
    /// The most scans a JPEG may have. A progressive JPEG from a camera or an editor has
    /// about ten (libjpeg's own script has ten for colour); each scan makes the decoder go
    /// over every block of the picture again, so a file of thousands of tiny scans costs
    /// minutes of CPU in myca-draw and again in Ghostscript for a press PDF.
    public static let maximumScans = 100

    /// Width over height as the picture is seen (after its orientation).
    public var aspect: Double { seenSize.width / seenSize.height }

    /// The affine map (a, b, c, d, e, f: x = a·u + c·v + e, y = b·u + d·v + f) from the
    /// stored pixels to the picture as seen, in pixels: the one reading of ``orientation``
    /// every renderer applies.
    public var orientationMatrix: [Double] {
        let (w, h) = (Double(pixelWidth), Double(pixelHeight))
        switch orientation {
        case 2: return [-1, 0, 0, 1, w, 0]
        case 3: return [-1, 0, 0, -1, w, h]
        case 4: return [1, 0, 0, -1, 0, h]
        case 5: return [0, 1, 1, 0, 0, 0]
        case 6: return [0, 1, -1, 0, h, 0]
        case 7: return [0, -1, -1, 0, h, w]
        case 8: return [0, -1, 1, 0, 0, w]
        default: return [1, 0, 0, 1, 0, 0]
        }
    }

    /// The size of the picture as seen, in pixels.
    public var seenSize: (width: Double, height: Double) {
        orientation >= 5 ? (Double(pixelHeight), Double(pixelWidth)) : (Double(pixelWidth), Double(pixelHeight))
    }

    /// A picture read from `bytes`, named `name` in errors (a file's path, "the card's photo").
    ///
    /// - Throws: ``CardPictureError`` when the bytes are no PNG or JPEG, too large, broken,
    ///   cut off or damaged anywhere, a kind of JPEG libjpeg-turbo cannot decode, a JPEG of
    ///   more than ``maximumScans`` scans, or a CMYK JPEG (which screens and the PDF read
    ///   differently).
    public init(bytes: [UInt8], name: String) throws(CardPictureError) {
        try self.init(bytes: bytes, name: name, maximumBytes: Self.maximumBytes)
    }

    /// A picture read from `bytes` of at most `maximumBytes`: an image scanned for codes
    /// (a phone's photo) may be larger than a picture on a card.
    public init(bytes: [UInt8], name: String, maximumBytes: Int) throws(CardPictureError) {
        guard bytes.count <= maximumBytes else { throw .tooLarge(name, bytes: bytes.count) }
        self.name = name
        switch Photo.sniffMediaType(bytes) {
        case "image/png":
            let size = try Self.pngSize(bytes, name: name)
            kind = .png
            pixelWidth = size.width
            pixelHeight = size.height
            orientation = 1
            self.bytes = bytes
        case "image/jpeg":
            let frame = try Self.jpegFrame(bytes, name: name)
            kind = .jpeg
            pixelWidth = frame.width
            pixelHeight = frame.height
            orientation = frame.orientation
            self.bytes = frame.orientation == 1 ? bytes : ((try? JPEGMetadata.strip(bytes, keepingOrientation: false)) ?? nil) ?? bytes
        default:
            throw .notAPicture(name)
        }
        guard (1...Self.maximumSide).contains(pixelWidth), (1...Self.maximumSide).contains(pixelHeight) else {
            throw .tooManyPixels(name, width: pixelWidth, height: pixelHeight)
        }
    }

    /// The size in a PNG's header, after every chunk up to IEND, which ends the file, has
    /// been found whole with its checksum, and the header says what libpng reads.
    private static func pngSize(_ png: [UInt8], name: String) throws(CardPictureError) -> (width: Int, height: Int) {
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(png[at + $1]) } }
        var at = 8
        var size: (width: Int, height: Int)?
        var palette = false, data = false
        while true {
            // Length, type, data, CRC: a chunk that does not fit is a file cut off.
            guard at + 12 <= png.count else { throw .unreadable(name) }
            let length = u32(at)
            guard length <= png.count - at - 12 else { throw .unreadable(name) }
            let typeBytes = png[(at + 4)..<(at + 8)]
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw .unreadable(name)
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard PNGMetadata.crc32(png[(at + 4)..<(at + 8 + length)]) == UInt32(u32(at + 8 + length)) else {
                throw .pngChecksum(name, chunk: type, offset: at)
            }
            // IHDR first and once; a palette before the pixels; IEND after them ends the file.
            guard (type == "IHDR") == (at == 8) else { throw .unreadable(name) }
            switch type {
            case "IHDR":
                guard length == 13, validHeader(png[(at + 16)..<(at + 21)]) else { throw .unreadable(name) }
                size = (u32(at + 8), u32(at + 12))
                palette = png[at + 17] != 3
            case "PLTE":
                palette = true
            case "IDAT":
                guard palette else { throw .unreadable(name) }
                data = true
            case "IEND":
                guard let size, data, at + 12 == png.count else { throw .unreadable(name) }
                return size
            default:
                break
            }
            at += 12 + length
        }
    }

    /// Whether a PNG header's bit depth, colour type, compression, filter and interlace
    /// (its last five bytes) are ones the PNG specification defines.
    private static func validHeader(_ fields: ArraySlice<UInt8>) -> Bool {
        let f = Array(fields)
        let depths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        return depths[f[1]]?.contains(f[0]) == true && f[2] == 0 && f[3] == 0 && f[4] <= 1
    }

    /// The frame's size and the Exif orientation, from the segments before the first
    /// scan, which must follow them; then every scan is walked up to the end of the image,
    /// which must be there, and counted.
    private static func jpegFrame(_ jpeg: [UInt8], name: String) throws(CardPictureError)
        -> (width: Int, height: Int, orientation: Int)
    {
        var at = 2
        var orientation = 1
        var frame: (width: Int, height: Int)?
        while at + 4 <= jpeg.count {
            guard jpeg[at] == 0xFF else { throw .unreadable(name) }
            let marker = jpeg[at + 1]
            if marker == 0xFF { at += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { at += 2; continue }
            let length = Int(jpeg[at + 2]) << 8 | Int(jpeg[at + 3])
            let end = at + 2 + length
            guard marker != 0xDA, marker != 0xD9, length >= 2, end <= jpeg.count else { break }
            let payload = jpeg[(at + 4)..<end]
            if marker == 0xE1, payload.starts(with: Array("Exif".utf8) + [0, 0]),
               let read = ExifOrientation.read(payload.dropFirst(6)), (1...8).contains(read) {
                orientation = read
            }
            // SOF0…SOF15 but DHT (C4), JPG (C8) and DAC (CC): precision, height, width, components.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard payload.count >= 6, frame == nil else { throw .unreadable(name) }
                try checkProcess(marker, payload, name: name)
                let base = payload.startIndex
                let height = Int(payload[base + 1]) << 8 | Int(payload[base + 2])
                let width = Int(payload[base + 3]) << 8 | Int(payload[base + 4])
                // A height of 0 is given later by a DNL marker, which libjpeg-turbo does not read.
                guard width > 0, height > 0 else { throw .unreadable(name) }
                frame = (width, height)
            }
            at = end
        }
        // A file cut before its first scan has no picture to draw.
        guard let frame, at + 1 < jpeg.count, jpeg[at] == 0xFF, jpeg[at + 1] == 0xDA else { throw .unreadable(name) }
        let scans = try countScans(jpeg, from: at, name: name)
        guard scans <= maximumScans else { throw .tooManyScans(name, scans: scans) }
        return (frame.width, frame.height, orientation)
    }

    /// Refuses a frame libjpeg-turbo cannot decode: lossless and hierarchical processes,
    /// samples of other than 8 bits, and colour components other than grey or three (the
    /// four of CMYK being refused for how they print).
    private static func checkProcess(_ marker: UInt8, _ payload: ArraySlice<UInt8>, name: String) throws(CardPictureError) {
        switch marker {
        case 0xC3, 0xC7, 0xCB, 0xCF: throw .losslessJPEG(name)
        case 0xC5, 0xC6, 0xCD, 0xCE: throw .hierarchicalJPEG(name)
        default: break
        }
        let base = payload.startIndex
        guard payload[base] == 8 else { throw .jpegPrecision(name, bits: Int(payload[base])) }
        let components = Int(payload[base + 5])
        guard components != 4 else { throw .cmykJPEG(name) }
        guard components == 1 || components == 3 else { throw .jpegComponents(name, count: components) }
    }

    /// The scans from the first, at `start`, to the end of the image (EOI), which a file
    /// cut off lacks. A scan's entropy-coded data runs to the next marker that is neither a
    /// stuffed FF 00 nor a restart marker; between the scans of a progressive JPEG come
    /// tables and other segments, each of its stated length.
    private static func countScans(_ jpeg: [UInt8], from start: Int, name: String) throws(CardPictureError) -> Int {
        var scans = 0
        var at = start
        while true {
            // At a marker: FF, then its code.
            guard at + 1 < jpeg.count else { throw .unreadable(name) }
            let marker = jpeg[at + 1]
            switch marker {
            case 0xD9:
                return scans
            case 0xDA, 0xC4, 0xCC, 0xDB, 0xDD, 0xE0...0xEF, 0xFE:
                guard at + 4 <= jpeg.count else { throw .unreadable(name) }
                let length = Int(jpeg[at + 2]) << 8 | Int(jpeg[at + 3])
                guard length >= 2, at + 2 + length <= jpeg.count else { throw .unreadable(name) }
                at += 2 + length
                if marker == 0xDA { scans += 1 }
            default:
                // Another frame, image or anything unknown inside the image.
                throw .unreadable(name)
            }
            // To the next marker: past entropy-coded data (after a scan), fill bytes, FF 00
            // and restart markers.
            while at < jpeg.count {
                if jpeg[at] == 0xFF, at + 1 < jpeg.count {
                    let next = jpeg[at + 1]
                    if next != 0x00, next != 0xFF, !(0xD0...0xD7).contains(next) { break }
                }
                at += 1
            }
        }
    }
}

/// Why a picture cannot go on a card.
public enum CardPictureError: MycaError, Equatable {
    case notAPicture(String)
    case unreadable(String)
    case tooLarge(String, bytes: Int)
    case tooManyPixels(String, width: Int, height: Int)
    case cmykJPEG(String)
    /// A PNG chunk (its type, at a byte offset) whose data is not what its CRC says.
    case pngChecksum(String, chunk: String, offset: Int)
    /// A JPEG of the lossless process (SOF3, 7, 11, 15).
    case losslessJPEG(String)
    /// A JPEG of the hierarchical process (SOF5, 6, 13, 14).
    case hierarchicalJPEG(String)
    /// A JPEG of samples of other than 8 bits.
    case jpegPrecision(String, bits: Int)
    /// A JPEG of other than one or three colour components (and not CMYK's four).
    case jpegComponents(String, count: Int)
    /// A JPEG of more than ``CardPicture/maximumScans`` scans.
    case tooManyScans(String, scans: Int)

    public var messageText: MessageText {
        switch self {
        case let .notAPicture(name): MessageText("%s is not a PNG or JPEG image", name)
        case let .unreadable(name): MessageText("%s is broken or cut off: it holds no whole picture", name)
        case let .tooLarge(name, bytes): MessageText("%s is %d bytes; a picture on a card may have at most %d", name, bytes, CardPicture.maximumBytes)
        case let .tooManyPixels(name, width, height): MessageText("%s is %d×%d pixels; a card takes at most %d on a side", name, width, height, CardPicture.maximumSide)
        case let .cmykJPEG(name): MessageText("%s is a CMYK JPEG, which screens show in other colours than a press", name)
        case let .pngChecksum(name, chunk, offset):
            MessageText("%s is damaged: its %s chunk at byte %d does not match its checksum", name, chunk, offset)
        case let .losslessJPEG(name): MessageText("%s is a lossless JPEG, which myca cannot draw", name)
        case let .hierarchicalJPEG(name): MessageText("%s is a hierarchical JPEG, which myca cannot draw", name)
        case let .jpegPrecision(name, bits):
            MessageText("%s is a JPEG of %d bits a sample, which myca cannot draw: it draws 8", name, bits)
        case let .jpegComponents(name, count):
            MessageText("%s is a JPEG of %d colour components, which myca cannot draw: it draws grey or RGB", name, count)
        case let .tooManyScans(name, scans):
            MessageText("%s is a progressive JPEG of %d scans; myca draws at most %d, since each scan costs a pass over the whole picture",
                        name, scans, CardPicture.maximumScans)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .notAPicture, .unreadable: MessageText("save the picture as PNG (a logo) or JPEG (a photo)")
        case .tooLarge, .tooManyPixels: MessageText("a card needs about 600 pixels across for a logo; save it smaller")
        case .cmykJPEG: MessageText("save it as an RGB JPEG or a PNG; the press PDF converts it to the press's CMYK")
        case .pngChecksum: MessageText("copy or download the picture again, or save it again from the program that made it")
        case .losslessJPEG, .hierarchicalJPEG, .jpegPrecision, .jpegComponents, .tooManyScans:
            MessageText("save it as an ordinary (baseline or progressive) JPEG or as a PNG")
        }
    }
}

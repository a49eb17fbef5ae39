/// A picture drawn on a printed card (a logo, the card's photo): PNG or JPEG bytes, read
/// only as far as their size and orientation, so a layout knows the picture's shape
/// without decoding it. `myca-draw` decodes it; the PDF carries a JPEG's bytes as they
/// are, and the SVG carries either as a data: URI.
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
    /// - Throws: ``CardPictureError`` when the bytes are no PNG or JPEG, too large, broken
    ///   where the size is read, or a CMYK JPEG (which screens and the PDF read differently).
    public init(bytes: [UInt8], name: String) throws(CardPictureError) {
        guard bytes.count <= Self.maximumBytes else { throw .tooLarge(name, bytes: bytes.count) }
        switch Photo.sniffMediaType(bytes) {
        case "image/png":
            // IHDR is the first chunk: width and height, big-endian, at bytes 16 and 20.
            // A PNG ends with IEND, whose CRC is always AE 42 60 82: a file without it is cut off.
            guard bytes.count >= 45, Array(bytes[12..<16]) == Array("IHDR".utf8),
                  Array(bytes.suffix(8)) == Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
            else { throw .unreadable(name) }
            func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) } }
            kind = .png
            pixelWidth = u32(16)
            pixelHeight = u32(20)
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

    /// The frame's size and components and the Exif orientation, from the segments before
    /// the first scan, which must follow them.
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
                guard payload.count >= 6 else { throw .unreadable(name) }
                let base = payload.startIndex
                let height = Int(payload[base + 1]) << 8 | Int(payload[base + 2])
                let width = Int(payload[base + 3]) << 8 | Int(payload[base + 4])
                guard payload[base + 5] != 4 else { throw .cmykJPEG(name) }
                frame = (width, height)
            }
            at = end
        }
        // A file cut before its first scan has no picture to draw.
        guard let frame, at + 1 < jpeg.count, jpeg[at] == 0xFF, jpeg[at + 1] == 0xDA else { throw .unreadable(name) }
        return (frame.width, frame.height, orientation)
    }
}

/// Why a picture cannot go on a card.
public enum CardPictureError: MycaError, Equatable {
    case notAPicture(String)
    case unreadable(String)
    case tooLarge(String, bytes: Int)
    case tooManyPixels(String, width: Int, height: Int)
    case cmykJPEG(String)

    public var messageText: MessageText {
        switch self {
        case let .notAPicture(name): MessageText("%s is not a PNG or JPEG image", name)
        case let .unreadable(name): MessageText("%s is broken or cut off: it holds no whole picture", name)
        case let .tooLarge(name, bytes): MessageText("%s is %d bytes; a picture on a card may have at most %d", name, bytes, CardPicture.maximumBytes)
        case let .tooManyPixels(name, width, height): MessageText("%s is %d×%d pixels; a card takes at most %d on a side", name, width, height, CardPicture.maximumSide)
        case let .cmykJPEG(name): MessageText("%s is a CMYK JPEG, which screens show in other colours than a press", name)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .notAPicture, .unreadable: MessageText("save the picture as PNG (a logo) or JPEG (a photo)")
        case .tooLarge, .tooManyPixels: MessageText("a card needs about 600 pixels across for a logo; save it smaller")
        case .cmykJPEG: MessageText("save it as an RGB JPEG or a PNG; the press PDF converts it to the press's CMYK")
        }
    }
}

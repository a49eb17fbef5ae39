/// The images `scan` reads: checked whole, as a card's pictures are (``CardPicture``),
/// before any decoder sees them.
public enum ScanLimits {
    /// The largest image file: a 50-megapixel phone photo is about 20 MB.
    public static let maximumBytes = 32 << 20
    /// The most pixels on a side, as for a card's picture: the decoded gray image stays
    /// within 64 MB.
    public static let maximumSide = CardPicture.maximumSide

    /// The image's orientation once its structure has been checked whole (every PNG chunk
    /// and checksum, every JPEG segment and scan).
    ///
    /// - Throws: ``ScanImageError`` for a file too large; ``CardPictureError`` for what is
    ///   no PNG or JPEG, broken, cut off, of too many pixels or scans.
    public static func check(_ bytes: [UInt8], name: String) throws -> (width: Int, height: Int, orientation: Int) {
        guard bytes.count <= maximumBytes else { throw ScanImageError.tooLarge(name, bytes: bytes.count) }
        do {
            let picture = try CardPicture(bytes: bytes, name: name, maximumBytes: maximumBytes)
            return (picture.pixelWidth, picture.pixelHeight, picture.orientation)
        } catch .tooManyPixels(let name, let width, let height) {
            throw ScanImageError.tooManyPixels(name, width: width, height: height)
        }
    }
}

/// Why an image is refused before it is decoded.
public enum ScanImageError: MycaError, Equatable {
    case tooLarge(String, bytes: Int)
    case tooManyPixels(String, width: Int, height: Int)

    public var messageText: MessageText {
        switch self {
        case let .tooLarge(name, bytes):
            MessageText("%s is %d bytes; an image to scan may have at most %d", name, bytes, ScanLimits.maximumBytes)
        case let .tooManyPixels(name, width, height):
            MessageText("%s is %d×%d pixels; an image to scan may have at most %d on a side", name, width, height,
                        ScanLimits.maximumSide)
        }
    }

    public var hintText: MessageText? {
        MessageText("a code or a card needs no more than a phone's photo: save it smaller")
    }
}

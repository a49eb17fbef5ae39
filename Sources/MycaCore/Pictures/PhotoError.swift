/// Why a photo's metadata cannot be taken out: its JPEG segments or PNG chunks do not
/// hold together, so what is image and what is metadata cannot be told apart.
///
/// Offsets count bytes from the start of the image file.
public enum PhotoError: MycaError, Equatable {
    /// A JPEG that does not start with the start-of-image marker.
    case jpegNoStart
    /// A second start-of-image marker before the scan: two images run into one another.
    case jpegSecondStart(offset: Int)
    /// A JPEG segment whose length is below 2 or runs past the end of the data.
    case jpegBadSegment(offset: Int, marker: Int)
    /// A JPEG that ends (or reaches its end-of-image marker) before the scan holding its pixels.
    case jpegNoScan
    /// A PNG that does not start with the PNG signature.
    case pngNoSignature
    /// A PNG chunk whose type is not four letters or whose length runs past the end of the data.
    case pngBadChunk(offset: Int)
    /// A PNG that ends before its IEND chunk.
    case pngNoEnd

    /// What does not hold together, without naming the field (``messageText`` does).
    public var reasonText: MessageText {
        switch self {
        case .jpegNoStart:
            return MessageText("the JPEG data does not start with a start-of-image marker")
        case .jpegSecondStart(let offset):
            return MessageText("the JPEG data starts a second image at byte %d", offset)
        case .jpegBadSegment(let offset, let marker):
            return MessageText("the JPEG segment %s at byte %d has a length that does not fit the data", Self.hex(marker), offset)
        case .jpegNoScan:
            return MessageText("the JPEG data ends before its image data")
        case .pngNoSignature:
            return MessageText("the PNG data does not start with the PNG signature")
        case .pngBadChunk(let offset):
            return MessageText("the PNG chunk at byte %d has an invalid type or a length that does not fit the data", offset)
        case .pngNoEnd:
            return MessageText("the PNG data ends before its IEND chunk")
        }
    }

    public var messageText: MessageText { MessageText("photo cannot be read: %s", reasonText) }

    public var hintText: MessageText? {
        MessageText("save the image again with an image editor, or use another image")
    }

    /// `FFE1` for the marker `E1`.
    static func hex(_ marker: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return "FF" + String(digits[(marker >> 4) & 15]) + String(digits[marker & 15])
    }
}

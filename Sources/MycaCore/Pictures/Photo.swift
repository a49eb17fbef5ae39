/// An image for the card (`PHOTO`): its media type and bytes.
public struct Photo: Sendable, Hashable {
    /// The media type, e.g. `image/jpeg`.
    public var mediaType: String
    /// The image file's bytes.
    public var data: [UInt8]

    /// A photo with an explicit media type (``Profile/snapshot()`` checks it against the bytes).
    public init(mediaType: String, data: [UInt8]) {
        self.mediaType = mediaType
        self.data = data
    }

    /// A photo from an image file's bytes, its media type sniffed from the magic bytes;
    /// nil when the bytes are not PNG, JPEG, GIF or WebP.
    public init?(fileBytes: [UInt8]) {
        guard let type = Photo.sniffMediaType(fileBytes) else { return nil }
        self.init(mediaType: type, data: fileBytes)
    }

    /// The largest photo myca accepts: 1 MiB.
    public static let maxBytes = 1 << 20

    /// The media type the magic bytes announce (`image/png`, `image/jpeg`, `image/gif`,
    /// `image/webp`), or nil.
    public static func sniffMediaType(_ bytes: [UInt8]) -> String? {
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + magic.count && Array(bytes[offset..<offset + magic.count]) == magic
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "image/gif" }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return "image/webp" }
        return nil
    }
}

/// A photo read from an image file, as a card's photo option and a batch CSV's `photo` column
/// give one: the file as it is (its metadata is taken out when the card is checked), but
/// refused here, naming the file, when it is too large, no image, or broken so that its
/// metadata cannot be taken out, before anything is written.
public enum PhotoFile {
    /// The photo in the file at `path`; `name` is how messages name it (the path when nil).
    /// - Throws: `FileSystemError` when the file cannot be read, ``PhotoFileError`` when it
    ///   gives no photo.
    /// `regularOnly` refuses a FIFO or device rather than wait on it (a path from a file).
    public static func read(_ path: String, named name: String? = nil, regularOnly: Bool = false) throws -> Photo {
        let shown = name ?? path
        let bytes = try FileSystem.readFile(path, limit: 16 << 20, regularOnly: regularOnly)
        if bytes.count > Photo.maxBytes { throw PhotoFileError.tooLarge(path: shown, bytes: bytes.count) }
        guard let photo = Photo(fileBytes: bytes) else { throw PhotoFileError.notImage(path: shown) }
        do {
            _ = try photo.withoutMetadata()
        } catch {
            throw PhotoFileError.broken(path: shown, reason: error)
        }
        return photo
    }
}

/// Why an image file gives no photo.
public enum PhotoFileError: MycaError, Equatable {
    /// It is not a PNG, JPEG, GIF or WebP image.
    case notImage(path: String)
    /// It is larger than a card may hold.
    case tooLarge(path: String, bytes: Int)
    /// It is a JPEG or PNG whose structure does not hold together, so its metadata cannot
    /// be taken out.
    case broken(path: String, reason: PhotoError)
    /// A batch CSV's path leads out of the CSV's folder.
    case outsideFolder(path: String)

    public var messageText: MessageText {
        switch self {
        case let .notImage(path):
            return MessageText("photo %s is not a PNG, JPEG, GIF or WebP image", path)
        case let .tooLarge(path, bytes):
            return MessageText("photo %s is too large (%d bytes, at most %d)", path, bytes, Photo.maxBytes)
        case let .broken(path, reason):
            return MessageText("photo %s cannot be read: %s", path, reason.reasonText)
        case let .outsideFolder(path):
            return MessageText("photo %s is not in the CSV file's folder or under it", path)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .notImage: return MessageText("use a PNG, JPEG, GIF or WebP file")
        case .tooLarge: return MessageText("scale the image down below 1 MiB")
        case .broken(_, let reason): return reason.hintText
        case .outsideFolder: return MessageText("give each photo's path relative to the CSV file's folder, e.g. photos/ana.jpg")
        }
    }
}

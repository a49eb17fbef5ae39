import MycaCore

/// Why `myca new` or `myca edit` stopped without writing the card.
public enum EditingError: MycaError, Equatable {
    /// `--photo FILE` is not a PNG, JPEG, GIF or WebP image.
    case photoNotImage(path: String)
    /// `--photo FILE` is larger than a card may hold.
    case photoTooLarge(path: String, bytes: Int)
    /// `--remove-email` and friends name a value the card does not have.
    case notPresent(field: String, value: String, present: [String])
    /// `--from FILE` is not a vCard myca can read.
    case unreadableVCard(path: String, reason: String)
    /// `--from FILE` holds no card or several.
    case cardCount(path: String, count: Int)
    /// The person ended the prompts (Ctrl-D).
    case aborted
    /// The editor failed before anything was typed.
    case editorFailed(command: String, status: Int32)
    /// The person gave up or the editor failed; their text is kept at `path`.
    case draftKept(path: String, reason: String)

    /// One line naming what went wrong.
    public var message: String {
        switch self {
        case let .photoNotImage(path):
            return "photo \(path) is not a PNG, JPEG, GIF or WebP image"
        case let .photoTooLarge(path, bytes):
            return "photo \(path) is too large (\(bytes) bytes, at most \(Photo.maxBytes))"
        case let .notPresent(field, value, present):
            let list = present.isEmpty ? "it has none" : "it has: " + present.joined(separator: ", ")
            return "the card has no \(field) '\(value)'; \(list)"
        case let .unreadableVCard(path, reason):
            return "cannot read \(path) as a vCard: \(reason)"
        case let .cardCount(path, count):
            return "\(path) holds \(count) cards; 'myca new --from' takes exactly one"
        case .aborted:
            return "aborted; nothing written"
        case let .editorFailed(command, status):
            return "the editor '\(command)' failed (exit status \(status)); nothing written"
        case let .draftKept(path, reason):
            return "\(reason); nothing written. Your text is kept in \(path)"
        }
    }

    /// What to do about it.
    public var hint: String? {
        switch self {
        case .photoNotImage: return "use a PNG, JPEG, GIF or WebP file"
        case .photoTooLarge: return "scale the image down below 1 MiB"
        case .notPresent: return nil
        case .unreadableVCard: return "check that the file is a vCard (.vcf)"
        case .cardCount: return "use 'myca import' for a file of several cards"
        case .aborted: return nil
        case .editorFailed: return "set $VISUAL or $EDITOR to an editor that works here"
        case .draftKept: return "copy what you need from it into 'myca edit', then delete it"
        }
    }
}

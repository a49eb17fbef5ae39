/// Why a QR payload cannot be built.
public enum PayloadError: MycaError, Equatable {
    /// A name in a list of payload fields is not one myca knows.
    case unknownField(String)
    /// The `url` payload was asked for a card without any URL.
    case noURL(card: String)

    public var message: String {
        switch self {
        case .unknownField(let f): return "unknown payload field \(ProfileError.show(f))"
        case .noURL(let card): return "card \(ProfileError.show(card)) has no URL for a url payload"
        }
    }

    public var hint: String? {
        switch self {
        case .unknownField: return "use a comma-separated list of: " + PayloadFields.words.joined(separator: ", ")
        case .noURL: return "add a URL to the card or choose another payload (vcard3, vcard4, mecard)"
        }
    }
}

/// Why a QR payload cannot be built.
public enum PayloadError: MycaError, Equatable {
    /// A name in a list of payload fields is not one myca knows.
    case unknownField(String)
    /// The `url` payload was asked for a card without any URL.
    case noURL(card: String)


    public var messageText: MessageText {
        switch self {
        case .unknownField(let f): return MessageText("unknown payload field %s", ProfileError.show(f))
        case .noURL(let card): return MessageText("card %s has no URL for a url payload", ProfileError.show(card))
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .unknownField:
            return MessageText("use a comma-separated list of: %s", FieldSelection.words.joinedText(separator: ", "))
        case .noURL: return MessageText("add a URL to the card or choose another payload (vcard3, vcard4, mecard)")
        }
    }
}

extension PayloadError {
    /// A field word is a setting.
    public var isInSetting: Bool {
        if case .unknownField = self { return true }
        return false
    }
}

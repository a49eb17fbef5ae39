/// Why an image gave no contact, or could not be read at all.
public enum ScanError: MycaError, Equatable {
    /// Neither a code nor a card's text; why, as far as the image says.
    case nothingFound(file: String, reason: Reason)
    /// The decoder refused the bytes (the structure was checked before; this is what is left).
    case undecodable(file: String, detail: String)
    /// OCR could not start: its language data is missing.
    case noLanguageData(language: String)

    /// What an image without a contact looks like.
    public enum Reason: String, Sendable, Equatable {
        case tooDark, tooBright, flat, tooSmall, noText, noContact
    }

    /// The library OCR runs on and the Debian packages of its languages.
    public static let ocrLibrary = "Tesseract"

    public var messageText: MessageText {
        switch self {
        case let .nothingFound(file, reason):
            switch reason {
            case .tooDark: MessageText("%s: no code and no card found: the image is too dark", file)
            case .tooBright: MessageText("%s: no code and no card found: the image is too bright (overexposed)", file)
            case .flat: MessageText("%s: no code and no card found: the image has almost no contrast", file)
            case .tooSmall: MessageText("%s: no code and no card found: the image is too small to read", file)
            case .noText: MessageText("%s: no code and no card found: there is no text in the image", file)
            case .noContact: MessageText("%s: no code and no card found: the text read holds no name, email, phone or web address", file)
            }
        case let .undecodable(file, detail): MessageText("%s: the image cannot be decoded: %s", file, detail)
        case let .noLanguageData(language):
            MessageText("%s has no data for the language '%s'", Self.ocrLibrary, language)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case let .nothingFound(_, reason):
            switch reason {
            case .tooDark, .tooBright, .flat: MessageText("take the photo again in even light, without flash glare")
            case .tooSmall: MessageText("take the photo closer, so the code or card fills most of the picture")
            case .noText, .noContact: MessageText("photograph the card's side with the name and details, straight on")
            }
        case .undecodable: nil
        case let .noLanguageData(language):
            MessageText("apt-get install tesseract-ocr-%s", language)
        }
    }
}

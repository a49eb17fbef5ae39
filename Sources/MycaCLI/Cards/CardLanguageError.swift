import MycaCore

/// `--lang TAG` names a language the card is not in.
public enum CardLanguageError: MycaError, Equatable {
    /// The card (nil: the built-in sample) has no side in `language`; it has `languages`.
    case notInLanguage(handle: String?, language: String, languages: [String])

    public var messageText: MessageText {
        switch self {
        case let .notInLanguage(handle, language, languages):
            let card = handle.map { MessageText("card '%s'", $0) } ?? MessageText("the sample card")
            if languages.isEmpty { return MessageText("%s does not say its language, so it has no side in %s", card, language) }
            return MessageText("%s is not in %s; it is in %s", card, language, languages.joinedText(separator: ", "))
        }
    }

    public var hintText: MessageText? {
        switch self {
        case let .notInLanguage(handle, language, languages):
            guard handle != nil else { return MessageText("leave out --lang") }
            if languages.isEmpty { return MessageText("say the card's own language first, e.g. 'myca edit --lang ja'") }
            return MessageText("give the card a side in %s with 'myca edit --lang %s --name …', or leave out --lang", language, language)
        }
    }
}

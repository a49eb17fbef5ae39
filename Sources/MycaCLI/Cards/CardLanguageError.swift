import MycaCore

/// `--lang TAG` names a language the card is not in.
public enum CardLanguageError: MycaError, Equatable {
    /// The card (nil: the built-in sample) has no side in `language`; it has `languages`.
    case notInLanguage(handle: String?, language: String, languages: [String])

    public var message: String {
        switch self {
        case let .notInLanguage(handle, language, languages):
            let card = handle.map { tr("card '%s'", $0) } ?? tr("the sample card")
            if languages.isEmpty { return tr("%s does not say its language, so it has no side in %s", card, language) }
            return tr("%s is not in %s; it is in %s", card, language, languages.joined(separator: ", "))
        }
    }

    public var hint: String? {
        switch self {
        case let .notInLanguage(handle, language, languages):
            guard handle != nil else { return tr("leave out --lang") }
            if languages.isEmpty { return tr("say the card's own language first, e.g. 'myca edit --lang ja'") }
            return tr("give the card a side in %s with 'myca edit --lang %s --name …', or leave out --lang", language, language)
        }
    }
}

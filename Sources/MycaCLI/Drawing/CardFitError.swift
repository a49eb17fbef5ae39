import MycaCore

/// A card that would print wrong: a code denser than a phone reads, or contact data cut.
enum CardFitError: CommandLineError, Equatable {
    /// Even the leanest code the options allow has modules of `module` mm on the card.
    case codeTooDense(module: Double, minimum: ModuleMinimum)
    /// The line of `role` holding `text` does not fit even at `minimum` pt.
    case contactCut(role: String, text: String, minimum: Double)
    /// A press rule of the preflight fails (the report says which).
    case preflightFailed
    /// The photo asked for on the card of this name, which has none.
    case noPhoto(String)

    var messageText: MessageText {
        switch self {
        case let .codeTooDense(module, minimum):
            MessageText.verbatim(minimum.below(module))
        case let .contactCut(role, text, minimum):
            PrintedCardError.contactCut(role: role, text: text, minimum: minimum).messageText
        case .preflightFailed:
            MessageText("the PDF fails the preflight (FAIL above); nothing was written")
        case let .noPhoto(name):
            PrintedCardError.noPhoto(name).messageText
        }
    }

    var hintText: MessageText? {
        switch self {
        case .codeTooDense:
            MessageText("carry less (--fields name,email,phone, or --payload url), print a larger --size, or put the code on the back (--back with a web address)")
        case .contactCut:
            MessageText("leave the line off the card with --lines, print a larger --size, or shorten the value")
        case .preflightFailed:
            MessageText("a print shop takes --press with --bleed 3mm")
        case .noPhoto:
            MessageText("add one with myca edit --photo FILE, or print a logo with --logo FILE")
        }
    }
}

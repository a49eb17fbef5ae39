import MycaCore

/// Why `myca new` or `myca edit` stopped without writing the card.
public enum EditingError: MycaError, Equatable {
    /// `--remove-email` and friends name a value the card does not have.
    case notPresent(field: String, value: String, present: [String])
    /// `--from FILE` is not a vCard myca can read.
    case unreadableVCard(path: String, reason: MessageText)
    /// `--from FILE` holds no card or several.
    case cardCount(path: String, count: Int)
    /// The person ended the prompts (Ctrl-D).
    case aborted
    /// The editor failed before anything was typed.
    case editorFailed(command: String, status: Int32)
    /// The person gave up or the editor failed; their text is kept at `path`.
    case draftKept(path: String, reason: MessageText)
    /// `--lang TAG` with fields, on a card that has fields but does not say its own language.
    case languageNotSaid(language: String)
    /// The person quit the editor on purpose (a non-zero exit such as vi's `:cq`): the card
    /// is left as it was; their text, when they typed any, is kept at `draft`.
    case cancelled(handle: String, status: Int32, draft: String?)
    /// A line of answers read from input that is not a terminal, which the card cannot take.
    case answerRefused(line: Int, question: String, reason: String)

    /// One line naming what went wrong.
    public var messageText: MessageText {
        switch self {
        case let .notPresent(field, value, present):
            if present.isEmpty { return MessageText("the card has no %s '%s'; it has none", "\(field)", value) }
            return MessageText("the card has no %s '%s'; it has: %s", "\(field)", value, present.joinedText(separator: ", "))
        case let .unreadableVCard(path, reason):
            return MessageText("cannot read %s as a vCard: %s", path, reason)
        case let .cardCount(path, count):
            return MessageText("%s holds %d cards; 'myca new --from' takes exactly one", path, count)
        case .aborted:
            return MessageText("aborted; nothing written")
        case let .editorFailed(command, status):
            return MessageText("the editor '%s' failed (exit status %d); nothing written", command, Int(status))
        case let .draftKept(path, reason):
            return MessageText("%s; nothing written. Your text is kept in %s", reason, path)
        case let .languageNotSaid(language):
            return MessageText("the card does not say which language it is in, so its side in %s cannot be told from its own", language)
        case let .answerRefused(line, question, reason):
            return MessageText("standard input, line %d (%s): %s; nothing written", line, question, reason)
        case let .cancelled(handle, status, draft):
            if let draft {
                return MessageText("the editor quit with status %d, which cancels the edit: card '%s' is left as it was; your text is kept in %s",
                                   Int(status), handle, draft)
            }
            return MessageText("the editor quit with status %d, which cancels the edit: card '%s' is left as it was", Int(status), handle)
        }
    }

    /// What to do about it.
    public var hintText: MessageText? {
        switch self {
        case .notPresent: return nil
        case .unreadableVCard: return MessageText("check that the file is a vCard (.vcf)")
        case .cardCount: return MessageText("use 'myca import' for a file of several cards")
        case .aborted: return nil
        case .editorFailed: return MessageText("set $VISUAL or $EDITOR to an editor that works here")
        case .draftKept: return MessageText("copy what you need from it into 'myca edit', then delete it")
        case .languageNotSaid: return MessageText("say the card's own language first, e.g. 'myca edit --lang ja'")
        case .cancelled(_, _, let draft):
            return draft == nil ? nil : MessageText("copy what you need from it into 'myca edit', then delete it")
        case .answerRefused: return MessageText("each line answers one question, in order: %s; an empty line skips one", NewCardPrompts.order)
        }
    }
}

import MycaCore

/// Problems of the card-management commands (`rename`, `restore`) that the store's errors
/// do not word well.
public enum ManageError: MycaError, Equatable {
    /// `myca rename OLD NEW` where a card NEW already exists; nothing was renamed.
    case renameTargetExists(old: String, new: String)
    /// `myca restore HANDLE` where no card of that handle is in the trash.
    case notInTrash(String, suggestions: [String], trashIsEmpty: Bool)
    /// `myca restore` where a card has the handle to restore to (`renamed`: given by `--as`).
    case restoreTargetExists(String, renamed: Bool)

    public var messageText: MessageText {
        switch self {
        case .renameTargetExists(let old, let new):
            return MessageText("cannot rename '%s' to '%s': a card named '%s' already exists", old, new, new)
        case .notInTrash(let handle, _, _):
            return MessageText("no removed card named '%s' is in the trash", handle)
        case .restoreTargetExists(let handle, _):
            return MessageText("cannot restore '%s': a card named '%s' already exists", handle, handle)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .renameTargetExists(_, let new):
            return MessageText("choose another handle, or remove the other card first with 'myca rm %s'", new)
        case .notInTrash(_, let suggestions, let empty):
            if empty { return MessageText("the trash is empty") }
            if suggestions.isEmpty { return MessageText("run 'myca restore' to list the removed cards") }
            return MessageText("did you mean %s?", MessageText.list(suggestions.map { "'\($0)'" }, .or))
        case .restoreTargetExists(let handle, let renamed):
            return renamed
                ? MessageText("choose another handle with --as")
                : MessageText("restore it under another handle with --as NEW, or rename the card that has it first ('myca rename %s NEW')", handle)
        }
    }
}

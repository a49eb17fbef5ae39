import MycaCore

/// Problems of the card-management commands (`rename`) that the store's errors do not word well.
public enum ManageError: MycaError, Equatable {
    /// `myca rename OLD NEW` where a card NEW already exists; nothing was renamed.
    case renameTargetExists(old: String, new: String)

    public var messageText: MessageText {
        switch self {
        case .renameTargetExists(let old, let new):
            return MessageText("cannot rename '%s' to '%s': a card named '%s' already exists", old, new, new)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .renameTargetExists(_, let new):
            return MessageText("choose another handle, or remove the other card first with 'myca rm %s'", new)
        }
    }
}

/// Problems with the card store: handles, the config file, unsafe entries.
public enum StoreError: MycaError, Equatable {
    /// A handle that breaks the rule (`Handle.rule`).
    case invalidHandle(String)
    /// No card has this handle; `suggestions` are close existing handles.
    case unknownHandle(String, suggestions: [String])
    /// A card with this handle already exists.
    case handleExists(String)
    /// The store has no cards at all.
    case noCards
    /// Several cards and no default; `handles` lists them.
    case noDefault(handles: [String])
    /// `config.json` is not valid JSON; myca never overwrites it.
    case invalidConfig(path: String, line: Int, column: Int, reason: MessageText)
    /// `config.json` is JSON but a member has the wrong shape.
    case badConfigValue(path: String, key: String, reason: MessageText)
    /// `config.json` was written by a newer myca.
    case unsupportedSchema(path: String, schema: Int)
    /// A card file is a symbolic link or not a regular file, which the store refuses.
    case notARegularFile(path: String)
    /// The store, or its folder of cards, is something other than a folder.
    case notAFolder(path: String)
    /// A folder of the store (the trash) is a symbolic link or not a folder, which the store refuses.
    case notARealFolder(path: String)


    public var messageText: MessageText {
        switch self {
        case .invalidHandle(let handle):
            return MessageText("invalid handle %s: %s", shown(handle), Handle.ruleText)
        case .unknownHandle(let handle, _):
            return MessageText("no card named %s", shown(handle))
        case .handleExists(let handle):
            return MessageText("a card named %s already exists", shown(handle))
        case .noCards:
            return MessageText("there are no cards yet")
        case .noDefault(let handles):
            return .plural("no default card is set and there is %d card",
                           "no default card is set and there are %d cards", handles.count, handles.count)
        case .invalidConfig(let path, let line, let column, let reason):
            return MessageText("%s line %d, column %d: %s", shown(path), line, column, reason)
        case .badConfigValue(let path, let key, let reason):
            return MessageText("%s: \"%s\" %s", shown(path), key, reason)
        case .unsupportedSchema(let path, let schema):
            return MessageText("%s has schema %d; this myca understands schema %d",
                               shown(path), schema, StoreConfig.currentSchema)
        case .notARegularFile(let path):
            return MessageText("%s is a symbolic link or not a regular file; myca refuses to use it", shown(path))
        case .notAFolder(let path):
            return MessageText("%s is not a folder, so it cannot hold cards", shown(path))
        case .notARealFolder(let path):
            return MessageText("%s is a symbolic link or not a folder; myca keeps removed cards only in a folder inside the store", shown(path))
        }
    }

    /// A handle of the wrong form is one the caller typed: a usage error, as any bad
    /// argument is; a well-formed one that names no card is about the store.
    public var isInSetting: Bool {
        if case .invalidHandle = self { true } else { false }
    }

    public var hintText: MessageText? {
        switch self {
        case .invalidHandle:
            return MessageText("for example 'work', 'home' or 'ana-lima'")
        case .unknownHandle(_, let suggestions):
            if suggestions.isEmpty { return nil }  // the command that lists them is the command line's to name
            return MessageText("did you mean %s?", MessageText.list(suggestions.map { "'\($0)'" }, .or))
        case .handleExists, .noCards, .noDefault:
            return nil  // what to run (or which option to add) is the command line's to say
        case .invalidConfig, .badConfigValue:
            return MessageText("fix the file by hand or move it away; myca does not overwrite a file it cannot read")
        case .unsupportedSchema:
            return MessageText("upgrade myca")
        case .notARegularFile:
            return MessageText("replace it with a regular file or remove it")
        case .notAFolder:
            return MessageText("the store is a folder")
        case .notARealFolder:
            return MessageText("replace it with a folder or remove it")
        }
    }
}

/// Quotes text from outside (a handle typed by someone, a path) for a message:
/// control characters are shown as escapes and very long text is cut.
private func shown(_ text: String) -> String {
    var out = "'"
    var count = 0
    for scalar in text.unicodeScalars {
        count += 1
        if count > 80 {
            out += "…"
            break
        }
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0:
            out += "\\u{" + String(scalar.value, radix: 16) + "}"
        default:
            out.unicodeScalars.append(scalar)
        }
    }
    return out + "'"
}

extension StoreError {
    public var remedy: ErrorRemedy? {
        switch self {
        case .handleExists: .replaceOrRename
        case let .unknownHandle(_, suggestions) where suggestions.isEmpty: .listCards
        case .noCards: .createCard
        case let .noDefault(handles): .chooseDefault(handles)
        case .notAFolder: .anotherStore
        default: nil
        }
    }
}

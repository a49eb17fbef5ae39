/// A stored card file that myca cannot use as it is; myca never overwrites such a file.
public enum CardFileError: MycaError, Equatable {
    /// The file does not parse as exactly one vCard; `line` is where it went wrong (nil when unknown).
    case unreadable(path: String, line: Int?, reason: MessageText)

    public var messageText: MessageText {
        switch self {
        case let .unreadable(path, line, reason):
            let place = line.map { "\(path):\($0)" } ?? path
            return MessageText("cannot read card file %s: %s", place, reason)
        }
    }

    public var hintText: MessageText? {
        MessageText("fix the file in an editor (myca will not overwrite it), or move it out of the cards folder")
    }
}

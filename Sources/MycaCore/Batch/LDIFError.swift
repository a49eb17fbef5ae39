/// An LDIF entry the reader or the card mapping could not take. Every case names the line
/// it is about. After a fault of one entry the reader goes on with the next entry (see
/// ``isEntryFault``), so a batch reports the entry as a failed row and continues.
public enum LDIFError: MycaError, Equatable {
    /// A logical (unfolded) line is longer than the cap.
    case lineTooLong(line: Int, bytes: Int, limit: Int)
    /// An entry (from its `dn:` line on `line`) is larger than the cap.
    case entryTooLarge(line: Int, limit: Int)
    /// An entry has more attribute lines than the cap.
    case tooManyAttributes(line: Int, limit: Int)
    /// A line that is no `name: value` line (no colon, or no attribute name before it).
    case notAnAttribute(line: Int)
    /// An entry that does not start with `dn:`.
    case missingDN(line: Int)
    /// A line that starts with a space with no line before it to continue.
    case strayContinuation(line: Int)
    /// An `attr:: …` value that is not base64.
    case badBase64(line: Int, attribute: String)
    /// A text attribute's value that is not UTF-8.
    case notUTF8(line: Int, attribute: String)
    /// An `attr:< URL` value: its data is elsewhere, and input never makes myca read a file.
    case urlValue(line: Int, attribute: String)
    /// A change record (`changetype:`): an LDIF file holds either entries or changes.
    case changeRecord(line: Int)
    /// An attribute no card field takes (refused only when asked to be strict).
    case unknownAttribute(line: Int, name: String, suggestion: String?)

    /// The line the fault is on (an entry's first line for a whole-entry fault).
    public var line: Int {
        switch self {
        case .lineTooLong(let l, _, _), .entryTooLarge(let l, _), .tooManyAttributes(let l, _), .notAnAttribute(let l),
             .missingDN(let l), .strayContinuation(let l), .badBase64(let l, _), .notUTF8(let l, _), .urlValue(let l, _),
             .changeRecord(let l), .unknownAttribute(let l, _, _):
            return l
        }
    }

    /// Whether the reader goes on with the next entry after it; a change record ends the
    /// input, since every record of a change file is one.
    public var isEntryFault: Bool {
        if case .changeRecord = self { return false }
        return true
    }

    public var messageText: MessageText {
        MessageText("line %d: %s", line, reasonText)
    }

    /// What is wrong, without the line (for callers that name the place their own way).
    public var reasonText: MessageText {
        switch self {
        case .lineTooLong(_, let bytes, let limit):
            return MessageText("LDIF line is too long (%d bytes, at most %d)", bytes, limit)
        case .entryTooLarge(_, let limit):
            return MessageText("the LDIF entry is larger than %d bytes", limit)
        case .tooManyAttributes(_, let limit):
            return MessageText("the LDIF entry has more than %d attribute lines", limit)
        case .notAnAttribute:
            return MessageText("not an LDIF attribute line (NAME: VALUE)")
        case .missingDN:
            return MessageText("an LDIF entry must start with a dn: line")
        case .strayContinuation:
            return MessageText("a line starting with a space continues no line")
        case .badBase64(_, let attribute):
            return MessageText("attribute '%s' is not valid base64", attribute)
        case .notUTF8(_, let attribute):
            return MessageText("attribute '%s' is not valid UTF-8", attribute)
        case .urlValue(_, let attribute):
            return MessageText("attribute '%s' refers to a URL (:<); values must be in the file", attribute)
        case .changeRecord:
            return MessageText("an LDIF change record (changetype) is no directory entry")
        case .unknownAttribute(_, let name, let suggestion):
            return MessageText("attribute %s names no card field", BatchHeader.unknown(name, suggestion: suggestion))
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .lineTooLong, .entryTooLarge, .tooManyAttributes:
            return MessageText("split the file, or shrink embedded photos")
        case .notAnAttribute, .missingDN, .strayContinuation, .badBase64, .notUTF8:
            return MessageText("check that the file is LDIF (RFC 2849), as ldapsearch writes it, and was not cut short")
        case .urlValue:
            return MessageText("export the entries with their values inline (ldapsearch writes them so by default)")
        case .changeRecord:
            return MessageText("export the directory's entries (ldapsearch -LLL), not a change file")
        case .unknownAttribute:
            return MessageText("attributes: %s", LDIFPerson.attributeNames.joinedText(separator: ", "))
        }
    }
}

/// A vCard input that cannot be read: structural faults and exceeded caps, with line numbers.
public enum VCardError: MycaError, Equatable {
    /// The input is larger than the limit (`bytes`: as many as were read before stopping).
    case inputTooLarge(bytes: Int, limit: Int)
    /// A logical line is longer than the limit.
    case lineTooLong(line: Int, bytes: Int, limit: Int)
    /// A card has more properties than the limit.
    case tooManyProperties(line: Int, limit: Int)
    /// A card (from its `BEGIN:VCARD` on `line`) is larger than the limit.
    case cardTooLarge(line: Int, limit: Int)
    /// The input has more cards than the limit.
    case tooManyCards(line: Int, limit: Int)
    /// A `BEGIN:VCARD` without its `END:VCARD`.
    case missingEnd(beginLine: Int)
    /// An `END:VCARD` in an input that holds no card at all (one cut before its start);
    /// between or after cards such a line is a warning.
    case endWithoutBegin(line: Int)
    /// No `BEGIN:VCARD` anywhere in the input.
    case noCard
    /// The input ends inside the card that starts on `beginLine`, which already had `fault`
    /// (a line too long, say): the file was cut short inside that line or after it.
    indirect case cutShort(beginLine: Int, fault: VCardError)

    /// The line the fault is on, when there is one.
    public var line: Int? {
        switch self {
        case .inputTooLarge, .noCard: return nil
        case .lineTooLong(let line, _, _), .tooManyProperties(let line, _), .cardTooLarge(let line, _),
             .tooManyCards(let line, _), .missingEnd(let line), .endWithoutBegin(let line):
            return line
        case .cutShort(let beginLine, let fault):
            return fault.line ?? beginLine
        }
    }

    /// What is wrong, without the line (callers that name the file put the line there).
    public var reason: String { reasonText.english }

    /// `reason` as a translatable message.
    public var reasonText: MessageText {
        switch self {
        case .inputTooLarge(_, let limit): MessageText("vCard input is too large (more than %d bytes)", limit)
        case .lineTooLong(_, let bytes, let limit): MessageText("vCard line is too long (%d bytes, at most %d)", bytes, limit)
        case .tooManyProperties(_, let limit): MessageText("card has more than %d properties", limit)
        case .cardTooLarge(_, let limit): MessageText("the card is larger than %d bytes", limit)
        case .tooManyCards(_, let limit): MessageText("input has more than %d cards", limit)
        case .missingEnd: MessageText("BEGIN:VCARD has no matching END:VCARD")
        case .endWithoutBegin: MessageText("END:VCARD without BEGIN:VCARD")
        case .noCard: MessageText("no vCard found (no BEGIN:VCARD line)")
        case .cutShort(let beginLine, let fault):
            MessageText("the card that starts on line %d is cut short (the input ends before its END:VCARD): %s",
                        beginLine, fault.reasonText)
        }
    }

    public var messageText: MessageText {
        line.map { MessageText("line %d: %s", $0, reasonText) } ?? reasonText
    }

    public var hintText: MessageText? {
        switch self {
        case .inputTooLarge, .lineTooLong, .tooManyProperties, .cardTooLarge, .tooManyCards:
            MessageText("split the file, or shrink embedded photos")
        case .missingEnd, .endWithoutBegin, .noCard:
            MessageText("check that the file is a vCard (.vcf) and was not cut short")
        case .cutShort:
            MessageText("the file was cut short: copy or export it again")
        }
    }

    /// Whether reading can go on with the next card after this fault (the rest of the
    /// card at fault is skipped); the others end the input.
    public var isCardFault: Bool {
        switch self {
        case .lineTooLong, .tooManyProperties, .cardTooLarge: return true
        case .inputTooLarge, .tooManyCards, .missingEnd, .endWithoutBegin, .noCard, .cutShort: return false
        }
    }
}

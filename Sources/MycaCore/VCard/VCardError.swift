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

    /// The line the fault is on, when there is one.
    public var line: Int? {
        switch self {
        case .inputTooLarge, .noCard: return nil
        case .lineTooLong(let line, _, _), .tooManyProperties(let line, _), .cardTooLarge(let line, _),
             .tooManyCards(let line, _), .missingEnd(let line), .endWithoutBegin(let line):
            return line
        }
    }

    /// What is wrong, without the line (callers that name the file put the line there).
    public var reason: String {
        switch self {
        case .inputTooLarge(_, let l): return "vCard input is too large (more than \(l) bytes)"
        case .lineTooLong(_, let n, let l): return "vCard line is too long (\(n) bytes, at most \(l))"
        case .tooManyProperties(_, let l): return "card has more than \(l) properties"
        case .cardTooLarge(_, let l): return "the card is larger than \(l) bytes"
        case .tooManyCards(_, let l): return "input has more than \(l) cards"
        case .missingEnd: return "BEGIN:VCARD has no matching END:VCARD"
        case .endWithoutBegin: return "END:VCARD without BEGIN:VCARD"
        case .noCard: return "no vCard found (no BEGIN:VCARD line)"
        }
    }

    public var message: String { line.map { "line \($0): " + reason } ?? reason }

    public var hint: String? {
        switch self {
        case .inputTooLarge, .lineTooLong, .tooManyProperties, .cardTooLarge, .tooManyCards:
            return "split the file, or shrink embedded photos"
        case .missingEnd, .endWithoutBegin, .noCard:
            return "check that the file is a vCard (.vcf) and was not cut short"
        }
    }

    /// Whether reading can go on with the next card after this fault (the rest of the
    /// card at fault is skipped); the others end the input.
    public var isCardFault: Bool {
        switch self {
        case .lineTooLong, .tooManyProperties, .cardTooLarge: return true
        case .inputTooLarge, .tooManyCards, .missingEnd, .endWithoutBegin, .noCard: return false
        }
    }
}

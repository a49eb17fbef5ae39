/// A vCard input that cannot be read: structural faults and exceeded caps, with line numbers.
public enum VCardError: MycaError, Equatable {
    /// The input is larger than the limit.
    case inputTooLarge(bytes: Int, limit: Int)
    /// A logical line is longer than the limit.
    case lineTooLong(line: Int, bytes: Int, limit: Int)
    /// A card has more properties than the limit.
    case tooManyProperties(line: Int, limit: Int)
    /// The input has more cards than the limit.
    case tooManyCards(line: Int, limit: Int)
    /// A `BEGIN:VCARD` without its `END:VCARD`.
    case missingEnd(beginLine: Int)
    /// An `END:VCARD` without a `BEGIN:VCARD`.
    case endWithoutBegin(line: Int)
    /// No `BEGIN:VCARD` anywhere in the input.
    case noCard

    public var message: String {
        switch self {
        case .inputTooLarge(let n, let l): return "vCard input is too large (\(n) bytes, at most \(l))"
        case .lineTooLong(let line, let n, let l): return "line \(line): vCard line is too long (\(n) bytes, at most \(l))"
        case .tooManyProperties(let line, let l): return "line \(line): card has more than \(l) properties"
        case .tooManyCards(let line, let l): return "line \(line): input has more than \(l) cards"
        case .missingEnd(let line): return "line \(line): BEGIN:VCARD has no matching END:VCARD"
        case .endWithoutBegin(let line): return "line \(line): END:VCARD without BEGIN:VCARD"
        case .noCard: return "no vCard found (no BEGIN:VCARD line)"
        }
    }

    public var hint: String? {
        switch self {
        case .inputTooLarge, .lineTooLong, .tooManyProperties, .tooManyCards:
            return "split the file, or shrink embedded photos"
        case .missingEnd, .endWithoutBegin, .noCard:
            return "check that the file is a vCard (.vcf) and was not cut short"
        }
    }
}

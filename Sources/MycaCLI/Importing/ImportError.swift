import MycaCore

/// Why `myca import` could not take a file or a card; every case names the file.
public enum ImportError: MycaError, Equatable {
    /// A file could not be read at all (missing, a folder, no permission, too large); nothing was imported.
    case cannotRead(file: String, reason: MessageText)
    /// A file is not a vCard, or breaks its structure; `line` is where, when known. Nothing was imported.
    case notAVCard(file: String, line: Int?, reason: MessageText)
    /// One card of a file was refused (it does not validate); the other cards were imported.
    case cardRejected(file: String, card: Int, line: Int?, reason: MessageText)

    public var messageText: MessageText {
        switch self {
        case .cannotRead(let file, let reason):
            return MessageText("cannot read '%s': %s", file, reason)
        case .notAVCard(let file, let line, let reason):
            return MessageText("%s: %s", Self.place(file, line), reason)
        case .cardRejected(let file, let card, let line, let reason):
            return MessageText("%s: card %d not imported: %s", Self.place(file, line), card, reason)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .cannotRead:
            return MessageText("nothing was imported; check the file name")
        case .notAVCard(let file, _, _) where Self.isTable(file):
            return MessageText("nothing was imported; 'myca batch %s --format vcf' makes each row a vCard, which 'myca import' takes", file)
        case .notAVCard:
            return MessageText("nothing was imported; check that the file is a vCard (.vcf) and was not cut short")
        case .cardRejected:
            return MessageText("fix the card in the file and import it again")
        }
    }

    /// Whether `file` is named as a CSV or LDIF file is: a table of people, which `batch` reads.
    static func isTable(_ file: String) -> Bool {
        let lowered = file.lowercased()
        return [".csv", ".tsv", ".ldif", ".ldf"].contains { lowered.hasSuffix($0) }
    }

    /// `FILE:LINE`, or `FILE` when the line is unknown.
    static func place(_ file: String, _ line: Int?) -> String {
        line.map { "\(file):\($0)" } ?? file
    }
}

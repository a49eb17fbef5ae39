/// What a batch run did, for the closing line and the exit status.
public struct BatchSummary: Sendable, Equatable {
    /// Rows of this shard that were read (written, failed or skipped).
    public var rows = 0
    /// Files written.
    public var files = 0
    /// Rows that failed.
    public var failed = 0
    /// Rows written with a warning (a signature line cut, an item left out).
    public var warned = 0
    /// The cards imposed on the sheets' PDF, and the sheets they took, when the run imposed them.
    public var sheetCards = 0, sheets = 0
    /// Rows left alone because their files exist (when existing files are to be skipped).
    public var skipped = 0
    /// Whether the run stopped early on an interrupt.
    public var interrupted = false
    /// Why the run stopped early when the output folder took no more files.
    public var stoppedBy: BatchError?
    /// The LDIF attributes no card field takes, each once: ignored, as a CSV column that
    /// names no field is, for the caller to warn about.
    public var unknownAttributes: [LDIFPerson.UnknownAttribute] = []

    /// An empty summary.
    public init() {}

    /// `wrote 9,998 files for 9,999 rows; 1 row failed` (plus skipped / interrupted notes):
    /// the files and the rows done (skipped rows are not done), then the rows skipped and
    /// the rows failed, each counted once.
    public var text: String { message.english }

    /// `text` as a translatable message.
    public var message: MessageText {
        let done = rows - skipped
        let rowCount = MessageText.plural("%s row", "%s rows", done, Self.grouped(done))
        var out = MessageText.plural("wrote %s file for %s", "wrote %s files for %s", files, Self.grouped(files), rowCount)
        if skipped > 0 {
            out = MessageText.plural("%s; %s row skipped (its files exist)", "%s; %s rows skipped (their files exist)", skipped,
                                     out, Self.grouped(skipped))
        }
        if warned > 0 {
            out = MessageText.plural("%s; %s row with warnings", "%s; %s rows with warnings", warned, out, Self.grouped(warned))
        }
        if failed > 0 {
            out = MessageText.plural("%s; %s row failed", "%s; %s rows failed", failed, out, Self.grouped(failed))
        }
        if interrupted { out = MessageText("%s; interrupted", out) }
        if stoppedBy != nil { out = MessageText("%s; stopped", out) }
        return out
    }

    /// `12345` → `12,345`.
    public static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return (n < 0 ? "-" : "") + out
    }
}

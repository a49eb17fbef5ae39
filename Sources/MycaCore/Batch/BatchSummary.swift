/// What a batch run did, for the closing line and the exit status.
public struct BatchSummary: Sendable, Equatable {
    /// Rows of this shard that were read (written, failed or skipped).
    public var rows = 0
    /// Files written.
    public var files = 0
    /// Rows that failed.
    public var failed = 0
    /// Rows left alone because their files exist (when existing files are to be skipped).
    public var skipped = 0
    /// Whether the run stopped early on an interrupt.
    public var interrupted = false

    /// An empty summary.
    public init() {}

    /// `wrote 9,998 files for 9,999 rows; 1 row failed` (plus skipped / interrupted notes).
    public var text: String {
        var out = "wrote \(Self.grouped(files)) \(files == 1 ? "file" : "files") for "
            + "\(Self.grouped(rows)) \(rows == 1 ? "row" : "rows")"
        if skipped > 0 { out += "; \(Self.grouped(skipped)) skipped (files exist)" }
        if failed > 0 { out += "; \(Self.grouped(failed)) \(failed == 1 ? "row" : "rows") failed" }
        if interrupted { out += "; interrupted" }
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

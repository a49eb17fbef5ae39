import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// A one-line progress bar on stderr: done/total, rate and ETA, redrawn at most 10 times a second.
///
/// Draws nothing when stderr is not a terminal or `--quiet` is on, so logs stay clean.
public struct ProgressBar: Sendable {
    private let context: CommandContext
    private let label: String
    private let total: Int
    private let clock: @Sendable () -> Double
    private let start: Double
    private var lastDraw: Double = -1
    private var drewSomething = false

    /// Whether this bar draws at all.
    public let isActive: Bool

    /// A bar for `total` items; `clock` returns seconds (monotonic by default).
    public init(
        context: CommandContext,
        label: String,
        total: Int,
        clock: @escaping @Sendable () -> Double = ProgressBar.monotonicSeconds
    ) {
        self.context = context
        self.label = label
        self.total = max(total, 0)
        self.clock = clock
        self.start = clock()
        self.isActive = context.stderrIsTTY && !context.quiet
    }

    /// Reports `done` items finished; redraws if 0.1 s passed or the work is complete.
    public mutating func update(done: Int) {
        guard isActive else { return }
        let now = clock()
        if done < total && lastDraw >= 0 && now - lastDraw < 0.1 { return }
        lastDraw = now
        drewSomething = true
        context.stderr.write("\r" + line(done: done, now: now) + "\u{1B}[K")
        context.stderr.flush()
    }

    /// Ends the bar with a newline (if anything was drawn).
    public mutating func finish() {
        guard isActive, drewSomething else { return }
        context.stderr.write("\n")
        context.stderr.flush()
        drewSomething = false
    }

    /// The text of the bar for `done` items at time `now` (without the carriage return).
    public func line(done: Int, now: Double) -> String {
        let done = min(max(done, 0), total)
        let elapsed = max(now - start, 0)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let totalText = String(total)
        let doneText = String(repeating: " ", count: max(totalText.count - String(done).count, 0)) + String(done)
        var tail = " \(doneText)/\(totalText)"
        if rate > 0 {
            tail += "  " + Self.format(rate: rate)
            // TRANSLATORS: the estimated time left on the progress bar, e.g. "ETA 0:42"; keep it short.
            if done < total { tail += "  " + tr("ETA %s", Self.format(seconds: Double(total - done) / rate)) }
        }
        let head = label.isEmpty ? "" : Sanitizer.forTerminal(label) + " "
        let barWidth = max(context.terminalWidth - DisplayWidth.of(head) - DisplayWidth.of(tail) - 3, 5)
        let filled = total == 0 ? barWidth : barWidth * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
        return head + "[" + bar + "]" + tail
    }

    /// Seconds from CLOCK_MONOTONIC.
    public static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func format(rate: Double) -> String {
        let tenths = Int((rate * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)/s"
    }

    static func format(seconds: Double) -> String {
        let s = Int(seconds.rounded(.up))
        if s >= 3600 { return "\(s / 3600):" + two((s % 3600) / 60) + ":" + two(s % 60) }
        return "\(s / 60):" + two(s % 60)
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
}

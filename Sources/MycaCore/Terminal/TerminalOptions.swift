/// How to draw a QR code as lines of terminal text.
public struct TerminalOptions: Sendable, Hashable {
    /// The character set and colour depth to use.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// Half blocks with 24-bit colours (`ESC[38;2;r;g;bm`).
        case truecolor
        /// Half blocks with the 256-colour palette's 6×6×6 cube and grey ramp.
        case ansi256
        /// Half blocks in black (30/40) and bright white (97/107) only.
        case ansi16
        /// Half blocks without colour, for pipes and files: dark modules are ink,
        /// so it scans on light backgrounds; on a dark theme pass `invert`.
        case utf8
        /// `##` for ink and two spaces for paper, one line per module row.
        case ascii
    }

    /// The character set and colour depth; truecolor by default.
    public var mode: Mode
    /// The colours for the colour modes; a transparent background is drawn white.
    public var style: QRStyle
    /// Swap dark and light: light modules on a dark ground. Colour modes stay
    /// explicit, so only use it for scanners that want it; for `utf8` and
    /// `ascii` it makes light modules the ink, which is what a dark theme needs.
    public var invert: Bool
    /// Quiet zone in modules on each side, within `RenderSettings.margins`; 4 is the standard.
    public var margin: Int
    /// For `ascii`: the colour depth its cells are painted in (each module two spaces on
    /// the ink's or the paper's background), so a terminal without UTF-8 but with colour
    /// shows the code in the card's colours on any theme; nil draws `##` and spaces.
    public var asciiDepth: Mode?

    /// Creates options; defaults: truecolor, classic style, not inverted, 4-module quiet zone.
    public init(mode: Mode = .truecolor, style: QRStyle = .classic, invert: Bool = false, margin: Int = QRMatrix.quietZone) {
        self.mode = mode
        self.style = style
        self.invert = invert
        self.margin = margin
    }
}

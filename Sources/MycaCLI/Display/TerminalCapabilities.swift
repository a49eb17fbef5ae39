import MycaCore

/// What the terminal can draw, judged from the environment: colour depth and UTF-8.
public enum TerminalCapabilities {
    /// The colour depth for half-block QR codes and painted cards.
    ///
    /// `COLORTERM=truecolor|24bit` gives 24-bit colour, a `TERM` containing `256color`
    /// the 256-colour palette, anything else the 16 basic colours (black and bright white).
    public static func colorDepth(environment: Environment) -> TerminalOptions.Mode {
        let colorterm = ASCIIText.lowercased(environment["COLORTERM"] ?? "")
        if colorterm == "truecolor" || colorterm == "24bit" { return .truecolor }
        if (environment["TERM"] ?? "").includes("256color") { return .ansi256 }
        return .ansi16
    }

    /// Whether the terminal takes UTF-8: the first set of `LC_ALL`, `LC_CTYPE`, `LANG`
    /// names UTF-8. When none is set, UTF-8 is assumed (every current terminal speaks it);
    /// a locale such as `C` or `en_US.ISO-8859-1` turns box drawing and half blocks into ASCII.
    public static func isUTF8(environment: Environment) -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let lower = ASCIIText.lowercased(value)
            return lower.includes("utf-8") || lower.includes("utf8")
        }
        return true
    }

    /// How a QR code goes to stdout when no option says: half blocks in the terminal's
    /// colours on a colour terminal, plain half blocks (dark modules as ink) into a pipe or
    /// without colour, `##` and spaces when the locale is not UTF-8.
    static func codeFormat(_ ctx: CommandContext) -> RenderFormat {
        guard isUTF8(environment: ctx.environment) else { return .ascii }
        return ctx.stdoutIsTTY && ctx.colorEnabled(for: .stdout) ? .terminal : .utf8
    }
}

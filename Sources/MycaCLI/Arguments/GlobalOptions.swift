/// The options every command accepts, before or after its name.
public enum GlobalOptions {
    /// `--home DIR`.
    static let home = Option<String?>(
        "home", valueName: "DIR", completion: .directory, category: OptionCategory.global,
        help: "Use the cards in DIR instead of $MYCA_HOME or ~/.local/share/myca.")
    /// `--color WHEN`.
    static let color = Option<ColorMode>(
        "color", valueName: "WHEN", default: .auto, category: OptionCategory.global,
        help: "When to colour output (auto: on a terminal only).")
    /// `-q`, `--quiet`.
    static let quiet = Flag("quiet", short: "q", category: OptionCategory.global, help: "Print only what was asked for.")
    /// `-v`, `--verbose`.
    static let verbose = Flag("verbose", short: "v", category: OptionCategory.global, help: "Print details on stderr.")
    /// `-h`, `--help`.
    static let help = Flag("help", short: "h", category: OptionCategory.global, help: "Show help and exit.")
    /// `-V`, `--version` (root only).
    static let printVersion = Flag("version", short: "V", category: OptionCategory.global, help: "Print the version and exit.")

    /// `--home`, `--color`, `--quiet`, `--verbose`, `--help`.
    public static let all: [OptionSpec] = [home.spec, color.spec, quiet.spec, verbose.spec, help.spec]

    /// Root-only: `--version`.
    public static let version: OptionSpec = printVersion.spec

    /// The root usage line without `usage: `.
    public static let rootUsage = "myca [--home DIR] [--color WHEN] [-q] [-v] COMMAND [ARGS...]"
}

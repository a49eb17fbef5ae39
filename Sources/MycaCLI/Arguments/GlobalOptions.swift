/// The options every command accepts, before or after its name.
public enum GlobalOptions {
    /// Heading for the global options in help.
    public static let category = "Global options"

    /// `--home DIR`.
    static let home = Option<String?>(
        "home", valueName: "DIR", completion: .directory, category: category,
        help: "Use the cards in DIR instead of $MYCA_HOME or ~/.local/share/myca.")
    /// `--color WHEN`.
    static let color = Option<ColorMode>(
        "color", valueName: "WHEN", default: .auto, category: category,
        help: "When to colour output (auto: on a terminal only).")
    /// `-q`, `--quiet`.
    static let quiet = Flag("quiet", short: "q", category: category, help: "Print only what was asked for.")
    /// `-v`, `--verbose`.
    static let verbose = Flag("verbose", short: "v", category: category, help: "Print details on stderr.")
    /// `-h`, `--help`.
    static let help = Flag("help", short: "h", category: category, help: "Show help and exit.")
    /// `-V`, `--version` (root only).
    static let printVersion = Flag("version", short: "V", category: category, help: "Print the version and exit.")

    /// `--home`, `--color`, `--quiet`, `--verbose`, `--help`.
    public static let all: [OptionSpec] = [home.spec, color.spec, quiet.spec, verbose.spec, help.spec]

    /// Root-only: `--version`.
    public static let version: OptionSpec = printVersion.spec

    /// The root usage line without `usage: `.
    public static let rootUsage = "myca [--home DIR] [--color WHEN] [-q] [-v] COMMAND [ARGS...]"
}

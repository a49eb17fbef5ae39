/// The options every command accepts, before or after its name.
public enum GlobalOptions {
    /// Heading for the global options in help.
    public static let category = "Global options"

    /// `--home`, `--color`, `--quiet`, `--verbose`, `--help`.
    public static let all: [OptionSpec] = [
        .option(
            "home", valueName: "DIR", completion: .directory, category: category,
            help: "Use the cards in DIR instead of $MYCA_HOME or ~/.local/share/myca."),
        .option(
            "color", valueName: "WHEN", allowed: ColorMode.allCases.map(\.rawValue), default: "auto",
            category: category, help: "When to colour output (auto: on a terminal only)."),
        .flag("quiet", short: "q", category: category, help: "Print only what was asked for."),
        .flag("verbose", short: "v", category: category, help: "Print details on stderr."),
        .flag("help", short: "h", category: category, help: "Show help and exit."),
    ]

    /// Root-only: `--version`.
    public static let version: OptionSpec = .flag(
        "version", category: category, help: "Print the version and exit.")

    /// The root usage line without `usage: `.
    public static let rootUsage = "myca [--home DIR] [--color WHEN] [-q] [-v] COMMAND [ARGS...]"
}

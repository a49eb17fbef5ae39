import MycaCore

/// The file options every command that draws takes, declared once: `qr` writes its code
/// with them, `card` its printed card.
enum ImageOptions {
    /// `--pdf FILE`.
    static let pdf = Option<OutputTarget?>(
        "pdf", valueName: "FILE", completion: .file, category: OptionCategory.output, help: "Write a PDF to FILE ('-' for stdout).")
    /// `--png FILE`.
    static let png = Option<OutputTarget?>(
        "png", valueName: "FILE", completion: .file, category: OptionCategory.output, help: "Write a PNG image to FILE ('-' for stdout).")
    /// `--svg FILE`.
    static let svg = Option<OutputTarget?>(
        "svg", valueName: "FILE", completion: .file, category: OptionCategory.output, help: "Write an SVG image to FILE ('-' for stdout).")
}

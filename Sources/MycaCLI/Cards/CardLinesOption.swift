import MycaCore

/// What a drawn card shows, for the commands that draw its face (`card`, `background`,
/// `show`): the codes' options are `QROptionGroup`'s, the printed lines are chosen here, in
/// the words `--fields` takes, so one list of words serves both.
enum CardLinesOption {
    /// `--lines LIST`.
    static let lines = Option<FieldSelection>(
        "lines", valueName: "LIST", default: .all, showDefault: false, category: OptionCategory.content,
        help: "Comma-separated lines the card shows, in the words of --fields (default: all; the name always).")
}

/// The headings `--help` groups a command's options under, each written once: help sorts
/// options by them and the message catalogue translates them.
public enum OptionCategory {
    /// Options declared without a heading, listed first.
    public static let plain = "Options"
    /// Options every command takes (`--home`, `--color`, …), listed last.
    public static let global = "Global options"
    /// One option per card field.
    public static let cardFields = "Card fields"
    /// What the code or the tag carries.
    public static let content = "Content"
    /// The code's size and colours.
    public static let look = "Size and colours"
    /// Where the result goes and in which format.
    public static let output = "Output"
    /// The printed card's trim, bleed, marks and sheet.
    public static let print = "Print"
    /// A wallet pass's fields.
    public static let pass = "Pass"
    /// A wallet pass's certificate and keys.
    public static let signing = "Signing"
}

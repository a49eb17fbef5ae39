/// When to use colour: the value of `--color`.
public enum ColorMode: String, Sendable, CaseIterable {
    /// Colour on a terminal unless `NO_COLOR` is set or `TERM=dumb`.
    case auto
    /// Always colour, even into a pipe (explicit choice wins over `NO_COLOR`).
    case always
    /// Never colour.
    case never
}

extension CommandContext {
    /// The width a table on standard output keeps to: the terminal's, or `COLUMNS` when the
    /// output is piped (a script sets it to say how wide its page is), else none.
    var outputWidth: Int? {
        if stdoutIsTTY { return terminalWidth }
        guard let text = environment["COLUMNS"], let columns = Int(text), columns > 0 else { return nil }
        return columns
    }
}

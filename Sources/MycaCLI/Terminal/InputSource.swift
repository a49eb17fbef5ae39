/// Where a command reads standard input from: the real stdin or canned bytes in tests.
public protocol InputSource: Sendable {
    /// Reads everything up to end of file.
    func readAll() -> [UInt8]
    /// Reads what is there, at most `count` bytes (at least one unless at end of file);
    /// empty at end of file. Lets a reader stream standard input and stop at its cap.
    func readChunk(upTo count: Int) -> [UInt8]
    /// Reads one line without its line ending; nil at end of file (Ctrl-D).
    func readLine() -> String?
    /// Draws `editing`'s question and reads one line as ``readLine()`` does, edited on a
    /// terminal as `editing` says (arrows, Home, End, history); a source that is not a
    /// terminal reads it plainly.
    func readLine(editing: LineEditing) -> String?
}

extension InputSource {
    /// The question, then a plain ``readLine()``: only a terminal edits.
    public func readLine(editing: LineEditing) -> String? {
        editing.output.write(editing.prompt)
        editing.output.flush()
        return readLine()
    }
}

/// How a prompt's line is edited on a terminal: where the answer starts and what came before.
public struct LineEditing: Sendable {
    /// The columns the question takes before the answer.
    public var promptWidth: Int
    /// The terminal's width.
    public var terminalWidth: Int
    /// Earlier answers in this run, oldest first, for Up and Down.
    public var history: [String]
    /// Where the line is drawn (the terminal the prompt is on).
    public var output: any TextSink
    /// The question as drawn before the answer. The reader draws it once the terminal
    /// hands over keys one by one, so keys typed as soon as it shows are never echoed as
    /// `^[[A`; and again with the answer when myca is continued after a stop (Ctrl-Z, then
    /// `fg`): the shell has written its own lines since.
    public var prompt: String
}

import MycaCore

/// Entry point of the command line as a library, so tests run it in-process.
public enum MycaCLI {
    /// Runs myca with `arguments` (without the program name) and returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        0
    }
}

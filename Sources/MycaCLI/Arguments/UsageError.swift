import MycaCore

/// A command line that does not match the declarations; exits with status 2.
///
/// The runner prints the message, the hint, the command's usage line and
/// `See 'myca help COMMAND'.`
public enum UsageError: CommandLineError, Equatable {
    /// `--emial`, `-x`, `--no-force` on a flag that is not negatable.
    case unknownOption(String, suggestion: String?)
    /// `myca shwo`.
    case unknownCommand(String, suggestion: String?)
    /// `myca` with options but no command.
    case missingCommand
    /// `--format` at the end of the line, or followed by another option.
    case missingValue(option: String, valueName: String, allowed: [String]?)
    /// `--force=yes` on a flag.
    case unexpectedValue(option: String, value: String)
    /// A value outside the allowed list (option `--format` or argument `SHELL`).
    case invalidValue(what: String, value: String, allowed: [String], suggestion: String?)
    /// A value of the wrong type, e.g. `--scale abc` (expected: "an integer").
    case badValue(option: String, value: String, expected: String)
    /// A required positional argument is absent.
    case missingArgument(String)
    /// More positional arguments than declared.
    case unexpectedArgument(String, command: String, maximum: Int)
    /// Anything else a command wants to report as misuse.
    case invalid(String, hint: String?)

    /// One line naming the problem and the offending text.
    public var message: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            return "unknown option '\(option)'" + Self.didYouMean(suggestion)
        case .unknownCommand(let name, let suggestion):
            return "unknown command '\(name)'" + Self.didYouMean(suggestion)
        case .missingCommand:
            return "missing command"
        case .missingValue(let option, let valueName, _):
            return "option '\(option)' needs a value (\(valueName))"
        case .unexpectedValue(let option, let value):
            return "option '\(option)' does not take a value (got '\(value)')"
        case .invalidValue(let what, let value, _, let suggestion):
            return "invalid value '\(value)' for \(what)" + Self.didYouMean(suggestion)
        case .badValue(let option, let value, let expected):
            return "invalid value '\(value)' for '\(option)': expected \(expected)"
        case .missingArgument(let name):
            return "missing argument \(name)"
        case .unexpectedArgument(let argument, let command, let maximum):
            let count = maximum == 0 ? "no arguments" : maximum == 1 ? "1 argument" : "\(maximum) arguments"
            return "unexpected argument '\(argument)': 'myca \(command)' takes \(count)"
        case .invalid(let message, _):
            return message
        }
    }

    /// What to do about it.
    public var hint: String? {
        switch self {
        case .unknownCommand, .missingCommand:
            return "Run 'myca help' to list the commands."
        case .missingValue(let option, _, let allowed):
            if let allowed { return "allowed values: " + allowed.joined(separator: ", ") }
            return "Write '\(option)=VALUE' for a value that starts with '-'."
        case .invalidValue(_, _, let allowed, _):
            return "allowed values: " + allowed.joined(separator: ", ")
        case .unexpectedArgument:
            return "Quote values that contain spaces; put '--' before arguments that start with '-'."
        case .invalid(_, let hint):
            return hint
        case .unknownOption, .badValue, .missingArgument, .unexpectedValue:
            return nil
        }
    }

    /// Always 2.
    public var exitCode: Int32 { 2 }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}

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
    case badValue(option: String, value: String, expected: MessageText)
    /// A required positional argument is absent.
    case missingArgument(String)
    /// More positional arguments than declared.
    case unexpectedArgument(String, command: String, maximum: Int)
    /// Anything else a command wants to report as misuse.
    case invalid(MessageText, hint: MessageText?)

    /// One line naming the problem and the offending text.
    public var messageText: MessageText {
        switch self {
        case .unknownOption(let option, let suggestion):
            return suggestion.map { MessageText("unknown option '%s'; did you mean '%s'?", option, $0) }
                ?? MessageText("unknown option '%s'", option)
        case .unknownCommand(let name, let suggestion):
            return suggestion.map { MessageText("unknown command '%s'; did you mean '%s'?", name, $0) }
                ?? MessageText("unknown command '%s'", name)
        case .missingCommand:
            return MessageText("missing command")
        case .missingValue(let option, let valueName, _):
            return MessageText("option '%s' needs a value (%s)", option, valueName)
        case .unexpectedValue(let option, let value):
            return MessageText("option '%s' does not take a value (got '%s')", option, value)
        case .invalidValue(let what, let value, _, let suggestion):
            return suggestion.map { MessageText("invalid value '%s' for %s; did you mean '%s'?", value, what, $0) }
                ?? MessageText("invalid value '%s' for %s", value, what)
        case .badValue(let option, let value, let expected):
            return MessageText("invalid value '%s' for '%s': expected %s", value, option, expected)
        case .missingArgument(let name):
            return MessageText("missing argument %s", name)
        case .unexpectedArgument(let argument, let command, let maximum):
            if maximum == 0 { return MessageText("unexpected argument '%s': 'myca %s' takes no arguments", argument, command) }
            return MessageText.plural("unexpected argument '%s': 'myca %s' takes %d argument",
                       "unexpected argument '%s': 'myca %s' takes %d arguments", maximum, argument, command, maximum)
        case .invalid(let message, _):
            return message
        }
    }

    /// What to do about it.
    public var hintText: MessageText? {
        switch self {
        case .unknownCommand, .missingCommand:
            return MessageText("run 'myca help' to list the commands")
        case .missingValue(let option, _, let allowed):
            if let allowed { return MessageText("allowed values: %s", allowed.joinedText(separator: ", ")) }
            return MessageText("write '%s=VALUE' for a value that starts with '-'", option)
        case .invalidValue(_, _, let allowed, _):
            return MessageText("allowed values: %s", allowed.joinedText(separator: ", "))
        case .unexpectedArgument:
            return MessageText("quote values that contain spaces; put '--' before arguments that start with '-'")
        case .invalid(_, let hint):
            return hint
        case .unknownOption, .badValue, .missingArgument, .unexpectedValue:
            return nil
        }
    }

    /// Always 2.
    public var exitCode: Int32 { 2 }
}

#if canImport(Glibc)
import Glibc
#endif
import MycaCore

/// How myca shows an error: `myca: error: MESSAGE`, then `hint: HINT`, and the exit code.
///
/// The one place errors are presented, by the dispatcher and by commands that report an
/// error and go on. Errors from MycaCore carry data and speak of data; the hints that
/// name an option, and the exit codes, are decided here.
public enum ErrorReport {
    /// Prints `error` on stderr: the message, then its hint, both sanitized.
    public static func print(_ error: any MycaError, to context: CommandContext) {
        context.stderr.write(prefix(context) + Sanitizer.forTerminal(Localization.text(error.messageText)) + "\n")
        if let hint = hint(for: error) {
            let ansi = context.ansi(for: .stderr)
            context.stderr.write(ansi.bold(tr("hint:")) + " " + Sanitizer.forTerminal(hint) + "\n")
        }
    }

    /// `myca: error: ` (the word in red when stderr takes colour).
    public static func prefix(_ context: CommandContext) -> String {
        "myca: " + context.ansi(for: .stderr).fg(.basic(1), tr("error:")) + " "
    }

    /// The exit code for `error`: its own for a command-line error; 2 for a Core error that
    /// can only come from an option's value; else 1.
    public static func exitCode(for error: any MycaError) -> Int32 {
        if let error = error as? any CommandLineError { return error.exitCode }
        switch error {
        case let error as RenderError:
            if case .imageTooLarge = error { return 1 }
            return 2  // colours, sizes, margins, scales and styles are options' values
        case QRError.invalidVersion, BatchError.badTemplate, PayloadError.unknownField:
            return 2
        case is LayoutError:
            return 2  // card sizes, bleeds and sheets are options' values
        default:
            return 1
        }
    }

    /// The hint for `error`, in the user's language: the option to change or the command to
    /// run for the Core errors that come down to one, else the error's own.
    public static func hint(for error: any MycaError) -> String? {
        switch error {
        case RenderError.lightOnDark:
            return tr("swap --fg and --bg; to show light modules in a dark terminal use --invert, which is for the terminal only")
        case RenderError.lowContrast:
            return tr("pick a darker --fg or a lighter --bg")
        case RenderError.imageTooLarge:
            return tr("ask for a smaller --size or --scale, or a lower --dpi")
        case QRError.payloadTooLarge(_, _, let ecc):
            return ecc == .low
                ? tr("drop fields with --fields, or use the smaller --payload mecard")
                : tr("lower the error correction level (--ecc L), drop fields with --fields, or use the smaller --payload mecard")
        case QRError.emptyPayload:
            return tr("add some fields to the card, or check --fields")
        case LayoutError.sheetTooSmall:
            return tr("use a smaller --size or --bleed")
        case QRError.invalidVersion:
            return nil  // no option sets the version: the message says the range
        case StoreError.handleExists:
            return tr("use --force to replace it, or choose another handle")
        case StoreError.unknownHandle(_, let suggestions) where suggestions.isEmpty:
            return tr("run 'myca list' to see your cards")
        case StoreError.noCards:
            return tr("run 'myca new' to create one")
        case StoreError.noDefault(let handles):
            return tr("run 'myca use HANDLE' to choose one (cards: %s)", handles.joined(separator: ", "))
        case FileSystemError.noHomeDirectory:
            return tr("set HOME, MYCA_HOME or pass --home DIR")
        case let error as FileSystemError where error.errorNumber == EROFS:
            return tr("%s: choose another place with --home or MYCA_HOME",
                      error.hintText.map(Localization.text) ?? tr("the file system is read-only"))
        default:
            return error.hintText.map(Localization.text)
        }
    }
}

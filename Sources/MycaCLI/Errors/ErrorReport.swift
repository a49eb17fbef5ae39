import MycaCore

/// How myca shows an error: `myca: error: MESSAGE`, then `hint: HINT`, and the exit code.
///
/// The one place errors are presented, by the dispatcher and by commands that report an
/// error and go on. Errors from MycaCore carry data and speak of data; the hints that
/// name an option, and the exit codes, are decided here.
public enum ErrorReport {
    /// Prints `error` on stderr: the message, then its hint, both sanitized.
    public static func print(_ error: any MycaError, to context: CommandContext) {
        let ansi = context.ansi(for: .stderr)
        context.stderr.write(context.wrappedForStderr(
            Sanitizer.forTerminal(Localization.text(error.messageText)), after: "myca: " + tr("error:") + " ",
            shown: prefix(context)))
        if let hint = hint(for: error) {
            context.stderr.write(context.wrappedForStderr(Sanitizer.forTerminal(hint), after: tr("hint:") + " ",
                                                          shown: ansi.bold(tr("hint:")) + " "))
        }
    }

    /// `myca: error: ` (the word in red when stderr takes colour).
    public static func prefix(_ context: CommandContext) -> String {
        "myca: " + context.ansi(for: .stderr).fg(.basic(1), tr("error:")) + " "
    }

    /// The exit code for `error`: its own for a command-line error; 2 (a usage error) for a
    /// Core error in a setting, which only an option's value can make; else 1.
    public static func exitCode(for error: any MycaError) -> Int32 {
        if let error = error as? any CommandLineError { return error.exitCode }
        return error.isInSetting ? 2 : 1
    }

    /// The hint for `error`, in the user's language: its remedy in the command line's terms
    /// (the option to change, the command to run), else the error's own hint.
    public static func hint(for error: any MycaError) -> String? {
        guard let remedy = error.remedy else { return error.hintText.map(Localization.text) }
        switch remedy {
        case .swapColours:
            return tr("swap --fg and --bg; to show light modules in a dark terminal use --invert, which is for the terminal only")
        case .moreContrast:
            return tr("pick a darker --fg or a lighter --bg")
        case .smallerImage:
            return tr("ask for a smaller --size or --scale, or a lower --dpi")
        case .lowerResolution:
            return tr("ask for a lower --dpi or a smaller --size")
        case let .carryLess(lowestCorrection):
            return lowestCorrection
                ? tr("drop fields with --fields, or use the smaller --payload mecard")
                : tr("lower the error correction level (--ecc L), drop fields with --fields, or use the smaller --payload mecard")
        case .addFields:
            return tr("add some fields to the card, or check --fields")
        case .smallerCard:
            return tr("use a smaller --size or --bleed")
        case .roomForCode:
            return tr("carry less (--fields name,email,phone, or --payload url), print a larger --size, or put the code on the back (--back with a web address); --min-module sets the smallest module")
        case .leaveLineOff:
            return tr("leave the line off the card with --lines, print a larger --size, or shorten the value")
        case .addPhoto:
            return tr("add one with myca edit --photo FILE, or print a logo with --logo FILE")
        case .replaceOrRename:
            return tr("use --force to replace it, or choose another handle")
        case .listCards:
            return tr("run 'myca list' to see your cards")
        case .createCard:
            return tr("run 'myca new' to create one")
        case let .chooseDefault(handles):
            return tr("run 'myca use HANDLE' to choose one (cards: %s)", handles.joinedText(separator: ", "))
        case .nameAStore:
            return tr("set HOME, MYCA_HOME or pass --home DIR")
        case .anotherStore:
            return tr("%s: choose another place with --home or MYCA_HOME",
                      error.hintText.map(Localization.text) ?? tr("the file system is read-only"))
        case .anotherOutputFolder:
            return tr("%s; or write into another folder with --out DIR", error.hintText.map(Localization.text) ?? "")
        case .fewerJobs:
            return tr("use fewer --jobs, or end other processes")
        case .splitIntoShards:
            return tr("split the run with --shard K/N: each shard writes sheets of its own rows")
        }
    }
}

import MycaCore

/// Renders help text from declarations: the same source as completions and the man page.
///
/// Declarations are written in English; help shows each text in the user's language
/// (``Localization``): the declared texts are message ids of `po/myca.pot` too.
public enum HelpFormatter {
    /// Help for one command, wrapped to `width` columns (kept between 40 and 100).
    public static func help(for spec: CommandSpec, width: Int) -> String {
        let width = clamp(width)
        var out = tr("usage: %s", spec.usage) + "\n\n"
        out += TextWrap.lines(Localization.text(spec.summary), width: width).joinedText(separator: "\n") + "\n"
        if !spec.discussion.isEmpty {
            out += "\n" + TextWrap.lines(Localization.text(spec.discussion), width: width).joinedText(separator: "\n") + "\n"
        }
        // One text column for every table, so the groups line up.
        let labels = spec.arguments.map(\.name) + (spec.options + GlobalOptions.all).map(\.helpLabel)
        let column = textColumn(labels)
        if !spec.arguments.isEmpty {
            out += "\n" + tr("Arguments:") + "\n"
            out += table(spec.arguments.map { ($0.name, argumentHelp($0)) }, width: width, column: column)
        }
        for (heading, options) in groups(spec.options + GlobalOptions.all) {
            out += "\n" + tr("%s:", heading == OptionCategory.plain ? tr("Options") : Localization.text(heading)) + "\n"
            out += table(options.map { ($0.helpLabel, optionHelp($0)) }, width: width, column: column)
        }
        if !spec.examples.isEmpty {
            out += "\n" + tr("Examples:") + "\n"
            for example in spec.examples {
                out += "  " + example.command + "\n"
                out += TextWrap.indented(Localization.text(example.explanation), width: width, indent: 6) + "\n"
            }
        }
        return out
    }

    /// `myca help`: the root usage, the visible commands with summaries, the global options.
    public static func rootHelp(commands: [CommandSpec], width: Int) -> String {
        let width = clamp(width)
        var out = tr("myca - digital business cards on the command line") + "\n\n"
        out += tr("usage: %s", GlobalOptions.rootUsage) + "\n\n"
        out += tr("Commands:") + "\n"
        let visible = commands.filter { !$0.hidden }
        out += table(
            visible.map { ($0.name, Localization.text($0.summary)) }, width: width, column: textColumn(visible.map(\.name)))
        out += "\n" + tr("%s:", Localization.text(OptionCategory.global)) + "\n"
        let globals = GlobalOptions.all + [GlobalOptions.version]
        out += table(
            globals.map { ($0.helpLabel, optionHelp($0)) }, width: width, column: textColumn(globals.map(\.helpLabel)))
        out += "\n" + tr("Run 'myca help COMMAND' for the arguments and options of a command.") + "\n"
        return out
    }

    /// Options grouped by category in order of first appearance: "Options" first, globals last.
    public static func groups(_ options: [OptionSpec]) -> [(heading: String, options: [OptionSpec])] {
        var order: [String] = []
        var byHeading: [String: [OptionSpec]] = [:]
        for option in options {
            let heading = option.category ?? OptionCategory.plain
            if byHeading[heading] == nil { order.append(heading) }
            byHeading[heading, default: []].append(option)
        }
        order.sort { rank($0) < rank($1) }
        return order.map { ($0, byHeading[$0] ?? []) }
    }

    /// An option's help with its allowed values, default and repeatability appended.
    public static func optionHelp(_ option: OptionSpec) -> String {
        var notes = option.notes.map(Localization.text)
        if let allowed = option.allowed { notes.append(tr("one of: %s", allowed.joinedText(separator: ", "))) }
        if let value = option.defaultValue, !option.isFlag { notes.append(tr("default: %s", value)) }
        if option.isFlag && option.defaultValue == "true" { notes.append(tr("on by default")) }
        if option.repeatable { notes.append(tr("repeatable")) }
        return withNotes(Localization.text(option.help), notes)
    }

    private static func argumentHelp(_ argument: ArgumentSpec) -> String {
        let notes = argument.allowed.map { [tr("one of: %s", $0.joinedText(separator: ", "))] } ?? []
        return withNotes(Localization.text(argument.help), notes)
    }

    /// `help (note; note).`: the notes go inside the sentence, before its full stop, and
    /// join a parenthesis that ends it rather than open a second one.
    private static func withNotes(_ help: String, _ notes: [String]) -> String {
        if notes.isEmpty { return help }
        var sentence = Substring(help)
        var stop = ""
        if let last = sentence.last, last == "." || last == "。" {
            stop = String(last)
            sentence = sentence.dropLast()
        }
        let joined = notes.joinedText(separator: tr("; "))
        if let close = sentence.last, close == ")" || close == "）" {
            return sentence.dropLast() + tr("; ") + joined + String(close) + stop
        }
        // TRANSLATORS: the notes after an option's help: "Output format (one of: …; default: …)".
        return tr("%s (%s)", String(sentence), joined) + stop
    }

    private static func rank(_ heading: String) -> Int {
        heading == OptionCategory.plain ? 0 : heading == OptionCategory.global ? 2 : 1
    }

    private static func clamp(_ width: Int) -> Int { min(max(width, 40), 100) }

    /// Two columns: labels indented by 2, text aligned (labels too long get their own line).
    private static func textColumn(_ labels: [String]) -> Int {
        min(labels.map { DisplayWidth.of($0) }.max() ?? 0, 26) + 4
    }

    private static func table(_ rows: [(String, String)], width: Int, column: Int) -> String {
        var out = ""
        for (label, text) in rows {
            let lines = TextWrap.lines(text, width: width - column)
            let padding = String(repeating: " ", count: column)
            var first = "  " + label
            if DisplayWidth.of(first) + 2 > column {
                out += first + "\n"
                first = padding
            } else {
                first = DisplayWidth.pad(first, toWidth: column)
            }
            for (i, line) in lines.enumerated() {
                out += (i == 0 ? first : padding) + line + "\n"
            }
        }
        return out
    }
}

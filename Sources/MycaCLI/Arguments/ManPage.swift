import MycaCore

/// The `myca(1)` manual page in roff, generated from the command declarations, in the
/// user's language (`make install` writes the English one with `LC_ALL=C`).
public enum ManPage {
    /// The whole page: NAME, SYNOPSIS, DESCRIPTION, OPTIONS, COMMANDS, EXIT STATUS,
    /// ENVIRONMENT, FILES, EXAMPLES (the tour) and SEE ALSO.
    public static func render(commands: [CommandSpec], version: String) -> String {
        // TRANSLATORS: the man page's section titles are upper case in English.
        var out = ".TH MYCA 1 \"\" \"myca \(escape(version))\" \"" + escape(tr("User Commands")) + "\"\n"
        // Japanese has no spaces to stretch: lines are left-aligned, not justified.
        if Localization.isTranslating { out += ".ad l\n" }
        out += section(tr("NAME"))
        out += "myca \\- " + escape(tr("digital business cards on the command line")) + "\n"
        out += section(tr("SYNOPSIS"))
        out += ".B myca\n"
        out += "[\\fB\\-\\-home\\fR \\fIDIR\\fR] [\\fB\\-\\-color\\fR \\fIWHEN\\fR] [\\fB\\-q\\fR] [\\fB\\-v\\fR]"
        out += " \\fICOMMAND\\fR [\\fIARGS\\fR...]\n"
        out += ".br\n.B myca help\n[\\fICOMMAND\\fR]\n"
        out += ".br\n.B myca \\-\\-version\n"
        out += section(tr("DESCRIPTION"))
        out += text(
            tr("myca keeps one or more business cards as vCard files, edits them from the shell, shows them in the terminal with a scannable QR code, writes QR codes as PNG or SVG and pipes vCards to other tools. Data goes to standard output; messages go to standard error."))
        out += section(tr("OPTIONS"))
        out += escape(tr("Global options are accepted before and after the command name.")) + "\n"
        for option in GlobalOptions.all + [GlobalOptions.version] {
            out += optionItem(option)
        }
        out += section(tr("COMMANDS"))
        for spec in commands where !spec.hidden {
            out += ".SS \"" + escape(spec.usage) + "\"\n"
            out += text(Localization.text(spec.summary))
            if !spec.discussion.isEmpty {
                out += ".PP\n" + text(Localization.text(spec.discussion))
            }
            for argument in spec.arguments {
                out += ".TP\n\\fI\(escape(argument.name))\\fR\n" + text(Localization.text(argument.help))
            }
            for option in spec.options {
                out += optionItem(option)
            }
            for example in spec.examples {
                out += ".PP\n.RS 4\n.nf\n\\fB" + escape(example.command) + "\\fR\n.fi\n"
                out += text(Localization.text(example.explanation)) + ".RE\n"
            }
        }
        out += section(tr("EXIT STATUS"))
        out += ".TP\n.B 0\n" + text(tr("Success."))
        out += ".TP\n.B 1\n" + text(tr("Failure: a card, file or QR code could not be read or written."))
        out += ".TP\n.B 2\n" + text(tr("Usage error: unknown command or option, missing or invalid value."))
        out += section(tr("ENVIRONMENT"))
        let environment = [
            ("MYCA_HOME", tr("Where cards are kept, unless --home is given.")),
            ("XDG_DATA_HOME", tr("Cards are kept in $XDG_DATA_HOME/myca when MYCA_HOME is unset.")),
            ("NO_COLOR", tr("When set and not empty, no colour unless --color=always.")),
            ("VISUAL, EDITOR", tr("The editor for myca edit (else vi).")),
            ("TERM", tr("When dumb, no colour.")),
            ("LC_ALL, LC_MESSAGES, LANG, LANGUAGE", tr("The language of messages: English or Japanese.")),
        ]
        for (name, meaning) in environment {
            out += ".TP\n.B \(name)\n" + text(meaning)
        }
        out += section(tr("FILES"))
        out += ".TP\n.I ~/.local/share/myca/cards/HANDLE.vcf\n"
            + text(tr("One card, vCard 4.0 (a vdir usable by khard and vdirsyncer)."))
        out += ".TP\n.I ~/.local/share/myca/config.json\n" + text(tr("The default card and each card's style."))
        out += section(tr("EXAMPLES"))
        out += text(tr("A tour, in order, on a new card store:"))
        for step in Tour.steps {
            let lines = brokenBeforeOptions(step.command).map(escape).joinedText(separator: " \\e\n")
            out += ".PP\n.RS 4\n.nf\n\\fB" + lines + "\\fR\n.fi\n" + text(step.explanation) + ".RE\n"
        }
        out += section(tr("SEE ALSO"))
        out += seeAlso.map { ".BR \($0.name) (\($0.section))" }.joinedText(separator: ",\n") + "\n"
        return out
    }

    /// The pages of the tools myca works with: QR codes, and the vdir of cards it keeps.
    static let seeAlso = [(name: "qrencode", section: 1), (name: "khard", section: 1), (name: "vdirsyncer", section: 1)]

    /// A command line too long for an 80-column page (its examples stand 11 columns in),
    /// broken before options into lines of at most `width` columns, the later ones indented:
    /// joined with ` \` they still run as written when copied from the page.
    static func brokenBeforeOptions(_ command: String, width: Int = 68) -> [String] {
        // The pieces: the command, then each option with the words up to the next one.
        var pieces: [String] = []
        for word in command.split(separator: " ", omittingEmptySubsequences: false) {
            if word.hasPrefix("--") || pieces.isEmpty {
                pieces.append(String(word))
            } else {
                pieces[pieces.count - 1] += " " + word
            }
        }
        var lines: [String] = []
        var line = ""
        for piece in pieces {
            if line.isEmpty {
                line = piece
            } else if line.count + 1 + piece.count <= width {
                line += " " + piece
            } else {
                lines.append(line)
                line = "    " + piece
            }
        }
        return lines + [line]
    }

    /// `.SH TITLE`.
    private static func section(_ title: String) -> String {
        ".SH " + escape(title) + "\n"
    }

    private static func optionItem(_ option: OptionSpec) -> String {
        var label = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
        label += "\\fB\\-\\-\(escape(option.name))\\fR"
        if option.negatable { label += ", \\fB\\-\\-no\\-\(escape(option.name))\\fR" }
        if let valueName = option.valueName { label += " \\fI\(escape(valueName))\\fR" }
        return ".TP\n" + label + "\n" + text(HelpFormatter.optionHelp(option))
    }

    /// A paragraph of plain text, escaped, ending with a newline.
    private static func text(_ s: String) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                if line.isEmpty { return ".PP" }
                let escaped = escape(String(line))
                return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
            }
            .joinedText(separator: "\n") + "\n"
    }

    /// Backslashes and hyphens escaped for roff.
    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            // troff reads its input as Latin-1: other characters (×, ·, …) are named by code
            // point, so the page reads the same with or without preconv.
            // Wide (CJK) characters may end a line: text without spaces can break (\:).
            case _ where !scalar.isASCII:
                out += "\\[u" + hex4(scalar.value) + "]" + (DisplayWidth.of(scalar) == 2 ? "\\:" : "")
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// At least four upper-case hex digits, as groff's `\[uXXXX]` wants.
    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

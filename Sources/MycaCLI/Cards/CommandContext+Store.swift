import MycaCore

extension CommandContext {
    /// `path` made absolute against the working directory. `-` is a file name here too:
    /// standard input and output are decided before a path gets this far (InputFile,
    /// OutputTarget).
    public func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return FileSystem.joinPath(currentDirectory, path)
    }

    /// The card store: `--home`, else `$MYCA_HOME`, else `$XDG_DATA_HOME/myca`, else `~/.local/share/myca`.
    /// An empty `$MYCA_HOME` counts as unset, as an empty `$XDG_DATA_HOME` does in the XDG
    /// spec, so `MYCA_HOME= myca …` is the way to fall back to the default store; an empty
    /// `--home` never gets here (it is a usage error), and neither names the working folder.
    public func openStore() throws -> CardStore {
        var override = homeOverride.flatMap { $0.isEmpty ? nil : absolutePath($0) }
        if override == nil, let home = environment["MYCA_HOME"], !home.isEmpty {
            override = absolutePath(home)
        }
        let home = try CardStore.resolveHome(override: override, environment: environment)
        let context = self
        return CardStore(home: home, lockWaitNotice: {
            context.note(tr("waiting for another myca to finish changing the cards in %s…", home))
        })
    }

    /// Prints `myca: note` on stderr unless `--quiet`; the text is sanitized.
    public func note(_ text: String) {
        guard !quiet else { return }
        stderr.write(wrappedForStderr(Sanitizer.forTerminal(text, newlines: .keep), after: "", shown: ""))
    }

    /// Prints `myca: warning: …` on stderr (even with `--quiet`: warnings are never hidden).
    public func warn(_ text: String) {
        let label = ansi(for: .stderr).fg(.basic(3), tr("warning:"))
        stderr.write(wrappedForStderr(Sanitizer.forTerminal(text, newlines: .escape), after: "myca: " + tr("warning:") + " ",
                                      shown: "myca: \(label) "))
    }

    /// `prefix` and `text` as lines for stderr, ending in a newline: on a terminal wrapped at
    /// spaces to its width (the terminal itself would break words and commands anywhere),
    /// elsewhere one line. `shown` is `prefix` as written (in colour), which `prefix`, its
    /// plain text, stands for in the wrapping.
    public func wrappedForStderr(_ text: String, after prefix: String, shown: String) -> String {
        guard stderrIsTTY, DisplayWidth.of(prefix + text) > terminalWidth else { return shown + text + "\n" }
        var lines = TextWrap.lines(prefix + text, width: terminalWidth)
        if lines[0].hasPrefix(prefix) { lines[0] = shown + lines[0].dropFirst(prefix.count) }
        return lines.joinedText(separator: "\n") + "\n"
    }
}

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
        return CardStore(home: try CardStore.resolveHome(override: override, environment: environment))
    }

    /// Prints `myca: note` on stderr unless `--quiet`; the text is sanitized.
    public func note(_ text: String) {
        guard !quiet else { return }
        stderr.write(Sanitizer.forTerminal(text, newlines: .keep) + "\n")
    }

    /// Prints `myca: warning: …` on stderr (even with `--quiet`: warnings are never hidden).
    public func warn(_ text: String) {
        let label = ansi(for: .stderr).fg(.basic(3), tr("warning:"))
        stderr.write("myca: \(label) " + Sanitizer.forTerminal(text, newlines: .escape) + "\n")
    }
}

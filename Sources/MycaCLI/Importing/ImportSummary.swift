/// What became of the cards of one `myca import`, said in one line: `imported 3 cards from
/// 2 files: a, b, c`, plus what was replaced, found in the store already, or refused.
struct ImportSummary {
    /// How many handles the summary lists before saying "and N more".
    static let limit = 20

    /// How many inputs were read.
    var files: Int
    /// The handles of the cards written, in input order.
    var imported: [String] = []
    /// The handles of the cards that replaced a stored card.
    var replaced: [String] = []
    /// The handles of the cards found in the store already.
    var skipped: [String] = []
    /// How many cards were refused or could not be written.
    var refused = 0

    /// The line.
    var text: String {
        let fileCount = trn("%d file", "%d files", files, files)
        var text = trn("imported %d card from %s", "imported %d cards from %s", imported.count, imported.count, fileCount)
        if !imported.isEmpty { text = tr("%s: %s", text, Self.listed(imported)) }
        if !replaced.isEmpty { text = tr("%s; replaced %s", text, replaced.joinedText(separator: ", ")) }
        if !skipped.isEmpty {
            text = trn("%s; skipped %d card already in the store (%s; --force replaces it with the file's version)",
                       "%s; skipped %d cards already in the store (%s; --force replaces them with the file's versions)",
                       skipped.count, text, skipped.count, Self.listed(Self.unique(skipped)))
        }
        if refused > 0 {
            text = trn("%s; %d card not imported (see the errors above)",
                       "%s; %d cards not imported (see the errors above)", refused, text, refused)
        }
        return text
    }

    /// `handles` without repeats, in order: cards of the inputs that are one card share a handle.
    static func unique(_ handles: [String]) -> [String] {
        var seen: Set<String> = []
        return handles.filter { seen.insert($0).inserted }
    }

    /// `a, b, c`, or the first ``limit`` and how many more.
    static func listed(_ handles: [String]) -> String {
        let list = handles.prefix(limit).joined(separator: ", ")
        return handles.count > limit ? tr("%s and %d more", list, handles.count - limit) : list
    }
}

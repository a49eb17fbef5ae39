import MycaCore

extension Preflight {
    /// One check a picture: its effective resolution as the card places it
    /// (``PlacedPicture/ppi``): ok from ``PlacedPicture/sharpPPI``, a warning below it, a
    /// failure below ``PlacedPicture/coarsePPI``.
    static func pictureChecks(_ pictures: [PlacedPicture]) -> [Check] {
        pictures.map { placed in
            let ppi = Int(placed.ppi.rounded())
            let verdict = placed.verdict
            return Check(name: tr("picture"), found: tr("%s: %d ppi", FileSystem.baseName(of: placed.picture.name), ppi),
                         // A failure names the bar it missed; a warning, the one to aim for.
                         rule: tr("at least %d ppi", Int(verdict == .coarse ? PlacedPicture.coarsePPI : PlacedPicture.sharpPPI)),
                         passes: verdict != .coarse,
                         warns: verdict == .soft)
        }
    }

    /// Whether the PDF's text is live, set in fonts a reader (and a shop's preflight) can
    /// extract, and not outlines or an image of the page: Ghostscript extracts the text,
    /// in which each word of `name` must be found. No text at all fails; text without the
    /// name (a script Ghostscript extracts in another order) is a warning.
    ///
    /// - Throws: ``PressError`` when Ghostscript is missing or fails; file errors for the
    ///   temporary folder.
    static func liveTextCheck(pdf: [UInt8], name: String, environment: Environment) throws -> Check {
        let text = try PressProgram.text(of: pdf, environment: environment)
        let found = Self.stripped(text)
        let words = name.split(whereSeparator: \.isWhitespace).map { Self.stripped(String($0)) }
        let named = !words.isEmpty && words.allSatisfy { found.includes($0) || found.includes(String($0.reversed())) }
        return Check(name: tr("live text"),
                     found: found.isEmpty ? tr("no text") : named ? tr("the name is text") : tr("text, without the name"),
                     rule: tr("text a reader extracts"), passes: !found.isEmpty, warns: !named)
    }

    /// `text` without white space, which extraction puts where the layout spaces glyphs.
    private static func stripped(_ text: String) -> String { String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init)) }
}

extension PressProgram {
    /// The text Ghostscript extracts from `pdf` (its txtwrite device), as UTF-8.
    ///
    /// - Throws: ``PressError``; file errors for the temporary folder.
    static func text(of pdf: [UInt8], environment: Environment) throws -> String {
        String(decoding: try rendered(pdf, device: ["-sDEVICE=txtwrite"], limit: 1 << 24, environment: environment), as: UTF8.self)
    }
}

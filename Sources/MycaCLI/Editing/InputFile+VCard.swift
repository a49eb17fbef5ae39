import MycaCore

extension InputFile {
    /// The one card in the file, as `myca new --from` starts from it; reader warnings are
    /// shown as `FILE:LINE: …`.
    ///
    /// - Throws: ``EditingError`` when the file is no vCard, or holds no card or several.
    func readCard(_ ctx: CommandContext) throws -> Profile {
        let bytes = try readAll(ctx)
        let result: VCardReadResult
        do {
            result = try VCardReader.read(bytes)
        } catch {
            throw EditingError.unreadableVCard(path: name, reason: Localization.messageText(of: error))
        }
        for warning in result.warnings {
            ctx.warn("\(name):\(warning.line): " + Localization.text(warning.text))
        }
        guard result.profiles.count == 1, let profile = result.profiles.first else {
            throw EditingError.cardCount(path: name, count: result.profiles.count)
        }
        return profile
    }
}

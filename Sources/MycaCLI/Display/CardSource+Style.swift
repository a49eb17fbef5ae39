import MycaCore

extension CardSource {
    /// The card's style from config.json, or classic; an unknown stored name is warned
    /// about, not fatal (the card store may have been written by a newer myca).
    func qrStyle(_ ctx: CommandContext) -> QRStyle {
        do {
            return try QRStyle.stored(style)
        } catch {
            ctx.warn(tr("card style '%s' is unknown; using classic (styles: %s)",
                        style ?? "", QRStyle.allNames.joinedText(separator: ", ")))
            return .classic
        }
    }
}

/// Why a card could not be laid out as asked: a size, bleed or sheet that does not work.
public enum LayoutError: MycaError, Equatable {
    /// A card size that is neither a name nor `WxH`.
    case invalidCardSize(String)
    /// A card size smaller or larger than we lay out.
    case cardSizeOutOfRange(String)
    /// A bleed that is not a length of 0 to `CardArtwork.maximumBleed` mm.
    case invalidBleed(String)
    /// A sheet name that is not known.
    case unknownSheet(String)
    /// Not even one card fits on the sheet.
    case sheetTooSmall(sheet: String, card: String)
    /// The name does not fit across the card even at its smallest size, broken in two.
    case nameTooLong(String)


    public var messageText: MessageText {
        switch self {
        case let .invalidCardSize(text):
            MessageText("invalid card size '%s': expected %s or WxH in mm or in, such as 90x50 or 3.5x2in",
                        text, CardSize.named.map(\.name).joinedText(separator: ", "))
        case let .cardSizeOutOfRange(text):
            MessageText("card size '%s' is out of range: each side must be %d to %d mm",
                        text, Int(CardSize.minimumSide), Int(CardSize.maximumSide))
        case let .invalidBleed(text):
            MessageText("invalid bleed '%s': expected 0 to %d mm, such as 3mm or 0.125in", text, CardArtwork.maximumBleed)
        case let .unknownSheet(name):
            MessageText("unknown sheet '%s'", name)
        case let .sheetTooSmall(sheet, card):
            MessageText("a %s card with its crop marks does not fit on %s paper", card, sheet)
        case let .nameTooLong(name):
            MessageText("the name '%s' does not fit across the card even at its smallest size", name)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .invalidCardSize, .cardSizeOutOfRange:
            MessageText("the named sizes: %s", CardSize.namedSummary)
        case .invalidBleed:
            MessageText("printers usually ask for 3mm (or 0.125in)")
        case .unknownSheet:
            MessageText("sheets: %s", PrintSheet.Paper.allCases.map(\.rawValue).joinedText(separator: ", "))
        case .sheetTooSmall:
            nil  // what to change is an option of the command: the command line says it
        case .nameTooLong:
            MessageText("shorten the card's full name, or print it on a larger card")
        }
    }
}

extension LayoutError {
    /// Card sizes, bleeds and sheets are settings; a name is data.
    public var isInSetting: Bool {
        if case .nameTooLong = self { return false }
        return true
    }

    public var remedy: ErrorRemedy? {
        if case .sheetTooSmall = self { return .smallerCard }
        return nil
    }
}

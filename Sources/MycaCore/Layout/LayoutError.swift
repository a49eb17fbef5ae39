/// Why a card could not be laid out as asked: a size, bleed or sheet that does not work.
public enum LayoutError: MycaError, Equatable {
    /// A card size that is neither a name nor `WxH`.
    case invalidCardSize(String)
    /// A card size smaller or larger than we lay out.
    case cardSizeOutOfRange(String)
    /// A bleed that is not a length of 0 to 10 mm.
    case invalidBleed(String)
    /// A sheet name that is not known.
    case unknownSheet(String)
    /// Not even one card fits on the sheet.
    case sheetTooSmall(sheet: String, card: String)

    public var message: String {
        switch self {
        case let .invalidCardSize(text):
            "invalid card size '\(text)': expected " + CardSize.named.map(\.name).joined(separator: ", ")
                + " or WxH in mm or in, such as 90x50 or 3.5x2in"
        case let .cardSizeOutOfRange(text):
            "card size '\(text)' is out of range: each side must be "
                + "\(Int(CardSize.minimumSide)) to \(Int(CardSize.maximumSide)) mm"
        case let .invalidBleed(text):
            "invalid bleed '\(text)': expected 0 to 10 mm, such as 3mm or 0.125in"
        case let .unknownSheet(name):
            "unknown sheet '\(name)'"
        case let .sheetTooSmall(sheet, card):
            "a \(card) card with its crop marks does not fit on a \(sheet) sheet"
        }
    }

    public var hint: String? {
        switch self {
        case .invalidCardSize, .cardSizeOutOfRange:
            "eu is 85×55 mm, us 3.5×2 in, jp 91×55 mm, id1 85.6×53.98 mm"
        case .invalidBleed:
            "printers usually ask for 3mm (or 0.125in)"
        case .unknownSheet:
            "sheets: " + PrintSheet.Paper.allCases.map(\.rawValue).joined(separator: ", ")
        case .sheetTooSmall:
            nil  // what to change is an option of the command: the command line says it
        }
    }
}

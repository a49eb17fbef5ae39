/// The files a printed card is written as: PDF and PNG drawn by myca-draw, SVG here.
public enum CardFormat: String, Sendable, Hashable, CaseIterable {
    /// A PDF, one page a side (or a sheet).
    case pdf
    /// A PNG image a side.
    case png
    /// An SVG image a side, text kept as text.
    case svg

    /// What myca-draw is asked for, or nil for SVG, which needs no drawing library.
    public var drawingFormat: DrawingRequest.Format? {
        switch self {
        case .pdf: .pdf
        case .png: .png
        case .svg: nil
        }
    }

    /// Whether the file is binary data (a terminal must not get it).
    public var isBinary: Bool { self != .svg }

    /// Whether one file holds every page (PDF); else each side is a file of its own.
    public var holdsEveryPage: Bool { self == .pdf }
}

/// A printed card's design.
public enum CardDesign: String, Sendable, Hashable, CaseIterable {
    /// Text on the left, the code on the right (mirrored for right-to-left names).
    case classic
    /// The name and role centred on the front, the code on the back.
    case minimal
    /// The Japanese business card (meishi, 91×55 mm unless a size is chosen): organization
    /// at the top, the name with its readings as ruby in the middle, address and contacts
    /// at the foot, in the card's language's labels (``MeishiLayout``). The back carries the
    /// code, or is the card's other language as the classic design.
    case meishi

    /// The size a card of this design is printed at when none is chosen: the meishi's own
    /// (`jp`), else the EU size.
    public var defaultSize: CardSize {
        switch self {
        case .meishi: .jp
        case .classic, .minimal: .eu
        }
    }
}

/// One side of a card, laid out: items in millimetres from the trim's top-left corner.
///
/// The background reaches `bleed` beyond the trim on every side (negative coordinates);
/// everything else stays inside the trim. `PrintSheet` places artworks on pages.
public struct CardArtwork: Sendable, Hashable {
    /// The trim size.
    public var size: CardSize
    /// How far the background reaches beyond the trim, in millimetres.
    public var bleed: Double
    /// The widest bleed accepted, in millimetres: print shops ask for 2 to 5 mm, and more
    /// only pushes cards apart on a sheet.
    public static let maximumBleed = 10
    /// The items, painted in order.
    public var items: [DrawingItem]
    /// The QR code with its quiet zone: no text may enter it.
    public var codeArea: DrawingRect
    /// What the layout had to give up or wants said.
    public var warnings: [CardLayoutWarning]

    /// An artwork.
    public init(size: CardSize, bleed: Double, items: [DrawingItem], codeArea: DrawingRect,
                warnings: [CardLayoutWarning] = []) {
        self.size = size
        self.bleed = bleed
        self.items = items
        self.codeArea = codeArea
        self.warnings = warnings
    }
}

/// Something the card layout had to give up, for the command to tell.
public enum CardLayoutWarning: Sendable, Hashable {
    /// Lines that did not fit at the smallest sizes and were left out (their roles, in order).
    case linesLeftOut([String])
    /// More social profiles than a card shows; the first ones were kept.
    case socialProfilesLeftOut(Int)
    /// The code's modules are smaller than scanners read reliably.
    case smallModules(millimetres: Double, minimum: Double)
}

/// A picture as a layout places it on a card, and how fine it prints there: its pixels
/// over the size it is drawn at. A print shop checks this as effective resolution, in
/// pixels per inch on the paper, not the file's own resolution tag, which says nothing of
/// the size the layout gives it.
public struct PlacedPicture: Sendable, Hashable {
    /// The picture.
    public let picture: CardPicture
    /// Where it is drawn, in millimetres (its box at the picture's aspect).
    public let rect: DrawingRect

    /// Below this a picture prints visibly soft: 300 ppi is what presses and shops ask for.
    public static let sharpPPI = 300.0
    /// Below this a picture prints as pixels, blocks a reader sees at arm's length: a
    /// press file refuses it.
    public static let coarsePPI = 150.0

    /// The effective resolution: pixels per inch along each axis of the picture as seen
    /// (after its orientation), the smaller of the two.
    public var ppi: Double {
        let seen = picture.seenSize
        let across = seen.width / max(rect.width / PhysicalLength.millimetresPerInch, 1e-9)
        let down = seen.height / max(rect.height / PhysicalLength.millimetresPerInch, 1e-9)
        return min(across, down)
    }

    /// How it prints, judged by ``sharpPPI`` and ``coarsePPI``.
    public enum Verdict: Sendable, Hashable {
        /// At ``sharpPPI`` or more.
        case sharp
        /// At least ``coarsePPI``, below ``sharpPPI``.
        case soft
        /// Below ``coarsePPI``.
        case coarse
    }

    /// How it prints. The resolution is rounded to a whole ppi first, as it is reported,
    /// so the verdict never disagrees with the number shown.
    public var verdict: Verdict {
        let shown = ppi.rounded()
        return shown >= Self.sharpPPI ? .sharp : shown >= Self.coarsePPI ? .soft : .coarse
    }

    /// The pixels the picture needs, as seen, to print at `ppi` at its placed size.
    public func pixelsNeeded(ppi: Double = sharpPPI) -> (width: Int, height: Int) {
        (Int((PhysicalLength.pixels(millimetres: rect.width, dpi: ppi) - 1e-9).rounded(.up)),
         Int((PhysicalLength.pixels(millimetres: rect.height, dpi: ppi) - 1e-9).rounded(.up)))
    }

    /// What is said of a picture below ``sharpPPI`` that still prints (``Verdict/soft``).
    public var softText: MessageText {
        MessageText("%s prints at %d ppi on the card, below the %d ppi that prints sharp", picture.name,
                    Int(ppi.rounded()), Int(Self.sharpPPI))
    }

    /// The checks a press file makes of `pictures` before anything is drawn: what to warn
    /// of (pictures that print soft).
    ///
    /// - Throws: ``PictureResolutionError/tooCoarse(name:ppi:width:height:)`` for the first
    ///   picture below ``coarsePPI``.
    public static func pressCheck(_ pictures: [PlacedPicture]) throws(PictureResolutionError) -> [MessageText] {
        if let coarse = pictures.first(where: { $0.verdict == .coarse }) {
            let needed = coarse.pixelsNeeded()
            throw .tooCoarse(name: coarse.picture.name, ppi: Int(coarse.ppi.rounded()), width: needed.width,
                             height: needed.height)
        }
        return pictures.filter { $0.verdict == .soft }.map(\.softText)
    }
}

/// A picture too coarse for the press at the size the card places it.
public enum PictureResolutionError: MycaError, Equatable {
    /// The picture `name` prints at `ppi`; `width`×`height` pixels would print sharp.
    case tooCoarse(name: String, ppi: Int, width: Int, height: Int)

    public var messageText: MessageText {
        switch self {
        case let .tooCoarse(name, ppi, _, _):
            MessageText("%s prints at %d ppi on the card, below the %d ppi a press file takes: it would print as pixels",
                        name, ppi, Int(PlacedPicture.coarsePPI))
        }
    }

    public var hintText: MessageText? {
        switch self {
        case let .tooCoarse(_, _, width, height):
            MessageText("use a larger picture (at least %d×%d px) or a smaller card size", width, height)
        }
    }
}

extension CardArtwork {
    /// The pictures the side draws, where it draws them.
    public var pictures: [PlacedPicture] {
        items.compactMap { item in
            if case let .image(picture, rect) = item { PlacedPicture(picture: picture, rect: rect) } else { nil }
        }
    }
}

extension PrintedCard {
    /// The pictures the card draws, the front's first, each as placed.
    public var pictures: [PlacedPicture] { front.pictures + (back?.pictures ?? []) }
}

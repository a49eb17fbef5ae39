/// Lays out a video-call background: the name, title and organization on the left, the QR
/// code large on the right, the middle third (where a face sits) left empty.
///
/// Sizes are in pixels of the image, laid out on a page in millimetres at ``dpi`` so that
/// `myca-draw` draws it exactly `width`×`height` pixels. The code with its quiet zone is
/// ``codeShare`` of the height (less in a picture narrower than 16:9): a vCard code of a full card (about 60 modules) keeps modules
/// of 5 pixels and more when the call shrinks the picture to 1280×720.
public enum CallBackgroundLayout {
    /// The resolution the page is drawn at: 1 px = 1/96 in, as CSS has it.
    public static let dpi = 96
    /// The code's side with its quiet zone, as a share of the height.
    public static let codeShare = 0.52
    /// The left and right margins, as a share of the width.
    public static let sideMargin = 0.055
    /// Where the middle (kept free) starts and ends, as shares of the width.
    public static let faceZone = 0.34...0.64

    /// Millimetres of `pixels` at ``dpi``.
    public static func millimetres(_ pixels: Double) -> Double { PhysicalLength.millimetres(pixels: pixels, dpi: Double(dpi)) }

    /// The smallest module, in pixels of a 1280×720 picture, that a webcam image keeps readable.
    public static let minimumModulePixels = 3

    /// The pixels of one of `code`'s modules in `codeArea` of a `width`-pixel picture when a
    /// call shows it at 1280×720: what the other side of the call gets.
    public static func modulePixelsAt720(_ code: QRMatrix, codeArea: DrawingRect, width: Int) -> Double {
        codeArea.width / millimetres(Double(width)) * 1280 / Double(code.size + 2 * QRMatrix.quietZone)
    }

    /// What the background says of a code whose modules are `pixels` at 1280×720, below
    /// ``minimumModulePixels``.
    public static func smallModules(_ pixels: Double) -> MessageText {
        MessageText("the code's modules are %s pixels when a call shows the picture at 1280×720, under the %d a webcam image keeps readable",
                    PhysicalLength.text(pixels, digits: 1, keeping: 1), minimumModulePixels)
    }

    /// The background of `card`, `width`×`height` pixels, with `code` in `style`'s colours
    /// (on white when the style has no ground: a call needs an opaque picture), and the
    /// caption under the code.
    public static func page(_ card: ProfileSnapshot, lines selection: FieldSelection = .all, code: QRMatrix,
                            style: QRStyle, width: Int, height: Int,
                            caption: String) -> (page: DrawingPage, codeArea: DrawingRect) {
        let w = millimetres(Double(width)), h = millimetres(Double(height))
        let ink = style.foreground
        let paper = style.background ?? .white
        var items: [DrawingItem] = [.rect(DrawingRect(x: 0, y: 0, width: w, height: h), fill: paper, radius: 0)]
        // The card's accent stripe, along the left edge as on the printed card.
        items.append(.rect(DrawingRect(x: 0, y: 0, width: w * 0.012, height: h), fill: ink, radius: 0))

        // The code, right, centred vertically above its caption.
        // As tall as `codeShare` of the height, but never into the middle (4:3 pictures).
        let side = min(h * codeShare, w * (1 - sideMargin - faceZone.upperBound))
        let captionSize = h * 0.026 / TextBox.millimetresPerPoint
        let captionHeight = captionSize * TextBox.millimetresPerPoint * 1.5
        let codeX = w * (1 - sideMargin) - side
        let codeY = (h - side - captionHeight) / 2
        let codeArea = DrawingRect(x: codeX, y: codeY, width: side, height: side)
        let module = side / Double(code.size + 2 * QRMatrix.quietZone)
        items.append(.code(code, codeArea.inset(by: module * Double(QRMatrix.quietZone)), color: ink))
        if !caption.isEmpty {
            let rect = DrawingRect(x: codeX, y: codeArea.maxY, width: side, height: captionHeight)
            items.append(.text(TextBox(caption, in: rect, size: captionSize, minimumSize: captionSize * 0.6,
                                       color: ink.mixed(with: paper, 0.3), alignment: .center, role: "caption")))
        }

        // The text, left of the face zone, centred vertically as a block.
        let left = w * sideMargin + w * 0.012
        let column = w * faceZone.lowerBound - left
        // Who, and what they do, read across a call: the first web address, no other contacts.
        let content = CardContent(card, lines: selection)
        var shown = content.lines([.phonetic, .name, .pronouns, .title, .organization])
        if let web = content.first(.web) { shown.append(web) }
        let unit = h / TextBox.millimetresPerPoint  // points per image height
        func look(_ role: CardContent.Role) -> (size: Double, weight: TextBox.Weight, color: Color) {
            switch role {
            case .name: (unit * 0.062, .bold, ink)
            case .title: (unit * 0.034, .regular, ink)
            case .organization: (unit * 0.034, .bold, ink)
            case .web: (unit * 0.026, .regular, ink.mixed(with: paper, 0.2))
            default: (unit * 0.026, .regular, ink.mixed(with: paper, 0.3))
            }
        }
        // Each line breaks into three at most (``LineBreaker``), at its size or as much smaller
        // as it needs (to 40 %): a name wraps before it shrinks, and is never cut.
        let measurer = EstimatedTextMeasurer()
        let smallest = 0.4
        let set: [(line: CardContent.Line, pieces: [String], size: Double)] = shown.map { line in
            let (wanted, weight, _) = look(line.role)
            var size = wanted
            while size >= wanted * smallest - 1e-9 {
                if let pieces = measurer.lines(line.text, kind: line.role.breakKind, size: size, weight: weight,
                                               width: column, maximumLines: 3) {
                    return (line, pieces, size)
                }
                size -= wanted * 0.05
            }
            return (line, [line.text], wanted * smallest)
        }
        let heights = set.map { Double($0.pieces.count) * $0.size * TextBox.millimetresPerPoint * CardFaceLayout.lineHeight }
        let gap = h * 0.018
        var y = (h - heights.reduce(0, +) - gap) / 2
        for (index, (line, pieces, size)) in set.enumerated() {
            // A gap between who (reading, name, pronouns) and what (title, organization, web).
            if index > 0, line.role.block != .who, shown[index - 1].role.block == .who { y += gap }
            let (wanted, weight, color) = look(line.role)
            let pieceHeight = heights[index] / Double(pieces.count)
            for piece in pieces {
                let rect = DrawingRect(x: left, y: y, width: column, height: pieceHeight)
                items.append(.text(TextBox(piece, in: rect, size: size, minimumSize: min(size, wanted * smallest), weight: weight,
                                           color: color, role: line.role.rawValue)))
                y += pieceHeight
            }
        }
        return (DrawingPage(width: w, height: h, items: items), codeArea)
    }
}

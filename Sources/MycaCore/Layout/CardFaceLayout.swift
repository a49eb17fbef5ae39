/// Lays out the two sides of a printed card (the app's landscape card): text on the left,
/// the QR code on the right.
///
/// The rules, in millimetres and points:
/// - Text stays `safeMargin` inside the trim and never enters the code's quiet zone.
/// - The code with its 4-module quiet zone is a square as tall as the card less 3 mm on each
///   side, at most 42 % of the width, 3 mm from the right edge, centred vertically.
/// - Lines, top to bottom, are the card's ``CardContent`` (phonetic reading, name, pronouns,
///   title, organization, emails, phones, web addresses, postal address lines, social
///   profiles), as the selection of lines picks them. Each has a
///   wanted and a minimum size (`LineSize`). When the lines are too tall together, all shrink
///   by one factor down to their minimums; what still does not fit is left out from the end
///   (with a warning). Each line is then fitted on its own by `TextFitter` (shrunk to its
///   minimum, then cut with an ellipsis).
public enum CardFaceLayout {
    /// How far text stays inside the trim.
    public static let safeMargin = 4.0
    /// The smallest module printed without a warning (0.3 mm, a version 10 code 20 mm wide):
    /// below it phone cameras at reading distance start to struggle.
    public static let minimumModule = 0.3
    /// The accent stripe along the left edge.
    static let stripe = 1.5

    /// Wanted and minimum sizes in points of each kind of line.
    struct LineSize {
        var wanted: Double
        var minimum: Double
        var weight: TextBox.Weight = .regular
    }

    static func lineSize(_ role: CardContent.Role) -> LineSize {
        switch role {
        case .phonetic, .pronouns, .social: LineSize(wanted: 6.5, minimum: 5)
        case .name: LineSize(wanted: 14, minimum: 8, weight: .bold)
        case .title, .organization: LineSize(wanted: 7.5, minimum: 5)
        case .email, .phone, .web, .address: LineSize(wanted: 7, minimum: 5)
        }
    }

    /// A line box is this many times its size tall: room for CJK faces (1.45 em).
    static let lineHeight = 1.5

    /// Gap before a group (work, contacts, socials), at full size.
    static let groupGap = 1.6

    /// The front: the card's text and its code.
    public static func front(_ card: ProfileSnapshot, lines selection: FieldSelection = .all, code: QRMatrix,
                             style: QRStyle, size: CardSize, bleed: Double) -> CardArtwork {
        var items = background(style, size: size, bleed: bleed, stripe: true)
        let codeArea = frontCodeArea(size)
        var warnings: [CardLayoutWarning] = []
        items.append(codeItem(code, area: codeArea, style: style, warnings: &warnings))
        let column = DrawingRect(x: safeMargin + stripe, y: safeMargin,
                                 width: codeArea.x - 1 - safeMargin - stripe, height: size.height - 2 * safeMargin)
        let content = CardContent(card, lines: selection)
        var lines = content.lines
        let (placed, leftOut) = place(&lines, in: column)
        if !leftOut.isEmpty { warnings.append(.linesLeftOut(leftOut)) }
        if content.hiddenSocialProfiles > 0 {
            warnings.append(.socialProfilesLeftOut(content.hiddenSocialProfiles))
        }
        let ink = style.foreground
        let paper = style.background ?? .white
        for (line, rect, pointSize) in placed {
            let spec = lineSize(line.role)
            var textRect = rect
            var text = line.labelled
            if let profile = line.socialProfile {
                let mark = SocialServiceMark(service: profile.service)
                // A profile of a service without a mark of its own is named beside the symbol.
                if mark == .generic { text = profile.service + ": " + line.text }
                let side = min(rect.height * 0.8, pointSize * TextBox.millimetresPerPoint * 1.2)
                let icon = DrawingRect(x: rect.x, y: rect.y + (rect.height - side) / 2, width: side, height: side)
                items += markItems(mark, in: icon, ink: ink, paper: paper)
                textRect = DrawingRect(x: rect.x + side + 1.2, y: rect.y, width: rect.width - side - 1.2,
                                       height: rect.height)
            }
            items.append(.text(TextBox(text, in: textRect, size: pointSize,
                                       minimumSize: min(spec.minimum, pointSize), weight: spec.weight,
                                       color: ink, role: line.role.rawValue)))
        }
        return CardArtwork(size: size, bleed: bleed, items: items, codeArea: codeArea, warnings: warnings)
    }

    /// The back: a large code (of the card's web address when it has one) and that address.
    public static func back(caption: String, code: QRMatrix, style: QRStyle, size: CardSize,
                            bleed: Double) -> CardArtwork {
        var items = background(style, size: size, bleed: bleed, stripe: false)
        let captionHeight = caption.isEmpty ? 0 : 8 * TextBox.millimetresPerPoint * lineHeight
        // The code (its quiet zone may reach 3 mm from the edge: it is blank) above the
        // caption, which keeps to the safe margin.
        let side = min(size.height - 3 - safeMargin - captionHeight, size.width - 2 * safeMargin)
        let codeArea = DrawingRect(x: (size.width - side) / 2, y: 3, width: side, height: side)
        var warnings: [CardLayoutWarning] = []
        items.append(codeItem(code, area: codeArea, style: style, warnings: &warnings))
        if !caption.isEmpty {
            let rect = DrawingRect(x: safeMargin, y: codeArea.maxY, width: size.width - 2 * safeMargin,
                                   height: captionHeight)
            items.append(.text(TextBox(caption, in: rect, size: 8, minimumSize: 5, color: style.foreground,
                                       alignment: .center, role: "web")))
        }
        return CardArtwork(size: size, bleed: bleed, items: items, codeArea: codeArea, warnings: warnings)
    }

    /// The front's code area (quiet zone included).
    static func frontCodeArea(_ size: CardSize) -> DrawingRect {
        let side = min(size.height - 6, size.width * 0.42)
        return DrawingRect(x: size.width - 3 - side, y: (size.height - side) / 2, width: side, height: side)
    }

    static func background(_ style: QRStyle, size: CardSize, bleed: Double, stripe: Bool) -> [DrawingItem] {
        var items: [DrawingItem] = []
        let full = DrawingRect(x: -bleed, y: -bleed, width: size.width + 2 * bleed, height: size.height + 2 * bleed)
        if let paper = style.background { items.append(.rect(full, fill: paper, radius: 0)) }
        if stripe {
            items.append(.rect(DrawingRect(x: -bleed, y: -bleed, width: bleed + Self.stripe, height: full.height),
                               fill: style.foreground, radius: 0))
        }
        return items
    }

    static func codeItem(_ code: QRMatrix, area: DrawingRect, style: QRStyle,
                         warnings: inout [CardLayoutWarning]) -> DrawingItem {
        let module = area.width / Double(code.size + 2 * QRMatrix.quietZone)
        if module < minimumModule { warnings.append(.smallModules(millimetres: module, minimum: minimumModule)) }
        let inset = module * Double(QRMatrix.quietZone)
        return .code(code, area.inset(by: inset), color: style.foreground)
    }

    /// Boxes for `lines` in `column`: one shrink factor for all, then lines left out from
    /// the end (never the name) until the rest fit.
    static func place(_ lines: inout [CardContent.Line], in column: DrawingRect)
        -> (placed: [(CardContent.Line, DrawingRect, Double)], leftOut: [String])
    {
        func height(_ lines: [CardContent.Line], _ scale: Double) -> Double {
            var total = 0.0
            var previous: CardContent.Role?
            for line in lines {
                total += lineHeight * pointSize(line.role, scale) * TextBox.millimetresPerPoint
                if let previous, line.role.block != previous.block { total += groupGap * scale }
                previous = line.role
            }
            return total
        }
        var leftOut: [String] = []
        var scale = 1.0
        while height(lines, scale) > column.height {
            if scale > 0.3 {
                scale -= 0.02
            } else if let last = lines.indices.last(where: { lines[$0].role != .name }), lines.count > 1 {
                leftOut.insert(lines[last].role.rawValue, at: 0)
                lines.remove(at: last)
            } else {
                break
            }
        }
        var y = column.y + max(0, (column.height - height(lines, scale)) / 2)
        var placed: [(CardContent.Line, DrawingRect, Double)] = []
        var previous: CardContent.Role?
        for line in lines {
            if let previous, line.role.block != previous.block { y += groupGap * scale }
            let size = pointSize(line.role, scale)
            let h = lineHeight * size * TextBox.millimetresPerPoint
            placed.append((line, DrawingRect(x: column.x, y: y, width: column.width, height: h), size))
            y += h
            previous = line.role
        }
        return (placed, leftOut)
    }

    static func pointSize(_ role: CardContent.Role, _ scale: Double) -> Double {
        let spec = lineSize(role)
        return max(spec.minimum, spec.wanted * scale)
    }

    /// The social profile's mark inside `rect`: the service's icon (with its badge as the
    /// fallback), a badge with letters, or the generic symbol (a head and shoulders in a ring).
    static func markItems(_ mark: SocialServiceMark, in rect: DrawingRect, ink: Color, paper: Color) -> [DrawingItem] {
        switch mark {
        case let .badge(letters, icon):
            let size = rect.height / TextBox.millimetresPerPoint * (letters.count > 1 ? 0.5 : 0.62)
            let badge: [DrawingItem] = [
                .rect(rect, fill: ink, radius: rect.width * 0.22),
                .text(TextBox(letters, in: rect.inset(by: rect.width * 0.08), size: size, minimumSize: size * 0.6,
                              weight: .bold, color: paper, alignment: .center, role: "social icon")),
            ]
            guard let icon else { return badge }
            return [.icon(glyph: icon, rect, color: ink, fallback: badge)]
        case .generic:
            let r = rect.width / 2
            let (cx, cy) = (rect.x + r, rect.y + r)
            return [
                .circle(centerX: cx, centerY: cy, radius: r * 0.9, color: ink, lineWidth: r * 0.18),
                .circle(centerX: cx, centerY: cy - r * 0.22, radius: r * 0.26, color: ink, lineWidth: 0),
                .rect(DrawingRect(x: cx - r * 0.45, y: cy + r * 0.14, width: r * 0.9, height: r * 0.42),
                      fill: ink, radius: r * 0.2),
            ]
        }
    }
}

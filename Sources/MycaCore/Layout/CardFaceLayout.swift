/// Lays out the two sides of a printed card (the app's landscape card): text on the left,
/// the QR code on the right (mirrored on a card whose name runs right to left).
///
/// The rules, in millimetres and points:
/// - Text stays `safeMargin` inside the trim and never enters the code's quiet zone.
/// - The code with its 4-module quiet zone is a square sized to its symbol: modules of
///   ``comfortableModule`` at most, in a box no taller than the card less 3 mm on each side
///   nor wider than 42 % of the card, 3 mm from the right edge, centred vertically. What
///   it leaves of the width goes to the text; when the text needs more, the modules shrink
///   to the minimum a phone reads before any line leaves the side.
/// - Lines, top to bottom, are the card's ``CardContent`` (phonetic reading, name, pronouns,
///   title, organization, emails, phones, web addresses, postal address lines, social
///   profiles), as the selection of lines picks them, with their kinds only where two
///   values of one kind must be told apart. Each has a wanted and a minimum size
///   (`LineSize`): body text 7 pt at least, secondary lines (a reading, pronouns, handles)
///   6 pt, the name 9 pt.
/// - The text engine, in order: each line **breaks** where its kind breaks
///   (``LineBreaker``: words, an email after its `@`, a web address after a `/`, Japanese
///   between characters, a name never inside a compound part) into the fewest, most even
///   lines that fit the column; all lines **shrink** by one factor down to their minimums
///   while they are too tall together or one breaks nowhere; then whole lines **move** (an
///   address with all its lines), first those that fit no line of the column, then from the
///   end: ``PrintedCard`` prints them on the back, across it or beside the back's code.
///   Widths are estimated (the estimate errs wide), so the drawing's own fonts fit each
///   piece; `TextFitter` still shrinks and, as a last resort, cuts, which the command
///   refuses for the name and contact data.
public enum CardFaceLayout {
    /// How far text stays inside the trim.
    public static let safeMargin = 4.0
    /// The largest module the front's code is drawn with: larger ones would take the
    /// text's room and read no better.
    public static let comfortableModule = 0.5

    /// Wanted and minimum sizes in points of each kind of line.
    struct LineSize {
        var wanted: Double
        var minimum: Double
        var weight: TextBox.Weight = .regular
    }

    static func lineSize(_ role: CardContent.Role) -> LineSize {
        switch role {
        case .phonetic, .pronouns, .social: LineSize(wanted: 7, minimum: 6)
        case .name: LineSize(wanted: 14, minimum: 9, weight: .bold)
        case .title, .organization: LineSize(wanted: 8, minimum: 7)
        case .email, .phone, .web, .address: LineSize(wanted: 7.5, minimum: 7)
        }
    }

    /// The most lines a name is broken into.
    static let maximumNameLines = 4

    /// `lines` with the kinds kept only where two values of one kind must be told apart,
    /// in the words and punctuation of `labels`: a card's one email needs no `(work)`; its
    /// cell and work phones keep theirs, `（携帯）` and `（勤務先）` on a Japanese card.
    public static func labelledWhereNeeded(_ lines: [CardContent.Line], labels: CardLabels) -> [CardContent.Line] {
        var counts: [CardContent.Role: Int] = [:]
        for line in lines where !line.continues { counts[line.role, default: 0] += 1 }
        return lines.map { line in
            var line = line
            line.kinds = counts[line.role] ?? 0 < 2 ? [] : labels.words(line.kinds)
            line.punctuation = labels.punctuation
            return line
        }
    }

    /// What a line shows: its text with its kinds, a social profile of a service without
    /// a mark of its own named before the handle; and that text without the kinds (what
    /// the fitter may drop before it cuts), when they differ.
    static func shownText(_ line: CardContent.Line) -> (text: String, shorter: String?) {
        if let profile = line.socialProfile, SocialServiceMark(service: profile.service) == .generic {
            return (profile.service + ": " + line.text, line.text)
        }
        return (line.labelled, line.labelled != line.text ? line.text : nil)
    }

    /// How much of a social profile's line its mark takes, with the gap after it, at `size`.
    static func markWidth(_ size: Double) -> Double { size * TextBox.millimetresPerPoint * 1.2 + 1.2 }

    /// One line of a column as set: a piece of a card line (a line broken in several is
    /// several pieces, the first with the line's mark and the last with its kinds).
    struct Piece {
        var line: CardContent.Line
        var text: String
        var shorter: String?
        var first: Bool
        /// Whether it fits the width it was set for (a line that breaks nowhere to fit is
        /// one piece that does not).
        var fits = true
    }

    /// `line` in the pieces that fit `width` at `size` points, by the estimate (which errs
    /// wide, so the drawing's own fonts fit them too); the line whole, as one piece, when it
    /// breaks nowhere to fit (the drawing shrinks it to its minimum and the command refuses
    /// what is still cut).
    static func pieces(_ line: CardContent.Line, width: Double, size: Double) -> [Piece] {
        let (text, shorter) = shownText(line)
        let spec = lineSize(line.role)
        let room = line.socialProfile != nil ? width - markWidth(size) : width
        let broken = EstimatedTextMeasurer().lines(text, kind: line.role.breakKind, size: size, weight: spec.weight,
                                                   width: room, maximumLines: line.role == .name ? maximumNameLines : .max)
        guard let broken, broken.count > 1 else {
            return [Piece(line: line, text: text, shorter: shorter, first: true, fits: broken != nil)]
        }
        return broken.enumerated().map { index, piece in
            // The kinds end the last piece: without them it is the value's own end.
            var pieceShorter: String?
            if index == broken.count - 1, let shorter, text.hasPrefix(shorter) {
                let kinds = text.dropFirst(shorter.count)
                if piece.hasSuffix(kinds), piece.count > kinds.count { pieceShorter = String(piece.dropLast(kinds.count)) }
            }
            return Piece(line: line, text: piece, shorter: pieceShorter, first: index == 0)
        }
    }

    /// How far the secondary lines' tone moves from the ink to the paper.
    static let secondaryTone = 0.35

    /// The lighter tone of the style's ink that secondary lines are set in.
    static func secondary(_ style: QRStyle) -> Color { style.foreground.mixed(with: style.background ?? .white, secondaryTone) }

    /// What a press PDF prints each colour of a card in `style` with: the ink (text, code,
    /// marks) in black alone, its secondary tone as the black tint of its lightness, the
    /// crop marks black, and the ground in the style's press inks (left to Ghostscript's
    /// profile for a ground of one's own).
    public static func pressColours(_ style: QRStyle) -> [PressMapping] {
        let paper = style.background ?? .white
        return [PressMapping(style.foreground, .black(percent: 100)),
                PressMapping(secondary(style), PressColour.black(for: secondary(style), on: paper)),
                PressMapping(PrintSheet.markColor, .black(percent: 100)),
                PressMapping(paper, style.pressGround)]
    }

    static func isSecondary(_ role: CardContent.Role) -> Bool {
        switch role {
        case .phonetic, .pronouns, .title: true
        case .name, .organization, .email, .phone, .web, .address, .social: false
        }
    }

    /// The lines that share one size: those of a block (work, contact, social); the name
    /// and what sits with it keep their own.
    static func sizeGroup(_ role: CardContent.Role) -> String? {
        switch role.block {
        case .who: role == .name ? "name" : nil
        case .work: "work"
        case .contact: "contact"
        case .social: "social"
        }
    }

    /// A line box is this many times its size tall: room for CJK faces (1.45 em) and the
    /// other faces fontconfig falls back to.
    static let lineHeight = 1.5
    /// The box of a line wholly in the Latin, Greek and Cyrillic of DejaVu (1.17 em tall):
    /// the leading of body text, so a full card does not lose lines to empty space.
    static let compactLineHeight = 1.3

    /// The lines of a name broken in several sit closer: it reads as one name.
    static let nameLineHeight = 1.2

    /// The box height of `line` in ems: compact when every character of the card's lines
    /// is one DejaVu sets, closer still for a name.
    /// On a card with any line in a taller face every line takes the taller box, so the
    /// lines keep one rhythm.
    static func lineHeight(_ line: CardContent.Line, among lines: [CardContent.Line]) -> Double {
        let compact = lines.allSatisfy { lineHeight($0.labelled) == compactLineHeight }
        guard compact else { return lineHeight }
        return line.role == .name ? nameLineHeight : compactLineHeight
    }

    /// The box height of `text` in ems: compact when every character is one DejaVu sets.
    static func lineHeight(_ text: String) -> Double {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x20...0x52F, 0x1E00...0x1FFF, 0x2000...0x206F, 0x20A0...0x20CF, 0x2100...0x214F: true
            default: false
            }
        } ? compactLineHeight : lineHeight
    }

    /// Gap before a group (work, contacts, socials), at full size.
    static let groupGap = 1.6

    /// The front: the card's text and its code. Lines that fit nowhere on it are left out,
    /// with a warning; ``PrintedCard`` moves them to the back instead.
    public static func front(_ card: ProfileSnapshot, lines selection: FieldSelection = .all, code: QRMatrix,
                             style: QRStyle, size: CardSize, bleed: Double,
                             minimumModule: Double = PrintedSize.minimumModuleMillimetres,
                             picture: CardPicture? = nil) -> CardArtwork {
        frontSide(card, lines: selection, code: code, style: style, size: size, bleed: bleed, minimumModule: minimumModule,
                  picture: picture).art
    }

    /// ``front(_:lines:code:style:size:bleed:minimumModule:picture:)``, with the lines it
    /// prints.
    static func frontSide(_ card: ProfileSnapshot, lines selection: FieldSelection = .all, code: QRMatrix,
                          style: QRStyle, size: CardSize, bleed: Double,
                          minimumModule: Double = PrintedSize.minimumModuleMillimetres,
                          picture: CardPicture? = nil)
        -> (art: CardArtwork, shown: [CardContent.Line], overflow: [CardContent.Line]) {
        let content = CardContent(card, lines: selection)
        let lines = labelledWhereNeeded(content.lines, labels: CardLabels.forLanguage(card.language))
        let laid = side(lines, mirrored: TextBox.isRightToLeft(card.formattedName), code: code,
                        style: style, size: size, bleed: bleed, minimumModule: minimumModule, picture: picture)
        var art = laid.art
        if !laid.overflow.isEmpty { art.warnings.insert(.linesLeftOut(laid.overflow.map(\.role.rawValue)), at: 0) }
        if content.hiddenSocialProfiles > 0 { art.warnings.append(.socialProfilesLeftOut(content.hiddenSocialProfiles)) }
        return (art, lines.filter { !laid.overflow.contains($0) }, laid.overflow)
    }

    /// A side of the classic design: `lines` in a text column beside `code` (on the right,
    /// on the left when `mirrored`, as a right-to-left card is read from the right), or
    /// across the card without one; with the lines that did not fit.
    ///
    /// The code starts at modules of ``comfortableModule`` and gives the text room down to
    /// `minimumModule` before any line is taken out: it is as large as the text leaves it.
    static func side(_ lines: [CardContent.Line], mirrored: Bool, code: QRMatrix?, style: QRStyle, size: CardSize,
                     bleed: Double, minimumModule: Double, picture: CardPicture?) -> Side {
        func laid(_ cap: Double) -> Side {
            side(lines, mirrored: mirrored, code: code, moduleCap: cap, style: style, size: size, bleed: bleed,
                 minimumModule: minimumModule, picture: picture)
        }
        var result = laid(comfortableModule)
        guard let code, !result.overflow.isEmpty else { return result }
        // Smaller modules, in steps, down to the minimum: each makes the code smaller than
        // the one before (a cap over the largest module the card allows changes nothing).
        var cap = min(comfortableModule, largestModule(size, totalModules: code.size + 2 * QRMatrix.quietZone))
        while result.overflow.isEmpty == false, cap > minimumModule + 1e-9 {
            cap = max(minimumModule, cap - 0.025)
            result = laid(cap)
        }
        return result
    }

    /// ``side(_:mirrored:code:style:size:bleed:minimumModule:picture:)`` with the code's
    /// modules at most `moduleCap`.
    static func side(_ lines: [CardContent.Line], mirrored: Bool, code: QRMatrix?, moduleCap: Double, style: QRStyle,
                     size: CardSize, bleed: Double, minimumModule: Double, picture: CardPicture?) -> Side {
        var items = background(style, size: size, bleed: bleed)
        var codeArea = DrawingRect(x: 0, y: 0, width: 0, height: 0)
        if let code {
            codeArea = frontCodeArea(size, totalModules: code.size + 2 * QRMatrix.quietZone, moduleCap: moduleCap)
            if mirrored { codeArea = DrawingRect(x: 3, y: codeArea.y, width: codeArea.width, height: codeArea.height) }
        }
        // A picture stands over the code, which moves down to make room, when that room is
        // tall enough; else it heads the text column.
        var pictureOverCode: DrawingItem?
        if let picture, code != nil {
            let room = size.height - 3 - codeArea.height - safeMargin - pictureGap
            let rect = pictureRect(picture, width: codeArea.width, height: min(12, room))
            if rect.height >= minimumPictureHeight {
                codeArea = DrawingRect(x: codeArea.x, y: size.height - 3 - codeArea.height, width: codeArea.width,
                                       height: codeArea.height)
                pictureOverCode = .image(picture, DrawingRect(x: codeArea.x + (codeArea.width - rect.width) / 2,
                                                              y: safeMargin, width: rect.width, height: rect.height))
            }
        }
        var warnings: [CardLayoutWarning] = []
        if let code {
            items.append(codeItem(code, area: codeArea, style: style, minimumModule: minimumModule, warnings: &warnings))
        }
        let columnX = code == nil ? safeMargin : mirrored ? codeArea.maxX + 1 : safeMargin
        let columnEnd = code == nil ? size.width - safeMargin : mirrored ? size.width - safeMargin : codeArea.x - 1
        var column = DrawingRect(x: columnX, y: safeMargin, width: columnEnd - columnX, height: size.height - 2 * safeMargin)
        if let pictureOverCode {
            items.append(pictureOverCode)
        } else if let picture {
            // The picture heads the text column, on the side the text starts from.
            let rect = pictureRect(picture, width: column.width, height: pictureHeight(column.height))
            let x = mirrored ? column.maxX - rect.width : column.x
            items.append(.image(picture, DrawingRect(x: x, y: column.y, width: rect.width, height: rect.height)))
            let taken = rect.height + pictureGap
            column = DrawingRect(x: column.x, y: column.y + taken, width: column.width, height: column.height - taken)
        }
        let set = setColumn(lines, in: column)
        items += columnItems(set, mirrored: mirrored, style: style)
        return Side(art: CardArtwork(size: size, bleed: bleed, items: items, codeArea: codeArea, warnings: warnings),
                    overflow: set.overflow, tooWide: set.tooWide)
    }

    /// The drawing of a column as set: its pieces, a social profile's with its service's mark.
    static func columnItems(_ set: Column, mirrored: Bool, style: QRStyle) -> [DrawingItem] {
        var items: [DrawingItem] = []
        let ink = style.foreground
        // Readings, pronouns and the title in a lighter tone of the ink: the name and the
        // ways to reach someone come first.
        let secondary = Self.secondary(style)
        for (piece, rect, pointSize) in set.placed {
            let line = piece.line
            let spec = lineSize(line.role)
            var textRect = rect
            if let profile = line.socialProfile {
                // The mark heads the profile's first piece; the pieces after it align with its text.
                let side = min(rect.height * 0.8, pointSize * TextBox.millimetresPerPoint * 1.2)
                let indent = markWidth(pointSize)
                if piece.first {
                    let iconX = mirrored ? rect.maxX - side : rect.x
                    let icon = DrawingRect(x: iconX, y: rect.y + (rect.height - side) / 2, width: side, height: side)
                    items += markItems(SocialServiceMark(service: profile.service), in: icon, ink: ink)
                }
                textRect = DrawingRect(x: mirrored ? rect.x : rect.x + indent, y: rect.y, width: rect.width - indent,
                                       height: rect.height)
            }
            items.append(.text(TextBox(piece.text, in: textRect, size: pointSize,
                                       minimumSize: min(spec.minimum, pointSize), weight: spec.weight,
                                       color: Self.isSecondary(line.role) ? secondary : ink,
                                       alignment: mirrored ? .right : .leading, role: line.role.rawValue,
                                       shorter: piece.shorter, group: Self.sizeGroup(line.role), link: line.link)))
        }
        return items
    }

    /// The tallest a picture (a logo, the photo) stands on a front: 12 mm, and never more
    /// than a quarter of the height it heads.
    static func pictureHeight(_ available: Double) -> Double { min(12, available / 4) }
    /// Room between the picture and the text or code under it.
    static let pictureGap = 1.5
    /// The least height a picture over the code is drawn at: a logo smaller than 6 mm is
    /// a speck on a card.
    static let minimumPictureHeight = 6.0

    /// The picture's size at its aspect, as tall as `height` unless that is wider than `width`.
    static func pictureRect(_ picture: CardPicture, width: Double, height: Double) -> DrawingRect {
        let wide = height * picture.aspect
        return wide <= width
            ? DrawingRect(x: 0, y: 0, width: wide, height: height)
            : DrawingRect(x: 0, y: 0, width: width, height: width / picture.aspect)
    }

    /// The front of the minimal design: the name, centred and large, and under it the
    /// title and organization in the lighter tone (on one line, `title · organization`, when
    /// it fits, else each on its own lines), a picture centred above them; the code goes on
    /// the back. Every line breaks before it shrinks (``LineBreaker``), the name to three
    /// lines at most; all shrink together down to their minimums.
    public static func minimalFront(_ card: ProfileSnapshot, style: QRStyle, size: CardSize, bleed: Double,
                                    picture: CardPicture? = nil) -> CardArtwork {
        minimalFront(card, foot: [], style: style, size: size, bleed: bleed, picture: picture).art
    }

    /// ``minimalFront(_:style:size:bleed:picture:)`` with `foot`, lines the back had no
    /// room for, set under the name and work in the lower part of the card as the classic
    /// column sets them; with those that do not fit there either.
    static func minimalFront(_ card: ProfileSnapshot, foot: [CardContent.Line], style: QRStyle, size: CardSize,
                             bleed: Double, picture: CardPicture? = nil) -> (art: CardArtwork, overflow: [CardContent.Line]) {
        var items = background(style, size: size, bleed: bleed)
        let ink = style.foreground
        let measurer = EstimatedTextMeasurer()
        let workLines = CardContent(card, lines: [.title, .org]).lines([.title, .organization])
        let width = size.width - 2 * safeMargin
        let shown = picture.map { Self.pictureRect($0, width: width, height: pictureHeight(size.height - 2 * safeMargin)) }
        let pictureRoom = shown.map { $0.height + pictureGap } ?? 0
        // With a foot, the name and work keep the upper part of the card, at most.
        let room = (size.height - 2 * safeMargin - pictureRoom) * (foot.isEmpty ? 1 : minimalNameShare)
        let name = card.formattedName
        let nameMinimum = lineSize(.name).minimum, workMinimum = lineSize(.title).minimum
        // The name's and the work's lines at `scale`, their height, and whether every value
        // broke to fit (a value that breaks nowhere to fit is one piece, whole).
        func set(_ scale: Double) -> (name: [String], work: [(String, CardContent.Role)], nameSize: Double, workSize: Double,
                                      height: Double, fits: Bool) {
            let nameSize = max(nameMinimum, minimalNameSize * scale), workSize = max(workMinimum, minimalWorkSize * scale)
            let nameLines = measurer.lines(name, kind: .name, size: nameSize, weight: .bold, width: width, maximumLines: 3)
            var work: [(String, CardContent.Role)] = []
            var fits = nameLines != nil
            let joined = workLines.map(\.text).joinedText(separator: " · ")
            if !joined.isEmpty, measurer.measure(joined, size: workSize, weight: .regular).width <= width {
                work = [(joined, .title)]
            } else {
                for line in workLines {
                    let pieces = measurer.lines(line.text, kind: .prose, size: workSize, weight: .regular, width: width)
                    fits = fits && pieces != nil
                    work += (pieces ?? [line.text]).map { ($0, line.role) }
                }
            }
            let namePieces = nameLines ?? [name]
            let nameHeight = Double(namePieces.count) * nameSize * TextBox.millimetresPerPoint * lineHeight(name)
            let workHeight = work.map { lineHeight($0.0) * workSize * TextBox.millimetresPerPoint }.reduce(0, +)
            return (namePieces, work, nameSize, workSize, nameHeight + (work.isEmpty ? 0 : workHeight + 1), fits)
        }
        var scale = 1.0
        var laid = set(scale)
        while laid.height > room || !laid.fits, scale > smallestScale {
            scale = max(smallestScale, scale - 0.02)
            laid = set(scale)
        }
        var y = safeMargin + pictureRoom + max(0, (room - laid.height) / 2)
        if let picture, let rect = shown {
            items.append(.image(picture, DrawingRect(x: (size.width - rect.width) / 2, y: y - pictureRoom,
                                                     width: rect.width, height: rect.height)))
        }
        for piece in laid.name {
            let h = laid.nameSize * TextBox.millimetresPerPoint * lineHeight(name)
            items.append(.text(TextBox(piece, in: DrawingRect(x: safeMargin, y: y, width: width, height: h),
                                       size: laid.nameSize, minimumSize: min(nameMinimum, laid.nameSize), weight: .bold,
                                       color: ink, alignment: .center, role: CardContent.Role.name.rawValue,
                                       group: "name")))
            y += h
        }
        y += 1
        for (piece, role) in laid.work {
            let h = lineHeight(piece) * laid.workSize * TextBox.millimetresPerPoint
            items.append(.text(TextBox(piece, in: DrawingRect(x: safeMargin, y: y, width: width, height: h),
                                       size: laid.workSize, minimumSize: min(workMinimum, laid.workSize),
                                       color: Self.secondary(style), alignment: .center, role: role.rawValue,
                                       group: "work")))
            y += h
        }
        var overflow: [CardContent.Line] = []
        if !foot.isEmpty {
            let top = safeMargin + pictureRoom + room + groupGap
            let set = setColumn(foot, in: DrawingRect(x: safeMargin, y: top, width: width, height: size.height - safeMargin - top))
            items += columnItems(set, mirrored: TextBox.isRightToLeft(name), style: style)
            overflow = set.overflow
        }
        return (CardArtwork(size: size, bleed: bleed, items: items, codeArea: DrawingRect(x: 0, y: 0, width: 0, height: 0),
                            warnings: []), overflow)
    }

    /// The minimal design's name and work sizes, in points, before they shrink.
    static let minimalNameSize = 18.0, minimalWorkSize = 8.0
    /// The share of a minimal front's height the name and work keep when lines the back
    /// had no room for share the front.
    static let minimalNameShare = 0.45

    /// The back: a large code and, under it, `captions` (a web address, the ways to reach
    /// someone), each broken to fit the card's width before it shrinks.
    public static func back(captions: [CardContent.Line], code: QRMatrix, style: QRStyle, size: CardSize,
                            bleed: Double, minimumModule: Double = PrintedSize.minimumModuleMillimetres) -> CardArtwork {
        var items = background(style, size: size, bleed: bleed)
        let width = size.width - 2 * safeMargin
        let measurer = EstimatedTextMeasurer()
        // Each caption's pieces at 8 pt, or as small as 6 pt where it breaks nowhere to fit.
        var pieces: [(text: String, line: CardContent.Line, size: Double)] = []
        for line in captions {
            var chosen: [String]?
            var pointSize = backCaptionSize
            while chosen == nil, pointSize >= backCaptionMinimum - 1e-9 {
                chosen = measurer.lines(line.text, kind: line.role.breakKind, size: pointSize, weight: .regular, width: width)
                if chosen == nil { pointSize -= 0.5 }
            }
            pointSize = max(pointSize, backCaptionMinimum)
            pieces += (chosen ?? [line.text]).map { ($0, line, pointSize) }
        }
        let captionHeight = pieces.map { $0.size * TextBox.millimetresPerPoint * lineHeight($0.text) }.reduce(0, +)
        // The code (its quiet zone may reach 3 mm from the edge: it is blank) above the
        // captions, which keep to the safe margin.
        let side = min(size.height - 3 - safeMargin - captionHeight, size.width - 2 * safeMargin)
        let codeArea = DrawingRect(x: (size.width - side) / 2, y: 3, width: side, height: side)
        var warnings: [CardLayoutWarning] = []
        items.append(codeItem(code, area: codeArea, style: style, minimumModule: minimumModule, warnings: &warnings))
        var y = codeArea.maxY
        for piece in pieces {
            let h = piece.size * TextBox.millimetresPerPoint * lineHeight(piece.text)
            items.append(.text(TextBox(piece.text, in: DrawingRect(x: safeMargin, y: y, width: width, height: h),
                                       size: piece.size, minimumSize: min(backCaptionMinimum, piece.size),
                                       color: style.foreground, alignment: .center, role: piece.line.role.rawValue,
                                       group: "caption", link: piece.line.link)))
            y += h
        }
        return CardArtwork(size: size, bleed: bleed, items: items, codeArea: codeArea, warnings: warnings)
    }

    /// A back's caption size and the least it shrinks to, in points.
    static let backCaptionSize = 8.0, backCaptionMinimum = 6.0

    /// The back with one caption: ``back(captions:code:style:size:bleed:minimumModule:)``
    /// under `caption`, a value of `role` (a web address links to itself).
    public static func back(caption: String, role: CardContent.Role = .name, code: QRMatrix, style: QRStyle, size: CardSize,
                            bleed: Double, minimumModule: Double = PrintedSize.minimumModuleMillimetres) -> CardArtwork {
        let line = CardContent.Line(role: role, text: caption, kinds: [], value: role == .web ? caption : nil,
                                    socialProfile: nil, continues: false)
        return back(captions: caption.isEmpty ? [] : [line], code: code, style: style, size: size, bleed: bleed,
                    minimumModule: minimumModule)
    }

    /// The fields the front's code tries in turn when they are not chosen: what the card
    /// prints (name, organization, title, emails, phones, web addresses), then without the
    /// web addresses, then without title and organization; then, when the kind is not
    /// chosen either, the same as MECARD.
    public static let codeFieldSteps: [FieldSelection] = [.printed, FieldSelection.printed.without(.url), .compact]

    /// The requests a front's code tries in turn, from the fullest to the leanest: `request`
    /// with each of ``codeFieldSteps`` (its own fields where they are fixed), then MECARD
    /// where neither kind nor fields are fixed.
    public static func codeSteps(_ request: CodeRequest, fixedKind: Bool, fixedFields: Bool) -> [CodeRequest] {
        var steps = (fixedFields ? [request.fields] : codeFieldSteps).map { (request.kind, $0) }
        if !fixedKind, !fixedFields { steps.append((.mecard, .compact)) }
        return steps.map { kind, fields in
            var step = request
            step.kind = kind
            step.fields = fields
            return step
        }
    }

    /// What ``frontCode(_:_:fixedKind:fixedFields:size:minimumModule:)`` found.
    public enum CodeChoice: Sendable {
        /// The code and the request that made it.
        case fits(CardCode, CodeRequest)
        /// Even the leanest code has modules of this many millimetres.
        case tooDense(Double)
    }

    /// The front's code of `card`: the first of ``codeFieldSteps`` (the request's own kind
    /// and fields where they are fixed) whose modules on a `size` card reach `minimumModule`.
    ///
    /// - Throws: `PayloadError`; a payload too large for any code is a step that does not fit.
    public static func frontCode(_ card: ProfileSnapshot, _ request: CodeRequest, fixedKind: Bool, fixedFields: Bool,
                                 size: CardSize, minimumModule: Double) async throws -> CodeChoice {
        async let choice = frontCodeSync(card, request, fixedKind: fixedKind, fixedFields: fixedFields, size: size,
                                         minimumModule: minimumModule)
        return try await choice
    }

    /// ``frontCode(_:_:fixedKind:fixedFields:size:minimumModule:)`` on the calling thread,
    /// for workers that are already off the caller's task.
    public static func frontCodeSync(_ card: ProfileSnapshot, _ request: CodeRequest, fixedKind: Bool, fixedFields: Bool,
                                     size: CardSize, minimumModule: Double) throws -> CodeChoice {
        var densest = 0.0
        // A step the card cannot fill at all (a URL code of a card without one) is no code
        // too dense: when no step made a code, that is the reason to give.
        var unfillable: PayloadError?
        for step in codeSteps(request, fixedKind: fixedKind, fixedFields: fixedFields) {
            let code: CardCode
            do {
                code = try step.codeSync(for: card)
            } catch let error as PayloadError {
                unfillable = unfillable ?? error
                continue
            } catch {
                continue
            }
            let module = largestModule(size, totalModules: code.matrix.size + 2 * QRMatrix.quietZone)
            if module >= minimumModule { return .fits(code, step) }
            densest = module
        }
        if densest == 0, let unfillable { throw unfillable }
        return .tooDense(densest)
    }

    /// The largest side the front's code may take, quiet zone included.
    static func largestCodeSide(_ size: CardSize) -> Double {
        min(size.height - 6, size.width * 0.42)
    }

    /// The largest module the front of a `size` card draws a code of `totalModules` (quiet
    /// zone included) with: what the command line compares with the minimum a phone reads.
    public static func largestModule(_ size: CardSize, totalModules: Int) -> Double {
        largestCodeSide(size) / Double(max(1, totalModules))
    }

    /// The front's code area (quiet zone included), sized to a code of `totalModules` with
    /// modules of at most `moduleCap`.
    static func frontCodeArea(_ size: CardSize, totalModules: Int, moduleCap: Double = comfortableModule) -> DrawingRect {
        let module = min(moduleCap, largestModule(size, totalModules: totalModules))
        let side = module * Double(max(1, totalModules))
        return DrawingRect(x: size.width - 3 - side, y: (size.height - side) / 2, width: side, height: side)
    }

    /// The paper, into the bleed. No edge bar: a cutter's tolerance would make it uneven.
    static func background(_ style: QRStyle, size: CardSize, bleed: Double) -> [DrawingItem] {
        let full = DrawingRect(x: -bleed, y: -bleed, width: size.width + 2 * bleed, height: size.height + 2 * bleed)
        return style.background.map { [.rect(full, fill: $0, radius: 0)] } ?? []
    }

    static func codeItem(_ code: QRMatrix, area: DrawingRect, style: QRStyle, minimumModule: Double,
                         warnings: inout [CardLayoutWarning]) -> DrawingItem {
        let module = area.width / Double(code.size + 2 * QRMatrix.quietZone)
        if module < minimumModule - 1e-9 { warnings.append(.smallModules(millimetres: module, minimum: minimumModule)) }
        let inset = module * Double(QRMatrix.quietZone)
        return .code(code, area.inset(by: inset), color: style.foreground)
    }

    /// A column as set: each piece with its box and size, and the card's lines that did
    /// not fit in it, in order.
    struct Column {
        var placed: [(piece: Piece, rect: DrawingRect, size: Double)]
        var overflow: [CardContent.Line]
        /// Those of the overflow that fit no line of the column even at their smallest size.
        var tooWide: [CardContent.Line]
    }

    /// A side of the classic design as laid out: its artwork, the lines that did not fit on
    /// it, and of those the ones too wide for its column at any size.
    struct Side {
        var art: CardArtwork
        var overflow: [CardContent.Line]
        var tooWide: [CardContent.Line]
    }

    /// The smallest shrink factor tried: by then every line is at its minimum size.
    static let smallestScale = 0.2

    /// `lines` set in `column`: each broken to fit the column's width at its size, all
    /// shrunk by one factor down to their minimums (while they are too tall together, or
    /// one breaks nowhere to fit), and then whole lines (never the name; an address's lines
    /// together) taken out: first those that still fit no line, then from the end until
    /// the rest fit. They are the ``Column/overflow`` that another side prints.
    static func setColumn(_ lines: [CardContent.Line], in column: DrawingRect) -> Column {
        let all = lines
        func set(_ lines: [CardContent.Line], _ scale: Double) -> (pieces: [Piece], unfit: [Int]) {
            var pieces: [Piece] = []
            var unfit: [Int] = []
            for (index, line) in lines.enumerated() {
                let set = Self.pieces(line, width: column.width, size: pointSize(line.role, scale))
                if set.count == 1, !set[0].fits { unfit.append(index) }
                pieces += set
            }
            return (pieces, unfit)
        }
        func height(_ pieces: [Piece], _ scale: Double) -> Double {
            var total = 0.0
            var previous: CardContent.Role?
            for piece in pieces {
                total += lineHeight(piece.line, among: all) * pointSize(piece.line.role, scale) * TextBox.millimetresPerPoint
                if let previous, piece.line.role.block != previous.block { total += groupGap * scale }
                previous = piece.line.role
            }
            return total
        }
        // The indexes of `lines` an address's line at `index` goes with: all of its lines.
        func unit(_ index: Int, in lines: [CardContent.Line]) -> ClosedRange<Int> {
            var first = index, last = index
            while first > 0, lines[first].continues, lines[first - 1].role == lines[index].role { first -= 1 }
            while last + 1 < lines.count, lines[last + 1].continues, lines[last + 1].role == lines[index].role { last += 1 }
            return first...last
        }
        var kept = Array(lines.enumerated())
        var moved: [(offset: Int, element: CardContent.Line)] = []
        var tooWide: [CardContent.Line] = []
        var scale = 1.0
        var laid = set(kept.map(\.element), scale)
        // A name that fits no line at the smallest size stays, whole: the drawing cuts it
        // and the command refuses it.
        while height(laid.pieces, scale) > column.height + 1e-9
            || laid.unfit.contains(where: { scale > smallestScale || kept[$0].element.role != .name }) {
            let keptLines = kept.map(\.element)
            if scale > smallestScale {
                scale = max(smallestScale, scale - 0.02)
            } else if let index = laid.unfit.first(where: { kept[$0].element.role != .name }) {
                // Too wide at the smallest size here: the other side may have a wider column.
                let range = unit(index, in: keptLines)
                tooWide.append(kept[index].element)
                moved += kept[range]
                kept.removeSubrange(range)
            } else if let last = kept.indices.last(where: { kept[$0].element.role != .name }) {
                let range = unit(last, in: keptLines)
                moved += kept[range]
                kept.removeSubrange(range)
            } else {
                break
            }
            laid = set(kept.map(\.element), scale)
        }
        let overflow = moved.sorted { $0.offset < $1.offset }.map(\.element)
        let setPieces = laid.pieces
        var y = column.y + max(0, (column.height - height(setPieces, scale)) / 2)
        var placed: [(piece: Piece, rect: DrawingRect, size: Double)] = []
        var previous: CardContent.Role?
        for piece in setPieces {
            if let previous, piece.line.role.block != previous.block { y += groupGap * scale }
            let size = pointSize(piece.line.role, scale)
            let h = lineHeight(piece.line, among: all) * size * TextBox.millimetresPerPoint
            placed.append((piece, DrawingRect(x: column.x, y: y, width: column.width, height: h), size))
            y += h
            previous = piece.line.role
        }
        return Column(placed: placed, overflow: overflow, tooWide: tooWide)
    }

    static func pointSize(_ role: CardContent.Role, _ scale: Double) -> Double {
        let spec = lineSize(role)
        return max(spec.minimum, spec.wanted * scale)
    }

    /// The social profile's mark filling `rect`: the service's own, or the generic symbol (a
    /// head and shoulders in a disc).
    static func markItems(_ mark: SocialServiceMark, in rect: DrawingRect, ink: Color) -> [DrawingItem] {
        // In the text's ink alone, so a press PDF turns the marks into black as it does the text.
        guard let outline = mark.outline else { return [] }
        return [.path(outline, rect, color: ink)]
    }
}

/// Lays out the two sides of a printed card (the app's landscape card): text on the left,
/// the QR code on the right.
///
/// The rules, in millimetres and points:
/// - Text stays `safeMargin` inside the trim and never enters the code's quiet zone.
/// - The code with its 4-module quiet zone is a square sized to its symbol: modules of
///   ``comfortableModule`` at most, in a box no taller than the card less 3 mm on each side
///   nor wider than 42 % of the card, 3 mm from the right edge, centred vertically. What
///   it leaves of the width goes to the text.
/// - Lines, top to bottom, are the card's ``CardContent`` (phonetic reading, name, pronouns,
///   title, organization, emails, phones, web addresses, postal address lines, social
///   profiles), as the selection of lines picks them. Each has a
///   wanted and a minimum size (`LineSize`): body text 7 pt at least, secondary lines (a
///   reading, pronouns, handles) 6 pt. When the lines are too tall together, all shrink
///   by one factor down to their minimums; what still does not fit is left out from the end
///   (with a warning). Each line is then fitted on its own by `TextFitter` (shrunk to its
///   minimum, then cut with an ellipsis, which the command line refuses for contact data).
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

    /// `lines` with a name too wide for `width` at its wanted size broken at spaces (or after
    /// a hyphen) into the fewest lines that fit it at its wanted size, else at its minimum,
    /// the breaks chosen so the widest line is as narrow as can be: a name wraps before it
    /// shrinks. Widths are estimated (the estimate errs wide), so a name that might not fit
    /// wraps.
    static func wrappingName(_ lines: [CardContent.Line], width: Double) -> [CardContent.Line] {
        guard let index = lines.firstIndex(where: { $0.role == .name }) else { return lines }
        let name = lines[index]
        let measurer = EstimatedTextMeasurer()
        let spec = lineSize(.name)
        func wide(_ text: String) -> Double { measurer.measure(text, size: spec.wanted, weight: spec.weight).width }
        guard wide(name.text) > width else { return lines }
        // Breaks go at spaces and after hyphens ("Hohenzollern-" / "Sigmaringen").
        var words: [String] = []
        for word in name.text.split(separator: " ") {
            var piece = ""
            for character in word {
                piece.append(character)
                if character == "-", piece.count > 1 { words.append(piece); piece = "" }
            }
            if !piece.isEmpty { words.append(piece) }
            words[words.count - 1] += " "
        }
        guard words.count > 1 else { return lines }
        func joined(_ slice: ArraySlice<String>) -> String {
            var text = slice.joined()
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        // The breaks into `count` lines whose widest line is narrowest: few words, so every
        // way is tried.
        func best(_ count: Int) -> (parts: [String], widest: Double)? {
            var found: (parts: [String], widest: Double)?
            func split(_ from: Int, _ left: Int, _ parts: [String]) {
                if left == 1 {
                    let all = parts + [joined(words[from...])]
                    let widest = all.map(wide).max() ?? 0
                    if found.map({ widest < $0.widest }) ?? true { found = (all, widest) }
                    return
                }
                guard words.count - from > left - 1 else { return }
                for end in (from + 1)...(words.count - left + 1) {
                    split(end, left - 1, parts + [joined(words[from..<end])])
                }
            }
            guard words.count >= count, words.count <= 16 else { return nil }
            split(0, count, [])
            return found
        }
        // The fewest lines that fit at the wanted size; else the fewest that fit once shrunk
        // to the name's minimum; else as many as there may be.
        let options = (2...maximumNameLines).compactMap(best)
        let shrunk = width * spec.wanted / spec.minimum
        guard let parts = (options.first { $0.widest <= width } ?? options.first { $0.widest <= shrunk } ?? options.last)?.parts
        else { return lines }
        let wrapped = parts.enumerated().map { i, part in
            var line = name
            line.text = part
            line.continues = i > 0
            return line
        }
        var result = lines
        result.replaceSubrange(index...index, with: wrapped)
        return result
    }

    /// `lines` with an email or web address too wide for `width` even at its smallest size
    /// broken in two where an address breaks cleanly: after the `@` of an email, else after
    /// a `.`, `/`, `-` or `_`. A full address on two lines is still the address, where one cut
    /// to fit would be a wrong one (such a card is refused). The kinds go with the second
    /// part, which ends the address; both parts lead to it. Widths are estimated (the
    /// estimate errs wide); an address that fits in no two parts stays whole, and the card
    /// is refused as before.
    static func wrappingAddresses(_ lines: [CardContent.Line], width: Double) -> [CardContent.Line] {
        let measurer = EstimatedTextMeasurer()
        var result: [CardContent.Line] = []
        for line in lines {
            guard line.role == .email || line.role == .web else {
                result.append(line)
                continue
            }
            let spec = lineSize(line.role)
            func wide(_ text: String, _ size: Double) -> Double { measurer.measure(text, size: size, weight: spec.weight).width }
            // The kinds are dropped before the address is cut (``TextBox/shorter``): the
            // address alone decides.
            guard wide(line.text, spec.minimum) > width else {
                result.append(line)
                continue
            }
            let characters = Array(line.text)
            var labelled = line
            labelled.text = ""
            let label = labelled.labelled  // the kinds alone, as they follow the text
            // Every clean break, each with how wide its wider part is at the smallest size.
            var breaks: [(at: Int, widest: Double, afterAt: Bool)] = []
            for index in characters.indices.dropLast() where "@./-_".contains(characters[index]) {
                let first = String(characters[...index]), second = String(characters[(index + 1)...]) + label
                breaks.append((index + 1, max(wide(first, spec.minimum), wide(second, spec.minimum)), characters[index] == "@"))
            }
            let fitting = breaks.filter { $0.widest <= width }
            // After the @ when both parts fit so; else the most even break that fits.
            guard let chosen = fitting.first(where: \.afterAt) ?? fitting.min(by: { $0.widest < $1.widest }) else {
                result.append(line)
                continue
            }
            var first = line, second = line
            first.text = String(characters[..<chosen.at])
            first.kinds = []
            second.text = String(characters[chosen.at...])
            second.continues = true
            result += [first, second]
        }
        return result
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

    /// The front: the card's text and its code.
    public static func front(_ card: ProfileSnapshot, lines selection: FieldSelection = .all, code: QRMatrix,
                             style: QRStyle, size: CardSize, bleed: Double,
                             minimumModule: Double = PrintedSize.minimumModuleMillimetres,
                             picture: CardPicture? = nil) -> CardArtwork {
        var items = background(style, size: size, bleed: bleed)
        // A card whose name is written right to left is mirrored: the code on the left, the
        // text column against the right edge, as such a card is read from the right.
        let mirrored = TextBox.isRightToLeft(card.formattedName)
        var codeArea = frontCodeArea(size, totalModules: code.size + 2 * QRMatrix.quietZone)
        if mirrored { codeArea = DrawingRect(x: 3, y: codeArea.y, width: codeArea.width, height: codeArea.height) }
        // A picture stands over the code, which moves down to make room, when that room is
        // tall enough; else it heads the text column.
        var pictureOverCode: DrawingItem?
        if let picture {
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
        items.append(codeItem(code, area: codeArea, style: style, minimumModule: minimumModule, warnings: &warnings))
        let columnX = mirrored ? codeArea.maxX + 1 : safeMargin
        let columnEnd = mirrored ? size.width - safeMargin : codeArea.x - 1
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
        let content = CardContent(card, lines: selection)
        var lines = wrappingAddresses(wrappingName(content.lines, width: column.width), width: column.width)
        let (placed, leftOut) = place(&lines, in: column)
        if !leftOut.isEmpty { warnings.append(.linesLeftOut(leftOut)) }
        if content.hiddenSocialProfiles > 0 {
            warnings.append(.socialProfilesLeftOut(content.hiddenSocialProfiles))
        }
        let ink = style.foreground
        // Readings, pronouns and the title in a lighter tone of the ink: the name and the
        // ways to reach someone come first.
        let secondary = Self.secondary(style)
        for (line, rect, pointSize) in placed {
            let spec = lineSize(line.role)
            var textRect = rect
            var text = line.labelled
            // The label goes before the value is cut.
            var shorter = line.labelled != line.text ? line.text : nil
            if let profile = line.socialProfile {
                let mark = SocialServiceMark(service: profile.service)
                // A profile of a service without a mark of its own is named beside the symbol.
                if mark == .generic {
                    text = profile.service + ": " + line.text
                    shorter = line.text
                }
                let side = min(rect.height * 0.8, pointSize * TextBox.millimetresPerPoint * 1.2)
                let iconX = mirrored ? rect.maxX - side : rect.x
                let icon = DrawingRect(x: iconX, y: rect.y + (rect.height - side) / 2, width: side, height: side)
                items += markItems(mark, in: icon, ink: ink)
                textRect = DrawingRect(x: mirrored ? rect.x : rect.x + side + 1.2, y: rect.y, width: rect.width - side - 1.2,
                                       height: rect.height)
            }
            items.append(.text(TextBox(text, in: textRect, size: pointSize,
                                       minimumSize: min(spec.minimum, pointSize), weight: spec.weight,
                                       color: Self.isSecondary(line.role) ? secondary : ink,
                                       alignment: mirrored ? .right : .leading, role: line.role.rawValue,
                                       shorter: shorter, group: Self.sizeGroup(line.role), link: line.link)))
        }
        return CardArtwork(size: size, bleed: bleed, items: items, codeArea: codeArea, warnings: warnings)
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
    /// title and organization in the lighter tone, a picture centred above them; the code
    /// goes on the back.
    public static func minimalFront(_ card: ProfileSnapshot, style: QRStyle, size: CardSize, bleed: Double,
                                    picture: CardPicture? = nil) -> CardArtwork {
        var items = background(style, size: size, bleed: bleed)
        let ink = style.foreground
        let work = CardContent(card, lines: [.title, .org]).lines([.title, .organization]).map(\.text)
            .joined(separator: " · ")
        let width = size.width - 2 * safeMargin
        let nameHeight = 18 * TextBox.millimetresPerPoint * lineHeight
        let workHeight = 8 * TextBox.millimetresPerPoint * lineHeight
        let shown = picture.map { Self.pictureRect($0, width: width, height: pictureHeight(size.height - 2 * safeMargin)) }
        let pictureRoom = shown.map { $0.height + pictureGap } ?? 0
        let top = (size.height - nameHeight - (work.isEmpty ? 0 : workHeight + 1) + pictureRoom) / 2
        if let picture, let rect = shown {
            items.append(.image(picture, DrawingRect(x: (size.width - rect.width) / 2, y: top - pictureRoom,
                                                     width: rect.width, height: rect.height)))
        }
        items.append(.text(TextBox(card.formattedName, in: DrawingRect(x: safeMargin, y: top, width: width, height: nameHeight),
                                   size: 18, minimumSize: lineSize(.name).minimum, weight: .bold, color: ink,
                                   alignment: .center, role: CardContent.Role.name.rawValue)))
        if !work.isEmpty {
            let rect = DrawingRect(x: safeMargin, y: top + nameHeight + 1, width: width, height: workHeight)
            items.append(.text(TextBox(work, in: rect, size: 8, minimumSize: lineSize(.title).minimum,
                                       color: Self.secondary(style), alignment: .center,
                                       role: CardContent.Role.title.rawValue)))
        }
        return CardArtwork(size: size, bleed: bleed, items: items, codeArea: DrawingRect(x: 0, y: 0, width: 0, height: 0),
                           warnings: [])
    }

    /// The back: a large code (of the card's web address when it has one) and that address.
    public static func back(caption: String, code: QRMatrix, style: QRStyle, size: CardSize,
                            bleed: Double, minimumModule: Double = PrintedSize.minimumModuleMillimetres) -> CardArtwork {
        var items = background(style, size: size, bleed: bleed)
        let captionHeight = caption.isEmpty ? 0 : 8 * TextBox.millimetresPerPoint * lineHeight
        // The code (its quiet zone may reach 3 mm from the edge: it is blank) above the
        // caption, which keeps to the safe margin.
        let side = min(size.height - 3 - safeMargin - captionHeight, size.width - 2 * safeMargin)
        let codeArea = DrawingRect(x: (size.width - side) / 2, y: 3, width: side, height: side)
        var warnings: [CardLayoutWarning] = []
        items.append(codeItem(code, area: codeArea, style: style, minimumModule: minimumModule, warnings: &warnings))
        if !caption.isEmpty {
            let rect = DrawingRect(x: safeMargin, y: codeArea.maxY, width: size.width - 2 * safeMargin,
                                   height: captionHeight)
            items.append(.text(TextBox(caption, in: rect, size: 8, minimumSize: 6, color: style.foreground,
                                       alignment: .center, role: "web")))
        }
        return CardArtwork(size: size, bleed: bleed, items: items, codeArea: codeArea, warnings: warnings)
    }

    /// The fields the front's code tries in turn when they are not chosen: what the card
    /// prints (name, organization, title, emails, phones, web addresses), then without the
    /// web addresses, then without title and organization; then, when the kind is not
    /// chosen either, the same as MECARD.
    public static let codeFieldSteps: [FieldSelection] = [.printed, FieldSelection.printed.without(.url), .compact]

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
        var steps = (fixedFields ? [request.fields] : codeFieldSteps).map { (request.kind, $0) }
        if !fixedKind, !fixedFields { steps.append((.mecard, .compact)) }
        var densest = 0.0
        // A step the card cannot fill at all (a URL code of a card without one) is no code
        // too dense: when no step made a code, that is the reason to give.
        var unfillable: PayloadError?
        for (kind, fields) in steps {
            var step = request
            step.kind = kind
            step.fields = fields
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

    /// The front's code area (quiet zone included), sized to a code of `totalModules`.
    static func frontCodeArea(_ size: CardSize, totalModules: Int) -> DrawingRect {
        let module = min(comfortableModule, largestModule(size, totalModules: totalModules))
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
                total += lineHeight(line, among: lines) * pointSize(line.role, scale) * TextBox.millimetresPerPoint
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
            let h = lineHeight(line, among: lines) * size * TextBox.millimetresPerPoint
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

    /// The social profile's mark filling `rect`: the service's own, or the generic symbol (a
    /// head and shoulders in a disc).
    static func markItems(_ mark: SocialServiceMark, in rect: DrawingRect, ink: Color) -> [DrawingItem] {
        // In the text's ink alone, so a press PDF turns the marks into black as it does the text.
        guard let outline = mark.outline else { return [] }
        return [.path(outline, rect, color: ink)]
    }
}

/// Lays out the front of the meishi design: a horizontal (横書き) Japanese business card.
///
/// Top to bottom, as a Japanese card is read:
/// - the organization (9 pt) and its department (7 pt) at the top left;
/// - the title (7 pt, in the lighter tone) just above the name;
/// - the name large (16 pt, down to 10 pt when the room is short) and centred, the family
///   and given names as separate boxes with about a full-width space between them, each
///   with its reading (furigana, 6 pt) as ruby centred over it. A part's box is as wide as
///   the wider of the part and its reading by the estimate, and both are centred in that
///   width, so the ruby is centred without measuring the glyphs. A card without readings
///   has no ruby line; a name that is not its two parts (`Dr. …`) gets one box, with the
///   whole reading over it;
/// - at the foot, in the body size (7 pt, never smaller), the postal address in its
///   country's order (``AddressFormat``: `〒100-0001 東京都千代田区千代田1-1`, its lines run
///   on while they fit and broken where the format breaks them) and the contact lines with
///   the card's language's labels (``CardLabels``: `TEL`, `携帯`, `E-mail`, `URL`); two
///   phones, or an email and a web address, share a line when the estimate says they fit.
///
/// The grid: rows of ``row`` (1.8 mm) from the top margin (``margin``, 5 mm on every side).
/// Every box starts on a row and spans whole rows: the body lines, the title, the
/// department and the ruby two rows (3.6 mm, a 7 pt line at the CJK face's 1.45 em), the
/// organization three, the name five (four at 13 pt, three at 10 pt). So every line of a
/// block sits on the same 3.6 mm rhythm. The name group goes on the row that puts it in the
/// optical centre of the room between head and foot (46 % of the free rows above it, 54 %
/// below), clear of each by a row where there is room. Only the ruby leaves the grid: set
/// em box on em box with its name (as Japanese type sets ruby), it takes one row above it.
///
/// When even the 10 pt name leaves no room, contact lines go from the end, whole, for the
/// back to print (``side(_:lines:style:size:bleed:)``); a name too wide even at 10 pt and
/// broken in two is an error. The code is not on this side: the command puts it on the
/// back, with the pronouns and social profiles, which a Japanese card's front does not print.
public enum MeishiLayout {
    /// How far text stays inside the trim, on every side.
    public static let margin = 5.0
    /// The grid's row, in millimetres.
    public static let row = 1.8
    /// The share of the free rows the name group leaves above it (the rest below).
    static let opticalCentre = 0.46

    /// A kind of line: its size in points and the rows its box spans.
    struct Line {
        var size: Double
        var rows: Int
        var weight: TextBox.Weight = .regular

        var height: Double { Double(rows) * MeishiLayout.row }
    }

    static let organization = Line(size: 9, rows: 3, weight: .bold)
    static let department = Line(size: 7, rows: 2)
    static let title = Line(size: 7, rows: 2)
    static let ruby = Line(size: 6, rows: 2)
    static let body = Line(size: 7, rows: 2)
    /// The name's sizes, largest first: the first that leaves room for everything is used.
    static let names = [Line(size: 16, rows: 5, weight: .bold), Line(size: 13, rows: 4, weight: .bold),
                        Line(size: 10, rows: 3, weight: .bold)]

    /// Room between the boxes of a line: two phones, an email and a web address.
    static let itemGap = 3.0

    /// The front of `card` on a `size` card.
    ///
    /// - Throws: ``LayoutError/nameTooLong(_:)`` when the name does not fit across the card
    ///   even at its smallest size, broken in two.
    public static func front(_ card: ProfileSnapshot, lines selection: FieldSelection = .all, style: QRStyle,
                             size: CardSize, bleed: Double) throws(LayoutError) -> CardArtwork {
        let laid = try side(card, lines: selection, style: style, size: size, bleed: bleed)
        var art = laid.art
        if !laid.overflow.isEmpty { art.warnings.insert(.linesLeftOut(laid.overflow.map(\.role.rawValue)), at: 0) }
        return art
    }

    /// The roles of the lines a meishi's front never prints: the back does.
    static let unprinted: Set<CardContent.Role> = [.pronouns, .social]

    /// The front of `card` on a `size` card, and the lines of its foot it had no room for
    /// (whole values, an address with all its lines), for the back to print.
    ///
    /// - Throws: ``LayoutError/nameTooLong(_:)`` as ``front(_:lines:style:size:bleed:)``.
    static func side(_ card: ProfileSnapshot, lines selection: FieldSelection = .all, style: QRStyle,
                     size: CardSize, bleed: Double) throws(LayoutError) -> (art: CardArtwork, overflow: [CardContent.Line]) {
        var items = CardFaceLayout.background(style, size: size, bleed: bleed)
        let ink = style.foreground
        let secondary = CardFaceLayout.secondary(style)
        let width = size.width - 2 * margin
        let rows = Int(((size.height - 2 * margin) / row + 1e-9).rounded(.down))
        func y(_ row: Int) -> Double { margin + Double(row) * Self.row }
        let content = CardContent(card, lines: selection)
        let labels = CardLabels.forLanguage(card.language)

        // The head: organization and department.
        // Each breaks into two lines at most where it is wider than the card.
        var head: [(String, Line, String)] = []
        func addHead(_ text: String, _ line: Line) {
            let pieces = EstimatedTextMeasurer().lines(text, kind: .prose, size: line.size, weight: line.weight, width: width,
                                                       maximumLines: 2) ?? [text]
            head += pieces.map { ($0, line, CardContent.Role.organization.rawValue) }
        }
        if let organization = content.first(.organization) { addHead(organization.text, Self.organization) }
        let units = card.organizationUnits.filter { !$0.isEmpty }.joinedText(separator: " ")
        if selection.picks(.org), !units.isEmpty { addHead(units, department) }
        let headRows = head.reduce(0) { $0 + $1.1.rows }

        // The foot: address, then phones, emails and web addresses, as lines of items.
        var foot = footLines(card, content, labels: labels, width: width, mirrored: TextBox.isRightToLeft(card.formattedName))
        let title = content.first(.title)
        let parts = nameParts(card)

        // The largest name that leaves room for all, else the smallest with lines left out.
        var chosen: (Line, [[NamePart]])?
        for line in names {
            guard let nameLines = nameLines(parts, line, width: width) else { continue }
            let group = groupRows(nameLines, line, title: title != nil)
            if headRows + group + body.rows * foot.count + gaps(headRows, foot.count) <= rows {
                chosen = (line, nameLines)
                break
            }
        }
        var overflow: [CardContent.Line] = []
        if chosen == nil {
            guard let smallest = names.last, let nameLines = nameLines(parts, smallest, width: width) else {
                throw LayoutError.nameTooLong(card.formattedName)
            }
            let group = groupRows(nameLines, smallest, title: title != nil)
            // Lines go from the end; a value broken over several lines goes whole.
            while !foot.isEmpty, headRows + group + body.rows * foot.count + gaps(headRows, foot.count) > rows {
                var removed = foot.removeLast()
                while removed.allSatisfy({ $0.sources.isEmpty }), let previous = foot.popLast() { removed = previous + removed }
                overflow.insert(contentsOf: removed.flatMap(\.sources), at: 0)
            }
            chosen = (smallest, nameLines)
        }
        guard let (nameLine, nameLines) = chosen else { throw LayoutError.nameTooLong(card.formattedName) }

        // A right-to-left card is set from the right: its lines against the right edge, the
        // items of a foot line from right to left.
        let mirrored = TextBox.isRightToLeft(card.formattedName)
        var headRow = 0
        for (text, line, role) in head {
            items.append(.text(TextBox(text, in: onBaseline(DrawingRect(x: margin, y: y(headRow), width: width, height: line.height),
                                                            text, line),
                                       size: line.size, minimumSize: line.size, weight: line.weight, color: ink,
                                       alignment: mirrored ? .right : .leading, role: role)))
            headRow += line.rows
        }

        let footStart = rows - body.rows * foot.count
        for (index, line) in foot.enumerated() {
            let top = y(footStart + index * body.rows)
            var x = margin
            for (i, item) in line.enumerated() {
                // The last item of a line takes what is left of it: the estimate errs wide.
                let boxWidth = i == line.count - 1 ? margin + width - x : item.width
                let boxX = mirrored ? size.width - x - boxWidth : x
                let rect = onBaseline(DrawingRect(x: boxX, y: top, width: boxWidth, height: body.height), item.text, body)
                items.append(.text(TextBox(item.text, in: rect,
                                           size: body.size, minimumSize: body.size, color: ink,
                                           alignment: mirrored ? .right : .leading, role: item.role, shorter: item.shorter,
                                           group: "contact", link: item.link)))
                x += item.width + itemGap
            }
        }

        // The name group: title, then each name line with its ruby above it.
        let group = groupRows(nameLines, nameLine, title: title != nil)
        // In the optical centre of the room between head and foot: a little less of what
        // the group leaves free above it than below, and a row clear of each where it can.
        let low = headRows + (headRows > 0 ? 1 : 0)
        let high = max(low, footStart - (foot.isEmpty ? 0 : 1) - group)
        let spare = Double(footStart - headRows - group)
        var row = min(high, max(low, headRows + Int((opticalCentre * spare).rounded())))
        if let title {
            let rect = onBaseline(DrawingRect(x: margin, y: y(row), width: width, height: Self.title.height), title.text, Self.title)
            items.append(.text(TextBox(title.text, in: rect,
                                       size: Self.title.size, minimumSize: Self.title.size, color: secondary,
                                       alignment: .center, role: title.role.rawValue)))
            row += Self.title.rows
        }
        let gap = nameGap(nameLine)
        for parts in nameLines {
            let widths = parts.map { $0.width(nameLine) }
            var x = size.width / 2 - (widths.reduce(0, +) + gap * Double(parts.count - 1)) / 2
            // The name's box at the head of its rows and as tall as its line, the reading's
            // just above it (``rubyTop(over:_:reading:)``).
            let top = y(row + rubyRows(parts, nameLine))
            for (part, partWidth) in zip(parts, widths) {
                if !part.reading.isEmpty {
                    let rect = DrawingRect(x: x, y: rubyTop(over: top, nameLine, part), width: partWidth, height: lineBox(ruby))
                    items.append(.text(TextBox(part.reading, in: rect, size: ruby.size, minimumSize: ruby.size, color: secondary,
                                               alignment: .center, role: CardContent.Role.phonetic.rawValue)))
                }
                items.append(.text(TextBox(part.text, in: DrawingRect(x: x, y: top, width: partWidth, height: lineBox(nameLine)),
                                           size: nameLine.size, minimumSize: nameLine.size, weight: nameLine.weight,
                                           color: ink, alignment: .center, role: CardContent.Role.name.rawValue)))
                x += partWidth + gap
            }
            row += rubyRows(parts, nameLine) + nameLine.rows
        }
        return (CardArtwork(size: size, bleed: bleed, items: items, codeArea: DrawingRect(x: 0, y: 0, width: 0, height: 0),
                            warnings: []), overflow)
    }

    /// The height of a box that holds one line of `line`'s size in any face (the estimate's
    /// CJK line, 1.45 em, with 2 % to spare), never more than its rows.
    static func lineBox(_ line: Line) -> Double {
        min(line.height, EstimatedTextMeasurer().measure("\u{4E00}", size: line.size, weight: line.weight).height * 1.02)
    }

    /// Noto Sans CJK's line as pango sets it (its typographic ascent and descent, 0.88 and
    /// 0.12 em, with its 0.448 em line gap shared above and below) and its em box (the
    /// ideographs' frame), in em from the baseline: what the ruby is set against.
    static let cjkAscent = 1.104, cjkDescent = 0.344, cjkEmTop = 0.88, cjkEmBottom = 0.12
    /// DejaVu Sans's line (the Latin face) as pango sets it, in em from the baseline.
    static let latinAscent = 0.928, latinDescent = 0.236

    /// `rect`, a line's rows, with `text`'s baseline where a CJK line's would be: a box
    /// centres its line, and a line of Latin text alone (DejaVu's, shorter than Noto Sans
    /// CJK's) would sit 0.03 em higher. So `TEL …` and `携帯 …` side by side, and every line
    /// of the foot, share one baseline rhythm. The box moves down inside its rows.
    static func onBaseline(_ rect: DrawingRect, _ text: String, _ line: Line) -> DrawingRect {
        guard !text.contains(where: EstimatedTextMeasurer.isWide) else { return rect }
        let em = line.size * TextBox.millimetresPerPoint
        let drop = ((cjkAscent - cjkDescent) - (latinAscent - latinDescent)) / 2 * em
        return DrawingRect(x: rect.x, y: rect.y + 2 * drop, width: rect.width, height: rect.height - 2 * drop)
    }

    /// Between the reading's em box and the name's, in millimetres.
    static let rubyGap = 0.3

    /// The top of the reading's box over a name part whose box starts at `nameTop`. A CJK
    /// part under a kana reading has its ruby set as Japanese type sets it, em box on em
    /// box (``rubyGap`` apart): the reading's box then reaches into the blank head of the
    /// name's line, though never its ink. Other scripts keep their boxes apart.
    static func rubyTop(over nameTop: Double, _ line: Line, _ part: NamePart) -> Double {
        let height = lineBox(ruby)
        func allWide(_ text: String) -> Bool { text.allSatisfy(EstimatedTextMeasurer.isWide) }
        guard allWide(part.text), allWide(part.reading) else { return nameTop - height }
        let nameEm = line.size * TextBox.millimetresPerPoint
        let rubyEm = ruby.size * TextBox.millimetresPerPoint
        let nameEmTop = nameTop + (lineBox(line) - (cjkAscent + cjkDescent) * nameEm) / 2 + (cjkAscent - cjkEmTop) * nameEm
        let rubyEmBottomFromTop = (height - (cjkAscent + cjkDescent) * rubyEm) / 2 + (cjkAscent + cjkEmBottom) * rubyEm
        return nameEmTop - rubyGap - rubyEmBottomFromTop
    }

    /// The rows the readings over a name line take above its box: none without readings,
    /// else as many as the highest reading reaches (one for kana over kanji, whose ruby
    /// reaches into the name's line).
    static func rubyRows(_ parts: [NamePart], _ line: Line) -> Int {
        parts.filter { !$0.reading.isEmpty }.map { part in
            Int((-rubyTop(over: 0, line, part) / row - 1e-9).rounded(.up))
        }.max() ?? 0
    }

    /// Rows between the blocks: one under the head and one over the foot, where they are.
    static func gaps(_ headRows: Int, _ footLines: Int) -> Int {
        (headRows > 0 ? 1 : 0) + (footLines > 0 ? 1 : 0)
    }

    /// The rows of the title and the name lines with their ruby.
    static func groupRows(_ nameLines: [[NamePart]], _ line: Line, title: Bool) -> Int {
        (title ? Self.title.rows : 0)
            + nameLines.reduce(0) { $0 + line.rows + rubyRows($1, line) }
    }

    // MARK: The name

    /// A part of the name as printed, with its reading (empty for none).
    struct NamePart: Equatable {
        var text: String
        var reading: String

        /// The box's width: the part or its reading, whichever the estimate finds wider.
        func width(_ line: Line) -> Double {
            let measurer = EstimatedTextMeasurer()
            return max(measurer.measure(text, size: line.size, weight: line.weight).width,
                       reading.isEmpty ? 0 : measurer.measure(reading, size: ruby.size, weight: .regular).width)
        }
    }

    /// The name's parts: the family and given names in the formatted name's order, each with
    /// its reading, when the card has readings and the formatted name is exactly those two
    /// parts; else the formatted name whole, with the whole reading.
    static func nameParts(_ card: ProfileSnapshot) -> [NamePart] {
        let name = card.formattedName
        let (family, given) = (card.familyName, card.givenName)
        let (familyReading, givenReading) = (card.phoneticFamilyName, card.phoneticGivenName)
        guard !familyReading.isEmpty || !givenReading.isEmpty, !family.isEmpty, !given.isEmpty else {
            return [NamePart(text: name, reading: card.reading)]
        }
        for separator in [" ", "\u{3000}", ""] {
            if name == family + separator + given {
                return [NamePart(text: family, reading: familyReading), NamePart(text: given, reading: givenReading)]
            }
            if name == given + separator + family {
                return [NamePart(text: given, reading: givenReading), NamePart(text: family, reading: familyReading)]
            }
        }
        return [NamePart(text: name, reading: card.reading)]
    }

    /// Between the parts: a third of an em, to which the estimate's slack on either side
    /// (it errs wide) adds about as much again, so that a two-character family and given
    /// name stand nearly a full-width space apart.
    static func nameGap(_ line: Line) -> Double {
        line.size * TextBox.millimetresPerPoint * 0.35
    }

    /// The name in lines at `line`'s size across `width`: on one line, else its parts one
    /// under the other (each with its ruby), else a name of one part broken at the space
    /// that balances its halves; nil when none fits.
    static func nameLines(_ parts: [NamePart], _ line: Line, width: Double) -> [[NamePart]]? {
        func fits(_ parts: [NamePart]) -> Bool {
            parts.map { $0.width(line) }.reduce(0, +) + nameGap(line) * Double(parts.count - 1) <= width
        }
        if fits(parts) { return [parts] }
        if parts.count > 1 { return parts.allSatisfy { fits([$0]) } ? parts.map { [$0] } : nil }
        guard let part = parts.first, part.reading.isEmpty else { return nil }
        // A meishi's name stands on two lines at most.
        guard let halves = EstimatedTextMeasurer().lines(part.text, kind: .name, size: line.size, weight: line.weight,
                                                         width: width, maximumLines: 2) else { return nil }
        return halves.map { [NamePart(text: $0, reading: "")] }
    }

    // MARK: The foot

    /// An item of a foot line: its text (label and value), the value alone, and where it links.
    struct FootItem {
        var text: String
        var shorter: String?
        var role: String
        var link: String?
        var width: Double
        /// Items of one kind share a line: phones with phones, emails with web addresses.
        var pairs: Int
        /// The card's lines the item shows, on the first item of a value set in several
        /// (an address's lines, a value broken over lines); empty on the rest.
        var sources: [CardContent.Line] = []
    }

    /// The foot's lines: the address lines, then the contact items, two to a line where they fit.
    /// On a right-to-left card (`mirrored`) each value after a label is one left-to-right
    /// run (``BidiText/leftToRight(_:)``), so a phone number's groups keep their order.
    static func footLines(_ card: ProfileSnapshot, _ content: CardContent, labels: CardLabels, width: Double,
                          mirrored: Bool = false) -> [[FootItem]] {
        let measurer = EstimatedTextMeasurer()
        func item(_ text: String, shorter: String? = nil, role: CardContent.Role, link: String? = nil, pairs: Int,
                  sources: [CardContent.Line] = [], label: String? = nil) -> FootItem {
            var drawn = text
            if mirrored, role != .address {
                if let label, text.hasPrefix(label + " ") {
                    drawn = label + " " + BidiText.leftToRight(String(text.dropFirst(label.count + 1)))
                } else {
                    drawn = BidiText.leftToRight(text)
                }
            }
            return FootItem(text: drawn, shorter: shorter.map { mirrored ? BidiText.leftToRight($0) : $0 }, role: role.rawValue,
                            link: link, width: measurer.measure(text, size: body.size, weight: .regular).width, pairs: pairs,
                            sources: sources)
        }
        var lines: [[FootItem]] = []
        if content.first(.address) != nil {
            // The content's address lines, each address's first line and those continuing it.
            var addressSources: [[CardContent.Line]] = []
            for line in content.lines where line.role == .address {
                if line.continues, !addressSources.isEmpty { addressSources[addressSources.count - 1].append(line) } else { addressSources.append([line]) }
            }
            for (index, address) in card.addresses.enumerated() {
                let sources = index < addressSources.count ? addressSources[index] : []
                lines += addressLines(address, language: card.language, width: width).enumerated().map { number, text in
                    [item(text, role: .address, pairs: 0, sources: number == 0 ? sources : [])]
                }
            }
        }
        // Phones first, then emails and web addresses, as Japanese cards list them.
        let contacts = [CardContent.Role.phone, .email, .web].flatMap { role in content.lines.filter { $0.role == role } }
        for line in contacts {
            guard let label = labels.label(line) else { continue }
            let value = labels.value(line, implied: ["work"])
            let next = item(label + " " + value, shorter: value, role: line.role, link: line.link,
                            pairs: line.role == .phone ? 1 : 2, sources: [line], label: label)
            if var last = lines.last, let first = last.first, first.pairs == next.pairs, last.count == 1,
               first.width + itemGap + next.width <= width {
                last.append(next)
                lines[lines.count - 1] = last
            } else if next.width > width,
                      let pieces = measurer.lines(label + " " + value, kind: line.role.breakKind,
                                                  size: body.size, weight: .regular, width: width) {
                // Too wide for the card: on lines of its own, broken where the value breaks.
                lines += pieces.enumerated().map { index, piece in
                    [item(piece, role: line.role, link: line.link, pairs: 0, sources: index == 0 ? [line] : [], label: label)]
                }
            } else {
                lines.append([next])
            }
        }
        return lines
    }

    /// An address's lines for the foot: its country's lines (``PostalAddress/displayPieces(language:)``),
    /// without the country when the card is in its language, run on while the estimate finds
    /// room, joined as the country joins parts on a line (a space after a line of only the
    /// postal code, `〒100-0001 東京都…`, and before the country where parts are joined with
    /// nothing).
    static func addressLines(_ address: PostalAddress, language: String?, width: Double) -> [String] {
        let measurer = EstimatedTextMeasurer()
        let pieces = address.displayPieces(language: language)
        let format = AddressFormat.forCountry(address.country)
        let separator = AddressFormat.separator(for: language ?? format?.languages.first)
        // An address in the country whose language the card is in goes without the country,
        // as a card for home does; the card's other side, in another language, names it.
        let home = language != nil && format?.writes(in: language) == true
        var lines: [String] = []
        var previousIsPostalCode = false
        for line in pieces where !(home && line.allSatisfy { $0.part == .country }) {
            let text = line.map(\.text).joinedText()
            let isPostalCode = line.allSatisfy { $0.part == nil || $0.part == .postalCode } && line.contains { $0.part == .postalCode }
            let isCountry = line.allSatisfy { $0.part == .country }
            if let last = lines.last {
                let glue = previousIsPostalCode || (isCountry && separator.isEmpty) ? " " : separator
                let joined = last + glue + text
                if measurer.measure(joined, size: body.size, weight: .regular).width <= width {
                    lines[lines.count - 1] = joined
                    previousIsPostalCode = isPostalCode
                    continue
                }
            }
            lines.append(text)
            previousIsPostalCode = isPostalCode
        }
        // A line still wider than the card breaks where its words do.
        return lines.flatMap { line in
            measurer.lines(line, kind: .prose, size: body.size, weight: .regular, width: width) ?? [line]
        }
    }
}

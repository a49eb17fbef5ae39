import MycaCore

/// Lays a card out for the terminal as a business card: a box with the name, pronouns,
/// `title · organization`, contact lines and social profiles, and a QR code beside it
/// when the terminal is wide enough, below it otherwise.
///
/// Widths are display columns (East Asian wide characters and emoji count two); all
/// card text goes through `Sanitizer.forTerminal` first, so a card can neither move the
/// cursor nor hide text. The box is as wide as its widest line where the window allows;
/// a value wider than the box breaks where its kind breaks (``LineBreaker``), its later
/// lines under its first; only a piece wider than the whole box is cut with an ellipsis.
public struct CardLayout: Sendable {
    /// A run of text with one emphasis.
    public struct Span: Sendable, Equatable {
        /// How a span is drawn.
        public enum Emphasis: Sendable, Equatable {
            /// As is.
            case normal
            /// Bold (the name).
            case bold
            /// Faint (labels, pronouns).
            case dim
        }

        /// The (sanitized) text.
        public var text: String
        /// Its emphasis.
        public var emphasis: Emphasis

        /// A span.
        public init(_ text: String, _ emphasis: Emphasis = .normal) {
            self.text = text
            self.emphasis = emphasis
        }
    }

    /// The narrowest box beside the code: a box that would be narrower goes above the code
    /// instead, at the window's width (its values wrap in either).
    public static let besideBoxWidth = 72
    /// The narrowest box drawn, borders included, however narrow the terminal.
    public static let minimumBoxWidth = 24
    /// Columns between the box and a QR code beside it.
    public static let gap = 2
    /// The widest the labels' column grows; a longer label stands on a line of its own.
    static let labelColumn = 20

    /// Box drawing in Unicode (rounded corners) or ASCII.
    public var unicode: Bool
    /// Colours, or plain text.
    public var paint: CardPaint
    /// The card's languages (``ProfileSnapshot/languages``) when it has more than one, the
    /// one shown first among them being `card.language`; listed under the contacts.
    public var languages: [String] = []
    /// The groups of lines shown (`--lines`); the name always.
    public var lines: FieldSelection = .all

    // MARK: Content

    /// A line of the box before it is fitted: its spans, where its value's later lines start
    /// (after the label) and how the value breaks.
    struct Row {
        var spans: [Span]
        var indent = 0
        var kind: LineBreaker.Kind? = .prose
    }

    /// The box's content lines before fitting: name line, title line, contacts, socials.
    public func content(_ card: ProfileSnapshot) -> [[Span]] {
        rows(card).map(\.spans)
    }

    /// The content's rows: ``content(_:)`` with how each wraps.
    func rows(_ card: ProfileSnapshot) -> [Row] {
        func clean(_ s: String) -> String { Sanitizer.forTerminal(s, newlines: .space) }
        let content = CardContent(card, lines: self.lines)
        var lines: [Row] = []
        // Readings go above the name they read, as on the printed card.
        if let reading = content.first(.phonetic) { lines.append(Row(spans: [Span(clean(reading.text), .dim)], kind: .name)) }
        let (nameLine, work) = who(card, content)
        lines.append(Row(spans: nameLine, kind: .name))
        if let work { lines.append(Row(spans: [Span(work)])) }

        var contacts: [(String, String, LineBreaker.Kind)] = []
        var socials: [(String, String, LineBreaker.Kind)] = []
        // A Japanese card is labelled as Japanese cards are (TEL, 携帯, E-mail), whatever the
        // locale: the labels are the card's words. Other cards keep the interface's words.
        let cardLabels = CardLabels.isJapanese(card.language) ? CardLabels.japanese : nil
        for line in content.lines {
            let label: String
            switch line.role {
            // TRANSLATORS: the labels of show's card, left of the values; keep them short.
            case .email: label = tr("email")
            case .phone: label = tr("phone")
            case .web: label = tr("web")
            case .address: label = line.continues ? "" : tr("address")
            case .social:
                socials.append((clean(line.socialProfile?.label ?? ""), clean(line.text), .web))
                continue
            case .phonetic, .name, .pronouns, .title, .organization:
                continue
            }
            let kind = line.role.breakKind
            if let cardLabels {
                contacts.append((cardLabels.label(line) ?? "", clean(cardLabels.value(line)), kind))
            } else {
                contacts.append((label, clean(line.labelled), kind))
            }
        }
        if content.hiddenSocialProfiles > 0 { socials.append(("", tr("+%d more", content.hiddenSocialProfiles), .prose)) }

        // TRANSLATORS: the label of show's line listing the card's languages (ja · en).
        let languagesLabel = languages.count > 1 ? cardLabels?.languages ?? tr("languages") : ""
        // As wide as the widest label up to the cap: a longer one does not widen it.
        let labelWidths = ((contacts + socials).map(\.0) + [languagesLabel]).map(DisplayWidth.of)
        let labelWidth = labelWidths.filter { $0 <= Self.labelColumn }.max() ?? Self.labelColumn
        func labelled(_ rows: [(String, String, LineBreaker.Kind)]) -> [Row] {
            rows.flatMap { label, value, kind in
                // A label wider than the column (a service's long name) stands on a line of
                // its own, whole, its value under it in the column.
                let own = DisplayWidth.of(label) > labelWidth
                let value = Row(spans: [Span(DisplayWidth.pad(own ? "" : label, toWidth: labelWidth), .dim), Span("  " + value)],
                                indent: labelWidth + 2, kind: kind)
                return own ? [Row(spans: [Span(label, .dim)], kind: .web), value] : [value]
            }
        }
        if !contacts.isEmpty { lines.append(Row(spans: [])); lines += labelled(contacts) }
        if !socials.isEmpty { lines.append(Row(spans: [])); lines += labelled(socials) }
        if languages.count > 1 {
            let label = DisplayWidth.pad(languagesLabel, toWidth: labelWidth)
            var row = [Span(label, .dim), Span("  ")]
            for (i, tag) in languages.enumerated() {
                if i > 0 { row.append(Span(unicode ? " · " : ", ", .dim)) }
                let shown = card.language.map { LanguageTag.same($0, tag) } ?? false
                row.append(shown ? Span(clean(tag), .bold) : Span(clean(tag), .dim))
            }
            lines.append(Row(spans: []))
            lines.append(Row(spans: row, kind: nil))
        }
        return lines
    }

    /// The name line (name and pronouns) and the `title · organization` line, if any.
    private func who(_ card: ProfileSnapshot, _ content: CardContent) -> (name: [Span], work: String?) {
        func clean(_ s: String) -> String { Sanitizer.forTerminal(s, newlines: .space) }
        var name = [Span(clean(card.formattedName), .bold)]
        if let pronouns = content.first(.pronouns) { name += [Span("  "), Span(clean(pronouns.text), .dim)] }
        let work = content.lines([.title, .organization]).map { clean($0.text) }
        return (name, work.isEmpty ? nil : work.joinedText(separator: separator))
    }

    private var separator: String { unicode ? " · " : " - " }

    // MARK: The box

    /// The box width (borders included) the card would like: its widest line.
    public func naturalWidth(_ card: ProfileSnapshot) -> Int {
        let widest = content(card).map { spans in spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }.max() ?? 0
        return max(Self.minimumBoxWidth, widest + 4)
    }

    /// The card in a box exactly `width` columns wide (at least `minimumBoxWidth`);
    /// every line has that width on screen.
    public func box(_ card: ProfileSnapshot, width: Int) -> [String] {
        let outer = max(Self.minimumBoxWidth, width)
        let inner = outer - 4
        let (h, v) = unicode ? ("─", "│") : ("-", "|")
        let (tl, tr, bl, br) = unicode ? ("╭", "╮", "╰", "╯") : ("+", "+", "+", "+")
        var lines = [paint.line([Span(tl + String(repeating: h, count: outer - 2) + tr)])]
        for row in rows(card) {
            for spans in wrapped(row, width: inner) {
                let fitted = fit(spans, width: inner)
                let used = fitted.reduce(0) { $0 + DisplayWidth.of($1.text) }
                let padding = String(repeating: " ", count: max(0, inner - used))
                lines.append(paint.line([Span(v + " ")] + fitted + [Span(padding + " " + v)]))
            }
        }
        lines.append(paint.line([Span(bl + String(repeating: h, count: outer - 2) + br)]))
        return lines
    }

    /// `row` in the lines that fit `width` columns: as it is when it fits; else its last
    /// span (the value) broken where its kind breaks, the later lines under its first (a
    /// name's pronouns on a line of their own). A piece that fits no line is left to
    /// ``fit(_:width:)``, which cuts it.
    func wrapped(_ row: Row, width: Int) -> [[Span]] {
        let total = row.spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
        guard total > width, let kind = row.kind, let value = row.spans.last else { return [row.spans] }
        var head = Array(row.spans.dropLast())
        var text = value.text
        // The name line: the name, then its pronouns under it.
        if kind == .name, row.spans.count == 3 {
            return wrapped(Row(spans: [row.spans[0]], kind: .name), width: width)
                + wrapped(Row(spans: [Span(row.spans[2].text, row.spans[2].emphasis)], kind: .prose), width: width)
        }
        // The two spaces after a label stay with it.
        if row.indent > 0, text.hasPrefix("  ") {
            text.removeFirst(2)
            head.append(Span("  "))
        }
        let room = width - row.indent
        guard room > 0,
              let pieces = LineBreaker.lines(text, kind: kind, advances: text.map { Double(DisplayWidth.of($0)) },
                                             width: Double(room))
        else { return [row.spans] }
        let pad = Span(String(repeating: " ", count: row.indent))
        return pieces.enumerated().map { index, piece in
            (index == 0 ? head : [pad]) + [Span(piece, value.emphasis)]
        }
    }

    /// `spans` cut to `width` columns, the last kept span ending in an ellipsis when cut.
    func fit(_ spans: [Span], width: Int) -> [Span] {
        let total = spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
        if total <= width { return spans }
        var room = max(0, width - DisplayWidth.of(ellipsis))
        var out: [Span] = []
        for span in spans {
            var kept = ""
            var full = true
            for character in span.text {
                let w = DisplayWidth.of(character)
                if w > room { full = false; break }
                kept.append(character)
                room -= w
            }
            if full {
                out.append(span)
            } else {
                out.append(Span(kept + ellipsis, span.emphasis))
                break
            }
        }
        return out
    }

    private var ellipsis: String { unicode ? "…" : "..." }

    // MARK: Box and QR code together

    /// Where the QR code went.
    public enum Placement: Sendable, Equatable {
        /// No QR code.
        case none
        /// To the right of the box.
        case beside
        /// Under the box, after a blank line.
        case below
        /// Under a one-line header (the name), without the box: for windows too small for both.
        case header
    }

    /// The box's width beside a code `qrWidth` columns wide in a terminal `terminalWidth`
    /// columns wide: as wide as the card would like where that leaves room, never narrower
    /// than ``besideBoxWidth`` (nor than the card would like, when that is less); nil when
    /// no such box fits beside the code.
    public func besideWidth(_ card: ProfileSnapshot, qrWidth: Int, terminalWidth: Int) -> Int? {
        let natural = naturalWidth(card)
        let room = terminalWidth - Self.gap - qrWidth
        return room >= min(natural, Self.besideBoxWidth) ? min(natural, room) : nil
    }

    /// The box's width above a code, or alone: as wide as the card would like, at most the
    /// terminal's width.
    public func fullWidth(_ card: ProfileSnapshot, terminalWidth: Int) -> Int {
        min(naturalWidth(card), max(terminalWidth, Self.minimumBoxWidth))
    }

    /// The card and its QR code (lines `qrWidth` columns wide) for a terminal `terminalWidth`
    /// columns wide: beside the box when both fit, else below it.
    public func render(_ card: ProfileSnapshot, qr: [String], qrWidth: Int, terminalWidth: Int)
        -> (lines: [String], placement: Placement)
    {
        if qr.isEmpty {
            return (box(card, width: fullWidth(card, terminalWidth: terminalWidth)), .none)
        }
        if besideWidth(card, qrWidth: qrWidth, terminalWidth: terminalWidth) != nil {
            return (render(card, qr: qr, qrWidth: qrWidth, placement: .beside, terminalWidth: terminalWidth), .beside)
        }
        return (render(card, qr: qr, qrWidth: qrWidth, placement: .below, terminalWidth: terminalWidth), .below)
    }

    /// The card and its QR code placed as `placement` says, for a terminal `terminalWidth`
    /// columns wide.
    public func render(_ card: ProfileSnapshot, qr: [String], qrWidth: Int, placement: Placement, terminalWidth: Int)
        -> [String]
    {
        let width = fullWidth(card, terminalWidth: terminalWidth)
        switch placement {
        case .none: return box(card, width: width)
        case .below: return box(card, width: width) + [""] + qr
        case .header: return [header(card, width: max(1, terminalWidth))] + qr
        case .beside:
            let boxWidth = max(Self.minimumBoxWidth,
                               besideWidth(card, qrWidth: qrWidth, terminalWidth: terminalWidth) ?? Self.besideBoxWidth)
            let boxLines = box(card, width: boxWidth)
            let spacer = String(repeating: " ", count: Self.gap)
            return (0..<max(boxLines.count, qr.count)).map { row -> String in
                let left = row < boxLines.count ? boxLines[row] : String(repeating: " ", count: boxWidth)
                return row < qr.count ? left + spacer + qr[row] : left
            }
        }
    }

    /// The one line over a code drawn without the box: the name line (with pronouns) and
    /// `title · organization`, cut to `width` columns.
    public func header(_ card: ProfileSnapshot, width: Int) -> String {
        var (spans, work) = who(card, CardContent(card, lines: self.lines))
        if let work { spans += [Span(separator, .dim), Span(work, .dim)] }
        return paint.line(fit(spans, width: width))
    }

    /// The rows the box takes at `width`, borders included.
    public func boxRows(_ card: ProfileSnapshot, width: Int) -> Int {
        box(card, width: width).count
    }
}

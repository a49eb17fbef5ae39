/// A card as an email signature: HTML that mail clients render, or plain text.
///
/// The HTML is one table with inline styles (mail clients drop `<style>` blocks and ignore
/// most CSS layout), in web-safe fonts, with no SVG (few clients draw it): the QR code, when
/// there is one, is a small PNG as a `data:` URI. Card text is escaped and isolated and only
/// safe URLs become links, as on ``CardPage``.
///
/// The plain text follows the usenet convention: the `-- ` line, then ``maximumLines``
/// lines of at most ``maximumColumns`` columns (East Asian wide characters count two), more
/// only where a name, title or organization needs them whole.
public enum EmailSignature {
    /// Lines after the `-- ` line (RFC 3676 4.3 and the "McQ" rule of four).
    public static let maximumLines = 4
    /// Columns per line.
    public static let maximumColumns = 72
    /// CSS pixels per module of the code image (2 is readable off a screen by a phone).
    public static let cssPixelsPerModule = 2
    /// Image pixels per CSS pixel: sharp on high-density screens.
    public static let imageDensity = 2

    /// What the plain-text signature had to leave out or cut.
    public enum Warning: Sendable, Hashable {
        /// Contact items that found no room in the lines (the text of each).
        case leftOut([String])

        /// What it says, as ``MessageText``.
        public var messageText: MessageText {
            switch self {
            case let .leftOut(items):
                return MessageText("a plain-text signature has %d lines of %d columns; left out: %s",
                                   EmailSignature.maximumLines, EmailSignature.maximumColumns, items.joinedText(separator: ", "))
            }
        }
    }

    /// The HTML signature: a complete document whose body is the signature table.
    ///
    /// - Parameter code: the card's QR code, or nil for none.
    /// - Throws: `RenderError` when the code cannot be drawn in `style`'s colours.
    public static func html(_ card: ProfileSnapshot, code: QRMatrix?, style: QRStyle,
                            text: WebText? = nil) throws -> String {
        let text = text ?? WebText(for: card)
        let e = HTML.escape
        let palette = WebPalette(style)
        let accent = palette.accent.light.hex
        let ink = palette.ink.light.hex
        let muted = palette.muted.light.hex
        // Each item keeps to one line; lines break between items.
        func link(_ href: String?, _ shown: String) -> String {
            guard let href else { return "<span style=\"white-space:nowrap;\">" + HTML.isolate(shown) + "</span>" }
            return "<a href=\"" + e(href) + "\" style=\"color:" + accent + ";text-decoration:none;white-space:nowrap;\">"
                + HTML.isolate(shown) + "</a>"
        }
        let font = "font-family:Arial,Helvetica,sans-serif;"
        var cells = "<div style=\"" + font + "font-size:16px;line-height:20px;font-weight:bold;color:" + accent + ";\">"
            + HTML.isolate(card.formattedName)
        if !card.pronouns.isEmpty {
            cells += " <span style=\"font-size:12px;font-weight:normal;color:" + muted + ";\">(" + HTML.isolate(card.pronouns) + ")</span>"
        }
        cells += "</div>\n"
        let content = CardContent(card)
        let work = content.work.map(HTML.isolate).joinedText(separator: ", ")
        if !work.isEmpty {
            cells += "<div style=\"" + font + "font-size:13px;line-height:18px;color:" + ink + ";\">" + work + "</div>\n"
        }
        // The card's lines in their order, as many as a signature has room for.
        var contact = content.lines([.email]).prefix(1).map { link(HTML.mailto($0.value ?? $0.text), $0.text) }
        contact += content.lines([.phone]).prefix(2).map { link(HTML.tel($0.value ?? $0.text), $0.text) }
        var web = content.lines([.web]).prefix(1).map { link(HTML.href($0.value ?? $0.text), $0.text) }
        web += content.lines([.social]).prefix(3).map { line in
            let label = line.socialProfile?.label ?? ""
            let shown = line.socialProfile?.user.map { label + " " + $0 } ?? line.text
            return link(line.value.flatMap(HTML.href), shown)
        }
        let separator = " <span style=\"color:" + palette.rule.light.hex + ";\">|</span> "
        for line in [contact, web] where !line.isEmpty {
            cells += "<div style=\"" + font + "font-size:12px;line-height:18px;color:" + muted + ";\">"
                + line.joinedText(separator: separator) + "</div>\n"
        }
        var row = "<td style=\"border-left:3px solid " + accent + ";padding:2px 0 2px 12px;vertical-align:top;\">\n"
            + cells + "</td>\n"
        if let code {
            let margin = QRMatrix.quietZone
            let modules = code.size + 2 * margin
            let png = try PNGRenderer.render(code, options: PNGOptions(
                style: palette.code, margin: margin, scale: cssPixelsPerModule * imageDensity))
            let side = String(modules * cssPixelsPerModule)
            row += "<td style=\"padding:0 0 0 14px;vertical-align:top;\"><img src=\""
                + HTML.dataURI(mediaType: "image/png", png) + "\" width=\"" + side + "\" height=\"" + side
                + "\" alt=\"" + e(text.codeLabel) + "\" style=\"display:block;width:" + side + "px;height:" + side
                + "px;border:0;\"></td>\n"
        }
        var doc = "<!DOCTYPE html>\n<html lang=\"" + e(text.language) + "\">\n<head>\n<meta charset=\"utf-8\">\n"
        doc += "<title>" + e(card.formattedName) + "</title>\n</head>\n<body style=\"margin:0;padding:16px;\">\n"
        doc += "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" "
            + "style=\"border-collapse:collapse;\">\n<tr>\n" + row + "</tr>\n</table>\n</body>\n</html>\n"
        return doc
    }

    /// The plain-text signature (`-- ` line included, ending in a newline) and what it had
    /// to give up: name and pronouns; title and organization; then emails, phones, web
    /// addresses and social profile links, as many to a line as fit, in the lines left.
    /// Control characters become spaces.
    ///
    /// Nothing is cut: a name, title or organization too wide for a line wraps between
    /// words (``TextWrap``), title and organization on lines of their own when they do not
    /// share one. They take the lines they need, and the contact items the ones left of
    /// ``maximumLines``, at least one; an item that finds no room is named in a warning.
    ///
    /// Plain text has no element to isolate a field in, so each field (and each line of a
    /// wrapped one) has the embeddings, overrides and isolates it opens closed at its end
    /// (``BidiText/balanced(_:)``): a name cannot turn the pronouns, the title or the
    /// addresses after it around. Closing rather than removing keeps what a right-to-left
    /// writer put in on purpose, and the marks and joiners Arabic, Hebrew, Persian and Indic
    /// names need stay as they are.
    public static func text(_ card: ProfileSnapshot) -> (text: String, warnings: [Warning]) {
        var warnings: [Warning] = []
        var lines: [String] = []
        func wrapped(_ field: String) -> [String] {
            // A wrapped field's lines each close what they open.
            DisplayWidth.of(field) <= maximumColumns ? [field]
                : TextWrap.lines(field, width: maximumColumns).map(BidiText.balanced)
        }
        lines += wrapped(oneLine(card.formattedName) + (card.pronouns.isEmpty ? "" : " (" + oneLine(card.pronouns) + ")"))
        let work = CardContent(card).work.map(oneLine)
        let together = work.joinedText(separator: ", ")
        lines += DisplayWidth.of(together) <= maximumColumns ? (together.isEmpty ? [] : [together]) : work.flatMap(wrapped)
        let contactLines = max(maximumLines - lines.count, 1)
        // Whole values: a reader copies them from the text.
        var items: [String] = []
        for line in CardContent(card).lines(Set([.email, .phone, .web, .social])) {
            if let profile = line.socialProfile {
                // The link shortened, else the handle with its service; a profile with neither says nothing.
                if let link = line.value { items.append(CardContent.shortURL(link)) }
                else if profile.user != nil { items.append(TypedValue.render(profile)) }
            } else {
                items.append(line.value ?? line.text)
            }
        }
        let separator = " | "
        var leftOut: [String] = []
        var contact: [String] = []
        var current = ""
        for item in items.map(oneLine) where !item.isEmpty {
            let joined = current.isEmpty ? item : current + separator + item
            if DisplayWidth.of(joined) <= maximumColumns {
                current = joined
            } else if !current.isEmpty, contact.count + 1 < contactLines, DisplayWidth.of(item) <= maximumColumns {
                contact.append(current)
                current = item
            } else {
                leftOut.append(item)
            }
        }
        if !current.isEmpty { contact.append(current) }
        if !leftOut.isEmpty { warnings.append(.leftOut(leftOut)) }
        return ("-- \n" + (lines + contact).map { $0 + "\n" }.joinedText(), warnings)
    }

    /// `text` on one line: controls and line separators as spaces, runs of spaces as one,
    /// what it opens of the text's direction closed.
    static func oneLine(_ text: String) -> String {
        BidiText.balanced(WhiteSpace.trim(TextBox.oneLine(text)).split(separator: " ", omittingEmptySubsequences: true)
            .joined(separator: " "))
    }
}

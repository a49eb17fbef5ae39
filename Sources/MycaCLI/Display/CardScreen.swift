import MycaCore

/// The card drawn on standard output as `myca show` draws it: in a box, and beside or
/// under it the fullest QR code the window holds, painted in the card's style where colour
/// is on.
struct CardScreen {
    /// The card, in the one language the terminal shows.
    let card: ProfileSnapshot
    /// The box and where the code goes.
    var layout: CardLayout
    /// The colours of the card and its code.
    let style: QRStyle
    /// Whether colour is on for standard output.
    let colour: Bool
    /// The colours the terminal shows.
    let depth: TerminalOptions.Mode
    /// How the code's cells are drawn: ASCII without UTF-8, else painted half blocks where
    /// colour is on, else plain ones.
    let mode: TerminalOptions.Mode
    /// Where the card is written and the notes said.
    let context: CommandContext

    /// The screen for `card`; `languages` are the card's others, which the box names.
    init(_ card: ProfileSnapshot, style: QRStyle, languages: [String], lines: FieldSelection, _ ctx: CommandContext) {
        let unicode = TerminalCapabilities.isUTF8(environment: ctx.environment)
        self.card = card
        self.style = style
        colour = ctx.colorEnabled(for: .stdout)
        depth = TerminalCapabilities.colorDepth(environment: ctx.environment)
        mode = !unicode ? .ascii : colour ? depth : .utf8
        layout = CardLayout(unicode: unicode, paint: colour ? CardPaint(style: style, depth: depth) : .plain)
        layout.languages = languages
        layout.lines = lines
        context = ctx
    }

    /// Writes the box, with the drawn code `qr` where `placement` puts it.
    func write(qr: [String] = [], qrWidth: Int = 0, placement: CardLayout.Placement = .none) {
        context.stdout.write(layout.render(card, qr: qr, qrWidth: qrWidth, placement: placement, terminalWidth: context.terminalWidth)
            .map { $0 + "\n" }.joinedText())
    }

    /// Writes the box with the fullest code of `request` that fits, what is `fixed` kept;
    /// without a code, with a warning saying why, when none fits.
    func write(_ request: CodeRequest, fixed: ScreenCodes.Fixed, invert: Bool) async throws {
        var codes = ScreenCodes(card, request: request, fixed: fixed, ascii: mode == .ascii)
        // Into a pipe there is no window to fit: the fullest code, beside the card when the
        // width allows.
        let window = context.stdoutIsTTY ? WindowSize(columns: context.terminalWidth, rows: context.terminalHeight) : nil
        var placed: (code: ScreenCode, placement: CardLayout.Placement)?
        if let window {
            placed = try await Self.place(card, layout, &codes, window: window)
        } else if let code = try await codes.first(where: { _ in true }) {
            let beside = layout.besideWidth(card, qrWidth: code.columns, terminalWidth: context.terminalWidth) != nil
            placed = (code, beside ? .beside : .below)
        }
        guard let (code, placement) = placed else {
            write()
            context.stdout.flush()
            try await warnNoCode(&codes, window: window)
            return
        }
        var options = TerminalOptions(mode: mode, style: style, invert: invert, margin: code.step.margin)
        // Without UTF-8 the code is drawn in ASCII cells, painted as the box is where colour is on.
        if mode == .ascii, colour { options.asciiDepth = depth }
        write(qr: try TerminalRenderer.render(code.matrix, options: options), qrWidth: code.columns, placement: placement)
        // The note comes last, so it stays on screen under what it speaks of.
        context.stdout.flush()
        if window != nil, let note = code.note { context.note(note) }
    }

    /// Says why the card is drawn without a code: the window is too small for the smallest
    /// one, or the card makes none.
    private func warnNoCode(_ codes: inout ScreenCodes, window: WindowSize?) async throws {
        if let window, let smallest = try await codes.smallest() {
            // The smallest screen: the name's line, the code, its note and the prompt's line.
            let needs = WindowSize.needs(width: smallest.columns, height: 1 + smallest.rows + smallest.noteRows(in: window))
            context.warn(tr("the card and its QR code need a window of at least %s (the name's line, the code, its note and a line for the prompt), and this one is %s: make it larger (or its font smaller), or write an image with 'myca qr --png FILE'",
                            WindowSize.text(needs), window.text))
        } else {
            context.warn(tr("no QR code: %s", Localization.text((codes.lastError ?? .emptyPayload).messageText)))
        }
    }

    /// The fullest code of `codes` that `window` holds with the card, and where it goes:
    /// beside the box, else under it, else under a one-line header without the box; the
    /// link alone only when no code that saves a contact fits. The note saying what the
    /// code leaves out counts, as it stays on screen too.
    static func place(_ card: ProfileSnapshot, _ layout: CardLayout, _ codes: inout ScreenCodes, window: WindowSize)
        async throws -> (code: ScreenCode, placement: CardLayout.Placement)?
    {
        // The box above a code is as wide as the window lets it be whatever the code.
        let fullRows = layout.boxRows(card, width: layout.fullWidth(card, terminalWidth: window.columns))
        func noteRows(_ code: ScreenCode) -> Int { code.noteRows(in: window) }
        for tier in codes.tiers {
            for step in tier {
                guard let code = try await codes.code(step) else { continue }
                let note = noteRows(code)
                if let width = layout.besideWidth(card, qrWidth: code.columns, terminalWidth: window.columns),
                   window.holds(width: width + CardLayout.gap + code.columns,
                                height: max(layout.boxRows(card, width: width), code.rows) + note) {
                    return (code, .beside)
                }
                if window.holds(width: code.columns, height: fullRows + 1 + code.rows + note) { return (code, .below) }
            }
            if let code = try await codes.first(of: tier, where: { window.holds(width: $0.columns, height: 1 + $0.rows + noteRows($0)) }) {
                return (code, .header)
            }
        }
        return nil
    }
}

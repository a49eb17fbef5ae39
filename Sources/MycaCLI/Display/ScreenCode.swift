import MycaCore

/// A QR code drawn in a terminal: its modules, what it carries and the room it takes.
///
/// Screen codes take the smallest version at level L, raised as far as that version allows
/// (``QREncoder/encodeBoosted(_:options:)``): the smaller the code, the larger each module
/// a window can draw, and a screen has no print damage to correct. Half blocks give a
/// module one column and half a row (ASCII two columns and a row), quiet zone included.
struct ScreenCode {
    /// The payload, the modules and the level they got.
    var code: CardCode
    /// What the code carries and the quiet zone it is drawn with.
    var step: ScreenCodes.Step
    /// The card's fields the code leaves out to fit, beyond what the request leaves out.
    var leftOut: [String]
    /// The card's fields the code carries.
    var carried: [String]
    /// Columns and rows the drawn code takes.
    var columns: Int
    var rows: Int

    /// The modules.
    var matrix: QRMatrix { code.matrix }

    /// The line saying what a code fitted to a window carries, in the fewest words (what it
    /// carries or what it leaves out, whichever list is shorter), or nil when it leaves out
    /// nothing the card has. It is short so that it keeps to one line of a small window.
    var note: String? {
        guard !leftOut.isEmpty else { return nil }
        if step.lean { return tr("QR code: name, one email and one phone; the whole card: myca qr --png FILE") }
        if step.kind == .url { return tr("QR code: the link alone; the whole card: myca qr --png FILE") }
        if carried.count < leftOut.count {
            return tr("QR code: %s only; the whole card: myca qr --png FILE",
                      Localization.text(MessageText.list(carried, .and)))
        }
        return tr("QR code: all but %s; the whole card: myca qr --png FILE",
                  Localization.text(MessageText.list(leftOut, .and)))
    }

    /// The rows of `window` the note takes (0 without one).
    func noteRows(in window: WindowSize) -> Int {
        note.map(window.rows(of:)) ?? 0
    }

    /// The options of 'myca qr' that ask for this code, the defaults left unsaid
    /// (`--payload mecard --fields name,email,phone --margin 2`).
    var options: String {
        var words: [String] = []
        if step.kind != QROptionGroup.payload.defaultValue { words.append("--payload " + step.kind.rawValue) }
        if step.kind != .url, step.fields != .all { words.append("--fields " + step.fields.text) }
        if step.margin != QROptionGroup.margin.defaultValue { words.append("--margin \(step.margin)") }
        return words.joinedText(separator: " ")
    }
}

/// The codes a window can hold of one card, from the fullest to the leanest, each payload
/// encoded once and only when a window asks for it.
///
/// A code gets smaller in this order: fewer fields (what a phone needs least goes first),
/// a 2-module quiet zone, MECARD instead of vCard, the name with one email and one phone,
/// and last the card's link alone, which saves no contact. What the caller chose (`--payload`, `--fields`, `--margin`, `--ecc`)
/// is kept, and only the rest is fitted.
struct ScreenCodes {
    /// One way to draw the card's code.
    struct Step: Hashable {
        var kind: PayloadKind
        var fields: FieldSelection
        /// Quiet zone in modules.
        var margin: Int
        /// Only the first email and the first phone of the card.
        var lean = false
    }

    /// The quiet zones tried: the standard's 4 modules, then 2, which phone scanners read off
    /// a screen, where the zone is painted in the code's paper colour.
    static let margins = [QRMatrix.quietZone, 2]

    /// The fields tried in turn: the whole card, then without what a phone needs least.
    static let fieldSteps: [FieldSelection] = [
        .all, FieldSelection.all.without(.note), FieldSelection.all.without(.note, .address),
        FieldSelection.all.without(.note, .address, .social), .printed, .compact,
    ]

    /// What the caller fixed; nil leaves that part to fitting.
    struct Fixed {
        var kind: PayloadKind?
        var fields: FieldSelection?
        var margin: Int?
        /// Whether the error correction was chosen (else codes are boosted from L).
        var ecc = false

        /// Nothing fixed: every way to make the code smaller is open.
        static let nothing = Fixed()
    }

    let card: ProfileSnapshot
    let request: CodeRequest
    let fixed: Fixed
    /// Two columns and one row a module instead of half blocks.
    let ascii: Bool
    /// The steps in turn, in tiers: codes that save a contact, then the link alone.
    let tiers: [[Step]]
    /// What the request itself leaves out: fitting does not say it again.
    private let asked: [String]
    private var encoded: [Payload: CardCode?] = [:]
    /// The error of the last payload too large for any QR code.
    private(set) var lastError: QRError?

    private struct Payload: Hashable {
        var kind: PayloadKind
        var fields: FieldSelection
        var lean = false
    }

    /// The card with its first email and phone only, made when a lean step is reached.
    private var leanCard: ProfileSnapshot?

    /// The codes of `card` for `request`, within what `fixed` keeps.
    init(_ card: ProfileSnapshot, request: CodeRequest, fixed: Fixed, ascii: Bool) {
        self.card = card
        self.request = request
        self.fixed = fixed
        self.ascii = ascii
        asked = QRPayload.leftOut(card, kind: request.kind, fields: request.fields)
        let margins = fixed.margin.map { [$0] } ?? Self.margins
        var payloads: [[Payload]]
        switch (fixed.kind, fixed.fields) {
        case let (kind, fields?):
            payloads = [[Payload(kind: kind ?? request.kind, fields: fields)]]
        case let (kind?, nil):
            payloads = [kind == .url ? [Payload(kind: .url, fields: .all)] : Self.fieldSteps.map { Payload(kind: kind, fields: $0) }]
        case (nil, nil):
            payloads = [Self.fieldSteps.map { Payload(kind: .vcard3, fields: $0) }
                + [FieldSelection.printed, .compact].map { Payload(kind: .mecard, fields: $0) }]
            if card.emails.count > 1 || card.phones.count > 1 {
                payloads[0].append(Payload(kind: .mecard, fields: .compact, lean: true))
            }
            if (try? QRPayload.build(card, kind: .url)) != nil { payloads.append([Payload(kind: .url, fields: .all)]) }
        }
        tiers = payloads.map { tier in
            tier.flatMap { p in margins.map { Step(kind: p.kind, fields: p.fields, margin: $0, lean: p.lean) } }
        }
    }


    /// Every step, fullest first.
    var steps: [Step] { tiers.flatMap { $0 } }

    /// The code of `step`, or nil when its payload is too large for a QR code.
    ///
    /// - Throws: `PayloadError` when the card lacks what the kind needs (a URL for `url`).
    mutating func code(_ step: Step) async throws -> ScreenCode? {
        let payload = Payload(kind: step.kind, fields: step.fields, lean: step.lean)
        let code: CardCode?
        if let known = encoded[payload] {
            code = known
        } else {
            var one = request
            one.kind = step.kind
            one.fields = step.fields
            let source = step.lean ? try lean() : card
            do {
                code = fixed.ecc ? try await one.code(for: source) : try await one.screenCode(for: source)
            } catch let error as QRError {
                lastError = error
                code = nil
            }
            encoded[payload] = code
        }
        guard let code else { return nil }
        let modules = code.matrix.size + 2 * step.margin
        let leftOut = QRPayload.leftOut(card, kind: step.kind, fields: step.fields)
        return ScreenCode(
            code: code, step: step,
            leftOut: leftOut.filter { !asked.contains($0) },
            carried: QRPayload.leftOut(card, fields: FieldSelection(groups: [])).filter { !leftOut.contains($0) },
            columns: ascii ? 2 * modules : modules, rows: ascii ? modules : (modules + 1) / 2)
    }

    /// ``leanCard``, made once.
    private mutating func lean() throws -> ProfileSnapshot {
        if let leanCard { return leanCard }
        let made = try card.withFirstEmailAndPhone()
        leanCard = made
        return made
    }

    /// The first code of `steps` (all of them by default) that `fits`.
    mutating func first(of steps: [Step]? = nil, where fits: (ScreenCode) -> Bool) async throws -> ScreenCode? {
        for step in steps ?? self.steps {
            if let code = try await code(step), fits(code) { return code }
        }
        return nil
    }

    /// The smallest code there is (the last step that encodes), for saying what a window lacks.
    mutating func smallest() async throws -> ScreenCode? {
        for step in steps.reversed() {
            if let code = try await code(step) { return code }
        }
        return nil
    }
}

/// A terminal window's size, in character cells.
struct WindowSize: Equatable {
    var columns: Int
    /// Nil when the height is unknown (then only the width limits).
    var rows: Int?

    /// `80×24`, or `80 columns` without a height.
    var text: String {
        rows.map { "\(columns)×\($0)" } ?? tr("%d columns", columns)
    }

    /// Whether `width` × `height` cells fit, a line kept free for the shell's prompt (or
    /// the top of what was drawn scrolls away).
    func holds(width: Int, height: Int) -> Bool {
        let needs = Self.needs(width: width, height: height)
        return needs.columns <= columns && rows.map { needs.rows <= $0 } ?? true
    }

    /// The window `width` × `height` cells of output need: a line more for the shell's
    /// prompt. What a message saying the window is too small gives, so its figures are
    /// those the fit was measured by.
    static func needs(width: Int, height: Int) -> (columns: Int, rows: Int) { (width, height + 1) }

    /// `80×24` for a window of that size, the figures of ``needs(width:height:)``.
    static func text(_ needs: (columns: Int, rows: Int)) -> String { "\(needs.columns)×\(needs.rows)" }

    /// The rows `text` takes on stderr, wrapped at spaces as messages are on a terminal.
    func rows(of text: String) -> Int {
        DisplayWidth.of(text) <= columns ? 1 : TextWrap.lines(text, width: columns).count
    }
}

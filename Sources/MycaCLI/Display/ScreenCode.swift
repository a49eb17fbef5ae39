import MycaCore

/// The QR code `show` draws: the card's whole vcard3 code when it fits the window, else the
/// code of fewer fields (least useful on a phone left out first), else nothing and why.
///
/// Screen codes take the smallest version at level L, raised as far as that version allows
/// (``QREncoder/encodeBoosted(_:options:)``): the smaller the code, the larger each module
/// a window can draw, and a screen has no print damage to correct. Half blocks give a
/// module one column and half a row (ASCII two columns and a row), quiet zone included.
struct ScreenCode {
    /// The code and the level it got.
    var matrix: QRMatrix
    var ecc: ErrorCorrection
    /// What the code carries.
    var fields: FieldSelection
    /// The card's fields the code leaves out (empty for the whole card).
    var leftOut: [String]
    /// Columns and rows the drawn code takes.
    var columns: Int
    var rows: Int

    /// What fitting found.
    enum Fit {
        /// A code that fits.
        case fits(ScreenCode)
        /// Even the leanest code is wider than the window.
        case tooNarrow(needs: Int)
        /// Even the leanest code is taller than the window (a line kept for the prompt).
        case tooShort(needs: Int)
        /// The card cannot be encoded at all.
        case failed(QRError)
    }

    /// The fields tried in turn: the whole card, then without what a phone needs least.
    static let steps: [FieldSelection] = [
        .all, FieldSelection.all.without(.note), FieldSelection.all.without(.note, .address),
        FieldSelection.all.without(.note, .address, .social), .printed, .compact,
    ]

    /// The first code that fits `columns` × `rows` (nil: unknown, no limit): of `request`
    /// as it is when `fitFields` is false (the fields were chosen), else of `steps`.
    ///
    /// - Parameters:
    ///   - boost: take the smallest code at level L and raise its level as far as the size
    ///     allows; false keeps `request.qr.ecc` (the level was chosen).
    ///   - ascii: two columns and one row a module instead of half blocks.
    /// - Throws: `PayloadError` when the card lacks what the payload kind needs; a code too
    ///   large for QR is a `.failed` fit, not an error.
    static func choose(
        _ card: ProfileSnapshot, request: CodeRequest = CodeRequest(), fitFields: Bool = true, boost: Bool = true,
        margin: Int, ascii: Bool, columns: Int?, rows: Int?
    ) async throws -> Fit {
        var narrowest = Int.max, shortest = Int.max
        var wasTooNarrow = false
        var lastError: QRError?
        for fields in fitFields ? steps : [request.fields] {
            var step = request
            step.fields = fields
            let encoded: CardCode
            do {
                encoded = boost ? try await step.screenCode(for: card) : try await step.code(for: card)
            } catch let error as QRError {
                lastError = error
                continue
            }
            let modules = encoded.matrix.size + 2 * margin
            let width = ascii ? 2 * modules : modules
            let height = ascii ? modules : (modules + 1) / 2
            let code = ScreenCode(matrix: encoded.matrix, ecc: encoded.ecc, fields: fields,
                                  leftOut: fitFields ? QRPayload.leftOut(card, fields: fields) : [],
                                  columns: width, rows: height)
            let fitsWidth = columns.map { width <= $0 } ?? true
            // A line stays free for the shell's prompt, or the code's top scrolls away.
            let fitsHeight = rows.map { height + 1 <= $0 } ?? true
            if fitsWidth && fitsHeight { return .fits(code) }
            narrowest = min(narrowest, width)
            shortest = min(shortest, height + 1)
            if !fitsWidth { wasTooNarrow = true }
        }
        if narrowest == Int.max { return .failed(lastError ?? .emptyPayload) }
        if wasTooNarrow, let columns, narrowest > columns { return .tooNarrow(needs: narrowest) }
        return .tooShort(needs: shortest)
    }
}

/// What a card's QR code carries and how it is encoded: the one way from a card to its
/// code (snapshot → payload → matrix) that `qr`, `show`, `card` and `batch` share, so a
/// payload kind, a field pick or an error-correction rule is applied in one place.
public struct CodeRequest: Sendable, Hashable {
    /// What the code carries.
    public var kind: PayloadKind
    /// Which of the card's fields go into the payload.
    public var fields: FieldSelection
    /// Error correction, minimum version, ECI header.
    public var qr: QROptions

    /// A request; the defaults are the vCard 3.0 payload of every field at level M.
    public init(kind: PayloadKind = .vcard3, fields: FieldSelection = .all, qr: QROptions = .init()) {
        self.kind = kind
        self.fields = fields
        self.qr = qr
    }

    /// The payload bytes for `card`.
    ///
    /// - Throws: `PayloadError` when the card lacks what the kind needs (a URL for `url`).
    public func payload(for card: ProfileSnapshot) throws -> [UInt8] {
        try QRPayload.build(card, kind: kind, fields: fields)
    }

    /// The code of `card` at exactly `qr.ecc` (for images and print), encoded off the
    /// caller's task.
    ///
    /// - Throws: `PayloadError`, or `QRError` when the payload does not fit a QR code.
    public func code(for card: ProfileSnapshot) async throws -> CardCode {
        let payload = try payload(for: card)
        return CardCode(payload: payload, matrix: try await QREncoder.encode(payload, options: qr), ecc: qr.ecc)
    }

    /// The code of `card` for a screen: the smallest version at level L, its error
    /// correction then raised as far as that version allows (``QREncoder/encodeBoosted(_:options:)``).
    ///
    /// - Throws: `PayloadError` or `QRError`, as ``code(for:)``.
    public func screenCode(for card: ProfileSnapshot) async throws -> CardCode {
        let payload = try payload(for: card)
        var low = qr
        low.ecc = .low
        let boosted = try await QREncoder.encodeBoosted(payload, options: low)
        return CardCode(payload: payload, matrix: boosted.matrix, ecc: boosted.ecc)
    }

    /// ``code(for:)`` on the calling thread, for workers that are already off the caller's task.
    public func codeSync(for card: ProfileSnapshot) throws -> CardCode {
        let payload = try payload(for: card)
        return CardCode(payload: payload, matrix: try QREncoder.encodeSync(payload, options: qr), ecc: qr.ecc)
    }
}

/// A card's QR code: the bytes it carries, its modules and the error correction it got.
public struct CardCode: Sendable, Hashable {
    /// The payload bytes the code encodes.
    public let payload: [UInt8]
    /// The modules.
    public let matrix: QRMatrix
    /// The error correction level of `matrix` (higher than asked for when boosted).
    public let ecc: ErrorCorrection
}

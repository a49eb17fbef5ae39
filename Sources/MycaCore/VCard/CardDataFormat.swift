/// The ways cards are written as data, and the one table from format to writer: `export`
/// writes every one, `batch` writes `vcard` files, and a new data format is one case here.
public enum CardDataFormat: String, Sendable, CaseIterable {
    /// vCard 4.0 (RFC 6350), as stored.
    case vcard
    /// vCard 3.0 (RFC 2426), for older address books.
    case vcard3
    /// The MECARD text a QR code would carry, one card a line.
    case mecard
    /// jCard (RFC 7095): one card as `["vcard", […]]`, or an array of them.
    case json

    /// The bytes of `cards`, one after another (vCards), one a line (MECARD), or as one
    /// JSON value.
    ///
    /// - Parameters:
    ///   - asArray: JSON only: an array even for one card.
    ///   - rfc9554: vCard 4.0 only: also RFC 9554's PRONOUNS and SOCIALPROFILE.
    /// - Throws: `PayloadError` when a card cannot be written as MECARD.
    public func encode(_ cards: [ProfileSnapshot], asArray: Bool = false, rfc9554: Bool = false) throws -> [UInt8] {
        switch self {
        case .vcard: return VCardWriter.writeBytes(cards, version: .v4_0, rfc9554: rfc9554)
        case .vcard3: return VCardWriter.writeBytes(cards, version: .v3_0)
        case .json: return Array(JCardWriter.write(cards, asArray: asArray).utf8)
        case .mecard:
            var out: [UInt8] = []
            for card in cards { out += try QRPayload.build(card, kind: .mecard) + [0x0A] }
            return out
        }
    }
}

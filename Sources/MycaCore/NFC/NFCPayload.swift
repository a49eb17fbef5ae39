/// The NDEF message of a card: a `text/vcard` record holding the compact vCard 3.0 the
/// QR code carries (``QRPayload``, so the same fields and the same rules), then, when the
/// card has a web address and the fields pick `url`, a URI record with it, which phones
/// that read tags in the background open (they do not import a vCard record).
public enum NFCPayload {
    /// The vCard record's media type.
    public static let vCardType = "text/vcard"

    /// What went onto the tag.
    public struct Message: Sendable, Hashable {
        /// The NDEF message's bytes.
        public let bytes: [UInt8]
        /// The records, in order.
        public let records: [NDEFRecord]
        /// The fields the vCard carries.
        public let fields: FieldSelection
        /// The field words of the card left out to fit the tag, in documentation order
        /// (none asked for is named; the name group by its parts, the formatted name
        /// always going).
        public let dropped: [String]
    }

    /// The message of `card` carrying `fields`, or only its link with `uriOnly`.
    ///
    /// - Throws: ``PayloadError/noURL(card:)`` for `uriOnly` when the card has no URL.
    public static func message(_ card: ProfileSnapshot, fields: FieldSelection, uriOnly: Bool = false) throws(PayloadError)
        -> Message
    {
        var records: [NDEFRecord] = []
        if !uriOnly {
            let vCard = try QRPayload.build(card, kind: .vcard3, fields: fields)
            records.append(.media(vCardType, payload: vCard))
        }
        if uriOnly || (fields.picks(.url) && !card.ownLanguage.urls.isEmpty) {
            let link = try QRPayload.build(card, kind: .url)
            records.append(.uri(String(decoding: link, as: UTF8.self)))
        }
        return Message(bytes: NDEFMessage.encode(records), records: records, fields: fields, dropped: [])
    }

    /// What the lean step leaves out, in the list of what was left out.
    public static let othersLeftOut = "all but the first email and phone"

    /// The fullest message of `card` that `tag` holds: `fields`, then each of `steps` (the
    /// QR code's order of leaving fields out, each kept within `fields`), the compact step
    /// with one email and one phone, then the name group alone, then the formatted name alone (FN, which a vCard always carries), with
    /// what it leaves out named.
    ///
    /// - Throws: ``NFCError/tooLarge(card:bytes:tag:)`` when not even the name fits;
    ///   ``PayloadError/noURL(card:)`` for `uriOnly` without a URL.
    public static func fitted(_ card: ProfileSnapshot, fields: FieldSelection, uriOnly: Bool = false, tag: NFCTag,
                              steps: [FieldSelection]) throws -> Message {
        var tried: [FieldSelection] = []
        for step in [fields] + steps + [FieldSelection(groups: [.name]), FieldSelection(groups: [])] {
            let within = FieldSelection(groups: step.groups.intersection(fields.groups))
            if tried.contains(within) { continue }
            tried.append(within)
            let message = try message(card, fields: within, uriOnly: uriOnly)
            if tag.holds(message.bytes) {
                let asked = Set(QRPayload.leftOut(card, fields: fields))
                let dropped = QRPayload.namingNameParts(QRPayload.leftOut(card, fields: within).filter { !asked.contains($0) },
                                                        of: card)
                return Message(bytes: message.bytes, records: message.records, fields: within, dropped: dropped)
            }
            if uriOnly { break }
            // Before the name alone: one email and one phone, as the leanest screen code.
            if within == FieldSelection(groups: FieldSelection.compact.groups.intersection(fields.groups)),
               let lean = try? card.withFirstEmailAndPhone(),
               lean.emails.count < card.emails.count || lean.phones.count < card.phones.count {
                let leanMessage = try Self.message(lean, fields: within, uriOnly: uriOnly)
                if tag.holds(leanMessage.bytes) {
                    let asked = Set(QRPayload.leftOut(card, fields: fields))
                    let dropped = QRPayload.namingNameParts(QRPayload.leftOut(card, fields: within).filter { !asked.contains($0) },
                                                            of: card) + [Self.othersLeftOut]
                    return Message(bytes: leanMessage.bytes, records: leanMessage.records, fields: within, dropped: dropped)
                }
            }
        }
        let smallest = try message(card, fields: tried.last ?? fields, uriOnly: uriOnly)
        throw NFCError.tooLarge(card: card.formattedName, bytes: NFCTag.tlv(smallest.bytes).count, tag: tag)
    }
}

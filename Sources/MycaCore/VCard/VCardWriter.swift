/// Writes snapshots as vCard 4.0 (RFC 6350, optionally RFC 9554) or 3.0 (RFC 2426) text.
///
/// CRLF line ends, lines folded at 75 octets (never inside a UTF-8 sequence), values
/// escaped as each property's grammar needs, parameter values quoted and caret-encoded.
/// No field value can start a new property or parameter.
public enum VCardWriter {
    /// The `PRODID` value myca writes.
    public static let productID = "-//myca//myca \(MycaVersion.current)//EN"

    /// The vCard text of `cards`, one `BEGIN:VCARD`…`END:VCARD` block each.
    ///
    /// `rfc9554` (4.0 only) also writes RFC 9554's `PRONOUNS` and `SOCIALPROFILE`. It is
    /// off by default because parsers that predate RFC 9554 may reject the whole card
    /// for them (belcard 5.1 does: its grammar knows no other IANA property names); the
    /// same data always goes out as `X-PRONOUNS` and Apple's `X-SOCIALPROFILE`, which
    /// every parser accepts and which myca reads back exactly.
    public static func write(_ cards: [ProfileSnapshot], version: VCardVersion.Writable = .v4_0, rfc9554: Bool = false) -> String {
        String(decoding: writeBytes(cards, version: version, rfc9554: rfc9554), as: UTF8.self)
    }

    /// The same as ``write(_:version:rfc9554:)`` as UTF-8 bytes.
    public static func writeBytes(_ cards: [ProfileSnapshot], version: VCardVersion.Writable = .v4_0, rfc9554: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        let style = VCardStyle.export(version, rfc9554: rfc9554)
        for card in cards {
            // Guarded: no property line can open, close or nest a card (VCardStructure),
            // and none holds a property more often than the version allows (VCardCardinality).
            let lines = VCardCardinality.enforced(VCardLines.lines(for: card, style: style), version: version)
            for line in VCardStructure.guarded(lines) {
                VCardSyntax.appendFolded(line, to: &out)
            }
        }
        return out
    }
}

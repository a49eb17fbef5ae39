/// Writes snapshots as vCard 4.0 (RFC 6350 + RFC 9554) or 3.0 (RFC 2426) text.
///
/// CRLF line ends, lines folded at 75 octets (never inside a UTF-8 sequence), values
/// escaped as each property's grammar needs, parameter values quoted and caret-encoded.
/// No field value can start a new property or parameter.
public enum VCardWriter {
    /// The `PRODID` value myca writes.
    public static let productID = "-//myca//myca \(MycaVersion.current)//EN"

    /// The vCard text of `cards`, one `BEGIN:VCARD`…`END:VCARD` block each.
    public static func write(_ cards: [ProfileSnapshot], version: VCardVersion = .v4_0) -> String {
        String(decoding: writeBytes(cards, version: version), as: UTF8.self)
    }

    /// The same as ``write(_:version:)`` as UTF-8 bytes.
    public static func writeBytes(_ cards: [ProfileSnapshot], version: VCardVersion = .v4_0) -> [UInt8] {
        var out: [UInt8] = []
        let style = VCardStyle.export(version)
        for card in cards {
            for line in VCardLines.lines(for: card, style: style) {
                VCardSyntax.appendFolded(line, to: &out)
            }
        }
        return out
    }
}

/// How ``VCardLines`` renders a snapshot: the export form or a compact QR payload form.
struct VCardStyle: Sendable {
    var version: VCardVersion.Writable
    /// PRODID, UID, REV, PHOTO and kept properties (off for QR payloads).
    var full: Bool
    /// Upper-case TYPE values, as phone scanners expect (`TEL;TYPE=CELL`).
    var upperTypes: Bool
    /// Which fields to write.
    var fields: FieldSelection
    /// 4.0 only: RFC 9554's `PRONOUNS` and `SOCIALPROFILE` (else `X-PRONOUNS`, and
    /// `X-SOCIALPROFILE` alone, which carries the same data).
    var rfc9554: Bool = true

    static func export(_ v: VCardVersion.Writable, rfc9554: Bool) -> VCardStyle {
        VCardStyle(version: v, full: true, upperTypes: false, fields: .all, rfc9554: rfc9554)
    }
}

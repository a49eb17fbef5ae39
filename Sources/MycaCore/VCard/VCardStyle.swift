/// How ``VCardLines`` renders a snapshot: the export form or a compact QR payload form.
struct VCardStyle: Sendable {
    var version: VCardVersion
    /// PRODID, UID, REV, PHOTO and kept properties (off for QR payloads).
    var full: Bool
    /// Upper-case TYPE values, as phone scanners expect (`TEL;TYPE=CELL`).
    var upperTypes: Bool
    /// Which fields to write.
    var fields: PayloadFields

    static func export(_ v: VCardVersion) -> VCardStyle {
        VCardStyle(version: v, full: true, upperTypes: false, fields: .all)
    }
}

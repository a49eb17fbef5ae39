/// What a QR code carries.
public enum PayloadKind: String, CaseIterable, Sendable {
    /// Compact vCard 3.0: what phone scanners read best (the default).
    case vcard3
    /// The same fields as compact vCard 4.0.
    case vcard4
    /// DoCoMo MECARD: the smallest contact format.
    case mecard
    /// The card's first URL alone: the smallest code.
    case url
}

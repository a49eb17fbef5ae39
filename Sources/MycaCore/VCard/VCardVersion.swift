/// The vCard versions myca writes.
public enum VCardVersion: String, Sendable, CaseIterable {
    /// vCard 3.0 (RFC 2426), what phone address books read best.
    case v3_0 = "3.0"
    /// vCard 4.0 (RFC 6350 with RFC 9554 extensions), the default.
    case v4_0 = "4.0"
}

/// The error correction level of a QR code: how much damage it survives.
///
/// Higher levels survive more damage (L ≈ 7 %, M ≈ 15 %, Q ≈ 25 %, H ≈ 30 %)
/// but hold fewer bytes. The raw value is the letter people type (L, M, Q or H).
public enum ErrorCorrection: String, CaseIterable, Sendable {
    /// About 7 % of the code may be damaged.
    case low = "L"
    /// About 15 % of the code may be damaged; the default.
    case medium = "M"
    /// About 25 % of the code may be damaged.
    case quartile = "Q"
    /// About 30 % of the code may be damaged.
    case high = "H"

    /// The most payload bytes a version-40 code holds at this level in 8-bit mode.
    ///
    /// Version 40 has 2956, 2334, 1666 and 1276 data codewords at L, M, Q and H.
    /// An 8-bit segment costs 4 bits of mode and 16 bits of length, and an ECI
    /// header (`eci: true`) another 4 + 8 bits, hence the floors below.
    /// - Parameter eci: whether an ECI 26 (UTF-8) header precedes the data.
    public func maximumBytes(eci: Bool = false) -> Int {
        let overheadBits = 4 + 16 + (eci ? 12 : 0)
        return (dataCodewordsAtVersion40 * 8 - overheadBits) / 8
    }

    /// Data codewords of a version-40 symbol (ISO/IEC 18004, table 7).
    private var dataCodewordsAtVersion40: Int {
        switch self {
        case .low: 2956
        case .medium: 2334
        case .quartile: 1666
        case .high: 1276
        }
    }
}

/// How to encode a payload: error correction, minimum version, ECI header.
public struct QROptions: Sendable, Hashable {
    /// When a code starts with an ECI 26 header, which says its bytes are UTF-8.
    public enum ECIHeader: Sendable, Hashable {
        /// Only when the payload has a byte outside ASCII (the default).
        ///
        /// Without the header readers guess the encoding, and zbar takes UTF-8 that also
        /// forms valid Shift_JIS (`María`, `François`) for Shift_JIS; with it zbar, ZXing-C++
        /// and ZXing's Java reader all decode right (docs/QR-CODES.md has the measurements).
        /// ASCII reads the same either way, so it does not pay the header's 12 bits.
        case whenNeeded
        /// Always.
        case always
        /// Never.
        case never
    }

    /// The error correction level; `.medium` by default.
    public var ecc: ErrorCorrection
    /// The smallest version (1...40) to use; nil lets the encoder pick the smallest that fits.
    ///
    /// The encoder still picks a larger version when the data does not fit.
    public var minimumVersion: Int?
    /// When to start the code with an ECI 26 (UTF-8) header.
    public var eci: ECIHeader

    /// Creates options; the defaults are level M, automatic version and an ECI header when needed.
    public init(ecc: ErrorCorrection = .medium, minimumVersion: Int? = nil, eci: ECIHeader = .whenNeeded) {
        self.ecc = ecc
        self.minimumVersion = minimumVersion
        self.eci = eci
    }

    /// Creates options with the ECI header always (`true`) or never (`false`).
    public init(ecc: ErrorCorrection = .medium, minimumVersion: Int? = nil, eci: Bool) {
        self.init(ecc: ecc, minimumVersion: minimumVersion, eci: eci ? .always : .never)
    }

    /// Whether the code of `payload` starts with the ECI header.
    public func eciHeader(for payload: [UInt8]) -> Bool {
        switch eci {
        case .always: return true
        case .never: return false
        case .whenNeeded: return payload.contains { $0 >= 0x80 }
        }
    }
}

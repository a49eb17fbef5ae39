/// How to encode a payload: error correction, minimum version, ECI header.
public struct QROptions: Sendable, Hashable {
    /// The error correction level; `.medium` by default.
    public var ecc: ErrorCorrection
    /// The smallest version (1...40) to use; nil lets the encoder pick the smallest that fits.
    ///
    /// The encoder still picks a larger version when the data does not fit.
    public var minimumVersion: Int?
    /// Whether to start the code with an ECI 26 (UTF-8) header.
    ///
    /// Off by default: some phone scanners fail on ECI, and most assume UTF-8 anyway.
    public var eci: Bool

    /// Creates options; the defaults are level M, automatic version and no ECI.
    public init(ecc: ErrorCorrection = .medium, minimumVersion: Int? = nil, eci: Bool = false) {
        self.ecc = ecc
        self.minimumVersion = minimumVersion
        self.eci = eci
    }
}

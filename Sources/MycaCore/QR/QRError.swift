/// Why a payload could not be turned into a QR code.
public enum QRError: MycaError, Equatable {
    /// The payload does not fit in a version-40 code at this error correction level.
    case payloadTooLarge(bytes: Int, maximum: Int, ecc: ErrorCorrection)
    /// There is nothing to encode.
    case emptyPayload
    /// The minimum version is outside 1...40.
    case invalidVersion(Int)
    /// libqrencode failed in `operation` with this errno (out of memory, most likely).
    case encoderFailed(operation: String, errno: Int32)

    public var message: String {
        switch self {
        case let .payloadTooLarge(bytes, maximum, ecc):
            "payload of \(bytes) bytes is too large for a QR code: at most \(maximum) bytes fit at error correction \(ecc.rawValue)"
        case .emptyPayload:
            "payload is empty: there is nothing to put in the QR code"
        case let .invalidVersion(version):
            "QR version \(version) does not exist: versions go from 1 to 40"
        case let .encoderFailed(operation, errno):
            "libqrencode failed in \(operation) (errno \(errno))"
        }
    }

    /// None: what to change (error correction, fields, payload kind) is an option of the
    /// command, so the command line gives the hint.
    public var hint: String? { nil }
}

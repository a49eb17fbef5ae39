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


    public var messageText: MessageText {
        switch self {
        case let .payloadTooLarge(bytes, maximum, ecc):
            MessageText("payload of %d bytes is too large for a QR code: at most %d bytes fit at error correction %s",
                        bytes, maximum, ecc.rawValue)
        case .emptyPayload:
            MessageText("payload is empty: there is nothing to put in the QR code")
        case let .invalidVersion(version):
            MessageText("QR version %d does not exist: versions go from 1 to 40", version)
        case let .encoderFailed(operation, errno):
            MessageText("libqrencode failed in %s (errno %d)", operation, Int(errno))
        }
    }
}

extension QRError {
    /// A version is a setting; the rest come from the card or the encoder.
    public var isInSetting: Bool {
        if case .invalidVersion = self { return true }
        return false
    }

    public var remedy: ErrorRemedy? {
        switch self {
        case let .payloadTooLarge(_, _, ecc): .carryLess(lowestCorrection: ecc == .low)
        case .emptyPayload: .addFields
        default: nil
        }
    }
}

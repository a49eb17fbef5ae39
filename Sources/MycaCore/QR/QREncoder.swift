#if canImport(Glibc)
import Glibc
#endif
import CQRencode

/// Turns payload bytes into a `QRMatrix` with libqrencode.
///
/// The only file that imports `CQRencode`; no libqrencode pointer leaves it.
/// Bytes always go in one 8-bit segment (`QRinput_append(QR_MODE_8)`), so text
/// is never upper-cased nor switched to Kanji mode, as `QRcode_encodeString` would.
///
/// Thread safety: libqrencode keeps only its Reed-Solomon tables as shared state
/// and guards their lazy set-up with a pthread mutex when built with pthreads.
/// Debian's build is (it imports `pthread_mutex_lock`), and each call here uses
/// its own `QRinput`/`QRcode`, so encodings may run in parallel.
public enum QREncoder {
    /// Encodes `payload` in a child task of its own (`async let`), never in the caller's task.
    ///
    /// The child runs on the caller's task executor when the caller has one, and on the
    /// global concurrent executor otherwise, so a caller on the main actor never blocks
    /// and many encodings may run at once. The command line runs each command on its
    /// main thread (``MainThreadExecutor``): a one-card `myca qr` then starts no thread
    /// (bench/README.md has what that saves); batch jobs run on the batch's pool.
    ///
    /// - Throws: `QRError.payloadTooLarge` when the bytes do not fit in a
    ///   version-40 code at `options.ecc`, and other `QRError`s.
    public static func encode(_ payload: [UInt8], options: QROptions = .init()) async throws -> QRMatrix {
        async let matrix = encodeSync(payload, options: options)
        return try await matrix
    }

    /// Encodes `payload` on the calling thread.
    ///
    /// For tests and for callers that already run off the main task.
    public static func encodeSync(_ payload: [UInt8], options: QROptions = .init()) throws -> QRMatrix {
        try encodeSync(payload, options: options, maskSelection: LibraryMasking.unmasked == nil ? .library : .packed)
    }

    /// Who chooses the mask pattern: libqrencode, or ``QRMaskSelector`` on the unmasked
    /// symbol libqrencode returns. Both make the same choice; tests compare them.
    enum MaskSelection {
        case library, packed
    }

    static func encodeSync(_ payload: [UInt8], options: QROptions, maskSelection: MaskSelection) throws -> QRMatrix {
        guard !payload.isEmpty else { throw QRError.emptyPayload }
        if let version = options.minimumVersion, !(1...40).contains(version) {
            throw QRError.invalidVersion(version)
        }
        let eci = options.eciHeader(for: payload)
        let maximum = options.ecc.maximumBytes(eci: eci)
        guard payload.count <= maximum else {
            throw QRError.payloadTooLarge(bytes: payload.count, maximum: maximum, ecc: options.ecc)
        }

        guard let input = QRinput_new2(Int32(options.minimumVersion ?? 0), level(options.ecc)) else {
            throw QRError.encoderFailed(operation: "QRinput_new2", errno: errno)
        }
        defer { QRinput_free(input) }
        if eci, QRinput_appendECIheader(input, 26) != 0 {
            throw QRError.encoderFailed(operation: "QRinput_appendECIheader", errno: errno)
        }
        let appended = payload.withUnsafeBufferPointer { bytes in
            QRinput_append(input, QR_MODE_8, Int32(bytes.count), bytes.baseAddress)
        }
        guard appended == 0 else {
            throw QRError.encoderFailed(operation: "QRinput_append", errno: errno)
        }
        let unmasked = maskSelection == .packed ? LibraryMasking.unmasked : nil
        let encoded = if let unmasked { unmasked(input) } else { QRcode_encodeInput(input) }
        guard let code = encoded else {
            let failure = errno
            if failure == ERANGE {
                // Our maximum is exact, but keep libqrencode's word as the final one.
                throw QRError.payloadTooLarge(bytes: payload.count, maximum: maximum, ecc: options.ecc)
            }
            throw QRError.encoderFailed(operation: "QRcode_encodeInput", errno: failure)
        }
        defer { QRcode_free(code) }

        let version = Int(code.pointee.version)
        let size = Int(code.pointee.width)
        guard let data = code.pointee.data, (1...40).contains(version), size == 17 + 4 * version else {
            throw QRError.encoderFailed(operation: "QRcode_encodeInput", errno: EINVAL)
        }
        if unmasked != nil {
            let frame = UnsafeBufferPointer(start: data, count: size * size)
            return QRMatrix(version: version, size: size,
                            packedRows: QRMaskSelector.mask(frame: frame, width: size, ecc: options.ecc).rows)
        }
        // Bit 0 of each byte is the module colour; the other bits describe its role.
        let modules = (0 ..< size * size).map { data[$0] & 1 == 1 }
        guard let matrix = QRMatrix(version: version, size: size, modules: modules) else {
            throw QRError.encoderFailed(operation: "QRcode_encodeInput", errno: EINVAL)
        }
        return matrix
    }

    /// libqrencode's unmasked symbol, for ``QRMaskSelector`` to mask.
    ///
    /// `QRcode_encodeInput(input)` is `QRcode_encodeMask(input, -1)`: choose a mask and
    /// apply it. `QRcode_encodeMask(input, -2)` returns the symbol before masking, with
    /// each module's role in its byte (libqrencode 3.x and 4.x, qrencode.c). That
    /// function is not in `qrencode.h`, so it is looked up when first needed, not
    /// linked: where the library does not export it, or is not major version 4 (the
    /// one whose mask rules ``QRMaskSelector`` reproduces), `unmasked` is nil and
    /// libqrencode chooses the mask itself, as before.
    enum LibraryMasking {
        typealias EncodeMask = @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<QRcode>?

        /// Wraps the C function pointer: immutable, and the function is thread safe
        /// as `QRcode_encodeInput` is (see the type's comment).
        struct Unmasked: @unchecked Sendable {
            let function: EncodeMask
            func callAsFunction(_ input: OpaquePointer) -> UnsafeMutablePointer<QRcode>? { function(input, -2) }
        }

        static let unmasked: Unmasked? = {
            var major: Int32 = 0, minor: Int32 = 0, micro: Int32 = 0
            QRcode_APIVersion(&major, &minor, &micro)
            guard major == 4, let symbol = dlsym(nil, "QRcode_encodeMask") else { return nil }
            return Unmasked(function: unsafeBitCast(symbol, to: EncodeMask.self))
        }()
    }

    private static func level(_ ecc: ErrorCorrection) -> QRecLevel {
        switch ecc {
        case .low: QR_ECLEVEL_L
        case .medium: QR_ECLEVEL_M
        case .quartile: QR_ECLEVEL_Q
        case .high: QR_ECLEVEL_H
        }
    }
}

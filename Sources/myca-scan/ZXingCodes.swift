import CZXingShim
import MycaCore

/// Every QR code in an image, through the C face of ZXing-cpp.
enum ZXingCodes {
    /// Why ZXing gave up.
    struct Failure: Error {
        let status: Int32
    }

    /// The codes in `image`, each once.
    static func read(_ image: GrayImage) throws(ScanError) -> [ScanReport.Code] {
        final class Found {
            var codes: [ScanReport.Code] = []
        }
        let found = Found()
        let status = image.withBytes { bytes in
            withExtendedLifetime(found) {
                myca_zxing_read(bytes, Int32(image.width), Int32(image.height), Int32(image.stride), 1,
                                Unmanaged.passUnretained(found).toOpaque()) { context, text, length, corners in
                    guard let context, let text, let corners else { return }
                    let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
                    let bytes = UnsafeRawBufferPointer(start: text, count: length)
                    found.codes.append(ScanReport.Code(text: String(decoding: bytes, as: UTF8.self),
                                                       corners: (0..<8).map { Int(corners[$0]) }))
                }
            }
        }
        guard status >= 0 else {
            throw .undecodable(file: "", detail: status == MYCA_ZXING_NO_MEMORY.rawValue ? "ZXing ran out of memory" : "ZXing failed")
        }
        return found.codes
    }
}

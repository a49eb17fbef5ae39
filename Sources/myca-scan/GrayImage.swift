import CTesseract
import MycaCore

/// An image decoded by Leptonica (PNG or JPEG, whose structure myca checked before) and
/// turned upright and into 8-bit gray: what ZXing and Tesseract both read. Every
/// Leptonica pointer stays in here.
final class GrayImage {
    private var pix: UnsafeMutablePointer<PIX>
    let width: Int
    let height: Int
    /// Bytes from one row to the next.
    let stride: Int

    /// Decodes `bytes`, turned by the Exif `orientation` (1, 3, 6, 8; mirrored ones are
    /// left as stored: no camera writes them).
    convenience init(bytes: [UInt8], orientation: Int, name: String) throws(ScanError) {
        // Leptonica's notes on what it converts are nothing a person scanning needs.
        _ = setMsgSeverity(Int32(L_SEVERITY_ERROR))
        guard let decoded = bytes.withUnsafeBufferPointer({ pixReadMem($0.baseAddress, $0.count) }) else {
            throw .undecodable(file: name, detail: "Leptonica cannot read it")
        }
        var source: UnsafeMutablePointer<PIX>? = decoded
        defer { pixDestroy(&source) }
        guard var gray = pixConvertTo8(decoded, 0) else { throw .undecodable(file: name, detail: "no gray conversion") }
        let quarterTurns: Int32 = orientation == 6 ? 1 : orientation == 3 ? 2 : orientation == 8 ? 3 : 0
        if quarterTurns != 0, let turned = pixRotateOrth(gray, quarterTurns) {
            var old: UnsafeMutablePointer<PIX>? = gray
            pixDestroy(&old)
            gray = turned
        }
        self.init(taking: gray)
    }

    /// Owns `gray`, an 8-bit image in Leptonica's own order.
    private init(taking gray: UnsafeMutablePointer<PIX>) {
        // Leptonica keeps pixels in 32-bit words, most significant byte first; swapped on
        // this little-endian machine, the words' bytes are the pixels in order.
        pixEndianByteSwap(gray)
        pix = gray
        width = Int(pixGetWidth(gray))
        height = Int(pixGetHeight(gray))
        stride = Int(pixGetWpl(gray)) * 4
    }

    /// The image turned so its lines of text run level, for OCR: a card photographed a few
    /// degrees askew loses whole words in Tesseract. Nil when Leptonica finds no skew.
    func deskewed() -> GrayImage? {
        pixEndianByteSwap(pix)
        defer { pixEndianByteSwap(pix) }
        // pixDeskew hands back a clone, sharing these very pixels, when the skew is too small
        // to turn: a copy of its own is what the byte swap may change.
        guard let level = pixDeskew(pix, 0) else { return nil }
        var turned: UnsafeMutablePointer<PIX>? = level
        defer { pixDestroy(&turned) }
        guard let copy = pixCopy(nil, level) else { return nil }
        return GrayImage(taking: copy)
    }

    deinit {
        var old: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&old)
    }

    /// Runs `body` with the rows of gray bytes.
    func withBytes<T>(_ body: (UnsafePointer<UInt8>) throws -> T) rethrows -> T {
        let data = UnsafeRawPointer(pixGetData(pix)!)
        return try body(data.assumingMemoryBound(to: UInt8.self))
    }

    /// The mean gray level and its standard deviation, from every fourth pixel of every
    /// fourth row.
    func levels() -> (mean: Double, deviation: Double) {
        withBytes { bytes in
            var sum = 0.0, squares = 0.0, count = 0.0
            for y in Swift.stride(from: 0, to: height, by: 4) {
                for x in Swift.stride(from: 0, to: width, by: 4) {
                    let value = Double(bytes[y * stride + x])
                    sum += value
                    squares += value * value
                    count += 1
                }
            }
            let mean = sum / max(count, 1)
            return (mean, (max(squares / max(count, 1) - mean * mean, 0)).squareRoot())
        }
    }
}

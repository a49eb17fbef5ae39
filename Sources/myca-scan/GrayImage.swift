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
    /// Pixels per inch of the card, when known (a card cut out of a photo at a set width).
    var resolution: Int?

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

    /// The part of the image in the box, scaled by `scale`, with a white border of
    /// `border` pixels (Tesseract reads a line alone better with room around it).
    func cropped(x: Int, y: Int, width: Int, height: Int, scale: Double, border: Int) -> GrayImage? {
        pixEndianByteSwap(pix)
        defer { pixEndianByteSwap(pix) }
        guard let box = boxCreate(Int32(x), Int32(y), Int32(width), Int32(height)) else { return nil }
        var boxPointer: UnsafeMutablePointer<BOX>? = box
        defer { boxDestroy(&boxPointer) }
        guard let clip = pixClipRectangle(pix, box, nil) else { return nil }
        var clipPointer: UnsafeMutablePointer<PIX>? = clip
        defer { pixDestroy(&clipPointer) }
        guard let scaled = pixScale(clip, Float(scale), Float(scale)) else { return nil }
        var scaledPointer: UnsafeMutablePointer<PIX>? = scaled
        defer { pixDestroy(&scaledPointer) }
        guard let bordered = pixAddBorder(scaled, Int32(border), 255) else { return nil }
        return GrayImage(taking: bordered)
    }

    /// The card in `outline` seen square-on, `cardWidth` pixels wide at the card's own
    /// proportions, with `margin` of its width and height around it on every side (bilinear
    /// sampling).
    func rectified(_ outline: CardOutline, cardWidth: Int, margin: Double) -> GrayImage? {
        let size = outline.size
        let cardHeight = max(1, (Double(cardWidth) * size.height / max(size.width, 1)).rounded())
        let cardMap = outline.map(width: Double(cardWidth), height: cardHeight)
        let left = (Double(cardWidth) * margin).rounded(), top = (cardHeight * margin).rounded()
        let map = { (x: Double, y: Double) in cardMap(x - left, y - top) }
        let width = cardWidth + 2 * Int(left), height = Int(cardHeight) + 2 * Int(top)
        guard cardWidth > 0, let made = pixCreate(Int32(width), Int32(height), 8) else { return nil }
        let outStride = Int(pixGetWpl(made)) * 4
        let out = UnsafeMutableRawPointer(pixGetData(made)!).assumingMemoryBound(to: UInt8.self)
        withBytes { bytes in
            for y in 0..<height {
                for x in 0..<width {
                    let (u, v) = map(Double(x) + 0.5, Double(y) + 0.5)
                    let fx = min(max(u - 0.5, 0), Double(self.width - 1)), fy = min(max(v - 0.5, 0), Double(self.height - 1))
                    let x0 = Int(fx), y0 = Int(fy), x1 = min(x0 + 1, self.width - 1), y1 = min(y0 + 1, self.height - 1)
                    let ax = fx - Double(x0), ay = fy - Double(y0)
                    let top = Double(bytes[y0 * stride + x0]) * (1 - ax) + Double(bytes[y0 * stride + x1]) * ax
                    let bottom = Double(bytes[y1 * stride + x0]) * (1 - ax) + Double(bytes[y1 * stride + x1]) * ax
                    // Leptonica's own order within each 32-bit word: the bytes swapped.
                    out[y * outStride + (x ^ 3)] = UInt8(min(255, max(0, (top * (1 - ay) + bottom * ay).rounded())))
                }
            }
        }
        return GrayImage(taking: made)
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

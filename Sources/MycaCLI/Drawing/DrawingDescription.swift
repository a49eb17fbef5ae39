import MycaCore

/// The `-v` lines of the drawing commands (`card`, `background`): what each file is, and
/// how large the code's modules come out, in the terms `qr -v` uses.
enum DrawingDescription {
    /// `png: FILE: 1004×650 pixels at 300 dpi, 85×55 mm` (a PNG's size read from its
    /// header), `pdf: FILE: 2 pages of 91×61 mm`, `svg: FILE: 85×55 mm`.
    /// A picture for the screen (`showsMillimetres` off) gives its pixels only.
    static func file(_ format: String, _ target: OutputTarget, bytes: [UInt8], pages: [DrawingPage], dpi: Int?,
                     showsMillimetres: Bool = true) -> String {
        let first = pages.first.map { "\(millimetres($0.width))×\(millimetres($0.height)) mm" } ?? ""
        var line = "\(format): \(target.displayName): "
        if format == "png", let (width, height) = pngPixels(bytes) {
            line += "\(width)×\(height) pixels" + (showsMillimetres ? (dpi.map { " at \($0) dpi" } ?? "") + ", " + first : "")
        } else if pages.count > 1 {
            line += "\(pages.count) pages of " + first
        } else {
            line += first
        }
        return line + ", \(bytes.count) bytes"
    }

    /// `code: 41 modules of 0.412 mm (a 16.9 mm square with its quiet zone)`, plus the pixels
    /// a module takes at `dpi`.
    static func code(_ matrix: QRMatrix, area: DrawingRect, dpi: Int?, what: String = "code") -> String {
        let modules = matrix.size + 2 * QRMatrix.quietZone
        let module = area.width / Double(modules)
        var line = "\(what): version \(matrix.version), \(modules) modules of \(PhysicalLength.text(module, digits: 3, keeping: 1)) mm "
            + "(a \(millimetres(area.width)) mm square with its quiet zone)"
        if let dpi { line += ", \(PhysicalLength.text(PhysicalLength.pixels(millimetres: module, dpi: Double(dpi)), digits: 1, keeping: 1)) pixels a module at \(dpi) dpi" }
        return line
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngPixels(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    private static func millimetres(_ value: Double) -> String { PhysicalLength.text(value, digits: 1, keeping: 1) }
}

/// How large a code comes out on paper, and whether a phone held at arm's length reads it.
///
/// GS1's General Specifications (section 5.12.3.1, the symbol specification table for QR
/// Code scanned at the point of sale, which covers camera and smartphone scanning) set
/// the X-dimension of a module to 0.396 mm at least (0.990 mm at most). A business card is
/// read from arm's length, printed by a shop whose toner spreads, so myca's minimum is
/// 0.45 mm: the one density rule of every printed code (`qr` images, the card, its sheets),
/// which a caller may set lower or higher.
public struct PrintedSize: Sendable, Hashable {
    /// The smallest module, in millimetres, a printed code gets without a warning (or, on
    /// a card, before the code carries less).
    public static let minimumModuleMillimetres = 0.45
    /// The smallest module a caller may ask for: GS1's minimum for hand-held scanning.
    public static let lowestMinimumModuleMillimetres = 0.396

    /// The printed side, quiet zone included, in millimetres.
    public let sideMillimetres: Double
    /// One module's side in millimetres.
    public let moduleMillimetres: Double
    /// Modules per side, quiet zone included.
    public let totalModules: Int
    /// The resolution of a bitmap, or nil for a vector image.
    public let dpi: Int?

    /// The printed size of a PNG laid out by `layout` at `dpi` pixels per inch.
    public init(png layout: PixelLayout, dpi: Int) {
        let pixelMillimetres = PhysicalLength.millimetres(pixels: 1, dpi: Double(max(1, dpi)))
        sideMillimetres = Double(layout.pixels) * pixelMillimetres
        moduleMillimetres = Double(layout.pixelsPerModule) * pixelMillimetres
        totalModules = layout.totalModules
        self.dpi = dpi
    }

    /// The printed size of a vector image `side` wide (nil for a pixel length: no paper size).
    public init?(vector side: PhysicalLength, totalModules: Int) {
        guard let millimetres = side.millimetres, totalModules > 0 else { return nil }
        sideMillimetres = millimetres
        moduleMillimetres = millimetres / Double(totalModules)
        self.totalModules = totalModules
        dpi = nil
    }

    /// Whether modules are smaller than `minimum` millimetres.
    public func isBelow(_ minimum: Double = minimumModuleMillimetres) -> Bool { moduleMillimetres < minimum }

    /// The smallest whole number of millimetres to ask for so that modules reach `minimum`:
    /// for a bitmap, after whole pixels per module are taken (the PNG size rule).
    public func smallestReadableMillimetres(_ minimum: Double = minimumModuleMillimetres) -> Int {
        guard let dpi else { return Int((Double(totalModules) * minimum).rounded(.up)) }
        let pixelsPerModule = PhysicalLength.pixels(millimetres: minimum, dpi: Double(dpi)).rounded(.up)
        return Int(PhysicalLength.millimetres(pixels: pixelsPerModule * Double(totalModules), dpi: Double(dpi)).rounded(.up))
    }
}

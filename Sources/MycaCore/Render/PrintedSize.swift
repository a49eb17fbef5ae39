/// How large a code comes out on paper, and whether a phone held in the hand reads it.
///
/// The minimum module size is GS1's: the GS1 General Specifications (section 5.12.3.1,
/// symbol specification table for QR Code scanned at the point of sale, which covers
/// camera and smartphone scanning) set the X-dimension of a QR Code module to 0.396 mm
/// at least (0.990 mm at most). Smaller modules need a phone held closer than its camera
/// focuses, and printers blur them; a business card code is read from arm's length.
public struct PrintedSize: Sendable, Hashable {
    /// The smallest module, in millimetres, that hand-held scanning is specified for.
    public static let minimumModuleMillimetres = 0.396

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
        let pixelMillimetres = 25.4 / Double(max(1, dpi))
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

    /// Whether modules are smaller than ``minimumModuleMillimetres``.
    public var isBelowMinimum: Bool { moduleMillimetres < Self.minimumModuleMillimetres }

    /// The smallest whole number of millimetres to ask for so that modules reach the
    /// minimum: for a bitmap, after whole pixels per module are taken (the PNG size rule).
    public var smallestReadableMillimetres: Int {
        let minimum = Self.minimumModuleMillimetres
        guard let dpi else { return Int((Double(totalModules) * minimum).rounded(.up)) }
        let pixelsPerModule = (minimum * Double(dpi) / 25.4).rounded(.up)
        return Int((pixelsPerModule * Double(totalModules) * 25.4 / Double(dpi)).rounded(.up))
    }
}

/// How many pixels a bitmap QR code gets: the sizing rule, in one place.
///
/// The rule (quoted in the README):
///
/// 1. total modules = matrix size + 2 × margin (the quiet zone on both sides);
/// 2. with a size: target pixels = round(length in inches × dpi), or the pixel
///    count itself for `px`; pixels per module = max(1, ⌊target / total modules⌋);
///    without a size: pixels per module = the scale (default 8);
/// 3. image pixels per side = pixels per module × total modules.
///
/// So every module is a whole number of pixels (never blurry) and the image is
/// never larger than asked, except when even 1 pixel per module is larger; then
/// `warning` says so.
public struct PixelLayout: Sendable, Hashable {
    /// Modules per side including the quiet zone.
    public let totalModules: Int
    /// Pixels per module (≥ 1).
    public let pixelsPerModule: Int
    /// Pixels per side, `pixelsPerModule * totalModules`.
    public var pixels: Int { pixelsPerModule * totalModules }
    /// The pixels per side asked for through a size, if one was given.
    public let targetPixels: Int?
    /// Set when the image had to be larger than asked.
    public let warning: String?

    /// Applies the rule to a matrix of `size` modules.
    public init(size: Int, margin: Int, scale: Int, length: PhysicalLength?, dpi: Int) {
        totalModules = size + 2 * margin
        guard let length else {
            pixelsPerModule = scale
            targetPixels = nil
            warning = nil
            return
        }
        let target = length.pixels(dpi: dpi)
        targetPixels = target
        pixelsPerModule = max(1, target / max(1, totalModules))
        if target < totalModules {
            let unit = length.unit == .pixel ? "" : " at \(dpi) dpi"
            warning = "\(length)\(unit) is \(target) pixels, fewer than the \(totalModules) modules of this code: "
                + "the image is \(totalModules) pixels instead"
        } else {
            warning = nil
        }
    }
}

/// The pixels of a page drawn as an image (a card or a sheet as PNG, a call background) at
/// a resolution, within what one drawing may hold. It is worked out before anything is
/// drawn, so a size and resolution that add up to too much are refused at once, and
/// `myca-draw` checks it again before it makes its surface.
public struct RasterSize: Sendable, Hashable {
    public let width: Int
    public let height: Int

    /// The most pixels one drawing holds: 2^28 (16,384 × 16,384), 1 GiB at cairo's four
    /// bytes a pixel, the most memory a drawing takes (a batch draws one a job). Every
    /// named card size fits at 4,800 dpi (at 2,400 with a 3 mm bleed and crop marks), the
    /// largest card (420 × 420 mm) at 990 dpi, a sheet of cards on A4 or Letter at 1,200 dpi
    /// and on SRA3 at 1,000, and the largest call background (7680 × 4320, 33 million).
    public static let maximumPixels = 1 << 28
    /// The most pixels on a side: cairo makes no image surface wider or taller.
    public static let maximumSide = 32_767

    /// The image of `width` × `height` millimetres at `dpi` (``DrawingPage/pixels(_:dpi:)``).
    ///
    /// - Throws: ``RasterSizeError`` when it has more than ``maximumPixels`` or more than
    ///   ``maximumSide`` on a side.
    public init(width: Double, height: Double, dpi: Int) throws(RasterSizeError) {
        let w = DrawingPage.pixels(width, dpi: dpi), h = DrawingPage.pixels(height, dpi: dpi)
        guard w <= Self.maximumSide, h <= Self.maximumSide else { throw .tooLong(width: w, height: h) }
        guard w * h <= Self.maximumPixels else { throw .tooManyPixels(width: w, height: h) }
        self.width = max(w, 1)
        self.height = max(h, 1)
    }

    /// The image of `page` at `dpi`.
    ///
    /// - Throws: ``RasterSizeError`` as ``init(width:height:dpi:)``.
    public init(_ page: DrawingPage, dpi: Int) throws(RasterSizeError) {
        try self.init(width: page.width, height: page.height, dpi: dpi)
    }
}

/// An image larger than a drawing may be: a size and resolution that add up to too much.
public enum RasterSizeError: MycaError, Equatable {
    /// More than ``RasterSize/maximumPixels`` in all.
    case tooManyPixels(width: Int, height: Int)
    /// More than ``RasterSize/maximumSide`` on a side.
    case tooLong(width: Int, height: Int)

    public var messageText: MessageText {
        switch self {
        case let .tooManyPixels(width, height):
            MessageText("an image of %d×%d is %s pixels, more than the %s a drawing may hold (%d MiB)", width, height,
                        Self.grouped(width * height), Self.grouped(RasterSize.maximumPixels), (RasterSize.maximumPixels * 4) >> 20)
        case let .tooLong(width, height):
            MessageText("an image of %d×%d pixels is too large: at most %d on a side", width, height, RasterSize.maximumSide)
        }
    }

    /// The size and resolution are the caller's settings (the command line names them).
    public var isInSetting: Bool { true }
    public var remedy: ErrorRemedy? { .lowerResolution }

    /// `n` with its thousands set apart by commas.
    static func grouped(_ n: Int) -> String {
        var digits = String(n)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }
}

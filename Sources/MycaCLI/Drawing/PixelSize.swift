import MycaCore

/// `--size WIDTHxHEIGHT` in pixels, for `myca background`.
struct PixelSize: ArgumentValue, Equatable {
    /// Width.
    let width: Int
    /// Height.
    let height: Int

    /// Widths accepted: from a small webcam picture to 8K.
    static let widths = 640...7680
    /// Heights accepted.
    static let heights = 360...4320

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `1920x1080` (`x` or `×`); landscape, within ``widths`` and ``heights``.
    init(argument: String) throws {
        let parts = argument.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).map(String.init)
        let expected = MessageText("WIDTHxHEIGHT in pixels, landscape, from %dx%d to %dx%d (such as 1920x1080)",
                                   Self.widths.lowerBound, Self.heights.lowerBound, Self.widths.upperBound, Self.heights.upperBound)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              Self.widths.contains(w), Self.heights.contains(h), w >= h
        else { throw ArgumentValueError(expected: expected) }
        self.init(width: w, height: h)
    }

    var argumentText: String? { "\(width)x\(height)" }
}

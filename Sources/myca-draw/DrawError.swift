import MycaCore

/// Why `myca-draw` could not draw.
enum DrawError: MycaError {
    /// The request has no page.
    case noPages
    /// cairo failed (out of memory, or a surface too large).
    case cairo(String)
    /// A PNG larger than myca makes.
    case imageTooLarge(width: Int, height: Int, maximum: Int)

    var message: String {
        switch self {
        case .noPages: "nothing to draw: the request has no page"
        case let .cairo(what): "cairo failed: \(what)"
        case let .imageTooLarge(width, height, maximum):
            "an image of \(width)×\(height) pixels is too large: at most \(maximum) per side"
        }
    }

    var hint: String? {
        switch self {
        case .imageTooLarge: "ask for a lower --dpi"
        default: nil
        }
    }
}

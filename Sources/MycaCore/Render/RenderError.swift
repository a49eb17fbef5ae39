/// Why a QR code could not be drawn as asked: bad colour, size or style.
public enum RenderError: MycaError, Equatable {
    /// A colour that is neither `#rgb`, `#rrggbb`, `rrggbb` nor a known name.
    case invalidColor(String)
    /// A palette name that does not exist.
    case unknownStyle(String)
    /// A length that is not a positive number followed by mm, cm, in or px.
    case invalidLength(String)
    /// A resolution outside 1...100000 dots per inch.
    case invalidDPI(Int)
    /// A quiet zone outside 0...100 modules.
    case invalidMargin(Int)
    /// A scale outside 1...1000 pixels per module.
    case invalidScale(Int)
    /// Modules lighter than the background: most scanners cannot read that.
    case lightOnDark(foreground: String, background: String)
    /// Too little contrast between modules and background.
    case lowContrast(foreground: String, background: String, ratio: Double, minimum: Double)
    /// An image wider than the largest we agree to make.
    case imageTooLarge(pixels: Int, maximum: Int)

    public var message: String {
        switch self {
        case let .invalidColor(value):
            "invalid colour '\(value)': expected #rgb, #rrggbb or a name such as black"
        case let .unknownStyle(name):
            "unknown style '\(name)'"
        case let .invalidLength(value):
            "invalid size '\(value)': expected a positive number with mm, cm, in or px, such as 25mm"
        case let .invalidDPI(dpi):
            "invalid resolution \(dpi) dpi: expected 1 to 100000"
        case let .invalidMargin(margin):
            "invalid quiet zone of \(margin) modules: expected 0 to 100"
        case let .invalidScale(scale):
            "invalid scale of \(scale) pixels per module: expected 1 to 1000"
        case let .lightOnDark(foreground, background):
            "foreground \(foreground) is lighter than background \(background): scanners expect dark modules on a light ground"
        case let .lowContrast(foreground, background, ratio, minimum):
            "contrast between \(foreground) and \(background) is \(RenderError.ratio(ratio)):1, below the \(RenderError.ratio(minimum)):1 scanners need"
        case let .imageTooLarge(pixels, maximum):
            "image of \(pixels) pixels per side is too large: at most \(maximum)"
        }
    }

    public var hint: String? {
        switch self {
        case .invalidColor:
            "names: " + Color.names.joined(separator: ", ")
        case .unknownStyle:
            "styles: " + QRStyle.allNames.joined(separator: ", ")
        case .invalidLength:
            "examples: 25mm, 2.5cm, 1in, 300px"
        case .invalidDPI:
            "300 or 600 dpi suit most printers"
        case .invalidMargin:
            "the standard quiet zone is 4 modules"
        case .invalidScale:
            "8 pixels per module suit a screen"
        case .lightOnDark, .lowContrast, .imageTooLarge:
            nil  // what to change is an option of the command: the command line says it
        }
    }

    /// One decimal, truncated towards the safe side is not needed here: it is for people.
    private static func ratio(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

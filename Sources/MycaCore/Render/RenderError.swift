/// Why a QR code could not be drawn as asked: bad colour, size or style.
public enum RenderError: MycaError, Equatable {
    /// A colour that is neither `#rgb`, `#rrggbb`, `rrggbb` nor a known name.
    case invalidColor(String)
    /// A palette name that does not exist.
    case unknownStyle(String)
    /// A length that is not a positive number followed by mm, cm, in or px.
    case invalidLength(String)
    /// A resolution outside `RenderSettings.resolutions` dots per inch.
    case invalidDPI(Int)
    /// A quiet zone outside `RenderSettings.margins` modules.
    case invalidMargin(Int)
    /// A scale outside `RenderSettings.scales` pixels per module.
    case invalidScale(Int)
    /// Modules lighter than the background: most scanners cannot read that.
    case lightOnDark(foreground: String, background: String)
    /// Too little contrast between modules and background.
    case lowContrast(foreground: String, background: String, ratio: Double, minimum: Double)
    /// An image wider than the largest we agree to make.
    case imageTooLarge(pixels: Int, maximum: Int)


    public var messageText: MessageText {
        switch self {
        case let .invalidColor(value):
            MessageText("invalid colour '%s': expected #rgb, #rrggbb or a name such as black", value)
        case let .unknownStyle(name):
            MessageText("unknown style '%s'", name)
        case let .invalidLength(value):
            MessageText("invalid size '%s': expected a positive number with mm, cm, in or px, such as 25mm", value)
        case let .invalidDPI(dpi):
            MessageText("invalid resolution %d dpi: expected %d to %d", dpi,
                        RenderSettings.resolutions.lowerBound, RenderSettings.resolutions.upperBound)
        case let .invalidMargin(margin):
            MessageText("invalid quiet zone of %d modules: expected %d to %d", margin,
                        RenderSettings.margins.lowerBound, RenderSettings.margins.upperBound)
        case let .invalidScale(scale):
            MessageText("invalid scale of %d pixels per module: expected %d to %d", scale,
                        RenderSettings.scales.lowerBound, RenderSettings.scales.upperBound)
        case let .lightOnDark(foreground, background):
            MessageText("foreground %s is lighter than background %s: scanners expect dark modules on a light ground",
                        "\(foreground)", "\(background)")
        case let .lowContrast(foreground, background, ratio, minimum):
            MessageText("contrast between %s and %s is %s:1, below the %s:1 scanners need",
                        "\(foreground)", "\(background)", RenderError.ratio(ratio), RenderError.ratio(minimum))
        case let .imageTooLarge(pixels, maximum):
            MessageText("image of %d pixels per side is too large: at most %d", pixels, maximum)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .invalidColor:
            MessageText("names: %s", Color.names.joinedText(separator: ", "))
        case .unknownStyle:
            MessageText("styles: %s", QRStyle.allNames.joinedText(separator: ", "))
        case .invalidLength:
            MessageText("examples: 25mm, 2.5cm, 1in, 300px")
        case .invalidDPI:
            MessageText("300 or 600 dpi suit most printers")
        case .invalidMargin:
            MessageText("the standard quiet zone is 4 modules")
        case .invalidScale:
            MessageText("8 pixels per module suit a screen")
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

extension RenderError {
    /// Colours, sizes, margins, scales and styles are settings; an image too large is what
    /// they add up to for this code.
    public var isInSetting: Bool {
        if case .imageTooLarge = self { return false }
        return true
    }

    public var remedy: ErrorRemedy? {
        switch self {
        case .lightOnDark: .swapColours
        case .lowContrast: .moreContrast
        case .imageTooLarge: .smallerImage
        default: nil
        }
    }
}

/// The colours of a QR code: dark modules on a light (or transparent) ground.
///
/// Every value is readable by construction: named palettes are checked by
/// tests, and `init(foreground:background:)` refuses light-on-dark codes and
/// low contrast. A transparent background is judged as if printed on white.
public struct QRStyle: Sendable, Hashable {
    /// The colour of dark modules.
    public let foreground: Color
    /// The colour of light modules and the quiet zone; nil means transparent.
    public let background: Color?

    /// The lowest contrast ratio (WCAG 2 formula) accepted between the colours.
    ///
    /// 4.5:1 is WCAG's level for normal text; phone cameras in dim light
    /// need about as much, and pure red on white (4.0:1) fails in many scanners.
    public static let minimumContrast = 4.5

    /// Creates a style after checking that scanners can read it.
    ///
    /// - Throws: `RenderError.lightOnDark` when the foreground is not darker than
    ///   the background, `RenderError.lowContrast` when the ratio is below
    ///   `minimumContrast`.
    public init(foreground: Color, background: Color?) throws {
        let ground = background ?? .white
        let groundName = background?.hex ?? "transparent (judged as white)"
        guard foreground.relativeLuminance < ground.relativeLuminance else {
            throw RenderError.lightOnDark(foreground: foreground.hex, background: groundName)
        }
        let ratio = Color.contrastRatio(foreground, ground)
        guard ratio >= QRStyle.minimumContrast else {
            throw RenderError.lowContrast(foreground: foreground.hex, background: groundName,
                                          ratio: ratio, minimum: QRStyle.minimumContrast)
        }
        self.foreground = foreground
        self.background = background
    }

    private init(unchecked foreground: Color, _ background: Color?) {
        self.foreground = foreground
        self.background = background
    }

    private static func rgb(_ value: UInt32) -> Color {
        Color(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// The screen colour of the ground `grounds` defines for the style `name`.
    private static func ground(_ name: String) -> Color { rgb(grounds[name]?.srgb ?? 0xFFFFFF) }

    /// The inks a press prints this style's ground with: a named style's from `grounds`
    /// (what its screen colour is the equivalent of), paper for a transparent ground; nil
    /// for colours of one's own, which Ghostscript converts through the press profile.
    public var pressGround: PressColour? {
        guard background != nil else { return .process(c: 0, m: 0, y: 0, k: 0) }
        return name.flatMap { QRStyle.grounds[$0]?.press }
    }

    /// Black on white: the most robust code, and the smallest PNG (1-bit greyscale).
    public static let classic = QRStyle(unchecked: .black, .white)

    /// The named palettes, in the order `allNames` lists them.
    private static let palettes: [(String, QRStyle)] = [
        ("classic", classic),
        ("ink", QRStyle(unchecked: rgb(0x1A1A2E), ground("ink"))),
        ("navy", QRStyle(unchecked: rgb(0x0B2545), ground("navy"))),
        ("forest", QRStyle(unchecked: rgb(0x1B4332), ground("forest"))),
        ("plum", QRStyle(unchecked: rgb(0x4A1942), ground("plum"))),
        ("sunset", QRStyle(unchecked: rgb(0x7C2D12), ground("sunset"))),
        ("slate", QRStyle(unchecked: rgb(0x1E293B), ground("slate"))),
        ("clear", QRStyle(unchecked: .black, nil)),
    ]

    /// The palette names `named(_:)` accepts.
    public static let allNames: [String] = palettes.map(\.0)

    /// The palette called `name` (case-insensitive).
    ///
    /// - Throws: `RenderError.unknownStyle` naming it; the hint lists `allNames`.
    public static func named(_ name: String) throws -> QRStyle {
        let key = name.renderTrimmed.lowercased()
        guard let match = palettes.first(where: { $0.0 == key }) else {
            throw RenderError.unknownStyle(name)
        }
        return match.1
    }

    /// These colours with the given ones put in their place, checked like any other style.
    ///
    /// - Parameters:
    ///   - foreground: the new module colour, or nil to keep this one.
    ///   - background: the new ground, `.some(nil)` for transparent, or nil to keep this one.
    /// - Throws: `RenderError.lightOnDark` or `.lowContrast`, as `init(foreground:background:)`.
    public func replacing(foreground: Color?, background: Color??) throws -> QRStyle {
        guard foreground != nil || background != nil else { return self }
        return try QRStyle(foreground: foreground ?? self.foreground, background: background ?? self.background)
    }

    /// The style a card's stored palette name stands for; classic when none is stored.
    ///
    /// - Throws: `RenderError.unknownStyle` for a name no palette has (the card file may
    ///   come from a newer myca); callers warn and draw in classic.
    public static func stored(_ name: String?) throws -> QRStyle {
        guard let name else { return .classic }
        return try named(name)
    }

    /// The name of the palette with exactly these colours, or nil.
    public var name: String? { QRStyle.palettes.first { $0.1 == self }?.0 }

    /// Whether this is black on an opaque white ground.
    /// Whether the card's paper is printed: a ground of a colour other than white, which
    /// a cut off the line would show the white paper beside.
    public var hasGround: Bool { background.map { $0 != .white } ?? false }

    public var isBlackOnWhite: Bool { foreground == .black && background == .white }
}

/// Text widths estimated without any font library: what the SVG output fits text with.
///
/// An SVG keeps its text as text, and the viewer picks the font from the font stack, so
/// no metric is exact. The estimate errs wide: ASCII uses DejaVu Sans's advances at 90 %,
/// the width of its condensed cut that heads the font stack (Arial and Noto Sans, where a
/// viewer lacks it, are about as narrow), bold adds 12 %, East
/// Asian wide characters and emoji count a full em, anything else 0.7 em, and the total
/// gets 5 % more. Text fitted by it therefore stays inside its box in practice.
public struct EstimatedTextMeasurer: TextMeasurer, Sendable {
    /// A measurer.
    public init() {}

    /// DejaVu Sans Condensed's advances as a share of DejaVu Sans's.
    static let condensed = 0.9

    /// Advance widths in em of U+0020…U+007E in DejaVu Sans, rounded up to hundredths.
    static let asciiAdvances: [Double] = [
        0.32, 0.40, 0.46, 0.84, 0.64, 0.95, 0.78, 0.28, 0.40, 0.40, 0.50, 0.84, 0.32, 0.37, 0.32, 0.34, // space…/
        0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.34, 0.34, 0.84, 0.84, 0.84, 0.54, // 0…?
        1.00, 0.69, 0.69, 0.70, 0.78, 0.64, 0.58, 0.78, 0.76, 0.30, 0.30, 0.66, 0.56, 0.87, 0.75, 0.79, // @…O
        0.61, 0.79, 0.70, 0.64, 0.62, 0.74, 0.69, 0.99, 0.69, 0.62, 0.69, 0.40, 0.34, 0.40, 0.84, 0.50, // P…_
        0.50, 0.62, 0.64, 0.56, 0.64, 0.62, 0.36, 0.64, 0.64, 0.28, 0.28, 0.58, 0.28, 0.98, 0.64, 0.62, // `…o
        0.64, 0.64, 0.42, 0.53, 0.40, 0.64, 0.60, 0.82, 0.60, 0.60, 0.53, 0.64, 0.34, 0.64, 0.84,       // p…~
    ]

    /// Whether a character takes a full em: East Asian wide and full-width forms, emoji.
    public static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}") { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    public func measure(_ text: String, size: Double, weight: TextBox.Weight) -> TextExtent {
        let scale = Self.scale(size, weight)
        let width = text.reduce(0) { $0 + Self.advance($1) * scale }
        let em = size * TextBox.millimetresPerPoint
        // Line height: DejaVu Sans's is 1.17 em, Noto Sans CJK's 1.45 em.
        return TextExtent(width: width, height: em * (text.contains(where: Self.isWide) ? 1.45 : 1.17))
    }

    /// Each character's estimated advance in millimetres at `size` points: what
    /// ``measure(_:size:weight:)`` adds up, and what ``LineBreaker`` breaks lines by.
    public func advances(_ text: String, size: Double, weight: TextBox.Weight) -> [Double] {
        let scale = Self.scale(size, weight)
        return text.map { Self.advance($0) * scale }
    }

    /// Millimetres per em of estimated advance at `size` points and `weight`, the 5 % of
    /// slack included.
    static func scale(_ size: Double, _ weight: TextBox.Weight) -> Double {
        size * TextBox.millimetresPerPoint * (weight == .bold ? 1.12 : 1) * 1.05
    }

    /// A character's estimated advance in em.
    static func advance(_ character: Character) -> Double {
        if let ascii = character.asciiValue, (0x20...0x7E).contains(ascii) {
            asciiAdvances[Int(ascii) - 0x20] * condensed
        } else if isWide(character) {
            1
        } else if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .nonspacingMark }) {
            0
        } else {
            0.7
        }
    }

    /// The lines `text`, a value of `kind`, breaks into to fit `width` millimetres at
    /// `size` points (``LineBreaker/lines(_:kind:advances:width:maximumLines:)``), or nil.
    public func lines(_ text: String, kind: LineBreaker.Kind, size: Double, weight: TextBox.Weight, width: Double,
                      maximumLines: Int = .max) -> [String]? {
        LineBreaker.lines(text, kind: kind, advances: advances(text, size: size, weight: weight), width: width,
                          maximumLines: maximumLines)
    }
}

/// A colour as a press prints it: a tint of black alone, or process inks.
///
/// Text, codes and marks are black alone, on the K plate, so they are as sharp as the press
/// is and never out of register; a style's ground is process inks. Each ink is 0 or at
/// least ``minimumTint`` percent, the least a press holds, and all together at most
/// ``maximumInk``.
public enum PressColour: Sendable, Hashable {
    /// Black at `percent` on the K plate (written as DeviceGray, which Ghostscript puts on K
    /// alone).
    case black(percent: Int)
    /// Cyan, magenta, yellow and black, each in percent.
    case process(c: Int, m: Int, y: Int, k: Int)

    /// The least tint a press holds, in percent.
    public static let minimumTint = 5
    /// The most ink a press lays on one spot, in percent of one plate.
    public static let maximumInk = 300

    /// Whether a press holds the colour: every ink 0 or a tint of at least ``minimumTint``,
    /// the sum at most ``maximumInk``.
    public var isPrintable: Bool {
        let inks: [Int] = switch self {
        case let .black(percent): [percent]
        case let .process(c, m, y, k): [c, m, y, k]
        }
        return inks.allSatisfy { $0 == 0 || (Self.minimumTint...100).contains($0) } && inks.reduce(0, +) <= Self.maximumInk
    }

    /// The black tint a printed text of `color` on `paper` takes: how far it is from the
    /// paper toward black in perceived lightness (OKLab's L), to the whole percent; a
    /// colour within ``minimumTint`` of the paper is the paper, within it of black is black.
    public static func black(for color: Color, on paper: Color) -> PressColour {
        let ground = paper.okLab.lightness
        guard ground > 0 else { return .black(percent: 100) }
        let percent = Int(((ground - min(color.okLab.lightness, ground)) / ground * 100).rounded())
        return .black(percent: percent < minimumTint ? 0 : percent > 100 - minimumTint ? 100 : percent)
    }

    /// The inks as a print shop writes them, `C6 Y8`, `K100`; `paper` for none.
    public var inks: String {
        let named: [(String, Int)] = switch self {
        case let .black(percent): [("K", percent)]
        case let .process(c, m, y, k): [("C", c), ("M", m), ("Y", y), ("K", k)]
        }
        let used = named.filter { $0.1 > 0 }.map { $0.0 + String($0.1) }
        return used.isEmpty ? "paper" : used.joinedText(separator: " ")
    }

    /// The PDF operator that sets the colour, for filling (`stroking` for lines): `0.35 g`,
    /// `0.06 0 0.08 0 k`.
    public func pdfOperator(stroking: Bool) -> String {
        func n(_ percent: Int) -> String {
            let v = Double(percent) / 100
            return v == v.rounded() ? String(Int(v)) : String(v)
        }
        switch self {
        case let .black(percent):
            return n(100 - percent) + (stroking ? " G" : " g")
        case let .process(c, m, y, k):
            return [c, m, y, k].map(n).joinedText(separator: " ") + (stroking ? " K" : " k")
        }
    }
}

/// What one colour of a drawing is printed with in a press PDF: `press`, or, when nil, the
/// colour as it is, for Ghostscript to convert through the press profile.
public struct PressMapping: Sendable, Hashable {
    public var color: Color
    public var press: PressColour?

    public init(_ color: Color, _ press: PressColour?) {
        self.color = color
        self.press = press
    }
}

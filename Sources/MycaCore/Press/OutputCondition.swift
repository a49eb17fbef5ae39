/// A printing condition a press PDF is made for: the characterized condition its output
/// intent names, whose CMYK profile converts its pictures and is embedded in it.
///
/// A print shop's upload check compares the output intent's registered identifier first,
/// so it is spelled as the ICC characterization data registry spells it. Each profile is
/// made from free characterization data (Debian's icc-profiles-free) by
/// `scripts/icc-profiles`, which lists the same files, with 300 % ink at most
/// (``PressColour/maximumInk``).
///
/// FOGRA39 is the default: ISO 12647-2 sheet-fed offset on coated paper, what business
/// cards are mostly printed on and the condition most shops' checks expect. Its successor
/// FOGRA51 has no free data; FOGRA39 is the nearest that has. The web-offset conditions
/// of the same data (FOGRA28 and FOGRA40 on LWC and SC paper, CGATS TR 002 on newsprint)
/// are left out: no business card is printed on those papers.
public enum OutputCondition: String, Sendable, Hashable, CaseIterable {
    /// ISO 12647-2 offset on coated paper (paper types 1 and 2).
    case fogra39 = "FOGRA39"
    /// ISO 12647-2 offset on uncoated white paper (paper type 4).
    case fogra29 = "FOGRA29"
    /// ISO 12647-2 offset on uncoated yellowish paper (paper type 5).
    case fogra30 = "FOGRA30"
    /// GRACoL 2006: US sheet-fed offset on grade 1 coated paper.
    case gracol2006 = "GRACoL2006"
    /// SWOP: US web offset publication printing on grade 3 coated paper.
    case swop = "SWOP"
    /// SWOP on grade 5 coated paper.
    case swop5 = "SWOP5"

    /// The condition when none is chosen.
    public static let standard = OutputCondition.fogra39

    /// The registry that defines ``identifier``.
    public static let registryName = "http://www.color.org"

    /// Where Debian's icc-profiles-free puts the characterization data.
    public static let dataFolder = "/usr/share/color/icc"

    /// The reference name of the characterization data in the ICC registry: the output
    /// intent's OutputConditionIdentifier.
    public var identifier: String {
        switch self {
        case .fogra39: "FOGRA39"
        case .fogra29: "FOGRA29"
        case .fogra30: "FOGRA30"
        case .gracol2006: "CGATS TR 006"
        case .swop: "CGATS TR 003"
        case .swop5: "CGATS TR 005"
        }
    }

    /// What the output intent's OutputCondition says the condition is.
    public var condition: String {
        switch self {
        case .fogra39:
            "Offset printing, ISO 12647-2:2004/Amd 1, paper type 1 or 2 (gloss or matte coated), 60/cm (FOGRA39)"
        case .fogra29:
            "Offset printing, ISO 12647-2:2004, paper type 4 (uncoated white), 60/cm (FOGRA29)"
        case .fogra30:
            "Offset printing, ISO 12647-2:2004, paper type 5 (uncoated yellowish), 60/cm (FOGRA30)"
        case .gracol2006:
            "GRACoL 2006: sheet-fed offset on grade 1 coated paper, ISO 12647-2 paper type 1 (CGATS TR 006)"
        case .swop:
            "SWOP: web offset publication printing on grade 3 coated paper (CGATS TR 003)"
        case .swop5:
            "SWOP: web offset publication printing on grade 5 coated paper (CGATS TR 005)"
        }
    }

    /// The characterization data the profile is made from, in ``dataFolder``.
    public var data: String {
        switch self {
        case .fogra39: "FOGRA39L.ti3"
        case .fogra29: "FOGRA29L.ti3"
        case .fogra30: "FOGRA30L.ti3"
        case .gracol2006: "TR006.ti3"
        case .swop: "TR003.ti3"
        case .swop5: "TR005.ti3"
        }
    }

    /// The profile's file name in the profiles' folder.
    public var profile: String { rawValue + ".icc" }

    /// The names and what each is, for help: `FOGRA39 (coated)`.
    public static var summary: String {
        allCases.map { $0.rawValue + " (" + $0.paper + ")" }.joinedText(separator: ", ")
    }

    /// The paper, in a word or two.
    var paper: String {
        switch self {
        case .fogra39: "coated"
        case .fogra29: "uncoated"
        case .fogra30: "uncoated yellowish"
        case .gracol2006: "US coated sheet-fed"
        case .swop: "US publication, grade 3"
        case .swop5: "US publication, grade 5"
        }
    }
}

/// The PDF/X standard a press PDF conforms to.
public enum PDFXVersion: String, Sendable, Hashable, CaseIterable {
    /// PDF/X-1a:2001: CMYK only, transparency flattened, PDF 1.3.
    case x1a = "1a"
    /// PDF/X-4 (ISO 15930-7:2010): CMYK with an ICC output intent, transparency kept live,
    /// PDF 1.6, XMP metadata.
    case x4 = "4"

    /// The version a press PDF is made in when none is chosen: what every shop accepts.
    public static let standard = PDFXVersion.x1a

    /// The name the standard goes by, as the file's GTS_PDFXVersion says it.
    public var name: String {
        switch self {
        case .x1a: "PDF/X-1a"
        case .x4: "PDF/X-4"
        }
    }
}

/// What a press PDF is made as: its standard and the output condition it is made for.
public struct PressStandard: Sendable, Hashable {
    /// The output condition.
    public var condition: OutputCondition
    /// The PDF/X version.
    public var version: PDFXVersion

    /// FOGRA39 as PDF/X-1a unless told otherwise.
    public init(condition: OutputCondition = .standard, version: PDFXVersion = .standard) {
        self.condition = condition
        self.version = version
    }
}

/// What `myca batch` writes for each row.
public enum BatchFormat: String, CaseIterable, Sendable {
    /// The QR code as a PNG image.
    case png
    /// The QR code as SVG.
    case svg
    /// The card as a vCard 4.0 file.
    case vcf
    /// The QR payload bytes themselves (`.txt`): for checking what went into each code,
    /// and for feeding other encoders the very same bytes (see `bench/`).
    case payload
    /// The card's NDEF message for an NFC tag (`.ndef`, ``NFCPayload``): the vCard record
    /// of the code's fields and the link, not fitted to a tag.
    case nfc
    /// The card's web page (`.html`, ``CardPage``), and the folder's `index.html` listing
    /// everyone (``TeamSite``).
    case page
    /// The email signature, as HTML and as plain text (`.signature.html`,
    /// `.signature.txt`, ``EmailSignature``).
    case signature
    /// The printed card as a PDF (`.card.pdf`, ``PrintedCard``): front and back pages, a
    /// press file with the options' press.
    case cardPDF = "card-pdf"
    /// The printed card as PNG images (`.card.png`, and `.card-back.png` when it has a back).
    case cardPNG = "card-png"
    /// The printed card as SVG (`.card.svg`, and `.card-back.svg`), its texts set as in the PDF.
    case cardSVG = "card-svg"
    /// The video-call background (`.background.png`, ``CallBackgroundLayout``).
    case background
    /// The Apple Wallet pass (`.pkpass`, ``ApplePass``), signed with the user's
    /// certificate (``BatchOptions/passSigning``).
    case pkpass
    /// The "Save to Google Wallet" link (`.google-link.txt`, ``GoogleWalletPass``), its JWT
    /// signed with the user's service account key (``BatchOptions/passSigning``).
    case googleLink = "google-link"

    /// What follows the stem in each file this format writes (its extension, without the
    /// first dot), in the order of ``BatchJob``'s files.
    public var fileSuffixes: [String] {
        switch self {
        case .png: return ["png"]
        case .svg: return ["svg"]
        case .vcf: return ["vcf"]
        case .payload: return ["txt"]
        case .nfc: return ["ndef"]
        case .page: return ["html"]
        case .signature: return ["signature.html", "signature.txt"]
        case .cardPDF: return ["card.pdf"]
        case .cardPNG: return ["card.png", "card-back.png"]
        case .cardSVG: return ["card.svg", "card-back.svg"]
        case .background: return ["background.png"]
        case .pkpass: return ["pkpass"]
        case .googleLink: return ["google-link.txt"]
        }
    }

    /// How the code is drawn for this format, or nil when the file is not a picture of it.
    public var renderFormat: RenderFormat? {
        switch self {
        case .png: return .png
        case .svg: return .svg
        case .vcf, .payload, .nfc, .page, .signature, .cardPDF, .cardPNG, .cardSVG, .background, .pkpass, .googleLink: return nil
        }
    }

    /// How the card is written for this format, or nil when the file is not the card's data.
    public var dataFormat: CardDataFormat? { self == .vcf ? .vcard : nil }

    /// Whether the format is the printed card's.
    public var isPrintedCard: Bool { self == .cardPDF || self == .cardPNG || self == .cardSVG }

    /// Whether the format is drawn by a drawing program (``CardDrawing``): a pass's logo
    /// and thumbnail are.
    public var isDrawn: Bool { isPrintedCard || self == .background || self == .pkpass }

    /// Whether the format is signed with the user's keys, which only a run that names it
    /// is given.
    public var isSigned: Bool { self == .pkpass || self == .googleLink }

    /// The formats the name `all` stands for: every one but those signed with keys.
    public static let all: [BatchFormat] = allCases.filter { !$0.isSigned }

    /// The formats a format name stands for (`all` is ``all``).
    public static func parse(_ value: String) -> [BatchFormat]? {
        if value == "all" { return all }
        return BatchFormat(rawValue: value).map { [$0] }
    }
}

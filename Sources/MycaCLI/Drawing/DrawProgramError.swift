import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// Why `myca-draw` could not draw a card it ran for (``HelperProgramError`` says why it
/// could not run).
public enum DrawProgramError: MycaError, Equatable {
    /// Some text has characters no installed font has.
    case missingFont(text: String, package: String)
    /// A program drawing request after request went away or answered what is no answer
    /// (`reason`, when it can be said).
    case stoppedServing(program: String, reason: MessageText?)

    public var messageText: MessageText {
        switch self {
        case let .missingFont(text, package):
            MessageText("no installed font can draw some characters of '%s' (install %s)", text, package)
        case let .stoppedServing(program, reason?):
            MessageText("%s stopped drawing: %s", program, reason)
        case let .stoppedServing(program, nil):
            MessageText("%s stopped drawing", program)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case let .missingFont(_, package):
            MessageText("apt-get install %s; or write --svg, which uses the viewer's fonts", package)
        case .stoppedServing:
            nil
        }
    }

    /// Fails when some text of `report` has characters no installed font has: the card
    /// would show boxes.
    static func checkFonts(_ report: DrawingReport) throws(DrawProgramError) {
        if let text = report.missingGlyphs.first { throw .missingFont(text: text, package: fontPackage(for: text)) }
    }

    /// The Debian package with a font for `text`: Noto CJK for Chinese, Japanese and
    /// Korean, Noto Color Emoji for emoji, DejaVu otherwise.
    static func fontPackage(for text: String) -> String {
        if text.contains(where: { EstimatedTextMeasurer.isWide($0) && !($0.unicodeScalars.first?.properties.isEmojiPresentation ?? false) }) {
            return "fonts-noto-cjk"
        }
        if text.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return "fonts-noto-color-emoji" }
        return "fonts-dejavu-core"
    }
}

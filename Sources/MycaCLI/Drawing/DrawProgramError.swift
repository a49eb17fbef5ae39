import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// Why `myca-draw` (PDF and PNG cards) could not do its work.
public enum DrawProgramError: MycaError, Equatable {
    /// The program is in none of the places looked in.
    case notFound([String])
    /// posix_spawn or waitpid failed.
    case cannotStart(program: String, errno: Int32)
    /// It ran and failed; its stderr.
    case failure(program: String, status: Int32, stderr: String)
    /// Some text has characters no installed font has.
    case missingFont(text: String, package: String)
    /// The private folder the program's files go through cannot be made in `folder`
    /// (`$TMPDIR`, else `/tmp`).
    case noTemporaryFolder(folder: String, errno: Int32)
    /// A program drawing request after request went away or answered what is no answer
    /// (`reason`, when it can be said).
    case stoppedServing(program: String, reason: MessageText?)

    /// The Debian packages holding the shared libraries `myca-draw` needs.
    static let libraryPackages: [(prefix: String, package: String)] = [
        ("libpangocairo", "libpango-1.0-0"), ("libpango", "libpango-1.0-0"), ("libcairo", "libcairo2"),
        ("libharfbuzz", "libharfbuzz0b"), ("libgobject", "libglib2.0-0"), ("libglib", "libglib2.0-0"),
        ("libfontconfig", "libfontconfig1"), ("libfreetype", "libfreetype6"),
    ]

    /// Whether the program is missing or cannot load its libraries: it cannot run at all
    /// here, as opposed to failing on this card.
    var isUnavailable: Bool {
        if case .notFound = self { return true }
        return missingLibrary != nil
    }

    /// The library the dynamic loader could not find, when that is why the program failed.
    var missingLibrary: String? {
        guard case let .failure(_, _, stderr) = self else { return nil }
        return HelperProgram.missingLibrary(in: stderr)
    }

    public var messageText: MessageText {
        switch self {
        case let .notFound(places):
            places.isEmpty
                ? MessageText("PDF and PNG cards need the program '%s', which is not in the folder of myca", DrawProgram.name)
                : MessageText("PDF and PNG cards need the program '%s', which is not in %s", DrawProgram.name,
                     MessageText.list(places, .or))
        case let .cannotStart(program, code):
            MessageText("cannot run %s: %s", program, FileSystemError.describe(code))
        case let .failure(program, status, stderr):
            if let library = missingLibrary {
                MessageText("PDF and PNG cards need the shared library %s, which is not installed", library)
            } else {
                stderr.isEmpty ? MessageText("%s failed (exit %d)", program, Int(status))
                    : MessageText("%s failed (exit %d): %s", program, Int(status), stderr.trimmingTrailingNewlines)
            }
        case let .missingFont(text, package):
            MessageText("no installed font can draw some characters of '%s' (install %s)", text, package)
        case let .noTemporaryFolder(folder, code):
            MessageText("cannot make a private temporary folder in '%s': %s", folder, FileSystemError.describe(code))
        case let .stoppedServing(program, reason?):
            MessageText("%s stopped drawing: %s", program, reason)
        case let .stoppedServing(program, nil):
            MessageText("%s stopped drawing", program)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .notFound:
            MessageText("install myca with 'make install' (it puts %s in PREFIX/lib/myca), or set %s; --svg needs no extra program",
               DrawProgram.name, DrawProgram.environmentVariable)
        case .failure:
            if let library = missingLibrary {
                MessageText("install the Debian package %s (apt-get install libpangocairo-1.0-0 libcairo2); --svg needs no library",
                   Self.package(for: library))
            } else {
                nil
            }
        case let .missingFont(_, package):
            MessageText("apt-get install %s; or write --svg, which uses the viewer's fonts", package)
        case .cannotStart, .stoppedServing:
            nil
        case .noTemporaryFolder:
            MessageText("set TMPDIR to a folder you may write, or unset it to use /tmp")
        }
    }

    static func package(for library: String) -> String {
        libraryPackages.first { library.hasPrefix($0.prefix) }?.package ?? "libpangocairo-1.0-0"
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

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }
}

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

    /// The Debian packages holding the shared libraries `myca-draw` needs.
    static let libraryPackages: [(prefix: String, package: String)] = [
        ("libpangocairo", "libpango-1.0-0"), ("libpango", "libpango-1.0-0"), ("libcairo", "libcairo2"),
        ("libharfbuzz", "libharfbuzz0b"), ("libgobject", "libglib2.0-0"), ("libglib", "libglib2.0-0"),
        ("libfontconfig", "libfontconfig1"), ("libfreetype", "libfreetype6"),
    ]

    /// The library the dynamic loader could not find, when that is why the program failed.
    var missingLibrary: String? {
        guard case let .failure(_, _, stderr) = self, let range = stderr.firstRange(of: "error while loading shared libraries: ")
        else { return nil }
        return String(stderr[range.upperBound...].prefix { $0 != ":" })
    }

    public var message: String {
        switch self {
        case let .notFound(places):
            "PDF and PNG cards need the program '\(DrawProgram.name)', which is not in "
                + (places.isEmpty ? "the folder of myca" : places.joined(separator: " or "))
        case let .cannotStart(program, code):
            "cannot run \(program): \(String(cString: strerror(code)))"
        case let .failure(program, status, stderr):
            if let library = missingLibrary {
                "PDF and PNG cards need the shared library \(library), which is not installed"
            } else {
                "\(program) failed (exit \(status))" + (stderr.isEmpty ? "" : ": " + stderr.trimmingTrailingNewlines)
            }
        case let .missingFont(text, package):
            "no installed font can draw some characters of '\(text)'"
                + " (install \(package))"
        }
    }

    public var hint: String? {
        switch self {
        case .notFound:
            "install myca with 'make install' (it puts \(DrawProgram.name) in PREFIX/lib/myca), "
                + "or set \(DrawProgram.environmentVariable); --svg needs no extra program"
        case .failure:
            if let library = missingLibrary {
                "install the Debian package " + Self.package(for: library)
                    + " (apt-get install libpangocairo-1.0-0 libcairo2); --svg needs no library"
            } else {
                nil
            }
        case let .missingFont(_, package):
            "apt-get install \(package); or write --svg, which uses the viewer's fonts"
        case .cannotStart:
            nil
        }
    }

    static func package(for library: String) -> String {
        libraryPackages.first { library.hasPrefix($0.prefix) }?.package ?? "libpangocairo-1.0-0"
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

import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// A program myca runs for a library it never loads itself, so that no other command's
/// start-up pays for it: the drawing program (cairo, pango), the NFC writer (libnfc), the
/// wallet signer (OpenSSL), the scanner (ZXing-cpp, Tesseract), Ghostscript. Each is a
/// value here: where it is found, what it is for, and which Debian package holds each
/// library its loader may miss. ``run(_:arguments:descriptors:environment:ownGroup:)``
/// spawns any of them the same way.
struct HelperProgram: Sendable, Hashable {
    /// How the program is found when its variable is not set.
    enum Search: Sendable, Hashable {
        /// One of myca's own: ``Installation/programPlaces(_:)``.
        case installed
        /// A system program: in a folder of `$PATH`, from the Debian package `package`.
        case path(package: String)
    }

    /// A library the program links and the Debian package that holds it.
    struct Library: Sendable, Hashable {
        /// The start of the shared library's file name (`libnfc` matches `libnfc.so.6`).
        let prefix: String
        /// The Debian package.
        let package: String
    }

    /// The file name.
    let name: String
    /// Names a program to run instead of the one found (tests, packagers).
    let variable: String
    /// What needs it, as a message says it ("PDF and PNG cards").
    let purpose: MessageText
    /// The libraries it runs, as people know them ("cairo and pango").
    let uses: String
    /// Where it is found.
    let search: Search
    /// Its libraries, the first the one named when the loader's message names none of them.
    let libraries: [Library]
    /// What the user may do instead, added to a hint (`--svg` for a card), if anything.
    let alternative: MessageText?

    static let draw = HelperProgram(
        name: "myca-draw", variable: "MYCA_DRAW", purpose: MessageText("PDF and PNG cards"), uses: "cairo and pango", search: .installed,
        libraries: [Library(prefix: "libpangocairo", package: "libpango-1.0-0"), Library(prefix: "libpango", package: "libpango-1.0-0"),
                    Library(prefix: "libcairo", package: "libcairo2"), Library(prefix: "libharfbuzz", package: "libharfbuzz0b"),
                    Library(prefix: "libgobject", package: "libglib2.0-0"), Library(prefix: "libglib", package: "libglib2.0-0"),
                    Library(prefix: "libfontconfig", package: "libfontconfig1"), Library(prefix: "libfreetype", package: "libfreetype6"),
                    Library(prefix: "libturbojpeg", package: "libturbojpeg0"), Library(prefix: "libqpdf", package: "libqpdf29")],
        alternative: MessageText("--svg needs no extra program"))

    static let nfc = HelperProgram(
        name: "myca-nfc", variable: "MYCA_NFC", purpose: MessageText("NFC tags"), uses: "libnfc", search: .installed,
        libraries: [Library(prefix: "libnfc", package: "libnfc6"), Library(prefix: "libusb", package: "libusb-0.1-4")],
        alternative: MessageText("or write --image FILE and use nfc-mfultralight"))

    static let wallet = HelperProgram(
        name: "myca-wallet", variable: "MYCA_WALLET", purpose: MessageText("wallet passes"), uses: "OpenSSL", search: .installed,
        libraries: [Library(prefix: "libcrypto", package: "libssl3"), Library(prefix: "libz", package: "zlib1g")],
        alternative: nil)

    static let scan = HelperProgram(
        name: "myca-scan", variable: "MYCA_SCAN", purpose: MessageText("scans"), uses: "ZXing-cpp and Tesseract", search: .installed,
        libraries: [Library(prefix: "libZXing", package: "libzxing2"), Library(prefix: "libtesseract", package: "libtesseract5"),
                    Library(prefix: "liblept", package: "liblept5")],
        alternative: nil)

    static let ghostscript = HelperProgram(
        name: "gs", variable: "MYCA_GHOSTSCRIPT", purpose: MessageText("press PDFs"), uses: "Ghostscript", search: .path(package: "ghostscript"),
        libraries: [Library(prefix: "libgs", package: "libgs10")], alternative: nil)

    /// Every program myca runs.
    static let all: [HelperProgram] = [.draw, .nfc, .wallet, .scan, .ghostscript]

    /// The program's path: `$variable` when set (when `checked`, only if it can be run),
    /// else the first place of its ``Search`` where it can be run.
    ///
    /// - Throws: ``HelperProgramError/notFound(_:places:)`` of the places looked in.
    func locate(environment: Environment, checked: Bool = true) throws(HelperProgramError) -> String {
        if let path = environment[variable], !path.isEmpty {
            guard !checked || access(path, X_OK) == 0 else { throw .notFound(self, places: [path]) }
            return path
        }
        let places = switch search {
        case .installed: Installation.programPlaces(name)
        case .path: (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { FileSystem.joinPath(String($0), name) }
        }
        guard let found = places.first(where: { access($0, X_OK) == 0 }) else { throw .notFound(self, places: places) }
        return found
    }

    /// The Debian package of the shared library `library` (a file name the loader gave).
    func package(for library: String) -> String {
        libraries.first { library.hasPrefix($0.prefix) }?.package ?? libraries.first?.package ?? name
    }

    /// Why the program at `path` failed with `status`: the library the loader could not
    /// find when its `stderr` says so, else its stderr.
    func failure(_ path: String, status: Int32, stderr: String) -> HelperProgramError {
        guard let range = stderr.firstRange(ofText: "error while loading shared libraries: ") else {
            return .failed(self, path: path, status: status, stderr: stderr)
        }
        return .missingLibrary(self, library: String(stderr[range.upperBound...].prefix { $0 != ":" }))
    }

    /// The JSON report `report` holds after the program at `path` ended with `status`.
    ///
    /// - Throws: the failure the program reported (a `DrawingFailure`, in the user's
    ///   language) when it failed and said why; else ``failure(_:status:stderr:)``.
    func report(_ report: PrivateFolder.File, limit: Int, path: String, status: Int32,
                stderr: PrivateFolder.File) throws -> JSONValue {
        let parsed = try? JSONValue.parse(report.contents(limit: limit))
        guard status == 0 else {
            if let parsed, let failure = try? DrawingFailure(json: parsed) { throw failure }
            throw failure(path, status: status, stderr: stderr.text)
        }
        guard let parsed else { throw failure(path, status: status, stderr: "no report") }
        return parsed
    }
}

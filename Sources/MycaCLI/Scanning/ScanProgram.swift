import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// Runs `myca-scan`, the program that reads codes with ZXing-cpp and cards with Tesseract,
/// as ``DrawProgram`` runs myca-draw: `myca` itself never loads them.
enum ScanProgram {
    /// The program's file name.
    static let name = "myca-scan"
    /// Names a `myca-scan` to run instead of the one next to `myca` (tests, packagers).
    static let environmentVariable = "MYCA_SCAN"

    /// `$MYCA_SCAN`, else next to `myca`, else in `../lib/myca/` from it.
    static func locate(environment: Environment) throws(ScanProgramError) -> String {
        try HelperProgram.locate(name, variable: environmentVariable, environment: environment, notFound: ScanProgramError.notFound)
    }

    /// What `program` finds in `image` (checked already), turned by its Exif `orientation`;
    /// OCR in `language` (`eng`, `jpn`, `auto`) where there is no code, none when empty.
    ///
    /// The image and the report go over as files with no name left on disk
    /// (``PrivateFolder/withUnnamedFiles(_:files:environment:_:)``): nothing of the image
    /// is kept anywhere once the program ends.
    ///
    /// - Throws: the program's ``ScanError`` as a `DrawingFailure`; ``ScanProgramError``
    ///   when it is missing, lacks its libraries or fails without saying why.
    static func scan(_ image: [UInt8], orientation: Int, language: String, program: String,
                     environment: Environment) throws -> ScanReport {
        try PrivateFolder.withUnnamedFiles(name, files: ["image", "report.json", "stderr"], environment: environment) { all in
            try FileSystem.writeAll(image, to: all[0].descriptor, name: all[0].path)
            let files = Array(all.dropFirst())
            let handed: [Int32: Int32] = [3: all[0].descriptor, 4: files[0].descriptor, 2: files[1].descriptor]
            var arguments = ["/proc/self/fd/3", "/proc/self/fd/4", String(orientation)]
            if !language.isEmpty { arguments.append(language) }
            let status = try DrawProgram.run(program, arguments: arguments, descriptors: handed, environment: environment,
                                             ownGroup: true)
            let report = try HelperProgram.report(files[0], limit: 16 << 20, status: status, stderr: files[1]) {
                ScanProgramError.failure(program: program, status: status, stderr: $0)
            }
            guard let scanned = ScanReport(json: report) else {
                throw ScanProgramError.failure(program: program, status: status, stderr: "no report")
            }
            return scanned
        }
    }
}

/// Why `myca-scan` could not be run.
enum ScanProgramError: MycaError, Equatable {
    /// The program is in none of the places looked in.
    case notFound([String])
    /// It ran and failed without saying why; its stderr.
    case failure(program: String, status: Int32, stderr: String)

    /// The libraries the program reads images with.
    static let libraries = "ZXing-cpp, Tesseract"

    /// The library the dynamic loader could not find, when that is why the program failed.
    var missingLibrary: String? {
        guard case let .failure(_, _, stderr) = self else { return nil }
        return HelperProgram.missingLibrary(in: stderr)
    }

    var messageText: MessageText {
        switch self {
        case let .notFound(places):
            MessageText("scanning needs the program '%s', which reads images through %s, and it is not in %s",
                        ScanProgram.name, Self.libraries, MessageText.list(places.isEmpty ? ["the folder of myca"] : places, .or))
        case let .failure(program, status, stderr):
            if let library = missingLibrary {
                MessageText("scanning needs %s (the shared library %s), which is not installed", Self.libraries, library)
            } else {
                MessageText("%s failed (exit %d): %s", program, Int(status), stderr)
            }
        }
    }

    var hintText: MessageText? {
        switch self {
        case .notFound:
            MessageText("install myca with 'make install' (it puts %s in PREFIX/lib/myca) or set %s",
                        ScanProgram.name, ScanProgram.environmentVariable)
        case .failure:
            missingLibrary != nil
                ? MessageText("apt-get install libzxing2 libtesseract5 tesseract-ocr-eng tesseract-ocr-jpn")
                : nil
        }
    }
}

import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// Runs `myca-scan`, the program that reads codes with ZXing-cpp and cards with Tesseract,
/// `myca` itself never loads them.
enum ScanProgram {
    /// What `program` finds in `image` (checked already), turned by its Exif `orientation`;
    /// OCR in `language` (`eng`, `jpn`, `auto`) where there is no code, none when empty.
    ///
    /// The image and the report go over as files with no name left on disk
    /// (``PrivateFolder/withUnnamedFiles(_:files:environment:_:)``): nothing of the image
    /// is kept anywhere once the program ends.
    ///
    /// - Throws: the program's ``ScanError`` as a `DrawingFailure`; ``HelperProgramError``
    ///   when it is missing, lacks its libraries or fails without saying why.
    static func scan(_ image: [UInt8], orientation: Int, language: String, program: String,
                     environment: Environment) throws -> ScanReport {
        let scan = HelperProgram.scan
        // Always in a group of its own: the images are scanned on the jobs' threads, and
        // the command's handler decides what a signal ends.
        return try scan.exchange(program, inputs: [("image", image)], outputs: ["report.json"], environment: environment,
                                 isolated: true, arguments: { $0 + [String(orientation)] + (language.isEmpty ? [] : [language]) }) {
            status, files, stderr in
            let report = try scan.report(files[0], limit: 16 << 20, path: program, status: status, stderr: stderr)
            guard let scanned = ScanReport(json: report) else { throw scan.failure(program, status: status, stderr: "no report") }
            return scanned
        }
    }
}

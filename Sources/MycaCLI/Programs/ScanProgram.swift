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
        try PrivateFolder.withUnnamedFiles(HelperProgram.scan.name, files: ["image", "report.json", "stderr"], environment: environment) { all in
            try FileSystem.writeAll(image, to: all[0].descriptor, name: all[0].path)
            let files = Array(all.dropFirst())
            let handed: [Int32: Int32] = [3: all[0].descriptor, 4: files[0].descriptor, 2: files[1].descriptor]
            var arguments = ["/proc/self/fd/3", "/proc/self/fd/4", String(orientation)]
            if !language.isEmpty { arguments.append(language) }
            let status = try HelperProgram.scan.run(program, arguments: arguments, descriptors: handed, environment: environment,
                                             ownGroup: true)
            let report = try HelperProgram.scan.report(files[0], limit: 16 << 20, path: program, status: status, stderr: files[1])
            guard let scanned = ScanReport(json: report) else {
                throw HelperProgram.scan.failure(program, status: status, stderr: "no report")
            }
            return scanned
        }
    }
}

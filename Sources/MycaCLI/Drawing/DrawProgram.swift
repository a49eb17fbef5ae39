import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// Runs `myca-draw`, the separate program that draws PDF and PNG with cairo and pango.
///
/// `myca` itself never links those libraries, so no other command pays for loading them.
/// The request, the output and the report go through files (no pipes to juggle) that the
/// program gets as descriptors, `/proc/self/fd/3` to `5`, their names and private folder
/// already removed (``PrivateFolder/withUnnamedFiles(_:files:environment:_:)``): the card
/// they hold is on no disk after myca, however it ends. The program's stderr is such a file
/// too, to turn its failures into errors that name what to install. A failure myca-draw
/// can word itself comes back as a ``DrawingFailure`` in the report's place.
public enum DrawProgram {
    /// Draws `request` and returns the bytes and the report.
    ///
    /// SIGINT, SIGTERM or SIGHUP meanwhile ends the program and then myca, with 128 + the
    /// signal, once the temporary folder is gone (``ForwardedSignals``).
    ///
    /// A PDF is dated ``SourceDate/seconds(in:)`` of `environment`.
    ///
    /// - Throws: `SourceDateError` for a malformed `SOURCE_DATE_EPOCH` (PDF only);
    ///   `DrawingFailure` when the program says why it failed; `HelperProgramError`
    ///   when it is missing, cannot load its libraries or fails without saying; file errors
    ///   for the temporary folder.
    public static func draw(_ request: DrawingRequest, environment: Environment) throws -> ([UInt8], DrawingReport) {
        let request = try request.dated(in: environment)
        let program = try HelperProgram.draw.locate(environment: environment, checked: false)
        return try HelperProgram.forwardingSignals {
            try PrivateFolder.withUnnamedFiles(HelperProgram.draw.name, files: ["request.json", "output", "report.json", "stderr"],
                                               environment: environment) { files in
                try FileSystem.writeAll(Array(request.json.serialized().utf8), to: files[0].descriptor, name: files[0].path)
                let handed: [Int32: Int32] = [3: files[0].descriptor, 4: files[1].descriptor, 5: files[2].descriptor, 2: files[3].descriptor]
                let status = try HelperProgram.draw.run(program, arguments: (3...5).map { "/proc/self/fd/\($0)" }, descriptors: handed, environment: environment)
                guard status == 0 else {
                    // What myca-draw says of its own failure, typed, so that it is shown in the user's language.
                    if let failure = try? DrawingFailure(json: JSONValue.parse(files[2].contents(limit: 1 << 20))) {
                        throw failure
                    }
                    let errors = files[3].text
                    throw HelperProgram.draw.failure(program, status: status, stderr: errors)
                }
                let output = try files[1].contents(limit: 1 << 30)
                let report = try DrawingReport(json: JSONValue.parse(files[2].contents(limit: 64 << 20)))
                return (output, report)
            }
        }
    }
}

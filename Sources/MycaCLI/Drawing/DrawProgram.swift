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
        let draw = HelperProgram.draw
        let program = try draw.locate(environment: environment, checked: false)
        return try draw.exchange(program, inputs: [("request.json", Array(request.json.serialized().utf8))],
                                 outputs: ["output", "report.json"], environment: environment, arguments: { $0 }) { status, files, stderr in
            // A failure myca-draw words itself comes back typed (``HelperProgram/report``), so
            // that it is shown in the user's language.
            let report = try draw.report(files[1], limit: 64 << 20, path: program, status: status, stderr: stderr)
            return (try files[0].contents(limit: 1 << 30), try DrawingReport(json: report))
        }
    }
}

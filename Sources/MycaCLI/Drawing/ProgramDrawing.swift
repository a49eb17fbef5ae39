import MycaCore

/// ``CardDrawing`` by the programs: `myca-draw` for each request (a missing font an error
/// naming the package to install) and Ghostscript for a press file.
struct ProgramDrawing: CardDrawing {
    /// The environment the programs run in.
    let environment: Environment
    /// What a press file is made as.
    var standard = PressStandard()

    func draw(_ request: DrawingRequest) throws -> ([UInt8], DrawingReport) {
        let (bytes, report) = try DrawProgram.draw(request, environment: environment)
        try DrawProgramError.checkFonts(report)
        return (bytes, report)
    }

    func press(_ pdf: [UInt8], title: String) throws -> [UInt8] {
        try PressProgram.convert(pdf, title: title, standard: standard, environment: environment)
    }
}

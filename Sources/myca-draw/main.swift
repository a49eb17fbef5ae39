// myca-draw: draws the pages `myca card` lays out as PDF or PNG with cairo and pango.
//
// A separate executable rather than code in `myca`: linking cairo, pango, glib and
// fontconfig into `myca` would make the dynamic loader map and relocate a dozen more
// libraries on every command (longer than `myca qr` takes in all), and
// loading them with dlopen would mean declaring every C function by hand. `myca card`
// runs this program only when a PDF or PNG is asked for; it is installed next to `myca`
// or in PREFIX/lib/myca.
//
// Usage (not for people): myca-draw REQUEST.json OUTPUT REPORT.json, or myca-draw --serve
// to draw request after request (DrawingFrames on the socket at stdin and stdout) with
// the fonts loaded once, as a batch drawing many cards runs it; a PDF may come in parts
// over several requests (DrawingRequest.continues).
// Exit 0 with OUTPUT and REPORT written, or 1 with the error on stderr and, as a
// DrawingFailure, in REPORT. myca passes descriptors of files whose names are gone
// (/proc/self/fd/N), so OUTPUT and REPORT are written in place.
import MycaCore
import MycaProgramMain
#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1] == "--serve" {
    ProgramMain.followParent()
    // Request after request until myca closes the socket; a request that cannot be drawn
    // is answered with its failure, and the next one is drawn as usual.
    // A PDF drawn in parts (DrawingRequest.continues) is open here between its requests.
    var document: CairoDrawing.PDFDocument?
    while let frame = try? DrawingFrames.receive(from: 0) {
        let answer: ([UInt8], JSONValue)
        do {
            let request = try DrawingRequest(json: JSONValue.parse(frame))
            if request.format == .pdf, request.continues || document != nil {
                let open = try document ?? CairoDrawing.PDFDocument(press: request.pressColours, created: request.created)
                document = open
                let report = try open.add(request.pages)
                if request.continues {
                    answer = ([], report.json)
                } else {
                    document = nil
                    answer = (try open.finish(), report.json)
                }
            } else {
                let (bytes, report) = try CairoDrawing.render(request)
                answer = (bytes, report.json)
            }
        } catch {
            // A document that failed is given up, and myca sends no more of it.
            document = nil
            answer = ([], DrawingFailure(UnexpectedFailure.described(error)).json)
        }
        do {
            try DrawingFrames.send(answer.0, to: 1)
            try DrawingFrames.send(Array(answer.1.serialized().utf8), to: 1)
        } catch {
            exit(1)
        }
    }
    exit(0)
}
ProgramMain.run("myca-draw", usage: "myca-draw REQUEST.json OUTPUT REPORT.json (run by 'myca card')", arguments: 3...3,
                report: 3) { arguments in
    let request = try DrawingRequest(json: JSONValue.parse(FileSystem.readFile(arguments[1], limit: 64 << 20)))
    let (bytes, report) = try CairoDrawing.render(request)
    try FileSystem.writeInPlace(bytes, to: arguments[2])
    try FileSystem.writeInPlace(Array(report.json.serialized().utf8), to: arguments[3])
}

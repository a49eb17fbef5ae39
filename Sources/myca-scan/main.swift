// myca-scan: finds the QR codes in an image with ZXing-cpp and, where there is none, reads
// the text of a paper card with Tesseract; Leptonica decodes the image.
//
// A separate executable, as myca-draw is for cairo: ZXing, Tesseract and Leptonica are
// loaded only by `myca scan`, never by myca's other commands.
//
// Usage (not for people): myca-scan IMAGE REPORT.json ORIENTATION [LANGUAGE]
// ORIENTATION is the image's Exif orientation (1 to 8); LANGUAGE (eng, jpn, auto) turns on
// OCR for an image without codes. Exit 0 with the ScanReport in REPORT, or 1 with the
// error on stderr and, as a DrawingFailure, in REPORT.
import MycaCore
import MycaProgramMain

let usage = "myca-scan IMAGE REPORT.json ORIENTATION [LANGUAGE] (run by 'myca scan')"
ProgramMain.run("myca-scan", usage: usage, arguments: 3...4, report: 2) { arguments in
    guard let orientation = Int(arguments[3]) else { ProgramMain.refuse(usage) }
    let language = arguments.count == 5 ? arguments[4] : ""
    let bytes = try FileSystem.readFile(arguments[1], limit: ScanLimits.maximumBytes)
    // myca checked the image; checked again here, a file swapped since is refused too.
    _ = try ScanLimits.check(bytes, name: arguments[1])
    let image = try GrayImage(bytes: bytes, orientation: orientation, name: arguments[1])
    let levels = image.levels()
    var report = ScanReport(width: image.width, height: image.height, brightness: levels.mean, contrast: levels.deviation)
    report.codes = try ZXingCodes.read(image)
    if report.codes.isEmpty, !language.isEmpty {
        let read = try TesseractOCR.read(TesseractOCR.prepared(image), language: language)
        report.lines = read.lines
        report.language = read.language
    }
    try FileSystem.writeInPlace(Array(report.json.serialized().utf8), to: arguments[2])
}

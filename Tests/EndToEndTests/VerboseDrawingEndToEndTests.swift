import Foundation
import MycaTestSupport
import Testing

/// What the drawing commands say of what they made: a PNG code much smaller than its
/// --size is a warning, and -v describes every file of `qr`, `card` and `background`.
@Suite("drawing commands say what they made (binary)")
struct VerboseDrawingEndToEndTests {
    /// Width and height from a PNG's header.
    static func pixels(_ png: [UInt8]) -> (Int, Int) {
        func number(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test("qr --png --size 15mm of a large code warns without -v that it is 8.6 mm; a code near its size does not")
    func muchSmallerThanAsked() throws {
        let tmp = try TemporaryDirectory("myca-verbose")
        let small = try MycaProcess.run(["qr", "--sample", "--png", "small.png", "--size", "15mm"], directory: tmp.path)
        #expect(small.status == 0)
        #expect(small.err.hasPrefix("myca: warning: --size 15mm makes a code 8.6 mm wide (101 pixels, not 177): "
            + "each module is a whole number of pixels (1 here, 101 modules); raise --dpi, or carry less"), "\(small.err)")
        #expect(Self.pixels(try tmp.read("small.png")) == (101, 101))
        let pixels = try MycaProcess.run(["qr", "--sample", "--png", "px.png", "--size", "200px"], directory: tmp.path)
        #expect(pixels.err.contains("--size 200px makes a code 101 pixels wide, not 200: "), "\(pixels.err)")
        #expect(pixels.err.contains("ask for --size 202px"), "\(pixels.err)")
        let fine = try MycaProcess.run(["qr", "--sample", "--png", "fine.png", "--size", "40mm", "--fields", "name,email,phone"],
                                       directory: tmp.path)
        #expect(fine.status == 0 && fine.err.isEmpty, "\(fine.err)")
    }

    @Test("card -v names each file with its pixels or millimetres, and the code's modules; without -v it is quiet")
    func cardVerbose() throws {
        let tmp = try TemporaryDirectory("myca-verbose")
        let quiet = try MycaProcess.run(["card", "--sample", "--png", "q.png", "--lines", "name,title,org,email,phone", "--fields", "name,email,phone"],
                                        directory: tmp.path)
        #expect(quiet.status == 0 && quiet.err.isEmpty, "\(quiet.err)")
        let run = try MycaProcess.run(["card", "--sample", "--png", "c.png", "--pdf", "c.pdf", "--svg", "c.svg", "-v"],
                                      directory: tmp.path)
        #expect(run.status == 0, "\(run.err)")
        let lines = run.err.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("payload: ") && $0.contains(" modules, ECC M") }, "\(run.err)")
        #expect(lines.contains { $0.hasPrefix("code: version ") && $0.contains(" modules of ") && $0.contains(" pixels a module at 300 dpi") },
                "\(run.err)")
        #expect(lines.contains { $0.hasPrefix("png: c.png: 1004×650 pixels at 300 dpi, 85.0×55.0 mm, ") }, "\(run.err)")
        #expect(lines.contains { $0.hasPrefix("pdf: c.pdf: 85.0×55.0 mm, ") }, "\(run.err)")
        #expect(lines.contains { $0.hasPrefix("svg: c.svg: 85.0×55.0 mm, ") }, "\(run.err)")
        #expect(Self.pixels(try tmp.read("c.png")) == (1004, 650))
    }

    @Test("background -v gives the picture's pixels and the code's module pixels as a call shows it")
    func backgroundVerbose() throws {
        let tmp = try TemporaryDirectory("myca-verbose")
        let quiet = try MycaProcess.run(["background", "--sample", "--png", "q.png"], directory: tmp.path)
        #expect(quiet.status == 0 && quiet.err.isEmpty, "\(quiet.err)")
        let run = try MycaProcess.run(["background", "--sample", "--png", "bg.png", "-v"], directory: tmp.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("\npng: bg.png: 1920×1080 pixels, "), "\(run.err)")
        #expect(run.err.contains(" pixels when a call shows the picture at 1280×720\n"), "\(run.err)")
    }

    @Test("page -v and signature -v say what they wrote and the code in it; without -v they are quiet")
    func pageAndSignatureVerbose() throws {
        let tmp = try TemporaryDirectory("myca-verbose")
        let quiet = try MycaProcess.run(["page", "--sample", "-o", "q.html"], directory: tmp.path)
        #expect(quiet.status == 0 && quiet.err.isEmpty, "\(quiet.err)")
        let page = try MycaProcess.run(["page", "--sample", "-o", "p.html", "-v"], directory: tmp.path)
        let size = try tmp.read("p.html").count
        #expect(page.err == "payload: 614 bytes (vcard3), version 19, 93×93 modules, ECC M\nhtml: p.html, \(size) bytes\n",
                "\(page.err)")
        let signature = try MycaProcess.run(["signature", "--sample", "-o", "s.html", "-v"], directory: tmp.path)
        let written = try tmp.read("s.html").count
        #expect(signature.err.hasPrefix("payload: ") && signature.err.hasSuffix("html: s.html, \(written) bytes\n"),
                "\(signature.err)")
    }
}

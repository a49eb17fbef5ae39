import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// Press files as a print shop's preflight reads them, with tools of its own: qpdf for the
/// file's structure, poppler for text and images, Ghostscript's separations (which simulate
/// overprint) for the inks under type.
@Suite("press files end to end", .serialized)
struct PressFilesEndToEndTests {
    typealias Workspace = CardEndToEndTests.Workspace

    /// A 600×240 px PNG with an alpha channel: a red disc on nothing.
    static func transparentLogo(_ path: String) throws {
        let program = path + ".ps"
        try Data("0.8 0.1 0.2 setrgbcolor 300 120 110 0 360 arc fill showpage\n".utf8).write(to: URL(fileURLWithPath: program))
        _ = try CardEndToEndTests.tool("gs", ["-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pngalpha", "-r72",
                                              "-g600x240", "-o", path, program])
    }

    /// What Ghostscript's separations of `pdf` hold: the C, M and Y percentages found under
    /// solid black (K ≥ 99 %), and the most ink on one spot, over every page.
    static func underBlack(_ pdf: String, _ space: Workspace) throws -> (spots: Set<[Int]>, maximum: Int) {
        let pam = space.path("plates.pam")
        _ = try CardEndToEndTests.tool("gs", ["-q", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pamcmyk32", "-r150", "-o", pam, pdf])
        let bytes = try space.read("plates.pam")
        var spots = Set<[Int]>(), maximum = 0
        var at = 0
        while at < bytes.count {
            let header = String(decoding: bytes[at...].prefix(200), as: UTF8.self)
            let head = try #require(header.components(separatedBy: "ENDHDR\n").first)
            func field(_ name: String) -> Int? {
                head.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Int($0.split(separator: " ")[1]) }
            }
            let width = try #require(field("WIDTH")), height = try #require(field("HEIGHT"))
            let start = at + head.utf8.count + "ENDHDR\n".utf8.count
            for i in stride(from: start, to: start + width * height * 4, by: 4) {
                let percent = (0 ..< 4).map { Int((Double(bytes[i + $0]) * 100 / 255).rounded()) }
                maximum = max(maximum, percent.reduce(0, +))
                if percent[3] >= 99 { spots.insert(Array(percent.prefix(3))) }
            }
            at = start + width * height * 4
        }
        return (spots, maximum)
    }

    @Test("a transparent logo on a tinted card: text and code stay vector and black alone, overprinting the ground",
          arguments: ["classic", "minimal"])
    func transparentLogo(template: String) throws {
        let space = try Workspace()
        try space.add(.sample, handle: "alex")
        try Self.transparentLogo(space.path("logo.png"))
        let result = try space.card(["--pdf", "press.pdf", "--press", "--bleed", "3mm", "--style", "forest", "--template", template,
                                     "--logo", "logo.png", "--back", "--preflight"])
        #expect(result.status == 0 && !result.out.contains("FAIL"), "\(result.out) \(result.err)")
        let pdf = space.path("press.pdf")
        let text = try CardEndToEndTests.tool("pdftotext", [pdf, "-"]).out
        #expect(text.contains("Alex Morgan"), "no live text: \(text)")
        // One picture, 8 bits a channel: no page flattened into an image, no 1-bit code.
        let images = try CardEndToEndTests.tool("pdfimages", ["-list", pdf]).out.split(separator: "\n").dropFirst(2)
        #expect(images.count == 1, "\(images)")
        for line in images {
            let columns = line.split(separator: " ")
            #expect(columns.count > 7 && columns[2] == "image" && columns[7] == "8", "\(line)")
        }
        // Under the name, the contacts and the code: black alone, over forest's C6 Y8 (overprint).
        let plates = try Self.underBlack(pdf, space)
        #expect(plates.spots.contains([6, 0, 8]), "the ground's plates carry ink under black: \(plates.spots)")
        #expect(plates.spots.isSubset(of: [[6, 0, 8], [0, 0, 0]]), "\(plates.spots)")
        #expect(plates.maximum <= 300)
        // The minimal design's code is on the back.
        let page = template == "minimal" ? 2 : 1
        #expect(try QRDecoders.zbar(try CardEndToEndTests.rasterize(pdf, page: page), ext: "png") != nil)
    }

    @Test("qpdf finds nothing to repair in any PDF myca writes, links and all")
    func everyPDFIsWellFormed() throws {
        let space = try Workspace()
        try space.add(.sample, handle: "alex")
        for (name, arguments) in [
            ("screen.pdf", ["--back"]), ("sheet.pdf", ["--sheet", "a4", "--back"]), ("press.pdf", ["--press", "--bleed", "3mm"]),
            ("press-sheet.pdf", ["--press", "--sheet", "sra3", "--back"]), ("meishi.pdf", ["--template", "meishi", "--crop-marks"]),
        ] {
            let result = try space.card(["--pdf", name] + arguments)
            #expect(result.status == 0, "\(name): \(result.err)")
            let check = try ToolProcess.run("/usr/bin/qpdf", ["--check", space.path(name)])
            #expect(check.status == 0 && !check.out.contains("WARNING") && !check.err.contains("WARNING")
                && check.out.contains("No syntax or stream encoding errors"), "\(name): \(check.out) \(check.err)")
        }
        let screen = String(decoding: try space.read("screen.pdf"), as: UTF8.self)
        #expect(screen.contains("/URI (mailto:alex.morgan@northwind.example)"))
    }
}

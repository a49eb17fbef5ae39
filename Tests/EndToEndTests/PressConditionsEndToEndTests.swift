import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// `card --press` for a named output condition, as PDF/X-1a and PDF/X-4: what a print
/// shop's upload check compares first (the output intent's registered identifier and its
/// profile), what PDF/X-4 asks for on top (its version, XMP metadata, CMYK blending), read
/// off the file with qpdf where it is installed.
@Suite("press output conditions end to end", .serialized)
struct PressConditionsEndToEndTests {
    typealias Workspace = CardEndToEndTests.Workspace

    /// The object that holds `key` in `pdf` (qpdf's QDF form: every stream decoded, one
    /// object a block), from its `obj` to its `endobj`.
    static func object(holding key: String, in pdf: String) -> String? {
        guard let at = pdf.range(of: key) else { return nil }
        let start = pdf.range(of: " obj", options: .backwards, range: pdf.startIndex ..< at.lowerBound)?.lowerBound ?? at.lowerBound
        let end = pdf.range(of: "endobj", range: at.upperBound ..< pdf.endIndex)?.upperBound ?? pdf.endIndex
        return String(pdf[start ..< end])
    }

    /// `pdf` with its streams decoded and one object a block (qpdf --qdf), or nil without qpdf.
    static func decoded(_ pdf: String, _ space: Workspace) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/qpdf") else { return nil }
        let out = space.path("decoded.pdf")
        _ = try ToolProcess.run("/usr/bin/qpdf", ["--qdf", "--object-streams=disable", pdf, out])
        return String(decoding: try space.read("decoded.pdf"), as: UTF8.self)
    }

    /// `qpdf --check` finds nothing wrong (nothing to say without qpdf).
    static func expectClean(_ pdf: String) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/qpdf") else { return }
        let check = try ToolProcess.run("/usr/bin/qpdf", ["--check", pdf])
        #expect(check.status == 0 && check.out.contains("No syntax or stream encoding errors"), "\(check.out)\(check.err)")
    }

    @Test("the output intent names the registered condition and embeds its profile",
          arguments: [(OutputCondition.fogra39, "1a"), (.gracol2006, "1a"), (.gracol2006, "4"), (.fogra29, "4")])
    func outputIntent(condition: OutputCondition, pdfx: String) throws {
        let space = try Workspace()
        let result = try space.card(["--sample", "--pdf", "press.pdf", "--press", "--output-condition", condition.rawValue,
                                     "--pdfx", pdfx, "--bleed", "3mm"])
        try #require(result.status == 0, "\(result.err)")
        let text = String(decoding: try space.read("press.pdf"), as: UTF8.self)
        #expect(text.contains("/OutputConditionIdentifier(\(condition.identifier))"), "no identifier \(condition.identifier)")
        #expect(text.contains("/RegistryName(http://www.color.org)") && text.contains("/S/GTS_PDFX"))
        try Self.expectClean(space.path("press.pdf"))
        guard let decoded = try Self.decoded(space.path("press.pdf"), space) else { return }
        // The profile is the one the build made, byte for byte.
        let profile = try ICCProfiles.bytes(condition.profile)
        let target = "ICCHDAT " + condition.identifier
        #expect(decoded.contains(target), "the embedded profile does not name \(target)")
        let embedded = try space.read("decoded.pdf")
        #expect(embedded.firstRange(of: profile) != nil, "the embedded profile is not \(condition.profile)")
    }

    @Test("--pdfx 4: PDF/X-4 keys, uncompressed XMP saying the same as the document information, CMYK blending")
    func pdfx4() throws {
        let space = try Workspace()
        // A logo with transparent parts, composited over the ground it lies on (as for
        // PDF/X-1a), so no reader of the file has to blend it.
        _ = try CardEndToEndTests.tool("gs", ["-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pngalpha", "-r72", "-g400x300",
                                              "-o", space.path("logo.png"), "-c", "1 0 0 setrgbcolor 0 0 100 300 rectfill showpage"])
        let result = try space.card(["--sample", "--pdf", "press.pdf", "--press", "--pdfx", "4", "--bleed", "3mm",
                                     "--logo", "logo.png"])
        try #require(result.status == 0, "\(result.err)")
        let raw = String(decoding: try space.read("press.pdf"), as: UTF8.self)
        #expect(raw.hasPrefix("%PDF-1.6"))
        #expect(raw.contains("/GTS_PDFXVersion(PDF/X-4)") && !raw.contains("/GTS_PDFXConformance"))
        #expect(raw.contains("/Trapped/False") || raw.contains("/Trapped /False"))
        #expect(!raw.contains("/DeviceRGB"), "an RGB colour space")
        // The XMP is as written, readable without decoding anything.
        let metadata = try #require(Self.object(holding: "/Subtype/XML", in: raw), "no metadata stream")
        #expect(!metadata.contains("/Filter") && metadata.contains("/Type/Metadata"))
        for element in ["<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>",
                        "<xmp:CreateDate>1970-01-01T00:00:00Z</xmp:CreateDate>", "<xmp:ModifyDate>1970-01-01T00:00:00Z",
                        "<xmp:MetadataDate>1970-01-01T00:00:00Z", "<xmpMM:RenditionClass>default", "<xmpMM:VersionID>1",
                        "<pdf:Trapped>False", "<rdf:li xml:lang=\"x-default\">Alex Morgan</rdf:li>",
                        "<pdf:Producer>GPL Ghostscript "] {
            #expect(metadata.contains(element), "no \(element)")
        }
        #expect(metadata.contains(/<xmpMM:DocumentID>uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}</))
        // Ghostscript writes no metadata of its own beside it.
        #expect(raw.components(separatedBy: "/Type/Metadata").count == 2)
        try Self.expectClean(space.path("press.pdf"))
        // The picture is opaque and the page keeps its text; nothing blends in RGB.
        if let decoded = try Self.decoded(space.path("press.pdf"), space) {
            #expect(!decoded.contains("/SMask"), "a soft mask")
            #expect(try CardEndToEndTests.tool("pdftotext", [space.path("press.pdf"), "-"]).out.contains("Alex Morgan"))
            #expect(!decoded.contains("/DeviceRGB"))
            let producer = try #require(decoded.firstMatch(of: /\/Producer \((GPL Ghostscript [0-9.]+)\)/)?.1)
            #expect(metadata.contains("<pdf:Producer>\(producer)</pdf:Producer>"))
        }
        // The same card gives the same file.
        #expect(try space.card(["--sample", "--pdf", "again.pdf", "--press", "--pdfx", "4", "--bleed", "3mm",
                                "--logo", "logo.png"]).status == 0)
        #expect(try space.read("again.pdf") == space.read("press.pdf"))
    }

    @Test("--output-condition and --pdfx shape a press PDF: refused without --press, unknown values listed")
    func options() throws {
        let space = try Workspace()
        for arguments in [["--output-condition", "GRACoL2006"], ["--pdfx", "4"]] {
            let result = try space.card(["--sample", "--pdf", "card.pdf"] + arguments)
            #expect(result.status == 2 && result.err.contains("'\(arguments[0])' is for a press PDF")
                    && result.err.contains("hint: add --press"), "\(result.err)")
            #expect(!FileManager.default.fileExists(atPath: space.path("card.pdf")))
        }
        let unknown = try space.card(["--sample", "--pdf", "card.pdf", "--press", "--output-condition", "FOGRA51"])
        #expect(unknown.status == 2 && unknown.err.contains(OutputCondition.allCases.map(\.rawValue).joined(separator: ", ")),
                "\(unknown.err)")
        let version = try space.card(["--sample", "--pdf", "card.pdf", "--press", "--pdfx", "3"])
        #expect(version.status == 2 && version.err.contains("1a, 4"), "\(version.err)")
        // Names are taken in any case, as other named values are.
        #expect(try space.card(["--sample", "--pdf", "card.pdf", "--press", "--output-condition", "gracol2006"]).status == 0)
        // batch takes them from card, by the same rule.
        let batch = try MycaProcess.run(["batch", "rows.csv", "--format", "card-pdf", "--pdfx", "4"], home: space.home,
                                        directory: space.folder)
        #expect(batch.status == 2 && batch.err.contains("'--pdfx' is for a press PDF"), "\(batch.err)")
        let help = try MycaProcess.run(["help", "card"])
        #expect(help.out.contains("--output-condition NAME") && help.out.contains("FOGRA51"), "\(help.out)")
    }

    @Test("--preflight names the standard and the condition the file says")
    func preflight() throws {
        let space = try Workspace()
        let result = try space.card(["--sample", "--pdf", "press.pdf", "--press", "--pdfx", "4", "--output-condition", "SWOP",
                                     "--bleed", "3mm", "--preflight"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("CMYK, PDF/X-4 for CGATS TR 003  ok"), "\(result.out)")
    }

    @Test("the profiles: the same data give the same bytes, the build's own among them")
    func reproducibleProfiles() throws {
        let first = try TemporaryDirectory("myca-icc"), second = try TemporaryDirectory("myca-icc")
        for folder in [first, second] {
            let made = try ToolProcess.run("/bin/sh", [ICCProfiles.script, folder.path, "FOGRA39.icc"])
            try #require(made.status == 0, "\(made.err)")
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: first.path + "/FOGRA39.icc"))
        #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: second.path + "/FOGRA39.icc"))))
        #expect([UInt8](bytes) == (try ICCProfiles.bytes("FOGRA39.icc")))
        // Dated 1970-01-01 00:00:00, not when it was made.
        #expect(Array(bytes[24 ..< 36]) == [0x07, 0xB2, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0])
    }
}

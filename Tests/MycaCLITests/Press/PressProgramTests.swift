@testable import MycaCLI
import MycaCore
import Testing

/// What myca writes for Ghostscript to put in a press PDF: escaped for PostScript and XML,
/// identified from the card's bytes, and cairo's RGB blending space left out.
@Suite struct PressProgramTests {
    @Test func theXMPCarriesTheTitleEscaped() {
        let packet = PressProgram.xmp(title: "</dc:title>&", date: "1970-01-01T00:00:00Z", identity: ("uuid:a", "uuid:b"),
                                      producer: "GPL Ghostscript 10.00.0")
        #expect(packet.contains("<rdf:li xml:lang=\"x-default\">&lt;/dc:title&gt;&amp;</rdf:li>"))
        #expect(packet.contains("<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>"))
        #expect(packet.hasPrefix("<?xpacket begin=\"\u{FEFF}\""))
    }

    @Test("the IDs follow the card's bytes and the standard, and are version 8 UUIDs")
    func identity() {
        let card = Array("%PDF-1.5 card".utf8)
        let one = PressProgram.identity(of: card, PressStandard())
        #expect(one == PressProgram.identity(of: card, PressStandard()))
        #expect(one.document != PressProgram.identity(of: card + [0x20], PressStandard()).document)
        let gracol = PressProgram.identity(of: card, PressStandard(condition: .gracol2006, version: .x4))
        #expect(gracol.document == one.document && gracol.instance != one.instance)
        #expect(one.document.wholeMatch(of: /uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/) != nil,
                "\(one.document)")
    }

    @Test("the definitions name the registered condition in plain strings; only PDF/X-4 has XMP")
    func definitions() {
        let x1a = PressProgram.definitions(title: "T", standard: PressStandard(condition: .swop), profile: "/p (1).icc",
                                           date: 0, identity: ("uuid:a", "uuid:b"), producer: "")
        #expect(x1a.contains("/OutputConditionIdentifier (CGATS TR 003)") && x1a.contains("/RegistryName (http://www.color.org)"))
        #expect(x1a.contains("(/p \\(1\\).icc) (r) file") && x1a.contains("/GTS_PDFXConformance (PDF/X-1a:2001)"))
        #expect(!x1a.contains("/Metadata"))
        let x4 = PressProgram.definitions(title: "T", standard: PressStandard(version: .x4), profile: "/p.icc",
                                          date: 0, identity: ("uuid:a", "uuid:b"), producer: "P")
        #expect(x4.contains("/GTS_PDFXVersion (PDF/X-4)") && !x4.contains("GTS_PDFXConformance"))
        #expect(x4.contains("/Type /Metadata /Subtype /XML") && x4.contains("{Catalog} << /Metadata {Metadata_PDFX} >>"))
    }

    @Test func preflightReadsTheStandardAndCondition() {
        let text = "<</GTS_PDFXVersion(PDF/X-4)/Trapped/False>> <</OutputConditionIdentifier (FOGRA39)/S/GTS_PDFX>>"
        #expect(Preflight.literal(after: "/GTS_PDFXVersion", in: text) == "PDF/X-4")
        #expect(Preflight.literal(after: "/OutputConditionIdentifier", in: text) == "FOGRA39")
        #expect(Preflight.literal(after: "/GTS_PDFXConformance", in: text) == nil)
    }
}

@testable import MycaCore
import Testing
@testable import myca_draw

/// What qpdf sets on the PDF cairo wrote: print boxes, links whose addresses no character
/// can break out of, the dates asked for, and the same bytes for the same card.
@Suite("PDFFinishing")
struct PDFFinishingTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func card(trim: Bool = true, link: String? = nil, press: [PressMapping] = []) throws -> [UInt8] {
        var page = DrawingPage(width: 91, height: 61)
        if trim {
            page.trim = DrawingRect(x: 3, y: 3, width: 85, height: 55)
            page.bleed = 3
        }
        page.items = [.rect(DrawingRect(x: 0, y: 0, width: 91, height: 61), fill: Color(red: 0xEE, green: 0xF7, blue: 0xEC), radius: 0),
                      .text(TextBox("Alex Morgan", in: DrawingRect(x: 10, y: 10, width: 60, height: 6), size: 10, minimumSize: 10,
                                    color: .black, role: "name", link: link))]
        let request = DrawingRequest(format: .pdf, dpi: 300, pages: [page], pressColours: press, created: 1_700_000_000)
        return try CairoDrawing.render(request).bytes
    }

    @Test func aPageWithATrimGetsItsBoxes() throws {
        let pdf = Self.text(try Self.card())
        let k = 72 / 25.4
        let trim = "/TrimBox [ \(PDFFinishing.number(3 * k)) \(PDFFinishing.number(3 * k)) "
        #expect(pdf.contains(trim), "\(pdf.prefix(600))")
        #expect(pdf.contains("/BleedBox [ 0 0 \(PDFFinishing.number(91 * k)) \(PDFFinishing.number(61 * k)) ]"))
        #expect(!Self.text(try Self.card(trim: false)).contains("/TrimBox"))
    }

    @Test func theDateIsTheOneAskedForAndTheBytesRepeat() throws {
        let pdf = try Self.card()
        #expect(Self.text(pdf).contains("/CreationDate (\(SourceDate.pdfDate(1_700_000_000)))"))
        #expect(Self.text(pdf).contains("/ModDate (\(SourceDate.pdfDate(1_700_000_000)))"))
        #expect(try Self.card() == pdf)
    }

    @Test("a link's address stays one string, whatever it holds")
    func linksAreEscaped() throws {
        let pdf = Self.text(try Self.card(link: "https://example.com/a)b(c\\d"))
        #expect(pdf.contains("/Subtype /Link"))
        #expect(pdf.contains("/URI (https://example.com/a%29b%28c%5Cd)"), "\(pdf)")
        // cairo's tagged links left objects it never wrote; the links are qpdf's now.
        #expect(!pdf.contains("/StructParent"))
    }

    @Test func aPressPageNamesTheOverprintStatesItsContentUses() throws {
        let pdf = Self.text(try Self.card(press: [PressMapping(.black, .black(percent: 100))]))
        #expect(pdf.contains("/" + PDFContentColours.overprint + " << /OP true /OPM 1 /Type /ExtGState /op true >>"),
                "\(pdf.prefix(1500))")
        #expect(pdf.contains("/" + PDFContentColours.knockout + " << /OP false /Type /ExtGState /op false >>"))
        #expect(!Self.text(try Self.card()).contains(PDFContentColours.overprint), "a PDF to look at has no press states")
        // cairo's RGB blending space is left out, for the press file's groups to blend in CMYK.
        #expect(pdf.contains("/Group <<") && !pdf.contains("/DeviceRGB"), "\(pdf.prefix(1500))")
        #expect(Self.text(try Self.card()).contains("/CS /DeviceRGB"))
    }
}

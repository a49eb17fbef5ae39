import Foundation
import MycaCore
import Testing
@testable import myca_draw

/// The print boxes go into a PDF as an incremental update: the original bytes stay, and the
/// appended objects, cross-reference section and trailer are where they say they are.
@Suite("PDFPageBoxes")
struct PDFPageBoxesTests {
    /// A two-page PDF laid out as cairo writes one, with a correct cross-reference table.
    static func twoPages() -> [UInt8] {
        let objects = [
            "<< /Type /Pages\n   /Kids [ 2 0 R 4 0 R ]\n   /Count 2\n>>",
            "<< /Type /Page % 1\n   /Parent 1 0 R\n   /MediaBox [ 0 0 100 50 ]\n   /Group <<\n      /S /Transparency\n   >>\n>>",
            "<< /Type /Catalog\n   /Pages 1 0 R\n>>",
            "<< /Type /Page % 2\n   /Parent 1 0 R\n   /MediaBox [ 0 0 100 50 ]\n>>",
        ]
        var pdf = "%PDF-1.5\n%\u{B5}\u{ED}\n"
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(pdf.utf8.count)
            pdf += "\(index + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = pdf.utf8.count
        pdf += "xref\n0 5\n0000000000 65535 f \n"
        for offset in offsets { pdf += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        pdf += "trailer\n<< /Size 5\n   /Root 3 0 R\n>>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(pdf.utf8)
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func pagesWithATrimGetTheirBoxesAndTheOriginalBytesStay() throws {
        let original = Self.twoPages()
        // 100 × 50 pt is 35.28 × 17.64 mm; a trim 3 mm in, bleed 2 mm.
        let page = DrawingPage(width: 100 * 25.4 / 72, height: 50 * 25.4 / 72,
                               trim: DrawingRect(x: 3, y: 3, width: 100 * 25.4 / 72 - 6, height: 50 * 25.4 / 72 - 6), bleed: 2)
        let boxes = try #require(PDFPageBoxes.Boxes(page))
        let out = try PDFPageBoxes.adding([nil, boxes], to: original)
        #expect(Array(out.prefix(original.count)) == original)
        let added = Self.text(Array(out.dropFirst(original.count)))
        // Only page 2 (object 4) is written again, with both boxes and its own entries.
        #expect(added.hasPrefix("4 0 obj\n<< /TrimBox [ 8.504 8.504 91.496 41.496 ]\n   /BleedBox [ 2.835 2.835 97.165 47.165 ]\n   /Type /Page % 2"))
        #expect(!added.contains("2 0 obj"))
        // The cross-reference entry points at the object; startxref at the section; /Prev at the old one.
        let xrefAt = try #require(Self.text(out).range(of: "startxref\n", options: .backwards))
        let xref = try #require(Int(Self.text(out)[xrefAt.upperBound...].prefix { $0.isNumber }))
        #expect(Self.text(Array(out[xref...])).hasPrefix("xref\n4 1\n"))
        let entry = Self.text(Array(out[(xref + 9) ..< (xref + 29)]))
        #expect(entry.hasSuffix(" 00000 n \n") && entry.count == 20)
        let offset = try #require(Int(entry.prefix(10)))
        #expect(Self.text(Array(out[offset...])).hasPrefix("4 0 obj\n"))
        #expect(added.contains("/Size 5\n   /Root 3 0 R\n   /Prev \(Self.text(original).components(separatedBy: "startxref\n")[1].prefix { $0.isNumber })\n"))
        #expect(added.hasSuffix("%%EOF\n"))
    }

    @Test func aPageWithoutATrimOrAFileWithoutAPageTree() throws {
        let original = Self.twoPages()
        #expect(try PDFPageBoxes.adding([nil, nil], to: original) == original)
        #expect(PDFPageBoxes.Boxes(DrawingPage(width: 10, height: 10)) == nil)
        let page = DrawingPage(width: 10, height: 10, trim: DrawingRect(x: 1, y: 1, width: 8, height: 8))
        let noTree = Array(Self.text(original).replacingOccurrences(of: "/Type /Pages", with: "/Type /Other").utf8)
        #expect(throws: PDFPageBoxes.Failure(missing: "page tree")) {
            try PDFPageBoxes.adding([PDFPageBoxes.Boxes(page)], to: noTree)
        }
    }
}

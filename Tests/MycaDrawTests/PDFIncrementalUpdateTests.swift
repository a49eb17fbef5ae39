import Foundation
import MycaCore
import Testing
@testable import myca_draw

/// The print boxes go into a PDF as an incremental update: the original bytes stay, and the
/// appended objects, cross-reference section and trailer are where they say they are.
@Suite("PDFIncrementalUpdate")
struct PDFIncrementalUpdateTests {
    /// A two-page PDF laid out as cairo writes one, with a correct cross-reference table.
    /// With `information`, it has a document information dictionary too (object 5).
    static func twoPages(information: String? = nil) -> [UInt8] {
        let objects = [
            "<< /Type /Pages\n   /Kids [ 2 0 R 4 0 R ]\n   /Count 2\n>>",
            "<< /Type /Page % 1\n   /Parent 1 0 R\n   /MediaBox [ 0 0 100 50 ]\n   /Group <<\n      /S /Transparency\n   >>\n>>",
            "<< /Type /Catalog\n   /Pages 1 0 R\n>>",
            "<< /Type /Page % 2\n   /Parent 1 0 R\n   /MediaBox [ 0 0 100 50 ]\n>>",
        ] + (information.map { [$0] } ?? [])
        var pdf = "%PDF-1.5\n%\u{B5}\u{ED}\n"
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(pdf.utf8.count)
            pdf += "\(index + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = pdf.utf8.count
        pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { pdf += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        pdf += "trailer\n<< /Size \(objects.count + 1)\n   /Root 3 0 R\n" + (information == nil ? "" : "   /Info 5 0 R\n")
            + ">>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(pdf.utf8)
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func pagesWithATrimGetTheirBoxesAndTheOriginalBytesStay() throws {
        let original = Self.twoPages()
        // 100 × 50 pt is 35.28 × 17.64 mm; a trim 3 mm in, bleed 2 mm.
        let page = DrawingPage(width: 100 * 25.4 / 72, height: 50 * 25.4 / 72,
                               trim: DrawingRect(x: 3, y: 3, width: 100 * 25.4 / 72 - 6, height: 50 * 25.4 / 72 - 6), bleed: 2)
        let boxes = try #require(PDFIncrementalUpdate.Boxes(page))
        let out = try PDFIncrementalUpdate.adding([nil, boxes], to: original)
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
        #expect(try PDFIncrementalUpdate.adding([nil, nil], to: original) == original)
        #expect(PDFIncrementalUpdate.Boxes(DrawingPage(width: 10, height: 10)) == nil)
        let page = DrawingPage(width: 10, height: 10, trim: DrawingRect(x: 1, y: 1, width: 8, height: 8))
        let noTree = Array(Self.text(original).replacingOccurrences(of: "/Type /Pages", with: "/Type /Other").utf8)
        #expect(throws: PDFIncrementalUpdate.Failure(missing: "page tree")) {
            try PDFIncrementalUpdate.adding([PDFIncrementalUpdate.Boxes(page)], to: noTree)
        }
    }

    @Test("the clock's date cairo wrote gives way to the one asked for, the rest of the information stays")
    func datesReplaceTheClocks() throws {
        let information = "<< /Producer (cairo 1.16.0 (https://cairographics.org))\n   /Creator <FEFF006D>\n   /CreationDate (D:20261204040502+01'00)\n>>"
        let original = Self.twoPages(information: information)
        let out = try PDFIncrementalUpdate.adding([nil, nil], created: 1_764_806_400, to: original)
        #expect(Array(out.prefix(original.count)) == original)
        let added = Self.text(Array(out.dropFirst(original.count)))
        #expect(added.hasPrefix("5 0 obj\n<< /CreationDate (D:20251204000000Z)\n   /ModDate (D:20251204000000Z)\n   /Producer (cairo 1.16.0 (https://cairographics.org))\n   /Creator <FEFF006D>\n"))
        #expect(!added.contains("2026"))
        #expect(added.contains("xref\n5 1\n") && added.contains("/Size 6\n   /Root 3 0 R\n   /Info 5 0 R\n"))
        let entry = try #require(added.components(separatedBy: "xref\n5 1\n").last)
        let offset = try #require(Int(entry.prefix(10)))
        #expect(Self.text(Array(out[offset...])).hasPrefix("5 0 obj\n"))
        // The same date twice gives the same bytes; without an information dictionary one is added.
        #expect(try PDFIncrementalUpdate.adding([nil, nil], created: 1_764_806_400, to: original) == out)
        let bare = Self.text(try PDFIncrementalUpdate.adding([nil, nil], created: 0, to: Self.twoPages()))
        #expect(bare.contains("5 0 obj\n<< /CreationDate (D:19700101000000Z)") && bare.contains("/Size 6\n   /Root 3 0 R\n   /Info 5 0 R\n"))
    }

    @Test("a key inside another entry's string is not removed")
    func keysOnlyAtTheStartOfALine() {
        let dictionary = Array(" /Title (see /ModDate (x))\n   /ModDate (D:2026)\n".utf8)
        #expect(Self.text(PDFIncrementalUpdate.removing(["/ModDate"], from: dictionary)) == " /Title (see /ModDate (x))\n\n")
    }
}

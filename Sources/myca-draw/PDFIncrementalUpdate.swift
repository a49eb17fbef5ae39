import MycaCore

/// Adds what cairo has no call for to a PDF it wrote: the print boxes (`TrimBox`,
/// `BleedBox`), since a print shop's preflight reads the trim from the TrimBox and without
/// one takes the whole page, bleed and crop marks included, for the card; and the dates
/// asked for instead of the clock's, so the same card gives the same bytes.
///
/// The file is not rewritten: an incremental update (ISO 32000-1, 7.5.6) appends each
/// page's dictionary again with the boxes and the document information dictionary again
/// with the dates, a cross-reference section for those objects and a trailer pointing back
/// at the original one, so every byte cairo wrote stays where it was. Readers take the
/// newest version of each object.
enum PDFIncrementalUpdate {
    /// The boxes of one page, in PDF points from the page's bottom-left corner, each as
    /// `[x0, y0, x1, y1]`.
    struct Boxes: Sendable, Hashable {
        /// Where the page is cut.
        var trim: [Double]
        /// How far the printed area reaches beyond the trim.
        var bleed: [Double]

        /// The boxes of `page`, whose trim it knows; nil for a page without one (a sheet of
        /// several cards). The bleed box stays within the page.
        init?(_ page: DrawingPage) {
            guard let trim = page.trim else { return nil }
            let k = 72 / 25.4
            func box(_ r: DrawingRect) -> [Double] {
                [max(0, r.x) * k, max(0, page.height - r.maxY) * k,
                 min(page.width, r.maxX) * k, min(page.height, page.height - r.y) * k]
            }
            let bleed = page.bleed
            self.trim = box(trim)
            self.bleed = box(DrawingRect(x: trim.x - bleed, y: trim.y - bleed,
                                         width: trim.width + 2 * bleed, height: trim.height + 2 * bleed))
        }
    }

    /// Why the boxes could not be added: the PDF is not laid out as expected.
    struct Failure: Error, Sendable, Equatable {
        /// What was not found.
        var missing: String
    }

    /// `pdf` with `boxes[i]` on page `i` (nil leaves a page as it is) and, when `created`
    /// is given, made and modified then (seconds since 1970, ``SourceDate``).
    ///
    /// - Throws: `Failure` when the trailer, the page tree, a page object or the document
    ///   information is not found (a PDF with a cross-reference stream, or not from cairo).
    static func adding(_ boxes: [Boxes?], created: Int64? = nil, to pdf: [UInt8]) throws(Failure) -> [UInt8] {
        guard boxes.contains(where: { $0 != nil }) || created != nil else { return pdf }
        let scan = PDFScanner(pdf)
        guard let startxrefAt = scan.last("startxref"), let startxref = scan.integer(after: startxrefAt + 9) else {
            throw Failure(missing: "startxref")
        }
        guard let trailerAt = scan.last("trailer"),
              let size = scan.after("/Size", from: trailerAt).flatMap({ scan.integer(after: $0) }),
              let root = scan.after("/Root", from: trailerAt).flatMap({ scan.reference(after: $0) })
        else { throw Failure(missing: "trailer") }
        let info = scan.after("/Info", from: trailerAt).flatMap { scan.reference(after: $0) }
        guard let pagesAt = scan.first("/Type /Pages", from: 0),
              let kidsAt = scan.after("/Kids", from: pagesAt), let open = scan.first("[", from: kidsAt),
              let close = scan.first("]", from: open)
        else { throw Failure(missing: "page tree") }
        let pages = scan.references(in: open + 1 ..< close)

        var out = pdf
        if out.last != 0x0A { out.append(0x0A) }
        var entries: [(object: Int, offset: Int)] = []
        for (index, page) in pages.enumerated() where index < boxes.count {
            guard let b = boxes[index] else { continue }
            guard let body = scan.dictionary(ofObject: page) else { throw Failure(missing: "page object \(page)") }
            entries.append((page, out.count))
            let added = "<< /TrimBox [ \(b.trim.map(number).joined(separator: " ")) ]\n"
                + "   /BleedBox [ \(b.bleed.map(number).joined(separator: " ")) ]\n   "
            let rest = body.dropFirst(2).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D }
            out += Array("\(page) 0 obj\n\(added)".utf8) + rest + Array("\nendobj\n".utf8)
        }
        var objects = size, information = info
        if let created {
            let date = SourceDate.pdfDate(created)
            var kept: [UInt8] = []
            let number: Int
            if let info, let object = Int(info.prefix { $0 != " " }) {
                guard let body = scan.dictionary(ofObject: object) else { throw Failure(missing: "document information") }
                kept = Self.removing(["/CreationDate", "/ModDate"], from: Array(body.dropFirst(2).dropLast(2)))
                number = object
            } else {
                number = objects
                objects += 1
                information = "\(number) 0 R"
            }
            entries.append((number, out.count))
            out += Array("\(number) 0 obj\n<< /CreationDate (\(date))\n   /ModDate (\(date))\n   ".utf8)
                + kept.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D } + Array("\n>>\nendobj\n".utf8)
        }
        entries.sort { $0.object < $1.object }
        let xref = out.count
        var section = "xref\n"
        for entry in entries {
            section += "\(entry.object) 1\n" + zeroPadded(entry.offset, 10) + " 00000 n \n"
        }
        section += "trailer\n<< /Size \(objects)\n   /Root \(root)\n" + (information.map { "   /Info \($0)\n" } ?? "")
            + "   /Prev \(startxref)\n>>\nstartxref\n\(xref)\n%%EOF\n"
        out += Array(section.utf8)
        return out
    }

    /// `dictionary`'s entries (between `<<` and `>>`) without those of `keys`, each on a
    /// line of its own with a string in parentheses, as cairo writes dates: a key inside
    /// another entry's string (a title) is not one.
    static func removing(_ keys: [String], from dictionary: [UInt8]) -> [UInt8] {
        var out = dictionary
        for key in keys {
            let scan = PDFScanner(out)
            var from = 0
            while let at = scan.first(key + " (", from: from) {
                from = at + 1
                var start = at
                while start > 0, out[start - 1] == 0x20 { start -= 1 }
                guard start == 0 || out[start - 1] == 0x0A, let close = scan.first(")", from: at) else { continue }
                out.removeSubrange(start ... close)
                break
            }
        }
        return out
    }

    /// Points with up to three decimals, as cairo writes them.
    static func number(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let whole = thousandths / 1000, fraction = abs(thousandths % 1000)
        guard fraction != 0 else { return String(whole) }
        var digits = zeroPadded(fraction, 3)
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(thousandths < 0 && whole == 0 ? "-" : "")\(whole).\(digits)"
    }

    private static func zeroPadded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

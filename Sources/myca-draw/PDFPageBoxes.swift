import MycaCore

/// Adds the print boxes (`TrimBox`, `BleedBox`) to the pages of a PDF that cairo wrote,
/// which has no call for them: a print shop's preflight reads the trim from the TrimBox,
/// and without one takes the whole page, bleed and crop marks included, for the card.
///
/// The file is not rewritten: an incremental update (ISO 32000-1, 7.5.6) appends each
/// page's dictionary again with the boxes, a cross-reference section for those objects
/// and a trailer pointing back at the original one, so every byte cairo wrote stays where
/// it was. Readers take the newest version of each object.
enum PDFPageBoxes {
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

    /// `pdf` with `boxes[i]` on page `i` (nil leaves a page as it is).
    ///
    /// - Throws: `Failure` when the trailer, the page tree or a page object is not found
    ///   (a PDF with a cross-reference stream, or not from cairo).
    static func adding(_ boxes: [Boxes?], to pdf: [UInt8]) throws(Failure) -> [UInt8] {
        guard boxes.contains(where: { $0 != nil }) else { return pdf }
        let scan = Scanner(pdf)
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
        let xref = out.count
        var section = "xref\n"
        for entry in entries {
            section += "\(entry.object) 1\n" + zeroPadded(entry.offset, 10) + " 00000 n \n"
        }
        section += "trailer\n<< /Size \(size)\n   /Root \(root)\n" + (info.map { "   /Info \($0)\n" } ?? "")
            + "   /Prev \(startxref)\n>>\nstartxref\n\(xref)\n%%EOF\n"
        out += Array(section.utf8)
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

    /// Byte searches over the file: its dictionaries and trailer are ASCII, its streams any bytes.
    private struct Scanner {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// Where `needle` first occurs at or after `from`.
        func first(_ needle: String, from: Int) -> Int? {
            let n = Array(needle.utf8)
            guard n.count <= bytes.count, from <= bytes.count - n.count else { return nil }
            for i in from ... bytes.count - n.count where bytes[i] == n[0] && Array(bytes[i ..< i + n.count]) == n {
                return i
            }
            return nil
        }

        /// Where `needle` last occurs.
        func last(_ needle: String) -> Int? {
            let n = Array(needle.utf8)
            guard n.count <= bytes.count else { return nil }
            for i in stride(from: bytes.count - n.count, through: 0, by: -1)
            where bytes[i] == n[0] && Array(bytes[i ..< i + n.count]) == n {
                return i
            }
            return nil
        }

        /// Just past the first `key` at or after `from`.
        func after(_ key: String, from: Int) -> Int? { first(key, from: from).map { $0 + key.utf8.count } }

        private func skipSpace(_ i: inout Int) {
            while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09, 0x0C, 0x00].contains(bytes[i]) { i += 1 }
        }

        private func digits(_ i: inout Int) -> Int? {
            var value = 0, count = 0
            while i < bytes.count, (0x30...0x39).contains(bytes[i]), count < 12 {
                value = value * 10 + Int(bytes[i] - 0x30)
                i += 1
                count += 1
            }
            return count > 0 ? value : nil
        }

        /// The integer after optional white space at `at`.
        func integer(after at: Int) -> Int? {
            var i = at
            skipSpace(&i)
            return digits(&i)
        }

        /// `N G R` after optional white space at `at`, as written.
        func reference(after at: Int) -> String? {
            var i = at
            skipSpace(&i)
            guard let object = digits(&i) else { return nil }
            skipSpace(&i)
            guard let generation = digits(&i) else { return nil }
            skipSpace(&i)
            guard i < bytes.count, bytes[i] == UInt8(ascii: "R") else { return nil }
            return "\(object) \(generation) R"
        }

        /// The object numbers of the `N G R` references in `range`.
        func references(in range: Range<Int>) -> [Int] {
            var out: [Int] = []
            var i = range.lowerBound
            while i < range.upperBound {
                skipSpace(&i)
                guard let object = digits(&i) else { break }
                skipSpace(&i)
                guard digits(&i) != nil else { break }
                skipSpace(&i)
                guard i < range.upperBound, bytes[i] == UInt8(ascii: "R") else { break }
                i += 1
                out.append(object)
            }
            return out
        }

        /// The dictionary (`<<` … `>>`) object `number` holds, when it is one.
        func dictionary(ofObject number: Int) -> ArraySlice<UInt8>? {
            var from = 0
            while let at = first("\(number) 0 obj", from: from) {
                from = at + 1
                guard at == 0 || bytes[at - 1] == 0x0A || bytes[at - 1] == 0x0D else { continue }
                var start = at + "\(number) 0 obj".utf8.count
                skipSpace(&start)
                guard let end = first("endobj", from: start) else { return nil }
                var stop = end
                while stop > start, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[stop - 1]) { stop -= 1 }
                let body = bytes[start ..< stop]
                guard body.starts(with: Array("<<".utf8)), body.suffix(2).elementsEqual(Array(">>".utf8)) else { return nil }
                return body
            }
            return nil
        }
    }
}

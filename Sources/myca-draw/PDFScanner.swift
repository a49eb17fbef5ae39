/// Byte searches over a PDF cairo wrote: its dictionaries and trailer are ASCII, its
/// streams any bytes.
struct PDFScanner {
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

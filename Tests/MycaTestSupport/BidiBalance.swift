/// Whether text leaves no embedding, override or isolate open: the check behind every test
/// that card text cannot reorder what follows it.
package enum BidiBalance {
    /// Whether every embedding, override and isolate `text` opens is closed before its line
    /// ends, with no closer left over, pairing them as the Unicode bidi algorithm does (a
    /// PDI closes its isolate and the embeddings inside it).
    package static func holds(in text: String) -> Bool {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var open: [Bool] = []  // true for an isolate
            for s in line.unicodeScalars {
                switch s.value {
                case 0x202A, 0x202B, 0x202D, 0x202E: open.append(false)
                case 0x2066, 0x2067, 0x2068: open.append(true)
                case 0x202C:
                    guard open.last == false else { return false }
                    open.removeLast()
                case 0x2069:
                    guard let i = open.lastIndex(of: true) else { return false }
                    open.removeSubrange(i...)
                default: break
                }
            }
            if !open.isEmpty { return false }
        }
        return true
    }
}

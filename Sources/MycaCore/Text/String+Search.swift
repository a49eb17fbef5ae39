// The standard library's `replacing(_:with:)`, `ranges(of:)` and `firstRange(of:)` for
// strings live in _StringProcessing, the regex module: calling one links its 800 KB of code
// and metadata into myca, whose relocated pages every command pays for at start-up. These
// are the searches myca needs, on the standard library's own collection algorithms.
extension StringProtocol {
    /// The first range where `target` occurs, comparing characters (as `==` does), or nil.
    public func firstRange(ofText target: some StringProtocol) -> Range<Index>? {
        guard let first = target.first else { return nil }
        var from = startIndex
        while let found = self[from...].firstIndex(of: first) {
            if self[found...].starts(with: target) { return found..<index(found, offsetBy: target.count) }
            from = index(after: found)
        }
        return nil
    }

    /// The last range where `target` occurs, or nil.
    public func lastRange(ofText target: some StringProtocol) -> Range<Index>? {
        var last: Range<Index>?
        var from = startIndex
        while let range = self[from...].firstRange(ofText: target) {
            last = range
            from = index(after: range.lowerBound)
        }
        return last
    }

    /// The text with every occurrence of `target` replaced by `replacement`.
    public func replacingAll(_ target: some StringProtocol, with replacement: some StringProtocol) -> String {
        var out = ""
        var rest = self[...]
        while let range = rest.firstRange(ofText: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}

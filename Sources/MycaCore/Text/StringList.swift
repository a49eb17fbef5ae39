extension Array where Element == String {
    /// The strings with `separator` between them, as the standard library's
    /// `joined(separator:)` gives them, under a name of its own.
    ///
    /// The standard library's is generic code that is not specialized for arrays: its
    /// first call in a process resolves `Array`'s associated types at run time, which
    /// scans every protocol conformance record in the binary. The commands that start
    /// often join with this one.
    public func joinedText(separator: String = "") -> String {
        var result = ""
        var first = true
        for element in self {
            if !first { result += separator }
            result += element
            first = false
        }
        return result
    }
}

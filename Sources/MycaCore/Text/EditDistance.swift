/// How many edits turn one sequence into another: the distance behind "did you mean …?"
/// for commands, options, fields and card handles.
public enum EditDistance {
    /// Optimal-string-alignment Damerau-Levenshtein distance: inserting, deleting or
    /// replacing an element, or swapping two neighbours, each costs 1.
    public static func between<Elements: Collection>(_ a: Elements, _ b: Elements) -> Int
    where Elements.Element: Equatable {
        var s = Array(a)
        var t = Array(b)
        // The distance is symmetric: the rows run along the shorter sequence, so a long
        // input (a megabyte CSV header cell) costs three rows of a short one's length,
        // not a table of both.
        if t.count > s.count { swap(&s, &t) }
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        // Rows i-2, i-1 and i of the table: a swap looks back two rows.
        var beforePrevious = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var row = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            row[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    row[j] = min(row[j], beforePrevious[j - 2] + 1)
                }
            }
            swap(&beforePrevious, &previous)
            swap(&previous, &row)
        }
        return previous[t.count]
    }
}

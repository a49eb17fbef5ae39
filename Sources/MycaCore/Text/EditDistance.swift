/// How many edits turn one sequence into another: the distance behind "did you mean …?"
/// for commands, options, fields and card handles.
public enum EditDistance {
    /// Optimal-string-alignment Damerau-Levenshtein distance: inserting, deleting or
    /// replacing an element, or swapping two neighbours, each costs 1.
    public static func between<Elements: Collection>(_ a: Elements, _ b: Elements) -> Int
    where Elements.Element: Equatable {
        let s = Array(a)
        let t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
        for i in 0...s.count { d[i][0] = i }
        for j in 0...t.count { d[0][j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[s.count][t.count]
    }
}

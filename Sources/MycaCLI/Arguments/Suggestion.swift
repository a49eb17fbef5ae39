/// "Did you mean …?" suggestions by Damerau-Levenshtein distance.
public enum Suggestion {
    /// The candidate closest to `input`, if it is close enough to be a likely typo.
    ///
    /// Close enough: a unique candidate starting with `input` (at least 2 characters),
    /// or an edit distance of at most 1 under 6 characters, 2 under 9, 3 beyond.
    public static func closest(to input: String, in candidates: [String]) -> String? {
        guard !input.isEmpty else { return nil }
        let lowered = input.lowercased()
        let limit = lowered.count < 6 ? 1 : (lowered.count < 9 ? 2 : 3)
        // Ties go to a candidate with the same first letter: people rarely mistype that one.
        var best: (candidate: String, score: Int)?
        for candidate in candidates {
            let lowerCandidate = candidate.lowercased()
            let d = distance(lowered, lowerCandidate)
            let score = d * 2 + (lowerCandidate.first == lowered.first ? 0 : 1)
            if d <= limit, score < (best?.score ?? Int.max) {
                best = (candidate, score)
            }
        }
        if let best { return best.candidate }
        if lowered.count >= 2 {
            let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
            if prefixed.count == 1 { return prefixed[0] }
        }
        return nil
    }

    /// Optimal-string-alignment Damerau-Levenshtein distance (a swap of neighbours costs 1).
    public static func distance(_ a: String, _ b: String) -> Int {
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

import MycaCore

/// "Did you mean …?" suggestions by Damerau-Levenshtein distance (``EditDistance``).
public enum Suggestion {
    /// The candidate closest to `input`, if it is close enough to be a likely typo.
    ///
    /// Close enough: a unique candidate starting with `input` (at least 2 characters),
    /// or an edit distance of at most 1 under 6 characters, 2 under 9, 3 beyond. A single
    /// character is one edit from every other, so it only matches in another case. Under 6
    /// characters a candidate must start with the same letter: people rarely mistype the
    /// first one, and a short word one edit from another is more often a different word
    /// (`pink` is no typo of `ink`).
    public static func closest(to input: String, in candidates: [String]) -> String? {
        guard !input.isEmpty else { return nil }
        let lowered = input.lowercased()
        let limit = lowered.count < 2 ? 0 : lowered.count < 6 ? 1 : (lowered.count < 9 ? 2 : 3)
        // Ties go to a candidate with the same first letter: people rarely mistype that one.
        var best: (candidate: String, score: Int)?
        let length = lowered.count
        for candidate in candidates {
            let lowerCandidate = candidate.lowercased()
            // The distance is at least the difference in length: no need to measure it.
            if abs(lowerCandidate.count - length) > limit { continue }
            let d = EditDistance.between(lowered, lowerCandidate)
            let score = d * 2 + (lowerCandidate.first == lowered.first ? 0 : 1)
            if length < 6, lowerCandidate.first != lowered.first { continue }
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
}

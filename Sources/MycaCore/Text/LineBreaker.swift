/// Where a line of text may break, by what the text is, and the fewest, most even lines of
/// it that fit a width: what every surface that sets text in a box breaks it with (the
/// printed card's three designs, the call background), so a value wraps before it shrinks
/// and never needs cutting.
///
/// Widths are additive advances, one per character (``EstimatedTextMeasurer/advances(_:weight:)``
/// for print, display columns for a terminal), so any line's width is a difference of two
/// sums and breaking a value is quick enough for every row of a batch.
public enum LineBreaker {
    /// What a text is: decides where it may break.
    public enum Kind: Sendable, Hashable {
        /// Words: between them, after a hyphen or slash inside one, and between Chinese or
        /// Japanese characters as kinsoku allows.
        case prose
        /// A person's name: between its parts, never inside a compound part (`عبد الله`,
        /// `von Schwarzenberg`: a particle stays with what follows it); a hyphenated part
        /// only after its hyphen, and Chinese or Japanese between characters, only when
        /// its parts do not fit.
        case name
        /// An email address: after the `@`, else before a `.`, `-`, `_` or `+`.
        case email
        /// A web address or handle: after a `/`, else before a `.`, else before `-`, `_`,
        /// `?`, `&`, `=` or `#`.
        case web
        /// A phone number: only at its spaces.
        case phone
    }

    /// Where a line may end: the text before `end` stays on it, the next line starts at
    /// `resume` (past the spaces there); `level` orders the kinds of break, the lower
    /// tried alone first.
    struct Opportunity: Equatable {
        var end: Int
        var resume: Int
        var level: Int
    }

    /// The lines of `text` (each at most `width` wide by `advances`, one per character),
    /// as few as can be, the widest as narrow as can be at that count; nil when some part
    /// between two breaks is wider than `width`, or more than `maximumLines` are needed.
    ///
    /// Breaks of the lowest level are tried alone first (an email's `@`), then with the
    /// next: a value breaks at its most natural point whenever that is enough.
    public static func lines(_ text: String, kind: Kind, advances: [Double], width: Double,
                             maximumLines: Int = .max) -> [String]? {
        let characters = Array(text)
        guard advances.count == characters.count else { return nil }
        var sums = [0.0]
        sums.reserveCapacity(advances.count + 1)
        for advance in advances { sums.append(sums[sums.count - 1] + advance) }
        if sums[sums.count - 1] <= width + 1e-9 { return [text] }
        let all = opportunities(characters, kind: kind)
        let levels = Set(all.map(\.level)).sorted()
        for level in levels {
            let usable = all.filter { $0.level <= level }
            if let ends = balanced(usable, characters: characters, sums: sums, width: width, maximumLines: maximumLines) {
                var lines: [String] = []
                var start = 0
                for (end, resume) in ends {
                    lines.append(String(characters[start..<end]))
                    start = resume
                }
                return lines
            }
        }
        return nil
    }

    /// The most places one value may break at that are weighed (its words, or its
    /// characters in Chinese or Japanese): the search is quadratic in them.
    static let maximumBreaks = 1024

    /// The breaks into the fewest lines that fit, the widest line narrowest; each line as
    /// (its end, where the next starts). Dynamic programming over the opportunities: they
    /// are few (a value's words or characters).
    static func balanced(_ opportunities: [Opportunity], characters: [Character], sums: [Double], width: Double,
                         maximumLines: Int) -> [(Int, Int)]? {
        // Nodes: the text's start, each opportunity's resume, and its end.
        let count = characters.count
        let starts = [0] + opportunities.map(\.resume)
        let ends = opportunities.map { ($0.end, $0.resume) } + [(count, count)]
        // A line from starts[i] to ends[j] (j >= i, as opportunity j follows start i).
        func lineWidth(_ start: Int, _ end: Int) -> Double { sums[end] - sums[start] }
        let n = ends.count
        guard n <= maximumBreaks else { return nil }
        // best[j] = (lines, widest) for text up to ends[j] whose last line ends there.
        var best = [(lines: Int, widest: Double, from: Int)](repeating: (Int.max, .infinity, -1), count: n)
        for j in 0..<n {
            let end = ends[j].0
            for i in 0...j {
                let start = starts[i]
                guard start <= end else { continue }
                let w = lineWidth(start, end)
                if w > width + 1e-9 { continue }
                let before = i == 0 ? (lines: 0, widest: 0.0, from: -1) : best[i - 1]
                guard before.lines != Int.max else { continue }
                let candidate = (lines: before.lines + 1, widest: max(before.widest, w), from: i - 1)
                if candidate.lines < best[j].lines
                    || (candidate.lines == best[j].lines && candidate.widest < best[j].widest - 1e-9) {
                    best[j] = candidate
                }
            }
        }
        guard best[n - 1].lines != Int.max, best[n - 1].lines <= maximumLines else { return nil }
        var result: [(Int, Int)] = []
        var j = n - 1
        while j >= 0 {
            result.append(ends[j])
            j = best[j].from
        }
        return result.reversed()
    }

    /// Where `characters`, a text of `kind`, may break.
    static func opportunities(_ characters: [Character], kind: Kind) -> [Opportunity] {
        var result: [Opportunity] = []
        let count = characters.count
        func add(_ end: Int, _ resume: Int, _ level: Int) {
            guard end > 0, resume < count, end <= resume else { return }
            if let last = result.last, last.end == end {
                if level < last.level { result[result.count - 1].level = level }
                return
            }
            result.append(Opportunity(end: end, resume: resume, level: level))
        }
        // Spaces: the line ends before a run of them and the next starts after it.
        func spaceRun(at index: Int) -> Int? {
            guard characters[index].isWhitespace, index > 0, !characters[index - 1].isWhitespace else { return nil }
            var resume = index
            while resume < count, characters[resume].isWhitespace { resume += 1 }
            return resume
        }
        let glued = kind == .name ? gluedSpaces(characters) : []
        for index in 0..<count {
            let character = characters[index]
            switch kind {
            case .prose, .name:
                if let resume = spaceRun(at: index) {
                    if kind == .name, glued.contains(index) { continue }
                    add(index, resume, 0)
                } else if index + 1 < count, character == "-" || character == "/" || character == "\u{2010}",
                          index > 0, characters[index - 1].isLetter, characters[index + 1].isLetter {
                    add(index + 1, index + 1, 1)
                } else if index > 0, mayBreakBetweenWide(characters[index - 1], character) {
                    // A Chinese or Japanese name breaks between its characters only when it must.
                    add(index, index, kind == .prose ? 0 : 1)
                }
            case .email:
                if character == "@" { add(index + 1, index + 1, 0) }
                if ".-_+".contains(character) { add(index, index, 1) }
                if let resume = spaceRun(at: index) { add(index, resume, 0) }
            case .web:
                if character == "/", index + 1 < count, characters[index + 1] != "/" { add(index + 1, index + 1, 0) }
                if character == "." { add(index, index, 1) }
                if "-_?&=#".contains(character) { add(index, index, 2) }
                if let resume = spaceRun(at: index) { add(index, resume, 0) }
            case .phone:
                if let resume = spaceRun(at: index) { add(index, resume, 0) }
            }
        }
        return result
    }

    /// The spaces of a name that do not break it: those after a word kept with the next
    /// (``gluedParticles``).
    static func gluedSpaces(_ characters: [Character]) -> Set<Int> {
        var glued: Set<Int> = []
        var start = 0
        for index in 0...characters.count {
            let atEnd = index == characters.count
            guard atEnd || characters[index].isWhitespace else { continue }
            if index > start {
                let word = String(characters[start..<index]).lowercased()
                if !atEnd, gluedParticles.contains(word) { glued.insert(index) }
            }
            start = index + 1
        }
        return glued
    }

    /// The name particles that stay with the next word: `von`, `van`, `de`, …, and the
    /// Arabic and Hebrew ones (`عبد`, `أبو`, `بن`, `ابن`, `بنت`, `אבו`, `בן`).
    static let gluedParticles: Set<String> = [
        "von", "van", "der", "den", "de", "da", "das", "do", "dos", "di", "del", "della", "des", "du", "le", "la",
        "ten", "ter", "zu", "zum", "zur", "bin", "ibn", "bint", "al", "el", "ben", "abu", "abd", "st.", "mac",
        "عبد", "أبو", "ابو", "بن", "ابن", "بنت", "آل", "אבו", "בן", "בת",
    ]

    /// Whether a line may end after `left` and start with `right` where no space stands:
    /// beside a Chinese or Japanese character, as kinsoku allows.
    public static func mayBreakBetweenWide(_ left: Character, _ right: Character) -> Bool {
        guard EstimatedTextMeasurer.isWide(left) || EstimatedTextMeasurer.isWide(right) else { return false }
        // Latin letters and digits next to a wide character stay with it: `22階`, `1丁目`.
        guard EstimatedTextMeasurer.isWide(left) && EstimatedTextMeasurer.isWide(right) else { return false }
        return !noLineStart.contains(right) && !noLineEnd.contains(left)
    }

    /// Japanese line-breaking rules (kinsoku): characters that do not start a line.
    public static let noLineStart: Set<Character> = Set("、。，．・：；？！ー～…‥）」』】〕〉》］｝ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々゛゜ヽヾゝゞ,.:;?!)]}%")
    /// ... and characters that do not end one.
    public static let noLineEnd: Set<Character> = Set("（「『【〔〈《［｛([{")
}

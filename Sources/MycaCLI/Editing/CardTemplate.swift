import MycaCore

/// The text `myca edit` opens in the editor: `key: value` lines under comments that list
/// every key, and reading that text back.
///
/// Rules (also written into the template's comments):
/// - one `key: value` a line; the keys are ``CardField`` keys shown in the template;
///   `nickname`, `unit`, `email`, `phone`, `url` and `social` may repeat;
/// - `note` and `street` continue on the following lines that start with a space or a tab
///   (one tab or up to two spaces of indentation are removed; an empty line between
///   continuation lines is an empty line of the text);
/// - lines starting with `#` are comments; blank lines are ignored;
/// - a deleted line or an empty value clears the field.
///
/// Only the first postal address is shown; other addresses, the photo and the properties
/// myca does not model are not shown and stay as they are.
public enum CardTemplate {
    /// A problem in the text, with its line when it has one.
    public struct Issue: Sendable, Equatable, CustomStringConvertible {
        /// 1-based line in the text parsed, or nil for the card as a whole.
        public var line: Int?
        /// What is wrong, naming the value.
        public var message: String

        /// `line 7: message`, or the message alone.
        public var description: String { line.map { tr("line %d: %s", $0, message) } ?? message }
    }

    /// The fields the template shows, in order.
    public static let fields: [CardField] = CardField.all.filter { $0.appears(on: .template) }

    /// The first line of every error comment the session puts on top.
    public static let errorPrefix = "# error: "

    /// The template for `profile` (card `handle`).
    public static func render(_ profile: Profile, handle: String) -> String {
        var out = header(handle: handle)
        if profile.addresses.count > 1 {
            out += trn("# (street, city, … edit the first address; the other %d stays as it is)",
                       "# (street, city, … edit the first address; the other %d stay as they are)",
                       profile.addresses.count - 1, profile.addresses.count - 1) + "\n"
        }
        out += "\n"
        let sides = profile.alternates.map { ($0.language, profile.side($0.language)) }
        for field in fields {
            for value in values(of: field, in: profile) { out += entry(field.key, value) }
            guard field.isTranslatable else { continue }
            for (language, side) in sides {
                for value in values(of: field, in: side) { out += entry(field.key + "[" + language + "]", value) }
            }
        }
        return out
    }

    /// One `key: value` entry, a multi-line value going on over indented lines.
    private static func entry(_ key: String, _ value: String) -> String {
        let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
        let first = lines.first.map(String.init) ?? ""
        var out = first.isEmpty ? key + ":\n" : key + ": " + first + "\n"
        for more in lines.dropFirst() {
            out += more.isEmpty ? "\n" : "  " + more + "\n"
        }
        return out
    }

    private static func header(handle: String) -> String {
        var keys = "# Keys:"
        var width = keys.count
        for (i, field) in fields.enumerated() {
            let word = " " + field.key + (i == fields.count - 1 ? "." : ",")
            if width + word.count > 80 {
                keys += "\n#  "
                width = 3
            }
            keys += word
            width += word.count
        }
        // TRANSLATORS: the comments on top of the card in the editor; every line starts with "#".
        // Keys (email, phone, note…) and the examples' syntax stay as they are.
        let languages = wrappedComment(tr("# In another language: \"name[en]: Taro Yamada\", also for %s; \"language\" is the card's own.\n",
                                          listed(fields.filter(\.isTranslatable).filter { $0 != .name })))
        return tr("# myca card '%s'. Change the lines below, save and close the editor.\n# One \"key: value\" a line. A deleted line or an empty value clears the field.\n%s\n# %s may be repeated, one value a line.\n# email, phone, url: types may come first: \"email: work: ann@example.org\",\n#   \"phone: cell,pref: +1 415 555 0100\" (pref marks the preferred one).\n# social: \"social: SERVICE: URL\", \"social: SERVICE: USER\" or \"social: SERVICE: URL USER\".\n# birthday: YYYY-MM-DD, or --MM-DD without a year.\n# note and street go on over the next lines that start with a space (\"  more text\").\n# Empty the file (or leave it unchanged) to change nothing. Lines starting with # are ignored.\n# The photo and properties myca does not show here are kept as they are.\n", handle, keys, listed(fields.filter(\.isRepeatable))) + languages
    }

    /// A one-line comment broken at spaces into lines of at most 80 columns (wide
    /// characters count two), the lines after the first indented as `#   `.
    private static func wrappedComment(_ line: String) -> String {
        var out = "", current = ""
        for word in (line.hasSuffix("\n") ? String(line.dropLast()) : line).split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.of(candidate) > 80, !current.isEmpty, current != "#" {
                out += current + "\n"
                current = "#   " + word
            } else {
                current = candidate
            }
        }
        return out + current + "\n"
    }

    /// `a, b and c`.
    private static func listed(_ fields: [CardField]) -> String {
        Localization.text(MessageText.list(fields.map(\.key), .and))
    }

    /// The field's values as the template writes them (one per line; several for lists).
    static func values(of field: CardField, in p: Profile) -> [String] {
        let values = field.values(in: p)
        return values.isEmpty ? [""] : values
    }

    /// The result of reading a template: the fields it holds, and what is wrong with it.
    public struct Parsed: Sendable, Equatable {
        /// A draft holding only the template's fields.
        public var profile: Profile
        /// Problems, in line order; empty when the text is fine.
        public var issues: [Issue]
        /// Whether the text holds no `key: value` line at all (only comments and blanks).
        public var isEmpty: Bool
    }

    /// Reads `text`; every entry is checked on its own (so an issue names its line) and the
    /// card as a whole is checked with ``Profile/snapshot()``.
    public static func parse(_ text: String) -> Parsed {
        var profile = Profile()
        var issues: [Issue] = []
        var seen: [String: Int] = [:]
        var sawEntry = false
        // The entry being read, so continuation lines can extend it.
        var current: (field: CardField, language: String?, line: Int, value: String)?
        // The sides in other languages (`name[en]:`), by language as first written, with the line that began each.
        var sides: [(language: String, line: Int, profile: Profile)] = []
        var pendingBlank = 0

        func finish() {
            guard let entry = current else { return }
            current = nil
            guard let language = entry.language else {
                if let issue = store(entry.field, entry.value, line: entry.line, into: &profile) { issues.append(issue) }
                return
            }
            let i = sides.firstIndex { LanguageTag.same($0.language, language) } ?? {
                sides.append((language, entry.line, Profile()))
                return sides.count - 1
            }()
            if let issue = store(entry.field, entry.value, line: entry.line, into: &sides[i].profile) { issues.append(issue) }
        }

        for (index, line) in Self.lines(text).enumerated() {
            let number = index + 1
            if line.hasPrefix("#") { continue }
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                if current != nil { pendingBlank += 1 }
                continue
            }
            if line.hasPrefix(" ") || line.hasPrefix("\t") {
                guard let entry = current, entry.field.isMultiline else {
                    let what = current.map { tr("'%s' takes one line", $0.field.key) } ?? tr("it continues no key")
                    issues.append(Issue(line: number, message: tr("indented line, but %s (only note and street go on over several lines)", what)))
                    pendingBlank = 0
                    continue
                }
                var body = Substring(line)
                if body.hasPrefix("\t") { body = body.dropFirst() } else {
                    var dropped = 0
                    while dropped < 2, body.hasPrefix(" ") { body = body.dropFirst(); dropped += 1 }
                }
                current?.value += String(repeating: "\n", count: pendingBlank + 1) + body
                pendingBlank = 0
                continue
            }
            finish()
            pendingBlank = 0
            sawEntry = true
            guard let colon = line.firstIndex(of: ":") else {
                issues.append(Issue(line: number, message: tr("expected 'key: value', got '%s'", shorten(line))))
                continue
            }
            var key = WhiteSpace.trim(String(line[..<colon])).lowercased()
            let value = WhiteSpace.trim(String(line[line.index(after: colon)...]))
            var language: String?
            if key.hasSuffix("]"), let open = key.firstIndex(of: "[") {
                let tag = String(key[key.index(after: open)..<key.index(before: key.endIndex)])
                key = WhiteSpace.trim(String(key[..<open]))
                guard let normalized = LanguageTag.normalized(WhiteSpace.trim(tag)) else {
                    issues.append(Issue(line: number, message: Localization.text(ProfileError.badLanguage(tag).messageText)))
                    continue
                }
                language = normalized
            }
            guard let field = fields.first(where: { $0.key == key }) else {
                let message = Suggestion.closest(to: key, in: fields.map(\.key)).map {
                    tr("unknown key '%s'; did you mean '%s'?", shorten(key), $0)
                } ?? tr("unknown key '%s'", shorten(key))
                issues.append(Issue(line: number, message: message))
                continue
            }
            if let language, !field.isTranslatable {
                issues.append(Issue(line: number, message: tr("'%s' has one value in every language; write it without [%s]", key, language)))
                continue
            }
            let seenKey = language.map { key + "[" + ASCIIText.lowercased($0) + "]" } ?? key
            if !field.isRepeatable, let first = seen[seenKey] {
                issues.append(Issue(line: number, message: tr("'%s' is given twice (first on line %d); it takes one value", seenKey, first)))
                continue
            }
            seen[seenKey] = seen[seenKey] ?? number
            current = (field, language, number, value)
        }
        finish()
        for side in sides where issues.isEmpty {
            if let own = profile.language, LanguageTag.same(own, side.language) {
                issues.append(Issue(line: side.line, message: tr("%s is the card's own language; write its fields without [%s]", own, side.language)))
                continue
            }
            do throws(ProfileError) {
                try profile.setSide(side.profile, language: side.language)
            } catch {
                issues.append(Issue(line: side.line, message: Localization.text(error.messageText)))
            }
        }
        if issues.isEmpty {
            do {
                _ = try profile.snapshot()
            } catch {
                issues.append(Issue(line: nil, message: Localization.text(error.messageText)))
            }
        }
        return Parsed(profile: profile, issues: issues, isEmpty: !sawEntry)
    }

    /// Puts one entry into `profile` after checking it on its own; returns what is wrong with it.
    private static func store(_ field: CardField, _ value: String, line: Int, into profile: inout Profile) -> Issue? {
        if value.isEmpty { return nil }
        var probe = Profile()
        probe.formattedName = "-"
        do {
            try field.set(value, in: &probe)
        } catch {
            return Issue(line: line, message: tr("%s '%s' %s", field.key, shorten(error.value),
                                                 Localization.text(error.problem.reasonText)))
        }
        do {
            _ = try probe.snapshot()
        } catch {
            return Issue(line: line, message: Localization.text(error.messageText))
        }
        // The probe took the value, so the draft takes it too.
        try? field.set(value, in: &profile)
        return nil
    }

    /// The fields of `profile` as the template shows them (what `parse(render(profile))` gives).
    public static func visible(_ profile: Profile) -> Profile {
        var out = Profile()
        for field in fields { field.copy(from: profile, into: &out) }
        for a in profile.alternates {
            try? out.setSide(visible(side: profile.side(a.language)), language: a.language)
        }
        return out
    }

    /// The translatable fields of a side as the template shows them.
    private static func visible(side: Profile) -> Profile {
        var out = Profile()
        for field in fields where field.isTranslatable { field.copy(from: side, into: &out) }
        return out
    }

    /// Applies the person's edit (`base` → `mine`, both from templates) to `fresh`, the card
    /// as stored now: only the fields the person changed are touched.
    public static func apply(mine: Profile, base: Profile, to fresh: inout Profile) throws(ProfileError) {
        for field in fields where !field.same(mine, base) {
            field.merge(mine: mine, base: base, into: &fresh)
        }
        // The sides in other languages, field by field as the card's own.
        var languages: [String] = []
        for a in base.alternates + mine.alternates where !languages.contains(where: { LanguageTag.same($0, a.language) }) {
            languages.append(a.language)
        }
        for language in languages {
            let mineSide = mine.side(language), baseSide = base.side(language)
            var freshSide = fresh.side(language)
            for field in fields where field.isTranslatable && !field.same(mineSide, baseSide) {
                field.merge(mine: mineSide, base: baseSide, into: &freshSide)
            }
            // The edit was checked whole on its own; a side that no longer fits the card as
            // stored now (its address removed meanwhile) is refused, and nothing is saved.
            try fresh.setSide(freshSide, language: language)
        }
    }

    /// The lines of `text`, split at LF, CR LF or a lone CR (as `snapshot()` reads line
    /// ends), so a value never keeps a stray CR that would split differently once
    /// rendered again. (Split by scalars: as Characters, CR LF is one grapheme.)
    static func lines(_ text: String) -> [String] {
        var out: [String] = []
        var current = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && afterCR {
                afterCR = false
                continue
            }
            afterCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                out.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        out.append(String(current))
        return out
    }

    /// `text` without the `# error:` block a previous round put on top.
    public static func strippingErrors(_ text: String) -> String {
        var lines = Self.lines(text)[...]
        var removed = false
        while let first = lines.first, first.hasPrefix(errorPrefix) {
            lines.removeFirst()
            removed = true
        }
        if removed, let first = lines.first, first.hasPrefix("# ^ ") { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }

    /// `body` with `issues` on top as comments; line numbers are shifted to match the result.
    public static func withErrors(_ issues: [Issue], body: String) -> String {
        let shift = issues.count + 1
        var out = ""
        for issue in issues {
            let shifted = Issue(line: issue.line.map { $0 + shift }, message: issue.message)
            out += errorPrefix + oneLine(shifted.description) + "\n"
        }
        out += "# ^ " + tr("fix the lines above and save again; empty the file to give up (your text is then kept as a draft).") + "\n"
        return out + body
    }

    private static func oneLine(_ s: String) -> String {
        s.replacingAll("\n", with: "\\n").replacingAll("\r", with: "\\r")
    }

    private static func shorten(_ s: String) -> String {
        s.count > 40 ? String(s.prefix(40)) + "…" : s
    }
}

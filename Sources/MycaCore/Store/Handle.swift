/// Card handles: the short names (`work`, `ana-lima`) that are also file names in the store.
///
/// A handle is 1 to 64 characters from `a-z`, `0-9`, `.`, `_` and `-`, not starting
/// with a dot, so it can never name a path outside the store, a hidden file or `..`.
public enum Handle {
    /// The longest handle allowed.
    public static let maxLength = 64

    /// The rule, as shown in error messages.
    public static var rule: String { ruleText.english }
    /// The rule as a translatable message.
    // The literal starts on the line of the call: scripts/update-po reads only files that
    // have such a line.
    public static let ruleText = MessageText("a handle is 1 to 64 lower-case letters (a-z), digits, '.', '_' or '-', not starting with a dot")

    /// True when `handle` follows the rule.
    public static func isValid(_ handle: String) -> Bool {
        let bytes = Array(handle.utf8)
        guard !bytes.isEmpty, bytes.count <= maxLength, bytes[0] != UInt8(ascii: ".") else { return false }
        return bytes.allSatisfy(isAllowed)
    }

    /// Throws `StoreError.invalidHandle` unless `handle` follows the rule.
    public static func validate(_ handle: String) throws {
        if !isValid(handle) { throw StoreError.invalidHandle(handle) }
    }

    /// A valid handle made from a person's name and not in `existing`:
    /// `"José Müller"` → `"jose-muller"`, then `"jose-muller-2"`, `"jose-muller-3"`….
    ///
    /// Latin letters are folded to their base letters (``LatinFolding``: `Nguyễn` →
    /// `nguyen`, `Łukasz` → `lukasz`), other characters become separators; a name with
    /// nothing usable left gives `"card"`.
    public static func suggest(from name: String, existing: Set<String>) -> String {
        var base = ""
        var pendingDash = false
        for folded in LatinFolding.pieces(name) {
            let piece: String
            switch folded {
            case .ascii(let text): piece = text
            case .mark: continue
            case .other:
                pendingDash = true
                continue
            }
            if pendingDash && !base.isEmpty { base += "-" }
            pendingDash = false
            base += piece
        }
        if base.isEmpty { base = "card" }
        base = trimmed(base, to: maxLength)
        if !existing.contains(base) { return base }
        var number = 2
        while true {
            let suffix = "-\(number)"
            let candidate = trimmed(base, to: maxLength - suffix.utf8.count) + suffix
            if !existing.contains(candidate) { return candidate }
            number += 1
        }
    }

    /// The text to make a card's handle from: its name, else (a name in a script that gives
    /// no handle, such as Japanese) the part of its first email before the `@`, else its
    /// organization; so `佐藤 花子 <hanako@…>` becomes `hanako`, not `card`.
    public static func seed(name: String, email: String?, organization: String) -> String {
        seedAndHandle(name: name, email: email, organization: organization).seed
    }

    /// `suggest(from: seed(name:email:organization:), existing: [])`, the handle made
    /// once: a batch names every row so (FileNameTemplate's `{handle}`).
    static func handle(name: String, email: String?, organization: String) -> String {
        seedAndHandle(name: name, email: email, organization: organization).handle
    }

    private static func seedAndHandle(name: String, email: String?, organization: String) -> (seed: String, handle: String) {
        let local = email.map { String($0.prefix { $0 != "@" }) }
        for candidate in [name, local ?? "", organization] where !candidate.isEmpty {
            let handle = suggest(from: candidate, existing: [])
            if handle != "card" || candidate.lowercased() == "card" { return (candidate, handle) }
        }
        return (name, suggest(from: name, existing: []))
    }

    /// The text to make `card`'s handle from (``seed(name:email:organization:)``): what `new`
    /// and `import` suggest a card's handle from.
    public static func seed(for card: ProfileSnapshot) -> String {
        seed(name: card.formattedName, email: card.emails.first?.address, organization: card.organization)
    }

    /// Handles from `candidates` close to `handle` (a typo, or a prefix), best first, at most three.
    public static func suggestions(for handle: String, among candidates: [String]) -> [String] {
        let lowered = handle.lowercased()
        let target = Array(lowered.unicodeScalars)
        var scored: [(distance: Int, handle: String)] = []
        for candidate in candidates {
            let scalars = Array(candidate.unicodeScalars)
            let allowed = max(1, min(target.count, scalars.count) / 3)
            let isPrefix = target.count >= 2 && candidate.hasPrefix(lowered)
            // The distance is at least the difference in length: a candidate too far off
            // by length alone is never measured (a CSV header cell may be a megabyte).
            if !isPrefix, abs(target.count - scalars.count) > allowed { continue }
            let distance = EditDistance.between(target, scalars)
            if distance <= allowed || isPrefix {
                scored.append((isPrefix ? min(distance, 1) : distance, candidate))
            }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.handle < $1.handle }
        return scored.prefix(3).map(\.handle)
    }

    // MARK: Internals

    private static func isAllowed(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Cuts to `length` bytes (all ASCII here) without leaving a trailing dash.
    private static func trimmed(_ text: String, to length: Int) -> String {
        var result = String(text.prefix(length))
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "card" : result
    }
}

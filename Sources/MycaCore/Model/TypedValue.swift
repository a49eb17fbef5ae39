/// A value with optional vCard types written before it, as the email, phone and URL options
/// and the editor template take it: `work:ann@example.org`, `cell,pref: +81 90 1234 5678`.
///
/// Words before the first colon are types only when each is a known type word (`work`,
/// `home`, `cell`, …, `pref`, `pref=N`, `x-…`), so `https://…`, `mailto:…` and `tel:…` are
/// never mis-split. After a colon followed by a space (`label: value`, as the template
/// writes it) any vCard type token counts, so every type a card holds round-trips.
public struct TypedValue: Sendable, Equatable {
    /// Lower-case type tokens in order, without `pref`.
    public var types: [String]
    /// The preference (`pref` is 1, `pref=N` is N), or nil.
    public var pref: Int?
    /// The value after the types, trimmed.
    public var value: String

    /// A typed value.
    public init(types: [String] = [], pref: Int? = nil, value: String) {
        self.types = types
        self.pref = pref
        self.value = value
    }

    /// Type words recognised before a colon without a following space.
    public static let knownTypes: [String] = [
        "work", "home", "cell", "mobile", "fax", "voice", "text", "textphone", "pager", "video",
        "main", "other", "iphone", "internet", "personal", "pref",
    ]

    /// Splits `raw` into types and value (see the type's documentation for the rule).
    public static func parse(_ raw: String) -> TypedValue {
        let text = WhiteSpace.trim(raw)
        guard let colon = text.firstIndex(of: ":") else { return TypedValue(value: text) }
        let rest = text[text.index(after: colon)...]
        let spaced = rest.first.map { $0 == " " || $0 == "\t" } ?? false
        let words = text[..<colon].split(separator: ",", omittingEmptySubsequences: false).map { WhiteSpace.trim(String($0)).lowercased() }
        var types: [String] = []
        var pref: Int?
        for word in words {
            if word == "pref" {
                pref = 1
            } else if word.hasPrefix("pref="), let n = Int(word.dropFirst(5)) {
                pref = n
            } else if knownTypes.contains(word) || (word.hasPrefix("x-") && isToken(word)) || (spaced && isToken(word)) {
                let normalized = word == "mobile" ? "cell" : word
                if !types.contains(normalized) { types.append(normalized) }
            } else {
                return TypedValue(value: text)
            }
        }
        return TypedValue(types: types, pref: pref, value: WhiteSpace.trim(String(rest)))
    }

    /// The text form `parse` reads back: `work,pref: value`, or just `value`.
    public var rendered: String {
        var words = types
        if let pref { words.append(pref == 1 ? "pref" : "pref=\(pref)") }
        return words.isEmpty ? value : words.joinedText(separator: ",") + ": " + value
    }

    /// An email from `[TYPE:]ADDR`; a leading `mailto:` is dropped.
    public static func email(_ raw: String) -> Email {
        let t = parse(raw)
        return Email(address: dropScheme("mailto:", t.value), types: t.types, pref: t.pref)
    }

    /// A phone number from `[TYPE:]NUMBER`; a leading `tel:` is dropped.
    public static func phone(_ raw: String) -> Phone {
        let t = parse(raw)
        return Phone(number: dropScheme("tel:", t.value), types: t.types, pref: t.pref)
    }

    /// `[TYPE:]URL` with `https://` before a URL typed without a scheme that reads as a web
    /// address (`ondes.example`, `work:ondes.example/team`: a dot, no space, no `@`), or nil
    /// when it has a scheme or reads as no web address. The one rule for the website
    /// question and option, which say what they made of it.
    public static func assumingHTTPS(_ raw: String) -> String? {
        let t = parse(raw)
        let v = t.value
        guard !startsWithScheme(v), v.contains("."), !v.contains(" "), !v.contains("\t"), !v.contains("@"),
              !v.hasPrefix("."), !v.hasPrefix("/")
        else { return nil }
        return TypedValue(types: t.types, pref: t.pref, value: "https://" + v).rendered
    }

    /// A web address from `[TYPE:]URL`.
    public static func url(_ raw: String) -> WebURL {
        let t = parse(raw)
        return WebURL(value: t.value, types: t.types, pref: t.pref)
    }

    /// A social profile from `SERVICE:URL`, `SERVICE:USER`, `SERVICE:URL USER`, or a bare
    /// profile URL; nil without a service or without anything after it.
    ///
    /// This is the one reading of a social value: the social option, the editor template and a
    /// batch CSV column all use it. A value that starts with `scheme://` is a bare URL: all
    /// of it is the URL and the service is its host without `www.` (`https://github.com/ann`
    /// is on `github.com`). Otherwise the service comes before the first colon, and what
    /// follows is a URL when it starts with a scheme (`https:`) and has no space right
    /// after the colon; a user name may follow the URL after a space.
    public static func social(_ raw: String) -> SocialProfile? {
        let text = WhiteSpace.trim(raw)
        if let host = bareURLHost(text) {
            return host.isEmpty ? nil : SocialProfile(service: host, url: text)
        }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let service = WhiteSpace.trim(String(text[..<colon]))
        let rest = WhiteSpace.trim(String(text[text.index(after: colon)...]))
        guard !service.isEmpty, !rest.isEmpty else { return nil }
        if startsWithScheme(rest) {
            let url = String(rest.prefix { $0 != " " && $0 != "\t" })
            let user = WhiteSpace.trim(String(rest.dropFirst(url.count)))
            return SocialProfile(service: service, url: url, user: user.isEmpty ? nil : user)
        }
        return SocialProfile(service: service, user: rest)
    }

    /// For `scheme://[user@]host[:port]/…`, the host without `www.` (maybe empty); nil for
    /// anything else. Without its user and port: a service named `host:8080` would read
    /// back from ``render(_:)`` (`host:8080: URL`) as service `host`.
    static func bareURLHost(_ text: String) -> String? {
        guard startsWithScheme(text), let colon = text.firstIndex(of: ":") else { return nil }
        let afterScheme = text[text.index(after: colon)...]
        guard afterScheme.hasPrefix("//") else { return nil }
        var authority = afterScheme.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        // An IPv6 literal (`[::1]`) names no service, and its colons could not be read
        // back: none (the person then names the service).
        if authority.hasPrefix("[") { return "" }
        var host = authority.prefix { $0 != ":" }
        if host.hasPrefix("www.") { host = host.dropFirst(4) }
        return String(host)
    }

    /// The text form `social(_:)` reads back: `Service: URL USER`.
    public static func render(_ social: SocialProfile) -> String {
        let parts = [social.url, social.user].compactMap { $0 }.filter { !$0.isEmpty }
        return social.service + ": " + parts.joinedText(separator: " ")
    }

    /// Whether `text` starts with `scheme:` followed by something other than a space.
    public static func startsWithScheme(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, isLetter(first),
            let colon = scalars.firstIndex(of: ":"), colon + 1 < scalars.count,
            scalars[colon + 1] != " ", scalars[colon + 1] != "\t"
        else { return false }
        return scalars[..<colon].allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }
    }

    private static func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }

    private static func isToken(_ word: String) -> Bool {
        !word.isEmpty && word.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    private static func dropScheme(_ scheme: String, _ value: String) -> String {
        value.lowercased().hasPrefix(scheme) ? WhiteSpace.trim(String(value.dropFirst(scheme.count))) : value
    }
}

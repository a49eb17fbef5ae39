/// One line of a card's text on the printed card, before layout.
struct CardLine: Sendable, Hashable {
    /// What the line holds; decides its size and its group.
    enum Kind: Sendable, Hashable {
        case phonetic, name, pronouns, work, contact, social(SocialServiceMark)
    }

    var kind: Kind
    var role: String
    var text: String

    /// The card's lines in the order printed: phonetic reading, name, pronouns, title,
    /// organization, emails, phones, web addresses, postal addresses, social profiles
    /// (at most `CardFaceLayout.maximumSocialProfiles`). The note is not printed.
    static func lines(_ card: ProfileSnapshot) -> [CardLine] {
        var lines: [CardLine] = []
        let phonetic = phoneticName(card)
        if !phonetic.isEmpty { lines.append(CardLine(kind: .phonetic, role: "phonetic name", text: phonetic)) }
        lines.append(CardLine(kind: .name, role: "name", text: card.formattedName))
        if !card.pronouns.isEmpty { lines.append(CardLine(kind: .pronouns, role: "pronouns", text: card.pronouns)) }
        if !card.title.isEmpty { lines.append(CardLine(kind: .work, role: "title", text: card.title)) }
        if !card.organization.isEmpty {
            lines.append(CardLine(kind: .work, role: "organization", text: card.organization))
        }
        func kinds(_ types: [String]) -> String {
            let shown = types.filter { !["voice", "internet", "pref"].contains($0.lowercased()) }
            return shown.isEmpty ? "" : " (" + shown.joined(separator: ", ") + ")"
        }
        for e in card.emails { lines.append(CardLine(kind: .contact, role: "email", text: e.address)) }
        for p in card.phones { lines.append(CardLine(kind: .contact, role: "phone", text: p.number + kinds(p.types))) }
        for u in card.urls { lines.append(CardLine(kind: .contact, role: "web", text: u.value)) }
        for a in card.addresses {
            for text in a.displayLines { lines.append(CardLine(kind: .contact, role: "address", text: text)) }
        }
        for s in card.socialProfiles.prefix(CardFaceLayout.maximumSocialProfiles) {
            let mark = SocialServiceMark(service: s.service)
            // Without a user name, the URL without its scheme and `www.` (the code carries it whole).
            let handle = s.user ?? s.url.map(shortURL) ?? ""
            let text = mark == .generic ? s.service + ": " + handle : handle
            lines.append(CardLine(kind: .social(mark), role: "social profile", text: text))
        }
        return lines
    }

    /// `https://www.linkedin.com/in/x` → `linkedin.com/in/x`.
    static func shortURL(_ url: String) -> String {
        var text = Substring(url)
        for prefix in ["https://", "http://", "www."] where text.lowercased().hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        return String(text)
    }

    /// The reading of the name (see ``ProfileSnapshot/reading``).
    static func phoneticName(_ card: ProfileSnapshot) -> String { card.reading }
}

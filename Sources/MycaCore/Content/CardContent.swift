/// What a card shows, line by line, before any surface lays it out: the one list the printed
/// card (front and back), the call background, `show` in the terminal, the web page and the
/// email signature take their text from.
///
/// The lines come in one order: phonetic reading, name, pronouns, title, organization,
/// emails, phones, web addresses, postal address lines, social profiles (at most
/// ``maximumSocialProfiles``). Each has a typed ``Role``, the text to show, the kinds to
/// label it with (`work`, `cell`: the vCard types a person chose, without the ones every
/// value has), and the value a surface may link to. A surface shows the lines whose roles it
/// has room for (``lines(_:)``); which groups a card shows at all is the user's
/// ``FieldSelection``, the same that picks what a payload carries. The name is always shown; the
/// note, birthday and photo are not lines.
public struct CardContent: Sendable, Hashable {
    /// What a line is: decides its size, its group and its label.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case phonetic = "phonetic name"
        case name, pronouns, title, organization, email, phone
        case web, address
        case social = "social profile"

        /// The field group that puts the role's lines on a card.
        public var group: CardFieldGroup {
            switch self {
            case .phonetic, .name, .pronouns: .name
            case .title: .title
            case .organization: .org
            case .email: .email
            case .phone: .phone
            case .web: .url
            case .address: .address
            case .social: .social
            }
        }

        /// Whether the line is a way to reach someone (an email, a phone, a web address, a
        /// handle): printed cut, it is a wrong address, not a shorter one.
        public var isContactData: Bool {
            switch self {
            case .email, .phone, .web, .social: true
            case .phonetic, .name, .pronouns, .title, .organization, .address: false
            }
        }

        /// Where a line of the role breaks when it does not fit (``LineBreaker``).
        public var breakKind: LineBreaker.Kind {
            switch self {
            case .phonetic, .name: .name
            case .pronouns, .title, .organization, .address: .prose
            case .email: .email
            case .web, .social: .web
            case .phone: .phone
            }
        }

        /// Lines of one block sit together; a gap goes between blocks.
        public var block: Block {
            switch self {
            case .phonetic, .name, .pronouns: .who
            case .title, .organization: .work
            case .email, .phone, .web, .address: .contact
            case .social: .social
            }
        }
    }

    /// The blocks lines are grouped in, in order.
    public enum Block: Sendable, Hashable {
        case who, work, contact, social
    }

    /// One line.
    public struct Line: Sendable, Hashable {
        /// What it is.
        public var role: Role
        /// The text to show: a web address without `https://` and `www.`, a social
        /// profile's handle (or its link so shortened).
        public var text: String
        /// The kinds to label it with, lower case (`work`, `cell`); empty for most.
        public var kinds: [String]
        /// The value behind the text: the email address, phone number, whole URL or the
        /// social profile's link; nil when there is nothing to link to.
        public var value: String?
        /// The social profile, for its service's mark and name.
        public var socialProfile: SocialProfile?
        /// Whether the line continues the line before (a postal address's later lines).
        public var continues: Bool
        /// How ``labelled`` sets the kinds after the text: the card's language's way once
        /// the kinds are in its words (``CardFaceLayout/labelledWhereNeeded(_:labels:)``).
        public var punctuation: CardLabels.Punctuation = .latin

        /// Where a reader's tap on the line leads (`mailto:`, `tel:`, the web address or the
        /// profile's link), or nil when its value is no link to follow (``HTML/href(_:)``).
        public var link: String? {
            guard let value else { return nil }
            switch role {
            case .email: return HTML.mailto(value)
            case .phone: return HTML.tel(value)
            case .web, .social: return HTML.href(value)
            case .phonetic, .name, .pronouns, .title, .organization, .address: return nil
            }
        }

        /// The text with its kinds: `+1 555 0100 (cell, work)`, `03-1234-5678（自宅）`.
        public var labelled: String { punctuation.annotated(text, kinds) }
    }

    /// The most social profiles a card shows; the rest are counted in ``hiddenSocialProfiles``.
    public static let maximumSocialProfiles = 5

    /// Every line, in order.
    public let lines: [Line]
    /// Social profiles past ``maximumSocialProfiles``, not shown.
    public let hiddenSocialProfiles: Int

    /// The content of `card`, limited to the groups `selection` picks (the name always).
    public init(_ card: ProfileSnapshot, lines selection: FieldSelection = .all) {
        var lines: [Line] = []
        func add(_ role: Role, _ text: String, kinds: [String] = [], value: String? = nil,
                 social: SocialProfile? = nil, continues: Bool = false) {
            guard role == .name || selection.picks(role.group) else { return }
            lines.append(Line(role: role, text: text, kinds: Self.shownKinds(kinds), value: value,
                              socialProfile: social, continues: continues))
        }
        if !card.reading.isEmpty { add(.phonetic, card.reading) }
        add(.name, card.formattedName)
        if !card.pronouns.isEmpty { add(.pronouns, card.pronouns) }
        if !card.title.isEmpty { add(.title, card.title) }
        if !card.organization.isEmpty { add(.organization, card.organization) }
        for e in card.emails { add(.email, e.address, kinds: e.types, value: e.address) }
        for p in card.phones { add(.phone, p.number, kinds: p.types, value: p.number) }
        for u in card.urls { add(.web, Self.shortURL(u.value), kinds: u.types, value: u.value) }
        for a in card.addresses {
            for (index, text) in a.displayLines(language: card.language).enumerated() {
                add(.address, text, kinds: index == 0 ? a.types : [], continues: index > 0)
            }
        }
        for s in card.socialProfiles.prefix(Self.maximumSocialProfiles) {
            // Beside the service's mark, a profile URL shows as the handle it is for.
            let shown = s.user ?? s.link.map { SocialService.named(s.service)?.handle(fromURL: $0) ?? Self.shortURL($0) }
            add(.social, shown ?? "", value: s.link, social: s)
        }
        self.lines = lines
        hiddenSocialProfiles = selection.picks(.social) ? max(0, card.socialProfiles.count - Self.maximumSocialProfiles) : 0
    }

    /// The lines whose roles are in `roles`, in order.
    public func lines(_ roles: Set<Role>) -> [Line] {
        lines.filter { roles.contains($0.role) }
    }

    /// The title and organization, in the card's order: the work a page's summary, a
    /// signature's second line and a link preview join (each shown by its own rule).
    public var work: [String] { lines([.title, .organization]).map(\.text) }

    /// The first line of `role`, if any.
    public func first(_ role: Role) -> Line? {
        lines.first { $0.role == role }
    }

    /// The types worth showing beside a value: those a person chose, lower case, without
    /// `voice`, `internet` and `pref`, which say nothing to a reader.
    public static func shownKinds(_ types: [String]) -> [String] {
        var shown: [String] = []
        for type in types {
            let kind = ASCIIText.lowercased(type)
            if !["voice", "internet", "pref"].contains(kind), !kind.isEmpty, !shown.contains(kind) { shown.append(kind) }
        }
        return shown
    }

    /// `https://www.linkedin.com/in/x` → `linkedin.com/in/x`.
    public static func shortURL(_ url: String) -> String {
        var text = Substring(url)
        for prefix in ["https://", "http://", "www."] where ASCIIText.lowercased(String(text.prefix(prefix.count))) == prefix {
            text = text.dropFirst(prefix.count)
        }
        return String(text)
    }
}

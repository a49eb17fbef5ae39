/// The mark drawn before a social profile on a printed card: the service's icon from the
/// icon font where it has one, else a badge with the service's short mark for the services
/// of `SocialService.known`, a generic profile symbol otherwise.
public enum SocialServiceMark: Sendable, Hashable {
    /// A rounded badge holding a one- or two-letter mark, and the service's glyph in
    /// `iconFont` when it has one (drawn instead of the badge where that font is installed).
    case badge(String, icon: String?)
    /// The generic symbol; the service's name is written beside it.
    case generic

    /// Marks by `SocialService.key`; a known service without one shows its initial.
    static let marks: [String: String] = [
        "github": "GH", "gitlab": "GL", "codeberg": "CB", "linkedin": "in", "x": "X", "mastodon": "M",
        "bluesky": "B", "threads": "@", "instagram": "IG", "facebook": "f", "youtube": "YT", "tiktok": "TT",
        "telegram": "T", "keybase": "K",
    ]

    /// The icon font: Fork Awesome (Debian `fonts-fork-awesome`, SIL OFL), whose brand
    /// glyphs are the services' own marks. fontconfig knows it by this family name.
    public static let iconFont = "ForkAwesome"

    /// The Debian package that installs `iconFont`.
    public static let iconFontPackage = "fonts-fork-awesome"

    /// Glyphs of `iconFont` by `SocialService.key` (code points from its stylesheet). X,
    /// Bluesky, Threads, TikTok and Codeberg have none there, and the bird is no longer X's
    /// mark: those keep their letter badges.
    static let icons: [String: Unicode.Scalar] = [
        "github": "\u{F09B}", "gitlab": "\u{F296}", "linkedin": "\u{F0E1}", "mastodon": "\u{F2E1}",
        "instagram": "\u{F16D}", "facebook": "\u{F09A}", "youtube": "\u{F16A}", "telegram": "\u{F2C6}",
        "keybase": "\u{F2F4}",
    ]

    /// The mark for `service` (any name or alias `SocialService.named` knows).
    public init(service: String) {
        guard let known = SocialService.named(service) else {
            self = .generic
            return
        }
        self = .badge(Self.marks[known.key] ?? String(known.label.prefix(1)),
                      icon: Self.icons[known.key].map { String(Character($0)) })
    }
}

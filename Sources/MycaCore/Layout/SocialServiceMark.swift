/// The mark drawn before a social profile on a printed card: a badge with the service's
/// short mark for the services of `SocialService.known`, a generic profile symbol otherwise.
public enum SocialServiceMark: Sendable, Hashable {
    /// A rounded badge holding a one- or two-letter mark.
    case badge(String)
    /// The generic symbol; the service's name is written beside it.
    case generic

    /// Marks by `SocialService.key`; a known service without one shows its initial.
    static let marks: [String: String] = [
        "github": "GH", "gitlab": "GL", "codeberg": "CB", "linkedin": "in", "x": "X", "mastodon": "M",
        "bluesky": "B", "threads": "@", "instagram": "IG", "facebook": "f", "youtube": "YT", "tiktok": "TT",
        "telegram": "T", "keybase": "K",
    ]

    /// The mark for `service` (any name or alias `SocialService.named` knows).
    public init(service: String) {
        guard let known = SocialService.named(service) else {
            self = .generic
            return
        }
        self = .badge(Self.marks[known.key] ?? String(known.label.prefix(1)))
    }
}

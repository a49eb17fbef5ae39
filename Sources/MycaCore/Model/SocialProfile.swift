/// A social network profile: a service and a URL and/or a user name.
///
/// Written as RFC 9554 `SOCIALPROFILE;SERVICE-TYPE=…` and as Apple's
/// `X-SOCIALPROFILE;TYPE=…` so that both standard parsers and phones see it.
public struct SocialProfile: Sendable, Hashable {
    /// The service name, e.g. `Mastodon`, `GitHub`, `LinkedIn`.
    public var service: String
    /// The profile URL, or nil when only the user name is known.
    public var url: String?
    /// The user name on the service, or nil.
    public var user: String?

    /// A social profile; give a URL, a user name or both.
    public init(service: String, url: String? = nil, user: String? = nil) {
        self.service = service
        self.url = url
        self.user = user
    }
}

extension SocialProfile {
    /// The known service this profile is on: by its name, else by the host of its URL.
    public var knownService: SocialService? {
        SocialService.named(service) ?? url.flatMap(SocialService.forURL)
    }

    /// A link phones can open: the URL given, else the profile URL the known service
    /// makes of the handle, else nil (an unknown service's handle stays a handle).
    public var link: String? {
        if let url { return url }
        guard let user, let known = SocialService.named(service) else { return nil }
        return known.profileURL(forHandle: user)
    }

    /// The name to show: the known service's (`GitHub` for `github`), else the service as typed.
    public var label: String { SocialService.named(service)?.label ?? service }

    /// The icon to draw: the known service's key (`github`, `mastodon`, …), else `link`.
    public var iconKey: String { knownService?.key ?? "link" }

    /// The handle to show: the user name when there is one, else the link.
    public var displayHandle: String { user ?? link ?? "" }
}

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

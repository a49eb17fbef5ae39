/// A social network myca knows: how a handle becomes the profile's URL, and how to show it.
///
/// One table (``known``) serves every place that needs it: the vCard writer and the QR
/// payloads turn a handle (`github: alexmorgan`) into a link phones can open
/// (`https://github.com/alexmorgan`), the reader upgrades the `x-apple:` handles of old
/// cards, and `show` and the card drawing take the label and icon from it. A service not
/// in the table keeps its handle as typed and is shown with its own name.
public struct SocialService: Sendable, Hashable {
    /// How a handle becomes a profile URL.
    enum Link: Sendable, Hashable {
        /// `prefix + handle` (the handle without a leading `@`).
        case path(String)
        /// `prefix + "@" + handle`, for services whose profile paths start with `@`.
        case atPath(String)
        /// Mastodon and the fediverse: `@user@host` → `https://host/@user`.
        case fediverse
    }

    /// A stable lower-case key for icons and lookups, e.g. `github`, `x`, `mastodon`.
    public let key: String
    /// The name people know the service by, e.g. `GitHub`, `X`, `LinkedIn`.
    public let label: String
    /// Lower-case names people type for it (the key and label included).
    let aliases: [String]
    /// Hosts its profile URLs live on (without `www.`), to recognise a pasted URL.
    let hosts: [String]
    let link: Link

    /// Every service myca turns handles into links for.
    ///
    /// URL forms are the ones each service shows in its own address bar for a profile.
    public static let known: [SocialService] = [
        SocialService("github", "GitHub", hosts: ["github.com"], .path("https://github.com/")),
        SocialService("gitlab", "GitLab", hosts: ["gitlab.com"], .path("https://gitlab.com/")),
        SocialService("codeberg", "Codeberg", hosts: ["codeberg.org"], .path("https://codeberg.org/")),
        SocialService("x", "X", aliases: ["twitter", "x (twitter)", "x.com"], hosts: ["x.com", "twitter.com"],
                      .path("https://x.com/")),
        SocialService("linkedin", "LinkedIn", hosts: ["linkedin.com"], .path("https://www.linkedin.com/in/")),
        SocialService("mastodon", "Mastodon", aliases: ["fediverse"], hosts: [], .fediverse),
        SocialService("bluesky", "Bluesky", aliases: ["bsky"], hosts: ["bsky.app"], .path("https://bsky.app/profile/")),
        SocialService("threads", "Threads", hosts: ["threads.net", "threads.com"], .atPath("https://www.threads.net/")),
        SocialService("instagram", "Instagram", aliases: ["ig"], hosts: ["instagram.com"], .path("https://www.instagram.com/")),
        SocialService("facebook", "Facebook", aliases: ["fb"], hosts: ["facebook.com", "fb.com"],
                      .path("https://www.facebook.com/")),
        SocialService("youtube", "YouTube", aliases: ["yt"], hosts: ["youtube.com"], .atPath("https://www.youtube.com/")),
        SocialService("tiktok", "TikTok", hosts: ["tiktok.com"], .atPath("https://www.tiktok.com/")),
        SocialService("telegram", "Telegram", aliases: ["tg"], hosts: ["t.me", "telegram.me"], .path("https://t.me/")),
        SocialService("keybase", "Keybase", hosts: ["keybase.io"], .path("https://keybase.io/")),
    ]

    private init(_ key: String, _ label: String, aliases: [String] = [], hosts: [String], _ link: Link) {
        self.key = key
        self.label = label
        self.aliases = [key, ASCIIText.lowercased(label)] + aliases
        self.hosts = hosts
        self.link = link
    }

    /// The service called `name` (any case, a known alias such as `twitter` or `bsky`, or
    /// its host such as `github.com`, which `batch` takes as the service of a pasted URL), or nil.
    public static func named(_ name: String) -> SocialService? {
        var wanted = ASCIIText.lowercased(WhiteSpace.trim(name))
        if wanted.hasPrefix("www.") { wanted.removeFirst(4) }
        return known.first { $0.aliases.contains(wanted) || $0.hosts.contains(wanted) }
    }

    /// The service whose profile URLs live on the host of `url`, or nil.
    public static func forURL(_ url: String) -> SocialService? {
        guard let host = host(of: url) else { return nil }
        return known.first { service in service.hosts.contains { host == $0 || host.hasSuffix("." + $0) } }
    }

    /// The lower-case host of an `http(s)` URL, without `www.`, or nil.
    static func host(of url: String) -> String? {
        let lower = ASCIIText.lowercased(url)
        guard let scheme = ["https://", "http://"].first(where: { lower.hasPrefix($0) }) else { return nil }
        let rest = lower.dropFirst(scheme.count)
        var host = String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" })
        if host.hasPrefix("www.") { host.removeFirst(4) }
        return host.isEmpty ? nil : host
    }

    /// The profile URL for `handle`, or nil when the handle has a shape the service's
    /// URLs cannot hold as typed (spaces, slashes, …): then it stays a handle.
    public func profileURL(forHandle handle: String) -> String? {
        let h = WhiteSpace.trim(handle)
        switch link {
        case .path(let prefix):
            let name = h.hasPrefix("@") ? String(h.dropFirst()) : h
            return Self.isPlainHandle(name) ? prefix + name : nil
        case .atPath(let prefix):
            let name = h.hasPrefix("@") ? String(h.dropFirst()) : h
            return Self.isPlainHandle(name) ? prefix + "@" + name : nil
        case .fediverse:
            // `@user@host` or `user@host`; the host decides where the profile lives.
            let parts = (h.hasPrefix("@") ? String(h.dropFirst()) : h).split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, Self.isPlainHandle(String(parts[0])), Self.isHostName(String(parts[1])) else { return nil }
            return "https://" + ASCIIText.lowercased(String(parts[1])) + "/@" + parts[0]
        }
    }

    /// The handle a profile URL of this service is for, as ``profileURL(forHandle:)``
    /// would make it again (`https://www.linkedin.com/in/alex-m` → `alex-m`,
    /// `https://hachyderm.io/@alex` → `@alex@hachyderm.io`), or nil when the URL is another
    /// page (a query, a deeper path, another host): a card then shows the URL.
    public func handle(fromURL url: String) -> String? {
        let lower = ASCIIText.lowercased(url)
        guard let scheme = ["https://", "http://"].first(where: { lower.hasPrefix($0) }),
              let host = Self.host(of: url) else { return nil }
        let rest = url.dropFirst(scheme.count)
        var path = String(rest.drop { $0 != "/" })
        guard !path.contains("?"), !path.contains("#") else { return nil }
        if path.hasSuffix("/") { path.removeLast() }
        func after(_ prefix: String) -> String? {
            guard let expected = Self.host(of: prefix), host == expected || hosts.contains(host) else { return nil }
            let wanted = String(prefix.drop { $0 != ":" }.dropFirst(3).drop { $0 != "/" })
            guard ASCIIText.lowercased(path).hasPrefix(ASCIIText.lowercased(wanted)) else { return nil }
            return String(path.dropFirst(wanted.count))
        }
        switch link {
        case .path(let prefix):
            guard let name = after(prefix), Self.isPlainHandle(name) else { return nil }
            return name
        case .atPath(let prefix):
            guard let name = after(prefix), name.hasPrefix("@"), Self.isPlainHandle(String(name.dropFirst())) else { return nil }
            return name
        case .fediverse:
            guard path.hasPrefix("/@"), Self.isPlainHandle(String(path.dropFirst(2))), Self.isHostName(host) else { return nil }
            return path.dropFirst() + "@" + host
        }
    }

    /// ASCII letters, digits, `.`, `_` and `-`, not starting with a dot: the characters
    /// every service above allows in a user name, none of which needs escaping in a URL path.
    static func isPlainHandle(_ s: String) -> Bool {
        guard !s.isEmpty, !s.hasPrefix("."), s.utf8.count <= 100 else { return false }
        return s.unicodeScalars.allSatisfy { c in
            switch c {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": return true
            default: return false
            }
        }
    }

    /// A DNS name with at least one dot: `hachyderm.io`.
    static func isHostName(_ s: String) -> Bool {
        let labels = s.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.unicodeScalars.allSatisfy { c in
                    switch c {
                    case "a"..."z", "A"..."Z", "0"..."9", "-": return true
                    default: return false
                    }
                }
        }
    }
}

/// The mark drawn before a social profile on a printed card: the service's own mark for
/// the services of `SocialService.known`, a generic profile symbol otherwise.
///
/// Every mark is an outline (`DrawingPath`) from one icon set, generated into
/// `SocialServiceMark+Data.swift` by `scripts/social-marks`, so PDF, PNG and SVG draw the
/// same shape, with no font to install, in the text's ink.
public enum SocialServiceMark: Sendable, Hashable {
    /// The mark of the service with this `SocialService.key`.
    case service(String)
    /// The generic symbol; the service's name is written beside it.
    case generic

    /// The mark for `service` (any name or alias `SocialService.named` knows).
    public init(service: String) {
        guard let known = SocialService.named(service), Self.outlines[known.key] != nil else {
            self = .generic
            return
        }
        self = .service(known.key)
    }

    /// The key of the generic symbol's outline, which no service has.
    static let genericKey = "generic"

    /// The mark's outline in its 24-unit box.
    public var outline: DrawingPath? {
        switch self {
        case let .service(key): Self.outlines[key]
        case .generic: Self.outlines[Self.genericKey]
        }
    }

    /// The outlines by `SocialService.key`, parsed from `outlineData` when a mark is first drawn.
    static let outlines: [String: DrawingPath] = {
        var table: [String: DrawingPath] = [:]
        for line in outlineData.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let rule = DrawingPath.FillRule(rawValue: String(fields[1])),
                  let path = DrawingPath(String(fields[2]), fillRule: rule) else { continue }
            table[String(fields[0])] = path
        }
        return table
    }()
}

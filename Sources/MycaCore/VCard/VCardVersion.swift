/// The vCard versions myca reads: 2.1, 3.0 and 4.0.
///
/// Not `CaseIterable` on purpose: myca writes only 3.0 and 4.0, so every choice of a
/// version to write goes through ``Writable`` (`Writable.allCases` is the writable set),
/// never through all the versions the reader knows.
public enum VCardVersion: String, Sendable, Hashable {
    /// vCard 2.1 (the versit specification), what older phones and Outlook export: bare
    /// type parameters, quoted-printable, CHARSET, no lists in N and ADR, no caret encoding.
    case v2_1 = "2.1"
    /// vCard 3.0 (RFC 2426), what phone address books read best.
    case v3_0 = "3.0"
    /// vCard 4.0 (RFC 6350 with RFC 9554 extensions), the default.
    case v4_0 = "4.0"

    /// The version a `VERSION` property's value names, or nil for one myca does not know.
    /// Space around the value is ignored (`VERSION: 3.0 ` is 3.0).
    public init?(propertyValue: String) {
        self.init(rawValue: WhiteSpace.trim(propertyValue))
    }

    /// The version a card without a `VERSION`, or with one myca does not know, is read as.
    public static let assumed = VCardVersion.v3_0

    /// A version myca writes: 3.0 or 4.0. The writer takes only this type, so nothing can
    /// ask for a 2.1 card before there is a 2.1 writer.
    public enum Writable: Sendable, Hashable, CaseIterable {
        /// vCard 4.0, the default.
        case v4_0
        /// vCard 3.0.
        case v3_0

        /// The same version as a ``VCardVersion``.
        public var version: VCardVersion {
            switch self {
            case .v4_0: return .v4_0
            case .v3_0: return .v3_0
            }
        }

        /// The `VERSION` value: `4.0` or `3.0`.
        public var rawValue: String { version.rawValue }
    }
}

/// How the reader takes a card's syntax, decided by its version in one switch each, so a
/// new version cannot slip through as "not 2.1". Bare type parameters, quoted-printable
/// and CHARSET are 2.1's, but they are taken from every version: cards in the wild label
/// themselves 3.0 and still use them, and reading them loses nothing.
extension VCardVersion {
    /// Whether parameter values are caret-encoded (RFC 6868: `^n`, `^'`, `^^`). 2.1
    /// predates it, and there a caret is a caret.
    var decodesCarets: Bool {
        switch self {
        case .v2_1: return false
        case .v3_0, .v4_0: return true
        }
    }

    /// Whether N and ADR components may hold comma-separated lists. 2.1 has none: a comma
    /// in a name part or an address line is a comma.
    var hasComponentLists: Bool {
        switch self {
        case .v2_1: return false
        case .v3_0, .v4_0: return true
        }
    }

    /// Whether text is UTF-8 by definition (4.0), so bytes that are not are damage (U+FFFD)
    /// and not another charset the card's other lines name.
    var isUTF8Only: Bool {
        switch self {
        case .v4_0: return true
        case .v2_1, .v3_0: return false
        }
    }
}

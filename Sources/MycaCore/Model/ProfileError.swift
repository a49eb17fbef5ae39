/// Why a draft card cannot become a snapshot: each case names the field and the bad value.
public enum ProfileError: MycaError, Equatable {
    /// No name of any kind (formatted name, name parts, nickname, organization, email, phone).
    case emptyName
    /// A field holds a control character (a newline is allowed only in notes and addresses).
    case controlCharacter(field: Field, value: String)
    /// A field is longer than myca allows.
    case tooLong(field: Field, length: Int, limit: Int)
    /// An email address is malformed.
    case malformedEmail(String)
    /// A phone number has no digits or has characters a phone number cannot have.
    case malformedPhone(String)
    /// A URL has no scheme or holds spaces.
    case malformedURL(field: Field, value: String)
    /// A type token (TYPE=…) is not a vCard token.
    case malformedType(field: Field, value: String)
    /// A preference outside 1...100.
    case badPreference(field: Field, value: Int)
    /// A social profile without service, or without URL and user name.
    case incompleteSocialProfile(service: String)
    /// A social profile service or user name holding a double quote.
    case malformedSocialProfile(field: String, value: String)
    /// A birthday that is not a real date.
    case badBirthday(String)
    /// The photo is larger than 1 MiB.
    case photoTooLarge(bytes: Int)
    /// The photo is not a PNG, JPEG, GIF or WebP image.
    case photoNotImage(mediaType: String)
    /// A kept property whose name or group is not a vCard name.
    case malformedProperty(String)

    /// Shows a value safely inside a message: quoted, control characters made visible.
    static func show(_ value: String, max: Int = 60) -> String {
        var out = ""
        for s in value.unicodeScalars.prefix(max) {
            switch s {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if s.value < 0x20 || (0x7F..<0xA0).contains(s.value) {
                    let hex = String(s.value, radix: 16, uppercase: true)
                    out += "\\u{" + hex + "}"
                } else {
                    out.unicodeScalars.append(s)
                }
            }
        }
        if value.unicodeScalars.count > max { out += "…" }
        return "\"" + out + "\""
    }

    public var message: String {
        switch self {
        case .emptyName: return "the card has no name"
        case .controlCharacter(let f, let v): return "\(f) contains a control character: \(Self.show(v))"
        case .tooLong(let f, let n, let limit): return "\(f) is too long (\(n) characters, at most \(limit))"
        case .malformedEmail(let v): return "email address \(Self.show(v)) is malformed"
        case .malformedPhone(let v): return "phone number \(Self.show(v)) is malformed"
        case .malformedURL(let f, let v): return "\(f) \(Self.show(v)) is not a URL with a scheme"
        case .malformedType(let f, let v): return "\(f) type \(Self.show(v)) is not a valid type name"
        case .badPreference(let f, let v): return "\(f) preference \(v) is outside 1...100"
        case .incompleteSocialProfile(let s): return "social profile \(Self.show(s)) needs a service and a URL or user name"
        case .malformedSocialProfile(let f, let v): return "social profile \(f) \(Self.show(v)) must not contain a double quote"
        case .badBirthday(let v): return "birthday \(Self.show(v)) is not a real date"
        case .photoTooLarge(let n): return "photo is too large (\(n) bytes, at most \(Photo.maxBytes))"
        case .photoNotImage(let t): return "photo (\(Self.show(t))) is not a PNG, JPEG, GIF or WebP image"
        case .malformedProperty(let n): return "kept property \(Self.show(n)) has a malformed name or group"
        }
    }

    public var hint: String? {
        switch self {
        case .emptyName: return "give the card a name (formatted name, or given and family name)"
        case .controlCharacter: return "remove the control character; only notes and addresses may hold line breaks"
        case .tooLong: return "shorten the value"
        case .malformedEmail: return "write it as name@example.com"
        case .malformedPhone: return "use digits with an optional leading + and spaces, dashes, dots or parentheses"
        case .malformedURL: return "include the scheme, e.g. https://example.com"
        case .malformedType: return "use letters, digits and dashes, e.g. work, home, cell"
        case .badPreference: return "use 1 for the most preferred"
        case .incompleteSocialProfile: return "give a URL (https://…) or a user name"
        case .malformedSocialProfile: return "remove the double quote"
        case .badBirthday: return "write it as YYYY-MM-DD or --MM-DD"
        case .photoTooLarge: return "scale the image down below 1 MiB"
        case .photoNotImage: return "use a PNG, JPEG, GIF or WebP file"
        case .malformedProperty: return "property names and groups are letters, digits and dashes"
        }
    }
}

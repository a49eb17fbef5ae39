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
    /// A URL, email address, phone number or social profile handle holds a character that
    /// is invisible or changes the direction of text (``BidiText/isHidden(_:)``), so what
    /// people see is not what it says.
    case hiddenCharacter(field: Field, value: String, scalar: Unicode.Scalar)
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
    /// The photo's structure does not hold together, so its metadata cannot be taken out.
    case photoUnreadable(PhotoError)
    /// A kept property whose name or group is not a vCard name.
    case malformedProperty(String)
    /// A language of the card or of one of its alternatives is no language tag.
    case badLanguage(String)
    /// A language appears twice among the card's own and its alternatives.
    case duplicateLanguage(String)
    /// The card has alternatives in other languages but does not say its own.
    case languageMissing
    /// A side in another language has an address where the card has none of its own.
    case addressWithoutOriginal(language: String)

    /// Shows a value safely inside a message: quoted, control characters and characters
    /// that hide or reorder text made visible.
    static func show(_ value: String, max: Int = 60) -> String {
        var out = ""
        for s in value.unicodeScalars.prefix(max) {
            switch s {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if s.value < 0x20 || (0x7F..<0xA0).contains(s.value) || BidiText.isHidden(s) {
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

    /// `202E` for U+202E: four hex digits at least, as code charts write them.
    static func codePoint(_ s: Unicode.Scalar) -> String {
        let hex = String(s.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    public var messageText: MessageText {
        switch self {
        case .emptyName: return MessageText("the card has no name")
        case .controlCharacter(let f, let v): return MessageText("%s contains a control character: %s", "\(f)", Self.show(v))
        case .tooLong(let f, let n, let limit): return MessageText("%s is too long (%d characters, at most %d)", "\(f)", n, limit)
        case .malformedEmail(let v): return MessageText("email address %s is malformed", Self.show(v))
        case .malformedPhone(let v): return MessageText("phone number %s is malformed", Self.show(v))
        case .malformedURL(let f, let v): return MessageText("%s %s is not a URL with a scheme", "\(f)", Self.show(v))
        case .hiddenCharacter(let f, let v, let s): return MessageText("%s %s holds an invisible or direction-changing character (U+%s)", "\(f)", Self.show(v), Self.codePoint(s))
        case .malformedType(let f, let v): return MessageText("%s type %s is not a valid type name", "\(f)", Self.show(v))
        case .badPreference(let f, let v): return MessageText("%s preference %d is outside 1...100", "\(f)", v)
        case .incompleteSocialProfile(let s): return MessageText("social profile %s needs a service and a URL or user name", Self.show(s))
        case .malformedSocialProfile(let f, let v): return MessageText("social profile %s %s must not contain a double quote", "\(f)", Self.show(v))
        case .badBirthday(let v): return MessageText("birthday %s is not a real date", Self.show(v))
        case .photoTooLarge(let n): return MessageText("photo is too large (%d bytes, at most %d)", n, Photo.maxBytes)
        case .photoNotImage(let t): return MessageText("photo (%s) is not a PNG, JPEG, GIF or WebP image", Self.show(t))
        case .photoUnreadable(let e): return e.messageText
        case .malformedProperty(let n): return MessageText("kept property %s has a malformed name or group", Self.show(n))
        case .badLanguage(let v): return MessageText("language %s is not a language tag", Self.show(v))
        case .duplicateLanguage(let v): return MessageText("the card is in %s twice", Self.show(v))
        case .languageMissing: return MessageText("the card has other languages but does not say its own")
        case .addressWithoutOriginal(let l): return MessageText("the address in %s has no address of the card's own language to go with", l)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .emptyName: return MessageText("give the card a name (formatted name, or given and family name)")
        case .controlCharacter: return MessageText("remove the control character; only notes and addresses may hold line breaks")
        case .tooLong: return MessageText("shorten the value")
        case .malformedEmail: return MessageText("write it as name@example.com")
        case .malformedPhone: return MessageText("use digits with an optional leading + and spaces, dashes, dots or parentheses")
        case .malformedURL: return MessageText("include the scheme, e.g. https://example.com")
        case .hiddenCharacter: return MessageText("type the value again by hand: links, email addresses and phone numbers cannot hold characters that hide text or turn it around")
        case .malformedType: return MessageText("use letters, digits and dashes, e.g. work, home, cell")
        case .badPreference: return MessageText("use 1 for the most preferred")
        case .incompleteSocialProfile: return MessageText("give a URL (https://…) or a user name")
        case .malformedSocialProfile: return MessageText("remove the double quote")
        case .badBirthday: return MessageText("write it as YYYY-MM-DD or --MM-DD")
        case .photoTooLarge: return MessageText("scale the image down below 1 MiB")
        case .photoNotImage: return MessageText("use a PNG, JPEG, GIF or WebP file")
        case .photoUnreadable(let e): return e.hintText
        case .malformedProperty: return MessageText("property names and groups are letters, digits and dashes")
        case .badLanguage: return MessageText("use a tag such as ja, en or zh-Hant")
        case .duplicateLanguage: return MessageText("give each language once")
        case .languageMissing: return MessageText("say which language the card's own name is in, e.g. ja")
        case .addressWithoutOriginal: return MessageText("give the address in the card's own language first")
        }
    }
}

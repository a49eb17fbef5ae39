/// A validated, normalized, immutable card: what serializers and QR work accept.
///
/// Made only by ``Profile/snapshot()``; the fields mean what they mean on ``Profile``.
public struct ProfileSnapshot: Sendable, Hashable {
    /// Formatted name (`FN`), never empty.
    public let formattedName: String
    /// Family name.
    public let familyName: String
    /// Given name.
    public let givenName: String
    /// Additional names.
    public let additionalNames: [String]
    /// Honorific prefixes.
    public let prefixes: [String]
    /// Honorific suffixes.
    public let suffixes: [String]
    /// The family and given names' list items as read (see ``Profile/nameLists``), only
    /// while they say what ``familyName`` and ``givenName`` say.
    public let nameLists: [[String]]?
    /// Phonetic family name (furigana).
    public let phoneticFamilyName: String
    /// Phonetic given name (furigana).
    public let phoneticGivenName: String
    /// Nicknames.
    public let nicknames: [String]
    /// Pronouns.
    public let pronouns: String
    /// Organization.
    public let organization: String
    /// Organizational units.
    public let organizationUnits: [String]
    /// Job title.
    public let title: String
    /// Role.
    public let role: String
    /// Email addresses.
    public let emails: [Email]
    /// Telephone numbers.
    public let phones: [Phone]
    /// Web addresses.
    public let urls: [WebURL]
    /// Postal addresses.
    public let addresses: [PostalAddress]
    /// Social profiles.
    public let socialProfiles: [SocialProfile]
    /// Note.
    public let note: String
    /// Birthday.
    public let birthday: BirthDate?
    /// Photo.
    public let photo: Photo?
    /// Unique identifier.
    public let uid: String?
    /// Last revision timestamp.
    public let revision: String?
    /// The language of the card's own name, organization, title and addresses, or nil.
    public let language: String?
    /// The same in other languages, none empty, each language once.
    public let alternates: [ProfileAlternate]
    /// Kept, unmodelled properties.
    public let extras: [VCardProperty]
    /// Kept parameters of modelled properties, by upper-case property name.
    public let propertyParameters: [String: [VCardParameter]]

    init(_ p: Profile) {
        formattedName = p.formattedName
        familyName = p.familyName
        givenName = p.givenName
        additionalNames = p.additionalNames
        prefixes = p.prefixes
        suffixes = p.suffixes
        nameLists = p.nameLists
        phoneticFamilyName = p.phoneticFamilyName
        phoneticGivenName = p.phoneticGivenName
        nicknames = p.nicknames
        pronouns = p.pronouns
        organization = p.organization
        organizationUnits = p.organizationUnits
        title = p.title
        role = p.role
        emails = p.emails
        phones = p.phones
        urls = p.urls
        addresses = p.addresses
        socialProfiles = p.socialProfiles
        note = p.note
        birthday = p.birthday
        photo = p.photo
        uid = p.uid
        revision = p.revision
        language = p.language
        alternates = p.alternates
        extras = p.extras
        propertyParameters = p.propertyParameters
    }

    /// The family names: the items of a list as read, else the one text.
    public var familyNameItems: [String] { nameLists?[0] ?? [familyName] }
    /// The given names: the items of a list as read, else the one text.
    public var givenNameItems: [String] { nameLists?[1] ?? [givenName] }

    /// Whether the structured name has any part.
    public var hasStructuredName: Bool {
        !(familyName.isEmpty && givenName.isEmpty && additionalNames.isEmpty && prefixes.isEmpty && suffixes.isEmpty)
    }
}

extension Profile {
    /// A draft holding exactly the snapshot's values, to edit it again.
    public init(_ s: ProfileSnapshot) {
        self.init()
        formattedName = s.formattedName
        familyName = s.familyName
        givenName = s.givenName
        additionalNames = s.additionalNames
        prefixes = s.prefixes
        suffixes = s.suffixes
        nameLists = s.nameLists
        phoneticFamilyName = s.phoneticFamilyName
        phoneticGivenName = s.phoneticGivenName
        nicknames = s.nicknames
        pronouns = s.pronouns
        organization = s.organization
        organizationUnits = s.organizationUnits
        title = s.title
        role = s.role
        emails = s.emails
        phones = s.phones
        urls = s.urls
        addresses = s.addresses
        socialProfiles = s.socialProfiles
        note = s.note
        birthday = s.birthday
        photo = s.photo
        uid = s.uid
        revision = s.revision
        language = s.language
        alternates = s.alternates
        extras = s.extras
        propertyParameters = s.propertyParameters
    }
}

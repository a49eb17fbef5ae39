/// A person's card as a command edits it: the mutable draft, possibly incomplete or invalid.
///
/// Call ``snapshot()`` to validate and normalize it into a ``ProfileSnapshot``, the only
/// thing serializers and QR payload builders accept. Properties myca does not model are
/// kept in ``extras`` and written back.
public struct Profile: Sendable, Hashable {
    /// Formatted name (`FN`); derived from the other fields by ``snapshot()`` when empty.
    public var formattedName: String = ""
    /// Family name (surname).
    public var familyName: String = ""
    /// Given name.
    public var givenName: String = ""
    /// Additional (middle) names.
    public var additionalNames: [String] = []
    /// Honorific prefixes, e.g. `Dr.`.
    public var prefixes: [String] = []
    /// Honorific suffixes, e.g. `Jr.`.
    public var suffixes: [String] = []
    /// The family and given names' items as read, when a 3.0/4.0 `N` component was a
    /// comma-separated list (`N:Lee,Kim;Ann;;;`: the family names `Lee` and `Kim`); nil
    /// otherwise. Kept only while ``familyName`` and ``givenName`` equal their items
    /// joined with `,`, so the writer puts back the lists and an edit writes plain text.
    public var nameLists: [[String]]?
    /// Phonetic family name (furigana), written as `X-PHONETIC-LAST-NAME`.
    public var phoneticFamilyName: String = ""
    /// Phonetic given name (furigana), written as `X-PHONETIC-FIRST-NAME`.
    public var phoneticGivenName: String = ""
    /// Nicknames.
    public var nicknames: [String] = []
    /// Pronouns (RFC 9554 `PRONOUNS`), e.g. `she/her`.
    public var pronouns: String = ""
    /// Organization name (first `ORG` component).
    public var organization: String = ""
    /// Organizational units (further `ORG` components).
    public var organizationUnits: [String] = []
    /// Job title.
    public var title: String = ""
    /// Role or occupation.
    public var role: String = ""
    /// Email addresses in order.
    public var emails: [Email] = []
    /// Telephone numbers in order.
    public var phones: [Phone] = []
    /// Web addresses in order.
    public var urls: [WebURL] = []
    /// Postal addresses in order.
    public var addresses: [PostalAddress] = []
    /// Social network profiles in order.
    public var socialProfiles: [SocialProfile] = []
    /// Free text note; may contain newlines.
    public var note: String = ""
    /// Birthday, or nil.
    public var birthday: BirthDate?
    /// Photo, or nil.
    public var photo: Photo?
    /// Unique identifier (`UID`), usually `urn:uuid:…`, or nil.
    public var uid: String?
    /// Last revision (`REV`) as a vCard timestamp such as `20261129T110000Z`, or nil.
    public var revision: String?
    /// The language of the card's own name, organization, title and addresses (a BCP 47
    /// tag such as `ja`), or nil when not said. Required once the card has ``alternates``.
    public var language: String?
    /// ``language`` as the field table reads and sets it: empty when not said.
    public var languageText: String {
        get { language ?? "" }
        set { language = newValue.isEmpty ? nil : newValue }
    }
    /// The name, organization, title and addresses in other languages, in order.
    public var alternates: [ProfileAlternate] = []
    /// Properties myca does not model, kept verbatim and written back.
    public var extras: [VCardProperty] = []
    /// Parameters no field holds on the modelled single properties (`N;SORT-AS=…`,
    /// `ORG;TYPE=…`, `FN;LANGUAGE=de`), by upper-case property name, written back on them.
    public var propertyParameters: [String: [VCardParameter]] = [:]

    /// An empty draft.
    public init() {}

    /// Marks the draft as changed: sets ``revision`` to `timestamp` and gives it a
    /// `urn:uuid:` ``uid`` if it has none. `snapshot()` never invents these, so that
    /// serializing stays deterministic; the store calls this when it saves a change.
    ///
    /// With `keepingRevision`, a revision the card already has stays: a card imported as
    /// it was is not revised by being stored, so it exports with the `REV` it came with.
    public mutating func touch(timestamp: String = UTCTimestamp.now(), keepingRevision: Bool = false) {
        if uid == nil || uid?.isEmpty == true { uid = UUIDv4.urn() }
        if keepingRevision, revision?.isEmpty == false { return }
        revision = timestamp
    }
}

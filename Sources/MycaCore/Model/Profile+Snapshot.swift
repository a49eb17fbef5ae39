extension Profile {
    /// Validates and normalizes the draft into an immutable ``ProfileSnapshot``.
    ///
    /// Normalizing: every text is trimmed; CRLF and CR in notes and addresses become LF;
    /// type tokens are lower-cased and de-duplicated; empty entries (an email without an
    /// address, an address without components, …) are dropped; an empty formatted name is
    /// derived from the name parts (family name first for CJK names), else the nickname,
    /// organization, first email or first phone; a photo's media type is taken from its
    /// magic bytes. `uid` and `revision` are never invented here (see ``touch(timestamp:)``)
    /// so that writing a snapshot is deterministic.
    ///
    /// - Throws: ``ProfileError`` naming the field and the bad value.
    public func snapshot() throws(ProfileError) -> ProfileSnapshot {
        do {
            return try makeSnapshot()
        } catch let e as ProfileError {
            throw e
        } catch {
            // makeSnapshot only throws ProfileError; kept total for the typed signature.
            throw ProfileError.emptyName
        }
    }

    private func makeSnapshot() throws -> ProfileSnapshot {
        typealias V = ProfileValidator
        var p = Profile()
        p.familyName = try V.text(familyName, .family)
        p.givenName = try V.text(givenName, .given)
        p.additionalNames = try V.list(additionalNames, field: .init(label: "additional name"), limit: V.nameLimit)
        p.prefixes = try V.list(prefixes, field: .init(label: "name prefix"), limit: V.nameLimit)
        p.suffixes = try V.list(suffixes, field: .init(label: "name suffix"), limit: V.nameLimit)
        if let lists = nameLists, lists.count == 2, lists[0].joinedText(separator: ",") == p.familyName,
           lists[1].joinedText(separator: ",") == p.givenName,
           lists.joined().allSatisfy({ (try? V.text($0, field: .init(.family), limit: V.nameLimit, trim: false)) == $0 }) {
            p.nameLists = lists
        }
        p.phoneticFamilyName = try V.text(phoneticFamilyName, .phoneticFamily)
        p.phoneticGivenName = try V.text(phoneticGivenName, .phoneticGiven)
        p.nicknames = try V.list(nicknames, field: .init(.nickname), limit: V.nameLimit)
        p.pronouns = try V.text(pronouns, .pronouns)
        p.organization = try V.text(organization, .org)
        p.organizationUnits = try V.list(organizationUnits, field: .init(.unit), limit: V.textLimit)
        p.title = try V.text(title, .title)
        p.role = try V.text(role, .role)
        p.emails = try emails.filter { !WhiteSpace.trim($0.address).isEmpty }.map(V.emailItem)
        p.phones = try phones.filter { !WhiteSpace.trim($0.number).isEmpty }.map(V.phoneItem)
        p.urls = try urls.filter { !WhiteSpace.trim($0.value).isEmpty }.map(V.urlItem)
        let validAddresses = try addresses.map(V.addressItem)
        // The alternatives' addresses go by position: they follow the ones kept.
        let keptAddresses = validAddresses.indices.filter { !validAddresses[$0].isEmpty }
        p.addresses = keptAddresses.map { validAddresses[$0] }
        p.socialProfiles = try socialProfiles.filter {
            !(WhiteSpace.trim($0.service).isEmpty && ($0.url ?? "").isEmpty && ($0.user ?? "").isEmpty)
        }.map(V.socialItem)
        // A note keeps its leading spaces and trailing newlines: they are the writer's layout.
        p.note = try V.text(note, .note, multiline: true, allowTab: true, trim: false)
        if let b = birthday {
            guard b.isValid else { throw ProfileError.badBirthday(b.description) }
            p.birthday = b
        }
        p.photo = try photo.map(V.photoItem)
        let u = try uid.map { try V.text($0, field: "UID", limit: V.textLimit) }
        p.uid = u?.isEmpty == true ? nil : u
        let r = try revision.map { try V.text($0, field: "revision", limit: 64) }
        p.revision = r?.isEmpty == true ? nil : r
        p.extras = try extras.map(V.extra)
        for (name, params) in propertyParameters {
            p.propertyParameters[name] = try V.extra(VCardProperty(name: name, parameters: params, value: "")).parameters
        }
        (p.language, p.alternates) = try V.languages(language, alternates, keptAddresses: keptAddresses, ownAddresses: p.addresses)
        let fn = try V.text(formattedName, .name)
        p.formattedName = fn.isEmpty ? V.derivedName(p) : fn
        if p.formattedName.isEmpty { throw ProfileError.emptyName }
        return ProfileSnapshot(p)
    }
}

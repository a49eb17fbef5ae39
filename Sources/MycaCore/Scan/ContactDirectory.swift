/// An address book kept as a vdir: a folder of `.vcf` files, one contact each, named by its
/// UID, as khard and vdirsyncer read and write it. Scanned contacts are added here, never
/// to the store of the person's own cards.
///
/// A contact that shares an email address or a phone number with one in the folder is
/// merged into it: values it lacks are added, none is overwritten, and the change names
/// what was added.
public struct ContactDirectory {
    /// What happened to one contact.
    public enum Change: Sendable, Equatable {
        /// Written as a new file (its name) for the contact (its name).
        case added(file: String, name: String)
        /// Merged into the file's contact, adding these values.
        case merged(file: String, name: String, added: [String])
        /// The file's contact holds every value already.
        case unchanged(file: String, name: String)
    }

    /// The largest `.vcf` file read back from the folder.
    public static let maximumFileBytes = 1 << 20

    public let path: String

    public init(path: String) {
        self.path = path
    }

    private struct Entry {
        var file: String
        var profile: Profile
    }

    /// Adds `contacts` in order (each one merged, unless `merge` is false, into a contact
    /// that shares an email or phone, including one added before it), each file written
    /// atomically.
    ///
    /// - Throws: `FileSystemError` when the folder cannot be made, read or written.
    public func add(_ contacts: [ProfileSnapshot], merge: Bool) throws -> [Change] {
        try FileSystem.createDirectory(path)
        var entries = try read()
        var changes: [Change] = []
        for contact in contacts {
            let incoming = Profile(contact)
            let name = contact.formattedName
            if merge, let index = entries.firstIndex(where: { Self.sameContact($0.profile, incoming) }) {
                var merged = entries[index].profile
                let added = Self.merge(incoming, into: &merged)
                guard !added.isEmpty else {
                    changes.append(.unchanged(file: entries[index].file, name: name))
                    continue
                }
                let snapshot = try merged.snapshot()
                try write(snapshot, file: entries[index].file)
                entries[index].profile = Profile(snapshot)
                changes.append(.merged(file: entries[index].file, name: name, added: added))
            } else {
                var profile = incoming
                if profile.uid == nil || entries.contains(where: { $0.profile.uid == profile.uid }) {
                    profile.uid = "urn:uuid:" + UUIDv4.generate()
                }
                let file = Self.fileName(uid: profile.uid ?? UUIDv4.generate(), taken: Set(entries.map(\.file)))
                let snapshot = try profile.snapshot()
                try write(snapshot, file: file)
                entries.append(Entry(file: file, profile: Profile(snapshot)))
                changes.append(.added(file: file, name: name))
            }
        }
        return changes
    }

    /// Every contact in the folder's `.vcf` files (the first card of each); files that are
    /// no vCard are left alone.
    private func read() throws -> [Entry] {
        try FileSystem.listDirectory(path).sorted().filter { $0.hasSuffix(".vcf") }.compactMap { file in
            let full = FileSystem.joinPath(path, file)
            guard FileSystem.isRegularFile(full),
                  let bytes = try? FileSystem.readFile(full, limit: Self.maximumFileBytes),
                  let profile = (try? VCardReader.read(bytes))?.profiles.first else { return nil }
            return Entry(file: file, profile: profile)
        }
    }

    private func write(_ contact: ProfileSnapshot, file: String) throws {
        try FileSystem.writeAtomically(Array(VCardWriter.write([contact], version: .v4_0).utf8),
                                       to: FileSystem.joinPath(path, file), mode: 0o600)
    }

    /// The file for `uid`: its letters, digits, `-` and `_` (a `urn:uuid:` prefix left out),
    /// then `.vcf`, another when taken.
    static func fileName(uid: String, taken: Set<String>) -> String {
        let bare = uid.lowercased().hasPrefix("urn:uuid:") ? String(uid.dropFirst(9)) : uid
        var stem = String(bare.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }.prefix(80))
        if stem.isEmpty { stem = UUIDv4.generate() }
        var name = stem + ".vcf"
        var number = 2
        while taken.contains(name) {
            name = "\(stem)-\(number).vcf"
            number += 1
        }
        return name
    }

    /// Whether two contacts share an email address (in any case) or a phone number.
    public static func sameContact(_ a: Profile, _ b: Profile) -> Bool {
        let emails = Set(a.emails.map { $0.address.lowercased() })
        if b.emails.contains(where: { emails.contains($0.address.lowercased()) }) { return true }
        return a.phones.contains { one in b.phones.contains { samePhone(one.number, $0.number) } }
    }

    /// Whether two numbers are one: the same digits, or the same but for a country code in
    /// place of a trunk `0` (`+81 90-1234-5678` and `090-1234-5678`).
    public static func samePhone(_ a: String, _ b: String) -> Bool {
        let x = a.filter(\.isASCII).filter(\.isNumber), y = b.filter(\.isASCII).filter(\.isNumber)
        guard x.count >= 6, y.count >= 6 else { return false }
        if x == y { return true }
        func national(_ digits: String) -> String { digits.hasPrefix("0") ? String(digits.dropFirst()) : digits }
        let (short, long) = x.count < y.count ? (national(x), y) : (national(y), x)
        return short.count >= 7 && long.hasSuffix(short) && long.count - short.count <= 3
    }

    /// Adds to `target` what `source` has and it lacks: names, organization and title only
    /// where empty; emails, phones, web addresses, addresses and profiles it does not hold.
    /// What was added, as `FIELD value` texts.
    public static func merge(_ source: Profile, into target: inout Profile) -> [String] {
        var added: [String] = []
        func fill(_ key: String, _ path: WritableKeyPath<Profile, String>) {
            if target[keyPath: path].isEmpty, !source[keyPath: path].isEmpty {
                target[keyPath: path] = source[keyPath: path]
                added.append("\(key) \(source[keyPath: path])")
            }
        }
        fill("FN", \.formattedName)
        if target.familyName.isEmpty && target.givenName.isEmpty {
            fill("N", \.familyName)
            fill("N", \.givenName)
        }
        fill("X-PHONETIC-LAST-NAME", \.phoneticFamilyName)
        fill("X-PHONETIC-FIRST-NAME", \.phoneticGivenName)
        fill("ORG", \.organization)
        fill("TITLE", \.title)
        for email in source.emails where !target.emails.contains(where: { $0.address.lowercased() == email.address.lowercased() }) {
            target.emails.append(Email(address: email.address, types: email.types))
            added.append("EMAIL \(email.address)")
        }
        for phone in source.phones where !target.phones.contains(where: { samePhone($0.number, phone.number) }) {
            target.phones.append(Phone(number: phone.number, types: phone.types))
            added.append("TEL \(phone.number)")
        }
        for url in source.urls where !target.urls.contains(where: { $0.value == url.value }) {
            target.urls.append(WebURL(value: url.value, types: url.types))
            added.append("URL \(url.value)")
        }
        for address in source.addresses
        where !target.addresses.contains(where: { $0.street == address.street && $0.locality == address.locality }) {
            var copy = address
            copy.group = nil
            target.addresses.append(copy)
            added.append("ADR \([address.street, address.locality].filter { !$0.isEmpty }.joinedText(separator: ", "))")
        }
        for social in source.socialProfiles where !target.socialProfiles.contains(social) {
            target.socialProfiles.append(social)
            added.append("X-SOCIALPROFILE \(TypedValue.render(social))")
        }
        if target.note.isEmpty, !source.note.isEmpty {
            target.note = source.note
            added.append("NOTE")
        }
        return added
    }
}

extension CardField {
    /// The field's values in `profile` as text, in the form ``set(_:in:)`` reads back
    /// (`work,pref: ann@example.org`, `GitHub: https://github.com/ann`); empty when unset.
    /// Address parts are those of the first address; the photo, the style and the whole
    /// address list have no text form.
    public func values(in profile: Profile) -> [String] {
        switch storage {
        case .text, .addressPart:
            let text = self.text(in: profile)
            return text.isEmpty ? [] : [text]
        case .texts(let path): return profile[keyPath: path()]
        case .emails: return profile.emails.map { TypedValue(types: $0.types, pref: $0.pref, value: $0.address).rendered }
        case .phones: return profile.phones.map { TypedValue(types: $0.types, pref: $0.pref, value: $0.number).rendered }
        case .urls: return profile.urls.map { TypedValue(types: $0.types, pref: $0.pref, value: $0.value).rendered }
        case .socials: return profile.socialProfiles.map(TypedValue.render)
        case .birthday: return profile.birthday.map { [$0.description] } ?? []
        case .photo, .addresses, .style: return []
        }
    }

    /// Checks that `raw` can be read as this field (a date, a social profile with a
    /// service), so a command can refuse it before it changes anything.
    public func check(_ raw: String) throws(CardFieldError) {
        switch storage {
        case .birthday:
            if BirthDate(parsing: WhiteSpace.trim(raw)) == nil { throw CardFieldError(field: self, value: raw, problem: .notADate) }
        case .socials:
            if TypedValue.social(raw) == nil { throw CardFieldError(field: self, value: raw, problem: .noService) }
        default:
            break
        }
    }

    /// Sets the field from `raw` as written in a template line or a CSV cell: a single
    /// value is replaced, a list gets one more item (duplicates kept: the text is the list).
    /// Typed values are read with ``TypedValue``. The value is validated later, by
    /// ``Profile/snapshot()``.
    public func set(_ raw: String, in profile: inout Profile) throws(CardFieldError) {
        switch storage {
        case .text, .addressPart: setText(raw, in: &profile)
        case .texts(let path): profile[keyPath: path()].append(raw)
        case .emails: profile.emails.append(TypedValue.email(raw))
        case .phones: profile.phones.append(TypedValue.phone(raw))
        case .urls: profile.urls.append(TypedValue.url(raw))
        case .socials: profile.socialProfiles.append(try social(raw))
        case .birthday: profile.birthday = try date(raw)
        case .photo, .addresses, .style: break  // no text form; see values(in:)
        }
    }

    /// Adds `raw` as an option does: a single value is replaced; a list item already on
    /// the card (same address, number, URL, service or nickname) is updated in place
    /// instead of repeated.
    public func add(_ raw: String, to profile: inout Profile) throws(CardFieldError) {
        try add([raw], to: &profile)
    }

    /// Adds each of `raws` in order as ``add(_:to:)`` does, in time linear in the values
    /// and the list: the items on the card are looked up by what makes two the same, not
    /// searched for each value, so thousands of emails given at once stay fast.
    public func add(_ raws: [String], to profile: inout Profile) throws(CardFieldError) {
        switch storage {
        case .texts(let path):
            var seen = Set(profile[keyPath: path()])
            for raw in raws {
                let item = WhiteSpace.trim(raw)
                if seen.insert(item).inserted { profile[keyPath: path()].append(item) }
            }
        case .emails:
            var index = Self.index(profile.emails) { Self.emailKey($0.address) }
            for raw in raws {
                let email = TypedValue.email(raw)
                Self.upsert(email, key: Self.emailKey(email.address), in: &profile.emails, index: &index, types: \.types, pref: \.pref)
            }
        case .phones:
            var index = Self.index(profile.phones) { Self.phoneKey($0.number) }
            for raw in raws {
                let phone = TypedValue.phone(raw)
                Self.upsert(phone, key: Self.phoneKey(phone.number), in: &profile.phones, index: &index, types: \.types, pref: \.pref)
            }
        case .urls:
            var index = Self.index(profile.urls) { $0.value }
            for raw in raws {
                let url = TypedValue.url(raw)
                Self.upsert(url, key: url.value, in: &profile.urls, index: &index, types: \.types, pref: \.pref)
            }
        case .socials:
            var index = Self.index(profile.socialProfiles) { Self.serviceKey($0.service) }
            for raw in raws {
                let social = try social(raw)
                if let i = index[Self.serviceKey(social.service)] {
                    // Replaced, keeping the card's spelling of the service (GitHub, not github).
                    profile.socialProfiles[i] = SocialProfile(
                        service: profile.socialProfiles[i].service, url: social.url, user: social.user)
                } else {
                    index[Self.serviceKey(social.service)] = profile.socialProfiles.count
                    profile.socialProfiles.append(social)
                }
            }
        default:
            for raw in raws { try set(raw, in: &profile) }
        }
    }

    /// Empties the field in `profile` (the style lives in the store's config: the command clears it there).
    public func clear(_ profile: inout Profile) {
        switch storage {
        case .text, .addressPart: setText("", in: &profile)
        case .texts(let path): profile[keyPath: path()] = []
        case .emails: profile.emails = []
        case .phones: profile.phones = []
        case .urls: profile.urls = []
        case .socials: profile.socialProfiles = []
        case .birthday: profile.birthday = nil
        case .photo:
            // A photo that could not be read is kept as X-PHOTO: it is the card's photo all the same.
            profile.photo = nil
            profile.extras.removeAll { ASCIIText.uppercased($0.name) == "X-PHOTO" }
        case .addresses: profile.addresses = []
        case .style: break
        }
    }

    /// Whether one item can be removed by its value (emails, phones, URLs; social profiles by service).
    public var isRemovable: Bool {
        switch storage {
        case .emails, .phones, .urls, .socials: return true
        default: return false
        }
    }

    /// Removes the items `raw` names (an address, a number, a URL, a service); false when
    /// the card has none.
    public func remove(_ raw: String, from profile: inout Profile) -> Bool {
        let value = WhiteSpace.trim(raw)
        func removing<T>(_ list: inout [T], where matches: (T) -> Bool) -> Bool {
            guard list.contains(where: matches) else { return false }
            list.removeAll(where: matches)
            return true
        }
        switch storage {
        case .emails:
            let address = TypedValue.email(value).address
            return removing(&profile.emails) { Self.sameEmail($0.address, address) }
        case .phones:
            let number = TypedValue.phone(value).number
            return removing(&profile.phones) { Self.samePhone($0.number, number) }
        case .urls: return removing(&profile.urls) { $0.value == value }
        case .socials: return removing(&profile.socialProfiles) { Self.sameService($0.service, value) }
        default: return false
        }
    }

    /// What ``remove(_:from:)`` can name on `profile`, for an error that lists them.
    public func removableValues(in profile: Profile) -> [String] {
        switch storage {
        case .emails: return profile.emails.map(\.address)
        case .phones: return profile.phones.map(\.number)
        case .urls: return profile.urls.map(\.value)
        case .socials: return profile.socialProfiles.map(\.service)
        default: return []
        }
    }

    /// Whether `a` and `b` hold the same value for this field, ignoring vCard groups
    /// (the template does not show them).
    public func same(_ a: Profile, _ b: Profile) -> Bool {
        switch storage {
        case .text, .addressPart: return text(in: a) == text(in: b)
        case .texts(let path): return a[keyPath: path()] == b[keyPath: path()]
        case .emails: return a.emails.map(\.ungrouped) == b.emails.map(\.ungrouped)
        case .phones: return a.phones.map(\.ungrouped) == b.phones.map(\.ungrouped)
        case .urls: return a.urls.map(\.ungrouped) == b.urls.map(\.ungrouped)
        case .socials: return a.socialProfiles == b.socialProfiles
        case .birthday: return a.birthday == b.birthday
        case .photo: return a.photo == b.photo
        case .addresses: return a.addresses == b.addresses
        case .style: return true
        }
    }

    /// `target` with this field as `source` has it, without vCard groups (what the
    /// template shows of it).
    public func copy(from source: Profile, into target: inout Profile) {
        switch storage {
        case .text, .addressPart: setText(text(in: source), in: &target)
        case .texts(let path): target[keyPath: path()] = source[keyPath: path()]
        case .emails: target.emails = source.emails.map(\.ungrouped)
        case .phones: target.phones = source.phones.map(\.ungrouped)
        case .urls: target.urls = source.urls.map(\.ungrouped)
        case .socials: target.socialProfiles = source.socialProfiles
        case .birthday: target.birthday = source.birthday
        case .photo: target.photo = source.photo
        case .addresses: target.addresses = source.addresses
        case .style: break
        }
    }

    /// Brings the person's change of this field (`base` → `mine`) into `fresh`, the card as
    /// it is on disk now. Lists merge item by item, so what another process added or removed
    /// meanwhile stays; vCard groups of kept items are carried over.
    public func merge(mine: Profile, base: Profile, into fresh: inout Profile) {
        switch storage {
        case .text, .addressPart: setText(text(in: mine), in: &fresh)
        case .texts(let path):
            fresh[keyPath: path()] = Self.mergeList(
                fresh: fresh[keyPath: path()], base: base[keyPath: path()], mine: mine[keyPath: path()])
        case .emails: fresh.emails = Self.mergeGrouped(fresh: fresh.emails, base: base.emails, mine: mine.emails)
        case .phones: fresh.phones = Self.mergeGrouped(fresh: fresh.phones, base: base.phones, mine: mine.phones)
        case .urls: fresh.urls = Self.mergeGrouped(fresh: fresh.urls, base: base.urls, mine: mine.urls)
        case .socials:
            fresh.socialProfiles = Self.mergeList(
                fresh: fresh.socialProfiles, base: base.socialProfiles, mine: mine.socialProfiles)
        case .birthday: fresh.birthday = mine.birthday
        case .photo: fresh.photo = mine.photo
        case .addresses: fresh.addresses = mine.addresses
        case .style: break
        }
    }

    // MARK: Helpers

    /// The single text ("" when empty; the first address for address parts).
    private func text(in profile: Profile) -> String {
        switch storage {
        case .text(let path): return profile[keyPath: path()]
        case .addressPart(let path): return profile.addresses.first?[keyPath: path()] ?? ""
        default: return ""
        }
    }

    /// Sets a single text; address parts go into the first address (created when needed).
    private func setText(_ value: String, in profile: inout Profile) {
        switch storage {
        case .text(let path):
            profile[keyPath: path()] = value
        case .addressPart(let path):
            if profile.addresses.isEmpty {
                if value.isEmpty { return }
                profile.addresses.append(PostalAddress())
            }
            profile.addresses[0][keyPath: path()] = value
        default:
            break
        }
    }

    private func social(_ raw: String) throws(CardFieldError) -> SocialProfile {
        guard let social = TypedValue.social(raw) else { throw CardFieldError(field: self, value: raw, problem: .noService) }
        return social
    }

    /// The date in `raw`; an empty value clears the birthday.
    private func date(_ raw: String) throws(CardFieldError) -> BirthDate? {
        let trimmed = WhiteSpace.trim(raw)
        if trimmed.isEmpty { return nil }
        guard let date = BirthDate(parsing: trimmed) else { throw CardFieldError(field: self, value: raw, problem: .notADate) }
        return date
    }

    /// Appends `item`, or, when `list` has it already (`matches`), gives that one the new
    /// types and preference if any were given.
    /// Where each item of `list` is by `key` (the first of those that share one); an item
    /// whose key is nil is the same as no other.
    private static func index<Item>(_ list: [Item], key: (Item) -> String?) -> [String: Int] {
        var index: [String: Int] = [:]
        for (i, item) in list.enumerated() {
            if let k = key(item), index[k] == nil { index[k] = i }
        }
        return index
    }

    /// Appends `item`, or gives the item of the same `key` its types and preference when
    /// it says any.
    private static func upsert<Item>(
        _ item: Item, key: String?, in list: inout [Item], index: inout [String: Int],
        types: WritableKeyPath<Item, [String]>, pref: WritableKeyPath<Item, Int?>
    ) {
        guard let key, let i = index[key] else {
            if let key { index[key] = list.count }
            list.append(item)
            return
        }
        if !item[keyPath: types].isEmpty || item[keyPath: pref] != nil {
            list[i][keyPath: types] = item[keyPath: types]
            list[i][keyPath: pref] = item[keyPath: pref]
        }
    }

    /// What two email addresses that are the same share (``sameEmail(_:_:)``).
    static func emailKey(_ address: String) -> String { WhiteSpace.trim(address).lowercased() }

    /// What two numbers that are the same share (``samePhone(_:_:)``); nil for a number
    /// without digits, which is the same as no other.
    static func phoneKey(_ number: String) -> String? {
        let key = String(number.filter { $0.isASCII && ($0.isNumber || $0 == "+") })
        return key.isEmpty ? nil : key
    }

    /// What two services that are the same share (``sameService(_:_:)``).
    static func serviceKey(_ service: String) -> String { WhiteSpace.trim(service).lowercased() }

    static func sameEmail(_ a: String, _ b: String) -> Bool {
        emailKey(a) == emailKey(b)
    }

    /// Numbers are the same when their digits (and a leading +) are: `+1 415 555 0100` is `+1-415-555-0100`.
    static func samePhone(_ a: String, _ b: String) -> Bool {
        let ka = phoneKey(a)
        return ka != nil && ka == phoneKey(b)
    }

    static func sameService(_ a: String, _ b: String) -> Bool {
        serviceKey(a) == serviceKey(b)
    }

    /// `mine` when nobody else changed the list; otherwise `fresh` minus what the person
    /// removed plus what they added.
    static func mergeList<T: Equatable>(fresh: [T], base: [T], mine: [T]) -> [T] {
        if fresh == base { return mine }
        var out = fresh.filter { !(base.contains($0) && !mine.contains($0)) }
        for item in mine where !base.contains(item) && !out.contains(item) { out.append(item) }
        return out
    }

    /// `mergeList` on items without their groups, then each result item gets the group
    /// of the fresh item it came from (same item, else same value).
    static func mergeGrouped<T: GroupedItem>(fresh: [T], base: [T], mine: [T]) -> [T] {
        let stripped = fresh.map(\.ungrouped)
        let merged = mergeList(fresh: stripped, base: base.map(\.ungrouped), mine: mine.map(\.ungrouped))
        var used = Set<Int>()
        return merged.map { item in
            let match = stripped.indices.first { !used.contains($0) && stripped[$0] == item }
                ?? stripped.indices.first { !used.contains($0) && stripped[$0].primaryValue == item.primaryValue }
            guard let match else { return item }
            used.insert(match)
            var kept = item
            kept.group = fresh[match].group
            return kept
        }
    }
}

/// Builds the bytes that go into a QR code from a snapshot.
///
/// Not the export vCard: phone scanners are picky, so `vcard3` is compact vCard 3.0 —
/// CRLF, no folding, no PHOTO/LOGO/UID/REV/PRODID/kept properties, upper-case types
/// (`TEL;TYPE=CELL:…`), `X-SOCIALPROFILE`, `X-PHONETIC-*`. vCard kinds always carry FN
/// (the format requires it); `fields` selects the rest.
public enum QRPayload {
    /// The UTF-8 payload of `kind` for `snapshot`, limited to `fields`.
    /// - Throws: ``PayloadError/noURL(card:)`` for `.url` when the card has no URL.
    ///
    /// A payload is read as one card in one language: a card with alternatives gives its
    /// own language (``ProfileSnapshot/inLanguage(_:)`` picks another).
    public static func build(_ card: ProfileSnapshot, kind: PayloadKind, fields: FieldSelection = .all) throws(PayloadError) -> [UInt8] {
        let snapshot = card.ownLanguage
        switch kind {
        case .vcard3, .vcard4:
            let style = VCardStyle(version: kind == .vcard3 ? .v3_0 : .v4_0, full: false, upperTypes: kind == .vcard3, fields: fields)
            var out: [UInt8] = []
            for line in VCardStructure.guarded(VCardLines.lines(for: snapshot, style: style)) {
                out += Array(line.utf8)
                out += [0x0D, 0x0A]
            }
            return out
        case .mecard:
            return Array(mecard(snapshot, fields: fields).utf8)
        case .url:
            guard let first = snapshot.urls.first else { throw .noURL(card: snapshot.formattedName) }
            return Array(first.value.utf8)
        }
    }

    /// The names of the fields of `card` that a payload of `kind` limited to `fields` leaves
    /// out, in documentation order; fields the card has nothing in are not named. A link
    /// carries the link alone, and MECARD has no title (``mecard(_:fields:)``).
    public static func leftOut(_ card: ProfileSnapshot, kind: PayloadKind = .vcard3, fields: FieldSelection) -> [String] {
        let c = card.ownLanguage  // what the payload is made of (build)
        var carried = kind == .url ? FieldSelection(groups: [.url]) : fields
        if kind == .mecard { carried = carried.without(.title) }
        var names: [String] = []
        for group in CardFieldGroup.allCases where !carried.picks(group) {
            let has: Bool
            switch group {
            case .name: has = !nameParts(c).isEmpty
            case .org: has = !c.organization.isEmpty || !c.organizationUnits.isEmpty
            case .title: has = !c.title.isEmpty || !c.role.isEmpty
            case .email: has = !c.emails.isEmpty
            case .phone: has = !c.phones.isEmpty
            case .url: has = !c.urls.isEmpty
            case .address: has = !c.addresses.isEmpty
            case .social: has = !c.socialProfiles.isEmpty
            case .birthday: has = c.birthday != nil
            case .note: has = !c.note.isEmpty
            }
            if has { names.append(group.rawValue) }
        }
        return names
    }

    /// `leftOut` with the name group told by its parts: a payload always carries the
    /// formatted name, so what leaving out the name group leaves is the card's name parts,
    /// reading, nickname and pronouns, each named where the card has it.
    public static func namingNameParts(_ leftOut: [String], of card: ProfileSnapshot) -> [String] {
        leftOut.flatMap { $0 == CardFieldGroup.name.rawValue ? nameParts(card.ownLanguage) : [$0] }
    }

    /// What the name group of `card` holds beyond the formatted name, each part named.
    static func nameParts(_ card: ProfileSnapshot) -> [String] {
        var parts: [String] = []
        if card.hasStructuredName { parts.append("name parts") }
        if !card.phoneticFamilyName.isEmpty || !card.phoneticGivenName.isEmpty { parts.append("reading") }
        if !card.nicknames.isEmpty { parts.append("nickname") }
        if !card.pronouns.isEmpty { parts.append("pronouns") }
        return parts
    }

    /// MECARD escaping: a backslash before `\` `;` `,` `:`. Newlines become spaces
    /// (MECARD has no escape for them and scanners end the field there).
    static func escapeMECARD(_ text: String) -> String {
        var out = ""
        for s in text.unicodeScalars {
            switch s {
            case "\\", ";", ",", ":": out += "\\"; out.unicodeScalars.append(s)
            case "\n", "\r": out += " "
            default: out.unicodeScalars.append(s)
            }
        }
        return out
    }

    /// `MECARD:N:family,given middle;SOUND:…;TEL:…;EMAIL:…;…;;`. MECARD has no fields for
    /// title, honorifics or a birthday without its year, so they are left out; social
    /// profiles go in as further `URL:` fields (a handle no link can be made of has no place).
    static func mecard(_ s: ProfileSnapshot, fields f: FieldSelection) -> String {
        // Each value closes what it opens (BidiText.balanced): a scanner shows the fields
        // on one line or in one list, where an override left open (a family name's) would
        // turn the given name and the fields after it around.
        let e = { (value: String) in escapeMECARD(BidiText.balanced(value)) }
        var parts: [String] = []
        if f.contains(.name) {
            if !s.familyName.isEmpty || !s.givenName.isEmpty || !s.additionalNames.isEmpty {
                // Readers show `family,given` as "given family" (ZXing swaps at the comma), so
                // middle names go after the given name, inside the same field.
                let given = ([s.givenName] + s.additionalNames).filter { !$0.isEmpty }.map(e).joinedText(separator: " ")
                parts.append("N:" + e(s.familyName) + (given.isEmpty ? "" : "," + given))
            } else {
                parts.append("N:" + e(s.formattedName))
            }
            if !s.phoneticFamilyName.isEmpty || !s.phoneticGivenName.isEmpty {
                parts.append("SOUND:" + e(s.phoneticFamilyName) + (s.phoneticGivenName.isEmpty ? "" : "," + e(s.phoneticGivenName)))
            }
            if let nick = s.nicknames.first { parts.append("NICKNAME:" + e(nick)) }
        } else {
            parts.append("N:" + e(s.formattedName))
        }
        if f.contains(.org), !s.organization.isEmpty { parts.append("ORG:" + e(s.organization)) }
        if f.contains(.phone) { parts += s.phones.map { "TEL:" + e($0.number) } }
        if f.contains(.email) { parts += s.emails.map { "EMAIL:" + e($0.address) } }
        var links = f.contains(.url) ? s.urls.map(\.value) : []
        if f.contains(.social) {
            for link in s.socialProfiles.compactMap(\.link) where !links.contains(link) { links.append(link) }
        }
        parts += links.map { "URL:" + e($0) }
        if f.contains(.address) {
            // Readers take ADR as one text (ZXing, and so Android, shows it as is), so the
            // address is written readable: its parts, empty ones left out, joined by an
            // escaped ", " that a reader splitting at commas also keeps as text.
            parts += s.addresses.map { a in
                "ADR:" + a.components.filter { !$0.isEmpty }.map(e).joinedText(separator: "\\, ")
            }
        }
        // DoCoMo's BDAY is eight digits; readers drop anything else.
        if VCardLines.includesBirthday(f), let b = s.birthday, b.year != nil { parts.append("BDAY:" + b.basicForm) }
        if f.contains(.note), !s.note.isEmpty { parts.append("NOTE:" + e(s.note)) }
        return "MECARD:" + parts.map { $0 + ";" }.joinedText() + ";"
    }
}

extension ProfileSnapshot {
    /// The card with its first email and first phone only, and no photo: what the leanest
    /// code or tag carries before it gives up everything but the name.
    ///
    /// - Throws: ``ProfileError`` only if the card itself would not validate again.
    public func withFirstEmailAndPhone() throws -> ProfileSnapshot {
        var draft = Profile(self)
        draft.emails = Array(draft.emails.prefix(1))
        draft.phones = Array(draft.phones.prefix(1))
        // The payload never carries the photo; without it the draft validates at once.
        draft.photo = nil
        return try draft.snapshot()
    }
}

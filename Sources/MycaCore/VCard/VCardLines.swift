/// Renders one snapshot into unfolded content lines (without CRLF).
enum VCardLines {
    typealias S = VCardSyntax

    static func lines(for card: ProfileSnapshot, style: VCardStyle) -> [String] {
        let v4 = style.version == .v4_0
        // Only a full 4.0 export carries alternatives: 3.0 has no ALTID and a payload is
        // read as one card, so those are written in the card's own language, never mixed.
        let c = v4 && style.full ? card : card.ownLanguage
        let languages = VCardLanguages(card: c, style: style)
        let f = style.fields
        var out = ["BEGIN:VCARD", "VERSION:" + style.version.rawValue]
        if style.full { out.append("PRODID:" + VCardWriter.productID) }
        func typeParam(_ types: [String], pref: Int?, property: String = "") -> String {
            // Each version's own type values (VCardVersionMap): a 2.1 card's CAR or POSTAL is
            // x-car, x-postal in 4.0, and 4.0's TEXT is x-text in 3.0, in the export and in a
            // QR payload alike. A 3.0 payload keeps EMAIL's HOME and WORK as they are: every
            // phone reads them so (iOS writes them itself), where x-home would be a label.
            let keep = !style.full && !v4 && property == "EMAIL"
            var t = keep ? types : VCardVersionMap.types(types, property: property, v4: v4)
            if !v4, pref != nil, !t.contains("pref") { t.append("pref") }
            if style.upperTypes { t = t.map(ASCIIText.uppercased) }
            var s = t.isEmpty ? "" : S.param("TYPE", t, v4: v4)
            if v4, let p = pref { s += ";PREF=\(p)" }
            return s
        }
        func grouped(_ g: String?, _ name: String) -> String {
            guard style.full, let g else { return name }
            return g + "." + name
        }

        // A property with a single text value: `;` is escaped in 3.0 only (see escapeText).
        func text(_ value: String) -> String { S.escapeText(value, semicolon: !v4) }
        // Parameters in the target's form (3.0 carries SORT-AS as SORT-STRING, below).
        func params(_ name: String, _ params: [VCardParameter]) -> String {
            VCardVersionMap.parameters(params, v4: v4)
                .filter { v4 || ASCIIText.uppercased($0.name) != "X-SORT-AS" || name != "N" }
                .map { S.param($0.name, $0.values, v4: v4) }.joinedText()
        }
        // The kept parameters of a modelled property (N;SORT-AS, ROLE;LANGUAGE…), in the target's form.
        func kept(_ name: String) -> String {
            guard style.full, let kept = c.propertyParameters[name] else { return "" }
            return params(name, kept)
        }
        // The card's own FN, N, ORG or TITLE with its language (and ALTID), then its alternatives'.
        func withAlternatives(_ name: String, _ value: String, _ alternative: (ProfileAlternate) -> String) {
            let altid = languages.altids[name]
            let own = style.full ? languages.own(name, altid: altid, kept: c.propertyParameters[name] ?? []) : []
            out.append(name + params(name, own) + ":" + value)
            guard let altid else { return }
            for a in c.alternates where VCardLanguages.has(name, a) {
                out.append(name + params(name, languages.alternative(name, a, altid: altid)) + ":" + alternative(a))
            }
        }
        func nameValue(_ family: [String], _ given: [String], _ additional: [String], _ prefixes: [String], _ suffixes: [String]) -> String {
            [family, given, additional, prefixes, suffixes].map { S.escapeJoined($0, separator: ",") }.joinedText(separator: ";")
        }

        withAlternatives("FN", text(c.formattedName)) { text($0.formattedName) }
        // 4.0 makes N optional: leave it out when there is none rather than invent an empty
        // one (unless an alternative has one: the card's own then says it has none).
        // RFC 2426 requires N: an empty one, unless the card keeps an N it could not model,
        // which is then its one N.
        let keptN = style.full && c.extras.contains { ASCIIText.uppercased($0.name) == "N" }
        if f.contains(.name), (!v4 && !keptN) || c.hasStructuredName || languages.altids["N"] != nil {
            withAlternatives("N", nameValue(c.familyNameItems, c.givenNameItems, c.additionalNames, c.prefixes, c.suffixes)) {
                nameValue([$0.familyName], [$0.givenName], $0.additionalNames, $0.prefixes, $0.suffixes)
            }
            if let altid = languages.altids["N"], let phonetic = languages.phoneticName {
                let readings = nameValue([c.phoneticFamilyName], [c.phoneticGivenName], [], [], [])
                out.append("N" + params("N", [VCardParameter(name: "ALTID", values: [altid])] + phonetic) + ":" + readings)
            }
        } else if !v4, !keptN {
            out.append("N" + kept("N") + ":;;;;")  // RFC 2426 requires N
        }
        // 3.0 says N's SORT-AS with its own property.
        if !v4, style.full, let sort = c.propertyParameters["N"]?.first(where: { ASCIIText.uppercased($0.name) == "SORT-AS" }) {
            out.append("SORT-STRING:" + text(sort.values.joinedText(separator: " ")))
        }
        if f.contains(.name) {
            if !c.phoneticFamilyName.isEmpty { out.append("X-PHONETIC-LAST-NAME" + kept("X-PHONETIC-LAST-NAME") + ":" + text(c.phoneticFamilyName)) }
            if !c.phoneticGivenName.isEmpty { out.append("X-PHONETIC-FIRST-NAME" + kept("X-PHONETIC-FIRST-NAME") + ":" + text(c.phoneticGivenName)) }
            if !c.nicknames.isEmpty { out.append("NICKNAME:" + S.escapeJoined(c.nicknames, separator: ",", semicolon: !v4)) }
            if !c.pronouns.isEmpty {
                out.append((v4 && style.rfc9554 ? "PRONOUNS:" : "X-PRONOUNS:") + text(c.pronouns))
            }
        }
        if f.contains(.org), !c.organization.isEmpty || !c.organizationUnits.isEmpty || languages.altids["ORG"] != nil {
            // An empty ORG is ";" (an empty name and unit): strict readers (ez-vcard) want a value.
            let own = S.escapeJoined([c.organization] + c.organizationUnits, separator: ";")
            withAlternatives("ORG", own.isEmpty ? ";" : own) {
                S.escapeJoined([$0.organization] + $0.organizationUnits, separator: ";")
            }
        }
        if f.contains(.title) {
            if !c.title.isEmpty || languages.altids["TITLE"] != nil { withAlternatives("TITLE", text(c.title)) { text($0.title) } }
            if !c.role.isEmpty { out.append("ROLE" + kept("ROLE") + ":" + text(c.role)) }
        }
        if f.contains(.phone) {
            for p in c.phones {
                if v4, let uri = telURI(p.number) {
                    out.append(grouped(p.group, "TEL") + ";VALUE=uri" + typeParam(p.types, pref: p.pref, property: "TEL") + ":" + uri)
                } else if v4 {
                    out.append(grouped(p.group, "TEL") + ";VALUE=text" + typeParam(p.types, pref: p.pref, property: "TEL") + ":" + text(p.number))
                } else {
                    out.append(grouped(p.group, "TEL") + typeParam(p.types, pref: p.pref, property: "TEL") + ":" + text(p.number))
                }
            }
        }
        if f.contains(.email) {
            for e in c.emails {
                var types = e.types
                if !v4 && style.full {
                    // RFC 2426 names internet and x400; the others go as x- values (VCardVersionMap).
                    types = ["internet"] + types.filter { $0 != "internet" }
                }
                out.append(grouped(e.group, "EMAIL") + typeParam(types, pref: e.pref, property: "EMAIL") + ":" + text(e.address))
            }
        }
        if f.contains(.address) {
            for (i, a) in c.addresses.enumerated() {
                let altid = languages.addressAltids[i]
                let own = style.full ? params("ADR", languages.own("ADR", altid: altid, kept: [])) : ""
                func line(_ a: PostalAddress, _ languageParams: String) -> String {
                    var line = grouped(a.group, "ADR") + languageParams + typeParam(a.types, pref: a.pref, property: "ADR")
                    if v4, style.full, let label = a.label { line += S.param("LABEL", [label]) }
                    return line + ":" + addressValue(a)
                }
                out.append(line(a, own))
                if let altid {
                    for alt in c.alternates where i < alt.addresses.count {
                        guard let address = alt.addresses[i] else { continue }
                        out.append(line(address, params("ADR", languages.alternative("ADR", alt, altid: altid))))
                    }
                }
                if !v4, style.full, let label = a.label {
                    out.append(grouped(a.group, "LABEL") + typeParam(a.types, pref: nil, property: "ADR") + ":" + S.escapeText(label))
                }
            }
        }
        if f.contains(.url) {
            for u in c.urls {
                out.append(grouped(u.group, "URL") + typeParam(u.types, pref: u.pref, property: "URL") + ":" + u.value)
            }
        }
        if f.contains(.social) {
            let written = f.contains(.url) ? Set(c.urls.map(\.value)) : []
            for sp in c.socialProfiles {
                let link = sp.link
                if !style.full {
                    // A QR payload: phones outside Apple's ignore (X-)SOCIALPROFILE but open
                    // a URL, and Apple shows a URL as a link too; so a profile with a link
                    // goes in once, as the smallest line every reader shows. Only a handle
                    // no link can be made of keeps the social profile form.
                    if let link {
                        if !written.contains(link) { out.append("URL:" + link) }
                        continue
                    }
                }
                if v4 && style.rfc9554 {
                    var line = "SOCIALPROFILE" + S.param("SERVICE-TYPE", [sp.service], v4: v4)
                    if let link {
                        if let user = sp.user { line += S.param("USERNAME", [user], v4: v4) }
                        line += ":" + link
                    } else {
                        line += ";VALUE=text:" + text(sp.user ?? "")
                    }
                    out.append(line)
                }
                if !v4 || style.full || !style.rfc9554 {
                    var x = "X-SOCIALPROFILE" + S.param("TYPE", [sp.service], v4: v4)
                    if let user = sp.user, style.full { x += S.param("X-USER", [user], v4: v4) }
                    x += ":" + (link ?? ("x-apple:" + S.escapeText(sp.user ?? "")))
                    out.append(x)
                }
            }
        }
        if let b = c.birthday, style.full || Self.includesBirthday(f) {
            if v4 {
                out.append("BDAY" + kept("BDAY") + ":" + b.basicForm)
            } else if b.year == nil, style.full {
                // 3.0 dates have a year: Apple's convention marks a stand-in year as none.
                let stand = BirthDate(year: 1604, month: b.month, day: b.day)
                out.append("BDAY" + kept("BDAY") + ";X-APPLE-OMIT-YEAR=1604:" + stand.description)
            } else {
                out.append("BDAY" + kept("BDAY") + ":" + b.description)
            }
        }
        if f.contains(.note), !c.note.isEmpty { out.append("NOTE" + kept("NOTE") + ":" + text(c.note)) }
        if style.full {
            if let photo = c.photo {
                if v4 {
                    out.append("PHOTO:data:" + photo.mediaType + ";base64," + Base64.encode(photo.data))
                } else {
                    let sub = photo.mediaType.split(separator: "/").last.map(String.init) ?? "jpeg"
                    out.append("PHOTO;ENCODING=b;TYPE=" + ASCIIText.uppercased(sub) + ":" + Base64.encode(photo.data))
                }
            }
            // UID and REV come before the extras: the reader models the first UID/REV
            // and keeps later ones as extras, so this order reads back the same card.
            if let uid = c.uid {
                let isURI = (try? ProfileValidator.url(uid, field: "UID")) != nil
                out.append(v4 && !isURI ? "UID;VALUE=text:" + text(uid) : "UID:" + (isURI ? uid : text(uid)))
            }
            // A REV that is no timestamp (`REV:1`) is carried as X-REV, never as an invalid REV.
            if let rev = c.revision {
                if let stamp = VCardVersionMap.timestamp(rev, v4: v4) { out.append("REV:" + stamp) } else { out.append("X-REV:" + text(rev)) }
            }
            for e in VCardCardinality.extras(c.extras, after: out, version: style.version) {
                out.append(extraLine(VCardVersionMap.extra(e, v4: v4), v4: v4))
            }
        }
        out.append("END:VCARD")
        return out
    }

    /// Whether a payload limited to `fields` carries the birthday (the `birthday` word picks it).
    static func includesBirthday(_ fields: FieldSelection) -> Bool {
        fields.contains(.birthday)
    }

    /// ADR's value: the lists it was read with while they still say what the fields say.
    static func addressValue(_ a: PostalAddress) -> String {
        if let lists = a.componentLists, lists.count == 7,
           zip(lists, a.components).allSatisfy({ $0.joinedText(separator: ",") == $1 }) {
            return lists.map { S.escapeJoined($0, separator: ",") }.joinedText(separator: ";")
        }
        return S.escapeJoined(a.components, separator: ";")
    }

    /// `tel:` URI for a number that is a valid RFC 3966 number as written (digits, a leading
    /// `+`, and `-` `.` `(` `)` separators); nil otherwise, so the number is written as text
    /// and nothing the person typed (spaces) changes.
    static func telURI(_ number: String) -> String? {
        var digits = false
        for s in number.unicodeScalars {
            switch s {
            case "0"..."9": digits = true
            case "+", "-", ".", "(", ")": break
            default: return nil
            }
        }
        return digits ? "tel:" + number : nil
    }

    /// A kept property. Charsets are dropped (output is UTF-8). The reader turned base64
    /// blobs into `data:` URIs; 3.0 wants `ENCODING=b;TYPE=…` for the media properties.
    static func extraLine(_ e: VCardProperty, v4: Bool) -> String {
        var params = e.parameters.filter { ASCIIText.uppercased($0.name) != "CHARSET" }
        var value = e.value
        let media: Set<String> = ["PHOTO", "LOGO", "SOUND", "KEY"]
        if !v4, media.contains(ASCIIText.uppercased(e.name)), ASCIIText.hasPrefix(value, "data:"),
           let comma = value.firstIndex(of: ",") {
            let meta = String(value[value.index(value.startIndex, offsetBy: 5)..<comma])
            if ASCIIText.lowercased(meta).hasSuffix(";base64") {
                let type = meta.split(separator: ";").first.map(String.init) ?? ""
                let sub = type.split(separator: "/").last.map(String.init) ?? type
                params += [VCardParameter(name: "ENCODING", values: ["b"])]
                if !sub.isEmpty { params += [VCardParameter(name: "TYPE", values: [ASCIIText.uppercased(sub)])] }
                value = String(value[value.index(after: comma)...])
            }
        }
        var line = (e.group.map { $0 + "." } ?? "") + e.name
        for p in params { line += VCardSyntax.param(p.name, p.values, v4: v4) }
        return line + ":" + value
    }
}

/// Writes snapshots as jCard (RFC 7095): vCard 4.0 in JSON, one `["vcard", [properties]]` each.
///
/// The properties are those of the vCard 4.0 export (``VCardWriter``) with the
/// JSON forms RFC 7095 gives them: lower-case names, a parameter object (one value as
/// a string, several as an array, a vCard group as the `group` parameter), a value
/// type, then the value — structured values (`n`, `adr`, `org`) as arrays, several
/// values (`nickname`) as further elements, dates and timestamps in extended ISO 8601.
/// Values are not vCard-escaped: JSON escaping is all they need. Apple's
/// `X-SOCIALPROFILE` twin of `SOCIALPROFILE` is left out (jCard readers are 4.0 readers).
public enum JCardWriter {
    /// One card: `["vcard", [["version", {}, "text", "4.0"], …]]`.
    public static func jCard(_ card: ProfileSnapshot) -> JSONValue {
        .array(["vcard", .array(properties(card))])
    }

    /// Several cards as a JSON array of jCards (RFC 7095 §3.2 "vCard stream").
    public static func jCards(_ cards: [ProfileSnapshot]) -> JSONValue {
        .array(cards.map(jCard))
    }

    /// The JSON text of `cards`: a single jCard for one card unless `asArray`, else an array.
    ///
    /// One property a line, so the text diffs and greps well; ends in a newline.
    public static func write(_ cards: [ProfileSnapshot], asArray: Bool) -> String {
        func text(_ card: ProfileSnapshot) -> String {
            "[\"vcard\",[\n" + properties(card).map { "  " + $0.serialized() }.joinedText(separator: ",\n") + "\n]]"
        }
        if !asArray, cards.count == 1 { return text(cards[0]) + "\n" }
        if cards.isEmpty { return "[]\n" }
        return "[\n" + cards.map(text).joinedText(separator: ",\n") + "\n]\n"
    }

    // MARK: Properties

    /// The property arrays of one card, in the export's order.
    static func properties(_ c: ProfileSnapshot) -> [JSONValue] {
        var out: [JSONValue] = []
        func add(_ name: String, _ params: JSONObject, _ type: String, _ value: JSONValue) {
            out.append(.array([.string(name), .object(params), .string(type), value]))
        }
        func add(_ name: String, _ type: String, _ value: JSONValue) { add(name, JSONObject(), type, value) }
        func object(_ parameters: [VCardParameter]) -> JSONObject {
            var params = JSONObject()
            for p in VCardVersionMap.parameters(parameters, v4: true) {
                params[ASCIIText.lowercased(p.name)] = parameterValue(p.values)
            }
            return params
        }
        // The card's languages and alternatives, as the vCard 4.0 export writes them (VCardLanguages).
        let languages = VCardLanguages(card: c, style: .export(.v4_0, rfc9554: true))
        // The card's own FN, N, ORG or TITLE with its language (and ALTID) and kept
        // parameters (N;SORT-AS, FN;LANGUAGE…), then its alternatives'.
        func withAlternatives(_ name: String, _ value: JSONValue, _ alternative: (ProfileAlternate) -> JSONValue) {
            let altid = languages.altids[name]
            add(ASCIIText.lowercased(name), object(languages.own(name, altid: altid, kept: c.propertyParameters[name] ?? [])), "text", value)
            guard let altid else { return }
            for a in c.alternates where VCardLanguages.has(name, a) {
                add(ASCIIText.lowercased(name), object(languages.alternative(name, a, altid: altid)), "text", alternative(a))
            }
        }
        func organization(_ name: String, _ units: [String]) -> JSONValue {
            units.isEmpty ? .string(name) : .array(([name] + units).map { .string($0) })
        }
        add("version", "text", .string(VCardVersion.v4_0.rawValue))
        add("prodid", "text", .string(VCardWriter.productID))
        withAlternatives("FN", .string(c.formattedName)) { .string($0.formattedName) }
        if c.hasStructuredName || languages.altids["N"] != nil {
            withAlternatives("N", .array([
                component(c.familyNameItems), component(c.givenNameItems), component(c.additionalNames),
                component(c.prefixes), component(c.suffixes),
            ])) { .array([component([$0.familyName]), component([$0.givenName]), component($0.additionalNames), component($0.prefixes), component($0.suffixes)]) }
            if let altid = languages.altids["N"], let phonetic = languages.phoneticName {
                add("n", object([VCardParameter(name: "ALTID", values: [altid])] + phonetic), "text",
                    .array([component([c.phoneticFamilyName]), component([c.phoneticGivenName]), "", "", ""]))
            }
        }
        if !c.phoneticFamilyName.isEmpty { add("x-phonetic-last-name", "text", .string(c.phoneticFamilyName)) }
        if !c.phoneticGivenName.isEmpty { add("x-phonetic-first-name", "text", .string(c.phoneticGivenName)) }
        if !c.nicknames.isEmpty {
            out.append(.array(["nickname", .object(JSONObject()), "text"] + c.nicknames.map { .string($0) }))
        }
        if !c.pronouns.isEmpty { add("pronouns", "text", .string(c.pronouns)) }
        if !c.organization.isEmpty || !c.organizationUnits.isEmpty || languages.altids["ORG"] != nil {
            withAlternatives("ORG", organization(c.organization, c.organizationUnits)) { organization($0.organization, $0.organizationUnits) }
        }
        if !c.title.isEmpty || languages.altids["TITLE"] != nil { withAlternatives("TITLE", .string(c.title)) { .string($0.title) } }
        if !c.role.isEmpty { add("role", "text", .string(c.role)) }
        for p in c.phones {
            let params = typed(p.types, pref: p.pref, group: p.group)
            if let uri = VCardLines.telURI(p.number) {
                add("tel", params, "uri", .string(uri))
            } else {
                add("tel", params, "text", .string(p.number))
            }
        }
        for e in c.emails {
            add("email", typed(e.types, pref: e.pref, group: e.group), "text", .string(e.address))
        }
        for (i, a) in c.addresses.enumerated() {
            func address(_ a: PostalAddress, _ languageParameters: [VCardParameter]) {
                var params = object(languageParameters)
                for (k, v) in typed(a.types, pref: a.pref, group: a.group) { params[k] = v }
                if let label = a.label { params["label"] = .string(label) }
                add("adr", params, "text", .array(a.components.map { .string($0) }))
            }
            let altid = languages.addressAltids[i]
            address(a, languages.own("ADR", altid: altid, kept: []))
            guard let altid else { continue }
            for alt in c.alternates where i < alt.addresses.count {
                if let other = alt.addresses[i] { address(other, languages.alternative("ADR", alt, altid: altid)) }
            }
        }
        for u in c.urls {
            add("url", typed(u.types, pref: u.pref, group: u.group), "uri", .string(u.value))
        }
        for sp in c.socialProfiles {
            var params = JSONObject()
            params["service-type"] = .string(sp.service)
            if let url = sp.link {
                if let user = sp.user { params["username"] = .string(user) }
                add("socialprofile", params, "uri", .string(url))
            } else {
                add("socialprofile", params, "text", .string(sp.user ?? ""))
            }
        }
        if let b = c.birthday { add("bday", "date-and-or-time", .string(b.description)) }
        if !c.note.isEmpty { add("note", "text", .string(c.note)) }
        if let photo = c.photo {
            add("photo", "uri", .string("data:" + photo.mediaType + ";base64," + Base64.encode(photo.data)))
        }
        // One card, the same cardinality as the 4.0 export's (VCardCardinality): a kept
        // property the card holds once already goes out as its extension.
        var own = Profile(c)
        own.extras = []
        let written = VCardLines.lines(for: ProfileSnapshot(own), style: .export(.v4_0, rfc9554: true))
        for e in VCardCardinality.extras(c.extras, after: written, version: .v4_0) {
            out.append(extra(VCardVersionMap.extra(e, v4: true)))
        }
        if let uid = c.uid {
            let isURI = (try? ProfileValidator.url(uid, field: "UID")) != nil
            add("uid", isURI ? "uri" : "text", .string(uid))
        }
        if let rev = c.revision { add("rev", "timestamp", .string(extendedTimestamp(rev))) }
        return out
    }

    /// One component of a structured value: a string, or an array when it has several values.
    static func component(_ values: [String]) -> JSONValue {
        values.count == 1 ? .string(values[0]) : values.isEmpty ? "" : .array(values.map { .string($0) })
    }

    /// `type`, `pref` and `group` parameters; `pref` is a string like every parameter value.
    static func typed(_ types: [String], pref: Int?, group: String?) -> JSONObject {
        var params = JSONObject()
        if let group { params["group"] = .string(ASCIIText.lowercased(group)) }
        if !types.isEmpty { params["type"] = parameterValue(types) }
        if let pref { params["pref"] = .string(String(pref)) }
        return params
    }

    private static func parameterValue(_ values: [String]) -> JSONValue {
        values.count == 1 ? .string(values[0]) : .array(values.map { .string($0) })
    }

    /// A kept property: its raw value with type `unknown` (RFC 7095 §5), charset dropped.
    static func extra(_ e: VCardProperty) -> JSONValue {
        var params = JSONObject()
        if let group = e.group { params["group"] = .string(ASCIIText.lowercased(group)) }
        for p in e.parameters where ASCIIText.uppercased(p.name) != "CHARSET" {
            params[ASCIIText.lowercased(p.name)] = parameterValue(p.values)
        }
        return .array([.string(ASCIIText.lowercased(e.name)), .object(params), "unknown", .string(e.value)])
    }

    /// `20261129T110000Z` → `2026-11-29T11:00:00Z` (RFC 7095 §3.5.5); other forms unchanged.
    static func extendedTimestamp(_ basic: String) -> String {
        let s = Array(basic)
        let digitsAt: [Int] = [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14]
        guard s.count == 16, s[8] == "T", s[15] == "Z",
              digitsAt.allSatisfy({ s[$0].isASCII && s[$0].isNumber }) else { return basic }
        func part(_ r: Range<Int>) -> String { String(s[r]) }
        return part(0..<4) + "-" + part(4..<6) + "-" + part(6..<8) + "T"
            + part(9..<11) + ":" + part(11..<13) + ":" + part(13..<15) + "Z"
    }
}

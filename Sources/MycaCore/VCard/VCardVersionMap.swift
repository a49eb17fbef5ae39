/// How a property read from one vCard version is written in another: mapped to the form
/// the target version has, converted, or carried as an `X-` property; never an invalid line.
///
/// The card keeps what was read (a 2.1 `TYPE=postal`, a 3.0 `CLASS`); only the writer
/// translates, so a card exported as 3.0 gets back the 3.0 forms a 4.0 export had to change.
/// README.md ("vCard versions") describes the mapping for users.
enum VCardVersionMap {
    /// 2.1/3.0 properties RFC 6350 removed, carried in 4.0 as `X-` + name.
    static let removedIn4: Set<String> = ["CLASS", "MAILER", "NAME", "PROFILE", "AGENT", "SORT-STRING", "LABEL"]
    /// 4.0 properties (RFC 6350 and its extensions) that 3.0 does not have, carried in 3.0 as `X-` + name.
    /// CALURI, CALADRURI and FBURL are left out: RFC 2739 defines them for 3.0.
    static let newIn4: Set<String> = [
        "KIND", "GENDER", "RELATED", "ANNIVERSARY", "LANG", "XML", "CLIENTPIDMAP", "MEMBER", "BIRTHPLACE", "DEATHPLACE",
        "DEATHDATE", "EXPERTISE", "HOBBY", "INTEREST", "ORG-DIRECTORY", "CONTACT-URI", "CREATED", "GRAMGENDER", "LANGUAGE",
        "PRONOUNS", "SOCIALPROFILE",
    ]

    /// Type values of 2.1/3.0 that 4.0 does not define for `property`, written there as `x-` + value
    /// (and back without the prefix in 3.0). `pref` becomes the PREF parameter instead.
    static func legacyTypes(of property: String) -> Set<String> {
        switch property {
        case "TEL": return ["msg", "car", "modem", "isdn", "pcs", "bbs", "pref", "preferred"]
        case "ADR", "LABEL": return ["postal", "parcel", "dom", "intl", "pref"]
        case "EMAIL": return ["internet", "x400", "pref", "aol", "applelink", "attmail", "cis", "eworld", "ibmmail", "mcimail",
                              "powershare", "prodigy", "tlx"]
        default: return ["pref"]
        }
    }

    /// Type values 4.0 defines that 3.0 does not, for `property` (written as `x-` + value in 3.0).
    static func newTypes(of property: String) -> Set<String> {
        switch property {
        case "TEL": return ["text", "textphone"]
        default: return []
        }
    }

    /// Type values RFC 2426 does not list for `property` but that 3.0 is written and read
    /// with as they are: Apple Contacts, Android and Outlook write `EMAIL;TYPE=WORK`, and
    /// their importers read no `x-work`. 3.0 keeps them bare; an `x-` form myca once wrote
    /// reads back as the bare value.
    static func customaryTypes(of property: String) -> Set<String> {
        switch property {
        case "EMAIL": return ["home", "work"]
        default: return []
        }
    }

    /// The TYPE values of a property written as `version`. In 4.0 `internet` (every email
    /// is one) is left out and other legacy values get an `x-` prefix; in 3.0 the prefix
    /// comes off again and 4.0-only values get one.
    static func types(_ types: [String], property: String, v4: Bool) -> [String] {
        var out: [String] = []
        for t in types {
            let lower = ASCIIText.lowercased(t)
            var mapped = t
            // The value keeps its case (`CAR` → `x-CAR` → `CAR`): a kept property must read back as it was.
            if v4 {
                if lower == "pref" || lower == "preferred" { continue }
                if property == "EMAIL", lower == "internet" { continue }
                if legacyTypes(of: property).contains(lower) { mapped = "x-" + t }
            } else {
                if lower.hasPrefix("x-"), legacyTypes(of: property).contains(String(lower.dropFirst(2))) { mapped = String(t.dropFirst(2)) }
                if newTypes(of: property).contains(lower) { mapped = "x-" + t }
            }
            if !out.contains(where: { ASCIIText.lowercased($0) == ASCIIText.lowercased(mapped) }) { out.append(mapped) }
        }
        return out
    }

    /// A type value as read, without the `x-` prefix a writer put on a value its version lacks.
    static func canonicalType(_ lower: String, property: String) -> String {
        guard lower.hasPrefix("x-") else { return lower }
        let bare = String(lower.dropFirst(2))
        let known = legacyTypes(of: property).union(newTypes(of: property)).union(customaryTypes(of: property))
        return known.contains(bare) ? bare : lower
    }

    /// `pref` among 2.1/3.0 TYPE values.
    static func hasPrefType(_ types: [String]) -> Bool {
        types.contains { ["pref", "preferred"].contains(ASCIIText.lowercased($0)) }
    }

    /// A kept property as `v4` (4.0) or 3.0 writes it: its canonical form, then in 4.0 the
    /// removed 2.1/3.0 names as `X-`, in 3.0 the 3.0 forms.
    static func extra(_ e: VCardProperty, v4: Bool) -> VCardProperty {
        var p = canonical(e)
        let key = ASCIIText.uppercased(p.name)
        if v4 {
            if removedIn4.contains(key) { p.name = "X-" + p.name }
            p.parameters = p.parameters.map { param in
                ASCIIText.uppercased(param.name) == "TYPE"
                    ? VCardParameter(name: param.name, values: types(param.values, property: key, v4: true)) : param
            }.filter { !$0.values.isEmpty }
            return p
        }
        return to30(p, key: key)
    }

    /// The form a kept property is held in: what 4.0 allows, with the names 4.0 removed
    /// (CLASS, LABEL…) kept for 3.0. The reader stores this form, so writing 4.0 and
    /// reading it back gives the same card; the writer applies it again, so a card stored
    /// before holds no invalid line either. The 4.0 writer's `X-CLASS`, `X-LABEL`… go back
    /// into the names they carry, from any version (`from40` no longer changes that): a
    /// 3.0 card's own `X-CLASS` is written as the same line, so it must read as the same.
    static func canonical(_ e: VCardProperty, from40: Bool = false) -> VCardProperty {
        var p = e
        var key = ASCIIText.uppercased(e.name)
        // Any version: a 3.0 card's own X-CLASS is what the 4.0 writer makes of CLASS, so
        // both are held as CLASS, or a 4.0 export would not read back the same card.
        if key.hasPrefix("X-"), removedIn4.contains(String(key.dropFirst(2))) {
            p.name = String(e.name.dropFirst(2))
            key = String(key.dropFirst(2))
        }
        p.value = normalizedEscapes(e.value)
        // TYPE values canonical (no x- on a known legacy value), `pref` as PREF, no
        // `internet` on EMAIL; what is no token goes as X-TYPE.
        var types: [String] = []
        var prefs: [String] = []
        var others: [VCardParameter] = []
        // X-TYPE as read back (where this put the odd types before) goes in the same place.
        var carried: [String] = []
        for param in e.parameters {
            switch ASCIIText.uppercased(param.name) {
            case "TYPE": types += param.values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }.map(WhiteSpace.trim).filter { !$0.isEmpty }
            case "X-TYPE": carried += param.values
            case "PREF": prefs += param.values
            case "CHARSET": continue  // values are UTF-8 text now
            default: others.append(param)
            }
        }
        let odd = carried + types.filter { !ProfileValidator.isToken($0) }
        var kept: [String] = []
        for t in types where ProfileValidator.isToken(t) {
            let c = canonicalType(ASCIIText.lowercased(t), property: key)
            if c == "pref" || c == "preferred" || (key == "EMAIL" && c == "internet") { continue }
            // As written, without the `x-` a writer put on a value its version lacks.
            let value = c == ASCIIText.lowercased(t) ? t : String(t.dropFirst(2))
            if !kept.contains(where: { ASCIIText.lowercased($0) == ASCIIText.lowercased(value) }) { kept.append(value) }
        }
        var params: [VCardParameter] = []
        if !kept.isEmpty { params.append(VCardParameter(name: "TYPE", values: kept)) }
        if !odd.isEmpty { params.append(VCardParameter(name: "X-TYPE", values: odd)) }
        if let pref = prefs.first { params.append(VCardParameter(name: "PREF", values: [pref])) } else if hasPrefType(types) {
            params.append(VCardParameter(name: "PREF", values: ["1"]))
        }
        p.parameters = parameters(params + others, v4: true)
        let isText = hasValueText(p)
        if singleText.contains(key) || (isText && ["BDAY", "ANNIVERSARY", "DEATHDATE"].contains(key)) {
            // One text value, escaped as 4.0 text is (no `\;`, a bare comma escaped).
            p.value = VCardSyntax.escapeText(VCardSyntax.unescape(p.value), semicolon: false)
        }
        // A URI property whose value is no URI (`SOURCE:Yahoo! AddressBook`, `URL:www.x.de`)
        // and a name 4.0 does not register (`NOPARAM:`) are extensions in 4.0.
        if uriValued.contains(key), !isText, !isURI(p.value) { p.name = "X-" + p.name }
        if isUnregistered(key) { p.name = "X-" + p.name }
        // 4.0 text has no `\;` (a bare `;` is text there); structured values keep theirs.
        if !structured.contains(key) { p.value = p.value.replacingEscapedSemicolons() }
        if key == "N" || key == "ADR" { p.value = padded(p.value, to: key == "N" ? 5 : 7) }
        switch key {
        case "GEO":
            if let uri = geoURI(p.value) { p.value = uri } else { p.name = "X-" + p.name }
        case "REV":
            if let stamp = timestamp(VCardSyntax.unescape(p.value), v4: true) { p.value = stamp } else { p.name = "X-" + p.name }
        case "BDAY", "ANNIVERSARY", "DEATHDATE":
            if !isText, let basic = dateAndOrTime(p.value, basic: true) { p.value = basic } else if !isText {
                p.parameters.append(VCardParameter(name: "VALUE", values: ["text"]))
                p.value = VCardSyntax.escapeText(VCardSyntax.unescape(p.value), semicolon: false)
            }
        default: break
        }
        return p
    }

    /// A canonical kept property in the form 3.0 allows.
    static func to30(_ e: VCardProperty, key: String) -> VCardProperty {
        var p = e
        if newIn4.contains(key) {
            p.name = "X-" + e.name
        } else if key == "X-URL" {
            p.name = String(e.name.dropFirst(2))  // a URL without scheme: 3.0 takes it as it is
        } else if key == "AGENT" {
            p.name = "X-" + e.name  // a 3.0 AGENT is a whole vCard or a URI, not 2.1's text
        }
        // TYPE values 3.0 spells differently, PREF as TYPE=pref.
        var types = p.parameters.filter { ASCIIText.uppercased($0.name) == "TYPE" }.flatMap(\.values)
        types = Self.types(types, property: key, v4: false)
        if p.parameters.contains(where: { ASCIIText.uppercased($0.name) == "PREF" }) { types.append("pref") }
        p.parameters = (types.isEmpty ? [] : [VCardParameter(name: "TYPE", values: types)])
            + p.parameters.filter { !["TYPE", "PREF"].contains(ASCIIText.uppercased($0.name)) }
        // 3.0 text escapes `;` everywhere (a URI is no text).
        if !structured.contains(key), !uriValued.contains(key), key != "KEY", key != "GEO", !isURI(p.value) {
            p.value = p.value.escapingBareSemicolons()
        }
        switch key {
        case "GEO":
            if let pair = geoPair(p.value) { p.value = pair } else { p.name = "X-" + e.name }
        case "KEY" where !ASCIIText.hasPrefix(p.value, "data:") && isURI(p.value):
            p.name = "X-" + e.name  // 3.0 keys are inline; a key's URL has no 3.0 form
        case "TEL" where ASCIIText.hasPrefix(p.value, "tel:"):
            // 3.0 numbers are text: the tel: URI's number and its ;ext= as they read
            p.value = VCardSyntax.escapeText(VCardSyntax.unescape(String(p.value.dropFirst(4))))
            p.parameters.removeAll { ASCIIText.uppercased($0.name) == "VALUE" }
        case "TZ" where !isUTCOffset(p.value) && !hasValueText(p):
            p.parameters.append(VCardParameter(name: "VALUE", values: ["text"]))
        case "BDAY", "ANNIVERSARY":
            // 3.0 has dates and date-times only: a text or year-less date goes as X-BDAY.
            if let extended = dateAndOrTime(p.value, basic: false), !extended.hasPrefix("--"), !hasValueText(p) {
                p.value = extended
            } else if key == "BDAY" {
                p.name = "X-" + e.name
            }
        default: break
        }
        p.parameters = parameters(p.parameters, v4: false)
        return p
    }

    /// 4.0 parameters 3.0 does not have.
    static let parametersNewIn4: Set<String> = [
        "MEDIATYPE", "ALTID", "PID", "CALSCALE", "SORT-AS", "LABEL", "GEO", "TZ", "INDEX", "LEVEL", "CC", "AUTHOR",
        "AUTHOR-NAME", "CREATED", "DERIVED", "PHONETIC", "SCRIPT", "SERVICE-TYPE", "USERNAME",
    ]

    /// Parameters other than TYPE and PREF in the target's form: in 3.0 the 4.0-only ones
    /// (ALTID, PID, MEDIATYPE, SORT-AS…) are carried as `X-` parameters.
    static func parameters(_ params: [VCardParameter], v4: Bool) -> [VCardParameter] {
        params.compactMap { param in
            let n = ASCIIText.uppercased(param.name)
            if n == "CHARSET" || n == "ENCODING" { return nil }  // output is UTF-8 text
            if !v4, parametersNewIn4.contains(n) { return VCardParameter(name: "X-" + param.name, values: param.values) }
            if v4, n.hasPrefix("X-"), parametersNewIn4.contains(String(n.dropFirst(2))) {
                return VCardParameter(name: String(param.name.dropFirst(2)), values: param.values)
            }
            return param
        }
    }

    /// Properties with one text value.
    static let singleText: Set<String> = ["FN", "EMAIL", "TITLE", "ROLE", "NOTE", "MAILER", "CLASS", "SORT-STRING", "PRODID", "UID"]
    /// Properties whose 4.0 value is a URI.
    static let uriValued: Set<String> = ["SOURCE", "URL", "FBURL", "CALURI", "CALADRURI", "PHOTO", "LOGO", "SOUND", "MEMBER", "IMPP",
                                         "CONTACT-URI", "ORG-DIRECTORY"]

    /// Whether `value` starts with a URI scheme (`http:`, `data:`, `urn:`…).
    static func isURI(_ value: String) -> Bool {
        func letter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
        guard let colon = value.firstIndex(of: ":") else { return false }
        let scheme = value[..<colon].unicodeScalars
        guard let first = scheme.first, letter(first), scheme.count >= 2 else { return false }
        return scheme.allSatisfy { letter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// Every property name RFC 6350 and its extensions register.
    static let known4: Set<String> = [
        "BEGIN", "END", "SOURCE", "KIND", "XML", "FN", "N", "NICKNAME", "PHOTO", "BDAY", "ANNIVERSARY", "GENDER", "ADR", "TEL",
        "EMAIL", "IMPP", "LANG", "TZ", "GEO", "TITLE", "ROLE", "LOGO", "ORG", "MEMBER", "RELATED", "CATEGORIES", "NOTE", "PRODID",
        "REV", "SOUND", "UID", "CLIENTPIDMAP", "URL", "VERSION", "KEY", "FBURL", "CALADRURI", "CALURI", "BIRTHPLACE", "DEATHPLACE",
        "DEATHDATE", "EXPERTISE", "HOBBY", "INTEREST", "ORG-DIRECTORY", "CONTACT-URI", "CREATED", "GRAMGENDER", "LANGUAGE",
        "PRONOUNS", "SOCIALPROFILE", "JSPROP",
    ]
    /// Properties whose value has components separated by `;`.
    static let structured: Set<String> = ["N", "ADR", "ORG", "GENDER", "CLIENTPIDMAP", "X-ANDROID-CUSTOM"]

    /// A structured value with at least `count` components (4.0 requires them all).
    static func padded(_ value: String, to count: Int) -> String {
        let have = VCardSyntax.splitRaw(value, on: ";").count
        return have >= count ? value : value + String(repeating: ";", count: count - have)
    }

    /// `±hh:mm`, `±hhmm` or `±hh`, or `Z`.
    static func isUTCOffset(_ value: String) -> Bool {
        let v = WhiteSpace.trim(value)
        if v == "Z" { return true }
        guard let sign = v.first, sign == "+" || sign == "-" else { return false }
        let digits = v.dropFirst().filter { $0 != ":" }
        return [2, 4].contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    static func hasValueText(_ p: VCardProperty) -> Bool {
        p.parameters.contains { ASCIIText.uppercased($0.name) == "VALUE" && $0.values.contains { ASCIIText.lowercased($0) == "text" } }
    }

    /// A value with the escapes RFC 6350 and 2426 define (`\\` `\n` `\,` `\;`); any other
    /// escaped character (3.0 writers' `\:`) stands for itself and loses its backslash.
    static func normalizedEscapes(_ value: String) -> String {
        value.rewritingEscapes(escaped: { s in
            switch s {
            case "\\", ",", ";", "n": return "\\" + String(s)
            case "N": return "\\n"
            default: return String(s)
            }
        }, trailingBackslash: "\\\\")  // a lone trailing backslash is a literal one
    }

    /// Whether 4.0 knows no property of this (upper-cased) name and it is no extension
    /// either: 4.0 carries it as an extension, `X-` + name.
    static func isUnregistered(_ key: String) -> Bool {
        !key.hasPrefix("X-") && !known4.contains(key) && !removedIn4.contains(key)
    }

    /// A URI value of a property that is not structured (TEL's `tel:`, a social profile's
    /// address) in the form ``canonical(_:from40:)`` keeps it. The reader models such a
    /// value in this form too: one it refused as read (`https://git\hub.com`) but would take
    /// as kept would turn from an extra into a field, or a duplicate, on the next read.
    static func uriValue(_ value: String) -> String {
        normalizedEscapes(value).replacingEscapedSemicolons()
    }

    /// `lat;lon` or `lat,lon` (2.1/3.0) as the `geo:` URI 4.0 wants; nil when it is not a pair of numbers.
    static func geoURI(_ value: String) -> String? {
        if ASCIIText.hasPrefix(value, "geo:") { return value }
        let raw = value.replacingUnescaped()
        let parts = raw.split(whereSeparator: { $0 == ";" || $0 == "," }).map { WhiteSpace.trim(String($0)) }
        guard parts.count == 2, parts.allSatisfy(isDecimal) else { return nil }
        return "geo:" + parts[0] + "," + parts[1]
    }

    /// A `geo:lat,lon` URI as 3.0's `lat;lon`; nil when it is not one.
    static func geoPair(_ value: String) -> String? {
        guard ASCIIText.hasPrefix(value, "geo:") else { return geoURI(value).flatMap(geoPair) }
        let body = value.dropFirst(4).prefix { $0 != ";" }
        let parts = body.split(separator: ",").map(String.init)
        guard parts.count >= 2, isDecimal(parts[0]), isDecimal(parts[1]) else { return nil }
        return parts[0] + ";" + parts[1]
    }

    static func isDecimal(_ s: String) -> Bool {
        var t = Substring(s)
        if t.first == "-" || t.first == "+" { t = t.dropFirst() }
        let pieces = t.split(separator: ".", omittingEmptySubsequences: false)
        return !t.isEmpty && pieces.count <= 2 && pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// An ISO 8601 date, date-time or time as 4.0's basic form (`19531015T231000Z`) or as
    /// the extended form 3.0 parsers expect (`1953-10-15T23:10:00Z`); nil when it is not one.
    static func dateAndOrTime(_ value: String, basic: Bool) -> String? {
        // Worked on UTF-8 bytes: every character a date or a time may hold is ASCII, and
        // Character-based slicing and joining run generic code whose first use every
        // command that reads a card (each has a REV) would pay for.
        let colon = UInt8(ascii: ":")
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        let v = Array(WhiteSpace.trim(value).utf8)
        let t = v.firstIndex(of: UInt8(ascii: "T"))
        let datePart = v[..<(t ?? v.count)]
        guard let date = BirthDate(parsing: String(decoding: datePart, as: UTF8.self)), !datePart.isEmpty else { return nil }
        var out = basic ? date.basicForm : date.description
        guard let t else { return out }
        // hh[:mm[:ss]][.fff] then Z or ±hh[:mm]
        var clock = v[(t + 1)...]
        var zone: [UInt8] = []
        if let last = clock.last, last == UInt8(ascii: "Z") || last == UInt8(ascii: "z") {
            clock = clock.dropLast()
            zone = [UInt8(ascii: "Z")]
        } else if let sign = clock.lastIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }) {
            let z = clock[sign...].filter { $0 != colon }
            guard z.count == 3 || z.count == 5, z.dropFirst().allSatisfy(isDigit) else { return nil }
            zone = basic ? z : Array(z.prefix(3)) + (z.count == 5 ? [colon] + z.suffix(2) : [])
            clock = clock[..<sign]
        }
        // Fractions: neither version has them in dates.
        if let dot = clock.firstIndex(of: UInt8(ascii: ".")) { clock = clock[..<dot] }
        let digits = clock.filter { $0 != colon }
        guard digits.count == 2 || digits.count == 4 || digits.count == 6, digits.allSatisfy(isDigit) else { return nil }
        var time: [UInt8] = [UInt8(ascii: "T")]
        for i in stride(from: 0, to: basic ? digits.count : 6, by: 2) {
            if i > 0, !basic { time.append(colon) }
            time += i < digits.count ? digits[i..<(i + 2)] : [UInt8(ascii: "0"), UInt8(ascii: "0")]
        }
        out += String(decoding: time + zone, as: UTF8.self)
        return out
    }

    /// A REV value as a timestamp of `v4` (basic `20070721T194152Z`) or 3.0 (extended);
    /// nil when it is no timestamp (then it is carried as `X-REV`).
    static func timestamp(_ value: String, v4: Bool) -> String? {
        guard let t = dateAndOrTime(value, basic: v4), t.utf8.contains(UInt8(ascii: "T")), !t.hasPrefix("--") else {
            // A bare date is a valid 3.0 REV; 4.0 wants a time.
            if !v4, let d = dateAndOrTime(value, basic: false), !d.hasPrefix("--") { return d }
            return nil
        }
        return t
    }
}

extension String {
    /// The value with each escaped character (`\\x`) and each other character rewritten;
    /// the one walk over vCard escapes the version mapping needs.
    func rewritingEscapes(escaped: (Unicode.Scalar) -> String, plain: (Unicode.Scalar) -> String = { String($0) },
                          trailingBackslash: String = "\\") -> String {
        var out = ""
        var escaping = false
        for s in unicodeScalars {
            if escaping {
                out += escaped(s)
                escaping = false
            } else if s == "\\" {
                escaping = true
            } else {
                out += plain(s)
            }
        }
        if escaping { out += trailingBackslash }
        return out
    }

    /// Each bare `;` escaped as `\\;` (3.0 text), escapes as they are.
    func escapingBareSemicolons() -> String {
        guard unicodeScalars.contains(";") else { return self }
        return rewritingEscapes(escaped: { "\\" + String($0) }, plain: { $0 == ";" ? "\\;" : String($0) })
    }

    /// `\\;` as a bare `;`, other escapes as they are.
    func replacingEscapedSemicolons() -> String {
        guard unicodeScalars.contains("\\") else { return self }
        return rewritingEscapes(escaped: { $0 == ";" ? ";" : "\\" + String($0) })
    }

    /// The text with vCard escapes (`\,` `\;` `\\`) undone; for numbers and dates.
    func replacingUnescaped() -> String {
        VCardSyntax.unescape(self)
    }
}

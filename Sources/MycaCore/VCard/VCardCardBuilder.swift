/// Turns one card's lines into a ``Profile``: modelled properties into fields, the rest
/// (and anything a field cannot hold as it is) into extras, with a warning when something
/// changes on the way.
struct VCardCardBuilder {
    let lines: [VCardReader.LogicalLine]
    var warnings: [VCardWarning] = []
    var profile = Profile()
    /// The values taken as written that the card's validation refuses, with their lines.
    var refused: [VCardSourceLines.Refused] = []
    private var seen: Set<String> = []
    /// The RFC 9554 phonetic N of the name's group, settled after every line is read.
    var phoneticName: VCardContentLine?
    /// Whether an N line became the card's name. `seen` holds N also when the first one
    /// could not be modelled and was kept as is: that one carries no parameters.
    private var nameModelled = false
    var version = VCardVersion.assumed

    init(lines: [VCardReader.LogicalLine]) {
        self.lines = lines
    }

    typealias S = VCardSyntax
    typealias V = ProfileValidator

    /// Parameters every modelled property may carry without a warning.
    static let handled: Set<String> = ["TYPE", "PREF", "VALUE", "CHARSET", "ENCODING"]

    mutating func build() -> Profile {
        for l in lines {
            let text = ASCIIText.uppercased(String(decoding: l.bytes, as: UTF8.self))
            if text.hasPrefix("VERSION:") {
                let value = String(text.dropFirst(8))
                if let known = VCardVersion(propertyValue: value) {
                    version = known
                } else {
                    warnings.append(VCardWarning(.unknownVersion, line: l.line, property: "VERSION", message: MessageText("unknown vCard version %s, read as 3.0", WhiteSpace.trim(value))))
                }
                break
            }
        }
        let fallback = lines.lazy.compactMap(Self.legacyCharset).first
        var parsed: [VCardContentLine] = []
        for l in lines {
            guard let c = VCardContentLine.parse(l, version: version, fallbackCharset: fallback, warnings: &warnings) else {
                let shown = ProfileError.show(String(decoding: l.bytes.prefix(40), as: UTF8.self))
                warnings.append(VCardWarning(.notAProperty, line: l.line, message: MessageText("not a vCard property, ignored: %s", shown)))
                continue
            }
            parsed.append(c)
        }
        // The card's language and its alternatives are known before any line is taken:
        // a group's lines are taken together, where its first one is.
        let plan = languagePlan(parsed)
        profile.language = plan.language
        for (i, c) in parsed.enumerated() {
            switch plan.roles[i] {
            case .plain: take(c)
            case .group(let g): takeGroup(plan.groups[g], parsed)
            case .inGroup: continue
            }
        }
        attachLabelsAndSortStrings()
        settleReadings()
        dropDerivedSortAs()
        dropSupersededGroups()
        holdOnce()
        return profile
    }

    /// 2.1/3.0 `LABEL` belongs on the address of the same types (4.0's ADR LABEL
    /// parameter), and 3.0 `SORT-STRING` is 4.0's SORT-AS on N: moved there, so every
    /// version writes them in its own form. A label matching no address stays a property,
    /// and so does a sort string on a card whose N is kept as is (or has none): put on an
    /// N that the writer does not write, it would vanish from a 4.0 export.
    private mutating func attachLabelsAndSortStrings() {
        func typeSet(_ types: [String]) -> Set<String> {
            Set(types.map(ASCIIText.lowercased).filter { $0 != "pref" && $0 != "preferred" })
        }
        // An empty label is no label: the snapshot drops it (a label keeps its spaces), so
        // the export has none there. Were it to take an address, the next read would give
        // that address the label of a later LABEL line (then kept as a property) instead.
        func isEmpty(_ label: String?) -> Bool { label?.isEmpty ?? true }
        var kept: [VCardProperty] = []
        for e in profile.extras {
            let key = ASCIIText.uppercased(e.name)
            if key == "LABEL", case let label = S.unescape(e.value), !isEmpty(label) {
                let types = typeSet(e.parameters.filter { ASCIIText.uppercased($0.name) == "TYPE" }.flatMap(\.values)
                    .flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }.map { VCardVersionMap.canonicalType(ASCIIText.lowercased($0), property: "ADR") })
                let free = profile.addresses.indices.filter { isEmpty(profile.addresses[$0].label) }
                let match = free.first { e.group != nil && profile.addresses[$0].group == e.group }
                    ?? free.first { typeSet(profile.addresses[$0].types) == types }
                    ?? (free.count == 1 && profile.addresses.count == 1 ? free.first : nil)
                if let i = match {
                    profile.addresses[i].label = label
                    continue
                }
            }
            if key == "SORT-STRING", nameModelled, profile.propertyParameters["N"]?.contains(where: { ASCIIText.uppercased($0.name) == "SORT-AS" }) != true {
                profile.propertyParameters["N", default: []].append(VCardParameter(name: "SORT-AS", values: [S.unescape(e.value)]))
                continue
            }
            kept.append(e)
        }
        profile.extras = kept
    }

    /// Parameters of a single-valued property that no field holds (LANGUAGE, SORT-AS,
    /// ALTID…), kept with the property so the writer puts them back.
    mutating func keepParameters(_ c: VCardContentLine, except: Set<String> = []) {
        let rest = keptParameters(c, except: except)
        if !rest.isEmpty { profile.propertyParameters[c.key] = rest }
    }

    /// The parameters ``keepParameters(_:except:)`` keeps: all but those a field holds and
    /// a LANGUAGE the card's language says, in the form 4.0 writes them (a 3.0 card's
    /// `X-ALTID` as `ALTID`), so a 4.0 export reads back the same.
    func keptParameters(_ c: VCardContentLine, except: Set<String> = []) -> [VCardParameter] {
        VCardVersionMap.parameters(c.parameters.filter {
            let n = ASCIIText.uppercased($0.name)
            return (!Self.handled.contains(n) || n == "TYPE") && !except.contains(n) && !saysOwnLanguage(c, $0)
        }, v4: true)
    }

    /// The CHARSET a line declares when it is not UTF-8 (a phone that declares Shift_JIS on
    /// one property writes its other non-ASCII values in Shift_JIS too).
    static func legacyCharset(_ l: VCardReader.LogicalLine) -> String? {
        let header = ASCIIText.uppercased(String(decoding: VCardReader.headerBytes(l.bytes), as: UTF8.self))
        for piece in S.splitRaw(header, on: ";", shield: .quotes).dropFirst() {
            let parts = S.splitRaw(piece, on: "=", shield: .none)
            guard parts.count == 2, WhiteSpace.trim(parts[0]) == "CHARSET" else { continue }
            let value = WhiteSpace.trim(parts[1]).filter { $0 != "\"" }
            return ["", "UTF-8", "UTF8", "US-ASCII", "ASCII"].contains(value) ? nil : value
        }
        return nil
    }

    /// Keeps `c` as an extra. Data that cannot be read (base64 that does not decode, found
    /// here; an image whose structure does not hold together, said by `unreadable`) is kept
    /// under the extension name, so it is not the card's property and reads back the same.
    mutating func keep(_ c: VCardContentLine, because reason: MessageText? = nil, unreadable: Bool = false) {
        // A LABEL keeps its line breaks and quotes only as the card's address label
        // (VCardContentLine.writableValues): kept as is, it is an ordinary parameter.
        var params = c.parameters.map { p in
            guard c.key == "ADR", ASCIIText.uppercased(p.name) == "LABEL" else { return p }
            return VCardParameter(name: p.name, values: VCardContentLine.cleaned(p.values, parameter: p.name, property: c.name,
                                                                                  line: c.line, warnings: &warnings))
        }
        var value = c.value
        var name = c.name
        let encoding = values(c, "ENCODING").first.map(ASCIIText.uppercased)
        let brokenBase64 = Self.holdsBrokenBase64(c, encoding: encoding)
        if brokenBase64 {
            // Written as base64 (ENCODING=b, a data: URI), text that does not decode makes
            // the line invalid in every version: it is kept as the text it is, without the
            // encoding, so nothing is lost and every export is valid.
            params.removeAll { ASCIIText.uppercased($0.name) == "ENCODING" }
        } else if encoding == "B" || encoding == "BASE64" {
            // Inline binary becomes a data: URI, the one form every version can carry
            // (the 3.0 writer turns it back into ENCODING=b).
            let typeValue = values(c, "TYPE").first ?? ""
            let family = c.key == "SOUND" ? "audio/" : (c.key == "PHOTO" || c.key == "LOGO" ? "image/" : "application/")
            // The bytes say best what they are (Outlook's X-MS-CARDPICTURE;TYPE=JPEG is an image/jpeg).
            let sniffed = Base64.decode(value).flatMap { Photo(fileBytes: $0) }?.mediaType
            let media = sniffed ?? (typeValue.isEmpty ? "application/octet-stream"
                : (typeValue.contains("/") ? ASCIIText.lowercased(typeValue) : family + ASCIIText.lowercased(typeValue)))
            params.removeAll { ["ENCODING", "TYPE"].contains(ASCIIText.uppercased($0.name)) }
            value = "data:" + media + ";base64," + value
        }
        if brokenBase64 || unreadable, !ASCIIText.uppercased(name).hasPrefix("X-") { name = "X-" + name }
        // A 2.1 name part or address line holds a comma as text; in the 4.0 form the card is
        // held in, a bare comma there starts a list, so a re-read would split the part.
        if !version.hasComponentLists, c.key == "N" || c.key == "ADR" { value = S.splitRaw(value, on: ",").joinedText(separator: "\\,") }
        // Held in the form 4.0 allows (VCardVersionMap.canonical), so a 4.0 export reads back the same.
        let kept = VCardVersionMap.canonical(VCardProperty(group: c.group, name: name, parameters: params, value: value),
                                             from40: version == .v4_0)
        let renamed = ASCIIText.uppercased(kept.name) != c.key && ASCIIText.uppercased("X-" + kept.name) != c.key
        // Kept under another name (a REV that is no timestamp as X-REV, a PHOTO that is no
        // URI as X-PHOTO), it is not the card's REV or PHOTO: a later one is, as it is when
        // the export (which writes the X- form after the modelled one) is read again.
        if renamed { seen.remove(c.key) }
        if reason != nil || renamed {
            let why = reason ?? MessageText("not a 4.0 %s as written", c.name)
            warnings.append(VCardWarning(.keptAsIs, line: c.line, property: c.name, message: renamed ? MessageText("%s: %s; kept as %s", c.name, why, kept.name) : MessageText("%s: %s; kept as is", c.name, why)))
        }
        profile.extras.append(kept)
        if VCardCardinality.heldOnce.contains(ASCIIText.uppercased(kept.name)) { keptOnceLines.append((kept, c.line)) }
    }

    /// The kept lines of properties a card holds once, with their line numbers, for the
    /// warnings of ``holdOnce()``.
    private var keptOnceLines: [(property: VCardProperty, line: Int)] = []

    /// A card holds N, BDAY, UID, REV, KIND… once (``VCardCardinality/heldOnce``): a kept
    /// one past the card's own, or past an earlier kept one it shares no ALTID with, is
    /// held as `X-` + its name, the form the writer gives it, so the card stays valid and
    /// its export reads back the same. The card's own line has the ALTID it was read with
    /// (kept with its parameters), none, or for an N with alternatives one the writer
    /// picks so that no kept line has it.
    private mutating func holdOnce() {
        // As the writer compares them (VCardCardinality), so the export keeps what this keeps.
        func altid(_ parameters: [VCardParameter]?) -> String {
            parameters.flatMap(VCardCardinality.altid(of:)) ?? ""
        }
        var first: [String: String] = [:]
        if profile.alternates.contains(where: { VCardLanguages.has("N", $0) }) {
            first["N"] = "\u{0}"
        } else if nameModelled {
            first["N"] = altid(profile.propertyParameters["N"])
        }
        if profile.birthday != nil { first["BDAY"] = altid(profile.propertyParameters["BDAY"]) }
        if profile.uid != nil { first["UID"] = "" }
        if profile.revision != nil { first["REV"] = "" }
        for i in profile.extras.indices {
            let e = profile.extras[i]
            let key = ASCIIText.uppercased(e.name)
            guard VCardCardinality.heldOnce.contains(key) else { continue }
            let own = altid(e.parameters)
            guard let taken = first[key] else {
                first[key] = own
                continue
            }
            if !own.isEmpty, own == taken { continue }
            // As an extension it is held as it is read again: one text value.
            profile.extras[i] = VCardVersionMap.canonical(VCardProperty(group: e.group, name: "X-" + e.name, parameters: e.parameters,
                                                                        value: e.value), from40: true)
            let line = keptOnceLines.first { $0.property == e }?.line ?? 0
            warnings.append(VCardWarning(.keptAsIs, line: line, property: e.name, message: MessageText(
                "%s: a card holds one %s at most, and this one has one already; kept as %s", e.name, key, profile.extras[i].name)))
        }
    }

    /// Whether the value says it is base64 (`ENCODING=b`, or a `data:…;base64,` URI) but
    /// does not decode: a bad character, a cut final group, padding inside it.
    static func holdsBrokenBase64(_ c: VCardContentLine, encoding: String?) -> Bool {
        if encoding == "B" || encoding == "BASE64" { return Base64.decode(S.unescape(c.value)) == nil }
        guard ASCIIText.hasPrefix(c.value, "data:") else { return false }
        let uri = S.unescape(c.value)
        guard let comma = uri.firstIndex(of: ","), ASCIIText.lowercased(String(uri[..<comma])).hasSuffix(";base64") else { return false }
        return Base64.decode(uri[uri.index(after: comma)...]) == nil
    }

    mutating func warnUnhandled(_ c: VCardContentLine, also: Set<String> = []) {
        for p in c.parameters {
            let n = ASCIIText.uppercased(p.name)
            if !Self.handled.contains(n) && !also.contains(n) && !saysOwnLanguage(c, p) {
                warnings.append(VCardWarning(.parameterDropped, line: c.line, property: c.name, message: MessageText("%s: parameter %s not kept", c.name, p.name)))
            }
        }
    }

    /// First occurrence of a single-valued property? Later ones are kept as extras.
    private mutating func first(_ c: VCardContentLine) -> Bool {
        seen.insert(c.key).inserted
    }

    func values(_ c: VCardContentLine, _ name: String) -> [String] {
        c.parameters.filter { ASCIIText.uppercased($0.name) == name }.flatMap(\.values)
    }

    /// Types (split on commas, lower-cased) and preference (`PREF=n` or type `pref`).
    mutating func typesAndPref(_ c: VCardContentLine, drop: Set<String> = []) -> ([String], Int?) {
        var types: [String] = []
        var pref: Int?
        for v in values(c, "TYPE") {
            for t in v.split(separator: ",") {
                let lower = VCardVersionMap.canonicalType(ASCIIText.lowercased(WhiteSpace.trim(String(t))), property: c.key)
                if lower == "pref" { pref = pref ?? 1; continue }
                if lower.isEmpty || drop.contains(lower) || types.contains(lower) { continue }
                types.append(lower)
            }
        }
        if let p = values(c, "PREF").first {
            if let n = Int(WhiteSpace.trim(p)), (1...100).contains(n) { pref = n } else {
                warnings.append(VCardWarning(.parameterDropped, line: c.line, property: c.name, message: MessageText("%s: PREF=%s is not 1...100, ignored", c.name, p)))
            }
        }
        return (types, pref)
    }

    mutating func text(_ c: VCardContentLine, field: String, limit: Int, multiline: Bool = false) -> String? {
        let v = S.unescape(c.value)
        do {
            return try V.text(v, field: field, limit: limit, multiline: multiline, allowTab: multiline, trim: !multiline)
        } catch {
            keep(c, because: (error as? ProfileError)?.messageText ?? MessageText("unreadable"))
            return nil
        }
    }

    /// Whether a structured value (`N:;;;;`, `ORG: ; `) has nothing but separators and
    /// blanks. Like an empty value (see `single`) it says nothing: taken as the card's N or
    /// ORG it would push a later one into extras, and the writer leaves an empty one out,
    /// so that one would come back first on the next read.
    func isBlankStructured(_ c: VCardContentLine) -> Bool {
        S.compound(c.value).allSatisfy { $0.allSatisfy { WhiteSpace.trim($0).isEmpty } }
    }

    private mutating func single(_ c: VCardContentLine) -> Bool {
        // An empty value says nothing and the writer omits empty fields: taken as the
        // first occurrence it would push a later value into extras, which then comes
        // back first on the next read. Dropped, the card reads back the same. Empty is
        // judged as the field holds the value (isEmptyValue): `TITLE:\n` is empty too.
        if isEmptyValue(c) { return false }
        if first(c) { return true }
        keep(c)
        return false
    }

    /// The extensions ``take(_:)`` models (each is a case there).
    static let modelledExtensions: Set<String> = ["X-PHONETIC-LAST-NAME", "X-PHONETIC-FIRST-NAME", "X-PRONOUNS", "X-SOCIALPROFILE"]

    mutating func take(_ line: VCardContentLine) {
        var c = line
        // A name 4.0 does not register goes out as an extension (VCardVersionMap.canonical):
        // `PHONETIC-FIRST-NAME` as X-PHONETIC-FIRST-NAME. Where this reader models that
        // extension, the line is read as it now, as the export will be read again.
        if VCardVersionMap.isUnregistered(c.key), Self.modelledExtensions.contains("X-" + c.key) {
            c.name = "X-" + c.name
            warnings.append(VCardWarning(.keptAsIs, line: c.line, property: line.name,
                                         message: MessageText("%s: %s; kept as %s", line.name, MessageText("not a 4.0 %s as written", line.name), c.name)))
        }
        // A type value that is no type name (`TYPE="a b"`) keeps its property as it was,
        // with the value in X-TYPE (VCardVersionMap.canonical): read again, that property
        // stays kept, or the phone would come back without the type it had.
        if ["TEL", "EMAIL", "URL", "ADR"].contains(c.key), !values(c, "X-TYPE").isEmpty { return keep(c) }
        switch c.key {
        case "VERSION", "PRODID":
            return  // replaced by the writer's own
        case "FN":
            guard single(c), let v = text(c, field: "formatted name", limit: V.textLimit) else { return }
            keepParameters(c)
            profile.formattedName = v
        case "N":
            guard !isBlankStructured(c), single(c) else { return }
            let comps = nameComponents(c)
            func comp(_ i: Int) -> [String] { i < comps.count ? comps[i].filter { !$0.isEmpty } : [] }
            if let bad = Self.badNamePart(comps) {
                keep(c, because: MessageText("name part %s cannot be kept as a name", ProfileError.show(bad)))
                return
            }
            keepParameters(c)
            nameModelled = true
            profile.familyName = comp(0).joinedText(separator: ",")
            profile.givenName = comp(1).joinedText(separator: ",")
            // 3.0/4.0 components are lists (`Lee,Kim`): kept as such, so they are written as lists.
            if comp(0).count > 1 || comp(1).count > 1 { profile.nameLists = [comp(0), comp(1)] }
            profile.additionalNames = comp(2)
            profile.prefixes = comp(3)
            profile.suffixes = comp(4)
            if comps.count > 5 { warnings.append(VCardWarning(.componentsDropped, line: c.line, property: c.name, message: MessageText("N: more than five components, extra ones not kept"))) }
        case "X-PHONETIC-LAST-NAME", "X-PHONETIC-FIRST-NAME", "PRONOUNS", "X-PRONOUNS", "TITLE", "ROLE", "NOTE":
            let isNote = c.key == "NOTE"
            guard single(c), let v = text(c, field: ASCIIText.lowercased(c.name), limit: isNote ? V.noteLimit : V.textLimit, multiline: isNote) else { return }
            // Pronouns are written as PRONOUNS or X-PRONOUNS by the target: parameters kept
            // under the name read would not find their way back.
            if c.key == "PRONOUNS" || c.key == "X-PRONOUNS" { warnUnhandled(c) } else { keepParameters(c) }
            switch c.key {
            case "X-PHONETIC-LAST-NAME": profile.phoneticFamilyName = v
            case "X-PHONETIC-FIRST-NAME": profile.phoneticGivenName = v
            case "PRONOUNS", "X-PRONOUNS": profile.pronouns = v
            case "TITLE": profile.title = v
            case "ROLE": profile.role = v
            default: profile.note = v
            }
        case "NICKNAME":
            let items = S.textList(c.value).map(WhiteSpace.trim).filter { !$0.isEmpty }
            if let bad = items.first(where: { (try? V.text($0, field: "nickname", limit: V.nameLimit)) == nil }) {
                keep(c, because: MessageText("nickname %s cannot be kept", ProfileError.show(bad)))
                return
            }
            warnUnhandled(c, also: ["LANGUAGE"])
            profile.nicknames += items
        case "ORG":
            guard !isBlankStructured(c), single(c) else { return }
            let comps = Self.organizationComponents(c)
            if let bad = Self.badOrganizationPart(comps) {
                keep(c, because: MessageText("organization %s cannot be kept", ProfileError.show(bad)))
                return
            }
            keepParameters(c)
            profile.organization = comps.first ?? ""
            profile.organizationUnits = Array(comps.dropFirst())
        case "EMAIL":
            let (types, pref) = typesAndPref(c, drop: ["internet"])
            guard let e = item(c, taking: Email(address: S.unescape(c.value), types: types, pref: pref, group: c.group), V.emailItem) else { return }
            warnUnhandled(c)
            profile.emails.append(e)
        case "TEL":
            let (types, pref) = typesAndPref(c)
            var number = c.value
            // A `tel:` said through an escape RFC 6350 does not define (`t\el:`) is one as
            // the line is kept, and the kept line would be read as this phone next time.
            if ASCIIText.hasPrefix(VCardVersionMap.uriValue(number), "tel:") {
                number = String(VCardVersionMap.uriValue(number).dropFirst(4))
            } else {
                number = S.unescape(number)
            }
            guard let p = item(c, taking: Phone(number: number, types: types, pref: pref, group: c.group), V.phoneItem) else { return }
            warnUnhandled(c)
            profile.phones.append(p)
        case "URL":
            let (types, pref) = typesAndPref(c)
            var value = S.unescape(c.value)
            if let web = Self.webAddress(value), (try? V.url(web, field: "URL")) != nil {
                warnings.append(VCardWarning(.valueRewritten, line: c.line, property: c.name,
                                             message: MessageText("URL: %s has no scheme; read as %s", ProfileError.show(value), ProfileError.show(web))))
                value = web
            }
            guard let u = item(c, taking: WebURL(value: value, types: types, pref: pref, group: c.group), V.urlItem) else { return }
            warnUnhandled(c)
            profile.urls.append(u)
        case "ADR":
            let (types, pref) = typesAndPref(c)
            let (withLists, components) = address(c, types: types, pref: pref)
            if components > 7 {
                warnings.append(VCardWarning(.componentsDropped, line: c.line, property: c.name, message: MessageText("ADR: more than seven components, extra ones not kept")))
            }
            guard let valid = item(c, { try V.addressItem(withLists) }) else { return }
            // An empty address is kept as is, with every parameter it has.
            guard !valid.isEmpty else { return keep(c) }
            warnUnhandled(c, also: ["LABEL"])
            profile.addresses.append(valid)
        case "SOCIALPROFILE":
            let service = values(c, "SERVICE-TYPE").first ?? values(c, "TYPE").joinedText(separator: ",")
            let isText = values(c, "VALUE").first.map(ASCIIText.lowercased) == "text"
            var user = values(c, "USERNAME").first
            var url: String?
            if isText { user = S.unescape(c.value) } else { url = VCardVersionMap.uriValue(c.value) }
            guard let s = item(c, taking: SocialProfile(service: service, url: url, user: user), V.socialItem) else { return }
            warnUnhandled(c, also: ["SERVICE-TYPE", "USERNAME"])
            addSocial(s)
        case "X-SOCIALPROFILE":
            let service = values(c, "TYPE").joinedText(separator: ",")
            var user = values(c, "X-USER").first
            var url: String? = VCardVersionMap.uriValue(c.value)
            if ASCIIText.hasPrefix(c.value, "x-apple:") {
                url = nil
                if user == nil { user = S.unescape(String(c.value.dropFirst(8))) }
            }
            guard let s = item(c, taking: SocialProfile(service: service, url: url, user: user), V.socialItem) else { return }
            warnUnhandled(c, also: ["X-USER"])
            addSocial(s)
        case "BDAY":
            guard single(c) else { return }
            let raw = WhiteSpace.trim(S.unescape(c.value))
            // A time of day is more than a birthday holds: kept whole rather than cut.
            guard !raw.contains("T"), var b = BirthDate(parsing: raw) else {
                keep(c, because: MessageText("not a date myca models"))
                return
            }
            if let omit = values(c, "X-APPLE-OMIT-YEAR").first, Int(omit) == b.year { b.year = nil }
            keepParameters(c, except: ["X-APPLE-OMIT-YEAR"])
            profile.birthday = b
        case "SOUND" where values(c, "TYPE").contains(where: { ASCIIText.uppercased($0) == "X-IRMC-N" })
            && profile.phoneticFamilyName.isEmpty && profile.phoneticGivenName.isEmpty:
            // Japanese phones' 2.1 reading of the name: what X-PHONETIC-* say today.
            let comps = S.components(c.value).map(WhiteSpace.trim)
            guard comps.allSatisfy({ (try? V.text($0, field: "phonetic name", limit: V.nameLimit)) != nil }) else { return keep(c) }
            profile.phoneticFamilyName = comps.first ?? ""
            profile.phoneticGivenName = comps.count > 1 ? comps[1] : ""
        case "PHOTO":
            guard single(c) else { return }
            takePhoto(c)
        case "UID":
            guard single(c), let v = text(c, field: "UID", limit: V.textLimit) else { return }
            warnUnhandled(c)
            profile.uid = v
        case "REV":
            guard single(c), let v = text(c, field: "revision", limit: 64) else { return }
            guard let stamp = VCardVersionMap.timestamp(v, v4: true) else { return keep(c) }  // kept as X-REV
            if let t = v.firstIndex(of: "T"), v[t...].contains(".") {
                // RFC 6350 timestamps have whole seconds (and 3.0 writers rarely write more).
                warnings.append(VCardWarning(.valueRewritten, line: c.line, property: c.name,
                                             message: MessageText("REV: %s has a fraction of a second, which a vCard timestamp cannot hold; read as %s", ProfileError.show(v), stamp)))
            }
            warnUnhandled(c)
            profile.revision = stamp
        default:
            keep(c)
        }
    }

    /// `http://` + `value` when `value` is a web address written without a scheme, as
    /// phones and Outlook write it (`www.example.de`, `example.com/team`): a host of two or
    /// more dot-separated labels, an optional port, an optional path; nil otherwise.
    static func webAddress(_ value: String) -> String? {
        let v = Array(value.unicodeScalars)
        let hostEnd = v.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? v.count
        var host = v[..<hostEnd]
        if let colon = host.firstIndex(of: ":") {
            let port = host[(colon + 1)...]
            guard !port.isEmpty, port.count <= 5, port.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
            host = host[..<colon]
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        func isLabel(_ l: ArraySlice<Unicode.Scalar>) -> Bool {
            !l.isEmpty && l.first != "-" && l.last != "-"
                && l.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0.value > 0x7F }
        }
        guard labels.count >= 2, labels.allSatisfy(isLabel), let top = labels.last, top.contains(where: { !("0"..."9").contains($0) }),
              !v[hostEnd...].contains(where: { WhiteSpace.isSpace($0) }) else { return nil }
        return "http://" + value
    }

    /// A validated item, or nil after keeping the line verbatim with a warning.
    /// `validate(raw)`, or nil with the line kept as it is when the field cannot hold the
    /// value. A value refused for a character that hides or turns text around is taken as
    /// it is instead: the card then fails to validate and is refused whole, naming the field,
    /// rather than carrying a disguised link into every export and code as a kept property.
    mutating func item<T>(_ c: VCardContentLine, taking raw: T, _ validate: (T) throws -> T) -> T? {
        do {
            return try validate(raw)
        } catch let error as ProfileError where Self.isHiddenCharacter(error) {
            refused.append(VCardSourceLines.Refused(error: error, line: c.line))
            return raw
        } catch {
            return item(c) { throw error }
        }
    }

    private static func isHiddenCharacter(_ error: ProfileError) -> Bool {
        if case .hiddenCharacter = error { return true }
        return false
    }

    mutating func item<T>(_ c: VCardContentLine, _ make: () throws -> T) -> T? {
        do {
            return try make()
        } catch {
            keep(c, because: (error as? ProfileError)?.messageText ?? MessageText("unreadable"))
            return nil
        }
    }

    /// Adds a social profile unless the same one came already (SOCIALPROFILE and
    /// X-SOCIALPROFILE usually describe the same account).
    private mutating func addSocial(_ s: SocialProfile) {
        let duplicate = profile.socialProfiles.contains {
            ASCIIText.lowercased($0.service) == ASCIIText.lowercased(s.service)
                && ($0.url == s.url || s.url == nil) && ($0.user == s.user || s.user == nil)
        }
        if !duplicate { profile.socialProfiles.append(s) }
    }

    private mutating func takePhoto(_ c: VCardContentLine) {
        let encoding = values(c, "ENCODING").first.map(ASCIIText.uppercased)
        var bytes: [UInt8]?
        // Base64 holds no backslash: an escape in it is read as a text value's escape would
        // be (`\k` is `k`), as it is when the kept value is read back as a data: URI.
        if encoding == "B" || encoding == "BASE64" {
            bytes = Base64.decode(S.unescape(c.value))
        } else if ASCIIText.hasPrefix(c.value, "data:") {
            // A data: URI holds no backslash; a writer that escaped its comma (`base64\,`) meant the comma.
            let uri = S.unescape(c.value)
            if let comma = uri.firstIndex(of: ",") {
                let meta = ASCIIText.lowercased(String(uri[..<comma]))
                if meta.hasSuffix(";base64") { bytes = Base64.decode(uri[uri.index(after: comma)...]) }
            }
        } else if c.value.count >= 16, !c.value.contains(":"), let data = Base64.decode(S.unescape(c.value)), Photo(fileBytes: data) != nil {
            bytes = data  // base64 with no ENCODING (Thunderbird's 3.0 export): the bytes are an image
        } else {
            keep(c)  // a URL to an image: nothing to model, keep it
            return
        }
        guard let data = bytes else { return keep(c, because: MessageText("photo data is not valid base64")) }
        guard let photo = Photo(fileBytes: data) else { return keep(c, because: MessageText("photo is not a PNG, JPEG, GIF or WebP image")) }
        if data.count > Photo.maxBytes { return keep(c, because: MessageText("photo is larger than 1 MiB")) }
        // A photo whose metadata cannot be told from its image is no photo myca can show or
        // clean; it is the user's data all the same, kept as X-PHOTO as broken base64 is,
        // so every read (the store's, an export's) keeps it the same way.
        do {
            _ = try photo.withoutMetadata()
        } catch {
            return keep(c, because: error.messageText, unreadable: true)
        }
        profile.photo = photo
    }
}

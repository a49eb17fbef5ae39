/// Reading a card's languages (issue 13's bilingual cards), the inverse of ``VCardLanguages``.
///
/// - The card's language (``Profile/language``) is the LANGUAGE of its first FN, or, when
///   that says none, of the first line of its first group of alternatives; but only when
///   each of its FN, N, ORG, TITLE and ADR the writer would write with it says a language
///   (the card's, or another one kept as it is): a line without one would gain it.
/// - A group of alternatives is an FN, N, ORG or TITLE (the one the card models: the group
///   holding its first non-empty line) or any ADR, whose lines share one ALTID, each with
///   one LANGUAGE, no language twice, one of them the card's, and every line one myca can
///   model. The line in the card's language is the card's own; the others become
///   ``Profile/alternates``, an address's by its position among the card's addresses.
/// - A plain LANGUAGE saying the card's language is not kept: the writer writes it on every
///   one of these properties.
/// - Anything else (an ALTID without LANGUAGE, a language twice, a group without the card's
///   language, an ALTID on other properties, RFC 9554 PHONETIC lines) is read as before:
///   the first line modelled with its parameters kept, the others kept as they are.
extension VCardCardBuilder {
    /// What the builder does with one line.
    enum LanguageRole {
        /// Taken on its own, as any line.
        case plain
        /// The first line of group `n`: the whole group is taken here.
        case group(Int)
        /// A later line of a group, taken with it.
        case inGroup
    }

    /// A property in the card's language and in others, linked by an ALTID.
    struct LanguageGroup {
        var key: String
        /// The line of the card's own.
        var own: Int
        /// The lines in other languages, in input order.
        var alternatives: [(language: String, index: Int)]
        /// An N's RFC 9554 reading (PHONETIC) in the group.
        var phonetic: Int?
    }

    /// A group before the card's language is known: its lines with their languages.
    struct Candidate {
        var lines: [(language: String, index: Int)]
        var phonetic: Int?
        /// Every line of the group, in input order.
        var indices: [Int] { (lines.map(\.index) + (phonetic.map { [$0] } ?? [])).sorted() }
    }

    struct LanguagePlan {
        var language: String?
        var roles: [LanguageRole]
        var groups: [LanguageGroup] = []
    }

    static let alternativeKeys = ProfileSnapshot.alternativeProperties

    func languagePlan(_ lines: [VCardContentLine]) -> LanguagePlan {
        var plan = LanguagePlan(language: nil, roles: Array(repeating: .plain, count: lines.count))
        var members: [String: [Int]] = [:]
        for (i, c) in lines.enumerated() where Self.alternativeKeys.contains(c.key) {
            if let id = Self.altid(c) { members[c.key + ";" + id, default: []].append(i) }
        }
        guard !members.isEmpty || lines.contains(where: { $0.key == "FN" && Self.language(of: $0) != nil }) else { return plan }
        func firstNonEmpty(_ key: String) -> Int? {
            lines.indices.first { lines[$0].key == key && !isEmptyValue(lines[$0]) }
        }
        var candidates: [[Int]] = []
        for key in Self.alternativeKeys where key != "ADR" {
            if let first = firstNonEmpty(key), let id = Self.altid(lines[first]), let m = members[key + ";" + id] { candidates.append(m) }
        }
        candidates += members.filter { $0.key.hasPrefix("ADR;") }.map(\.value)
        // A group: each line one language, none twice, each line modellable; an address's
        // lines filed alike (types, preference, group), as a card holds one filing for all
        // of an address's languages.
        let valid: [Candidate] = candidates.sorted { $0[0] < $1[0] }.compactMap { m in
            guard m.count >= 2 else { return nil }
            if lines[m[0]].key == "ADR" {
                var probe = VCardCardBuilder(lines: [])
                let filings = m.map { i in
                    let (types, pref) = probe.typesAndPref(lines[i])
                    return "\(types);\(pref.map(String.init) ?? "");\(lines[i].group.map(ASCIIText.lowercased) ?? "")"
                }
                guard Set(filings).count == 1 else { return nil }
            }
            // RFC 9554: an N's reading (PHONETIC) in its group is no other language but the
            // readings of the name in its LANGUAGE.
            // An empty one says nothing and is dropped like any empty line: it is no reading.
            let phonetic = m.filter { i in
                !isEmptyValue(lines[i]) && lines[i].parameters.contains { ASCIIText.uppercased($0.name) == "PHONETIC" }
            }
            guard phonetic.isEmpty || (phonetic.count == 1 && lines[m[0]].key == "N" && readings(lines[phonetic[0]]) != nil) else { return nil }
            // An empty FN, N, ORG or TITLE is dropped, as such an empty line always is, unless
            // it is the group's only line in its language (the card's own title may be
            // empty beside its translation). Counted, an empty line without a language, or
            // beside a line of its language, would spoil the group, which would then form
            // only on the export's next read. (An empty address is kept as it is: it counts.)
            let said = m.filter { !phonetic.contains($0) && !isEmptyValue(lines[$0]) }.compactMap { Self.language(of: lines[$0]) }
            let members = m.filter { i in
                guard lines[i].key != "ADR", isEmptyValue(lines[i]) else { return true }
                guard let tag = Self.language(of: lines[i]) else { return false }
                return !said.contains { LanguageTag.same($0, tag) }
            }
            guard members.count >= 2 else { return nil }
            var seen: [(language: String, index: Int)] = []
            for i in members where !phonetic.contains(i) {
                guard let tag = Self.language(of: lines[i]), !seen.contains(where: { LanguageTag.same($0.language, tag) }),
                      isEmptyValue(lines[i]) || canModel(lines[i]) else { return nil }
                seen.append((tag, i))
            }
            if let p = phonetic.first, let tag = Self.language(of: lines[p]) {
                guard seen.contains(where: { LanguageTag.same($0.language, tag) && !isEmptyValue(lines[$0.index]) }) else { return nil }
            }
            return Candidate(lines: seen, phonetic: phonetic.first)
        }
        if let fn = firstNonEmpty("FN") {
            if Self.altid(lines[fn]) != nil, let g = valid.first(where: { $0.lines.contains { $0.index == fn } }) {
                plan.language = g.lines[0].language
            } else {
                // An ALTID that links the FN to no alternative says nothing of its language:
                // its LANGUAGE does, as the export (which keeps that ALTID) says it again.
                plan.language = Self.language(of: lines[fn])
            }
        }
        if plan.language == nil { plan.language = valid.first?.lines[0].language }
        guard let own = plan.language else { return plan }
        var taken: [(group: Candidate, own: Int)] = []
        for g in valid {
            guard let mine = g.lines.first(where: { LanguageTag.same($0.language, own) }) else { continue }
            // An address's alternatives go by its position: the card's own must be an address.
            if lines[mine.index].key == "ADR", !takesAsAddress(lines[mine.index].withoutLanguageTags) { continue }
            taken.append((g, mine.index))
        }
        // The writer says the card's language on each of these lines it writes: a line that
        // says no language would gain one, so such a card is read as it was, without one.
        let grouped = Set(taken.flatMap(\.group.indices))
        func saysLanguage(_ i: Int) -> Bool {
            let c = lines[i]
            if grouped.contains(i) { return true }
            if c.key == "ADR" { return Self.altid(c) == nil && Self.language(of: c).map { LanguageTag.same($0, own) } == true }
            // A line with an ALTID or another language is written back with the parameters it has.
            return c.parameters.contains(where: VCardLanguages.isLanguageTag)
        }
        // Of the ADR lines, only addresses: one kept as it is goes out with the parameters it
        // has, in the form it is kept in (an empty `ADR:` as `ADR:;;;;;;`), and is kept again.
        let written = Self.alternativeKeys.filter { $0 != "ADR" }.compactMap(firstNonEmpty)
            + lines.indices.filter { lines[$0].key == "ADR" && takesAsAddress(lines[$0]) }
        guard written.allSatisfy(saysLanguage) else {
            plan.language = nil
            return plan
        }
        for (g, mine) in taken {
            let indices = g.indices
            plan.roles[indices[0]] = .group(plan.groups.count)
            for i in indices.dropFirst() { plan.roles[i] = .inGroup }
            plan.groups.append(LanguageGroup(key: lines[mine].key, own: mine, alternatives: g.lines.filter { $0.index != mine },
                                             phonetic: g.phonetic))
        }
        return plan
    }

    /// Takes a group: the card's own line as any line (without its ALTID and LANGUAGE,
    /// which the card's language and the writer's ALTID say), then the alternatives.
    mutating func takeGroup(_ g: LanguageGroup, _ lines: [VCardContentLine]) {
        let addressIndex = profile.addresses.count
        take(lines[g.own].withoutLanguageTags)
        if g.key == "ADR", profile.addresses.count != addressIndex + 1 {
            // Not an address after all (kept as it is): its alternatives are lines of their own.
            for a in g.alternatives { take(lines[a.index]) }
            return
        }
        for a in g.alternatives { takeAlternative(lines[a.index].withoutLanguageTags, language: a.language, addressIndex: addressIndex) }
        // Settled once the card's X-PHONETIC-* are read (settleReadings).
        if let p = g.phonetic { phoneticName = lines[p] }
    }

    /// The readings of an RFC 9554 phonetic N that gives Japanese readings (furigana):
    /// `PHONETIC=script`, a kana `SCRIPT` (Hrkt, Hira, Kana), a Japanese LANGUAGE, a family
    /// and a given name of one text each and nothing else; nil for any other.
    func readings(_ c: VCardContentLine) -> (family: String, given: String)? {
        func one(_ name: String) -> String? {
            let params = c.parameters.filter { ASCIIText.uppercased($0.name) == name }
            guard params.count == 1, params[0].values.count == 1 else { return nil }
            return ASCIIText.lowercased(WhiteSpace.trim(params[0].values[0]))
        }
        guard one("PHONETIC") == "script", let script = one("SCRIPT"), ["hrkt", "hira", "kana"].contains(script),
              let language = Self.language(of: c), LanguageTag.isJapanese(language) else { return nil }
        let comps = nameComponents(c).map { $0.filter { !$0.isEmpty } }
        guard Self.badNamePart(comps) == nil, comps.prefix(2).allSatisfy({ $0.count <= 1 }), comps.dropFirst(2).allSatisfy(\.isEmpty),
              let texts = try? comps.prefix(2).map({ try V.text($0.first ?? "", field: "phonetic name", limit: V.nameLimit) }),
              texts.contains(where: { !$0.isEmpty }) else { return nil }
        return (texts[0], texts.count > 1 ? texts[1] : "")
    }

    /// The card's readings from the phonetic N of its name's group: taken when the card has
    /// none from X-PHONETIC-*, agreeing when it has the same, and its form (parameters) kept
    /// so the export writes it again; a phonetic N reading otherwise is kept as it is.
    mutating func settleReadings() {
        guard let c = phoneticName, let (family, given) = readings(c) else { return }
        if profile.phoneticFamilyName.isEmpty, profile.phoneticGivenName.isEmpty {
            profile.phoneticFamilyName = family
            profile.phoneticGivenName = given
        } else if profile.phoneticFamilyName != family || profile.phoneticGivenName != given {
            return keep(c, because: MessageText("its reading differs from X-PHONETIC-*"))
        }
        profile.propertyParameters[ProfileSnapshot.phoneticNameKey] = c.parameters.filter { ASCIIText.uppercased($0.name) != "ALTID" }
    }

    private mutating func takeAlternative(_ c: VCardContentLine, language: String, addressIndex: Int) {
        if isEmptyValue(c) { return }  // says nothing, as an empty line of the card's own
        let k = profile.alternates.firstIndex { LanguageTag.same($0.language, language) } ?? {
            profile.alternates.append(ProfileAlternate(language: language))
            return profile.alternates.count - 1
        }()
        switch c.key {
        case "FN", "TITLE":
            guard let v = text(c, field: c.key == "FN" ? "formatted name" : "title", limit: V.textLimit) else { return }
            if c.key == "FN" { profile.alternates[k].formattedName = v } else { profile.alternates[k].title = v }
            let kept = keptParameters(c)
            if !kept.isEmpty { profile.alternates[k].propertyParameters[c.key] = kept }
        case "N":
            let comps = nameComponents(c)
            func comp(_ i: Int) -> [String] { i < comps.count ? comps[i].filter { !$0.isEmpty } : [] }
            profile.alternates[k].familyName = comp(0).first ?? ""
            profile.alternates[k].givenName = comp(1).first ?? ""
            profile.alternates[k].additionalNames = comp(2)
            profile.alternates[k].prefixes = comp(3)
            profile.alternates[k].suffixes = comp(4)
            if comps.count > 5 { warnings.append(VCardWarning(.componentsDropped, line: c.line, property: c.name, message: MessageText("N: more than five components, extra ones not kept"))) }
            let kept = keptParameters(c)
            if !kept.isEmpty { profile.alternates[k].propertyParameters["N"] = kept }
        case "ORG":
            let comps = Self.organizationComponents(c)
            profile.alternates[k].organization = comps.first ?? ""
            profile.alternates[k].organizationUnits = Array(comps.dropFirst())
            let kept = keptParameters(c)
            if !kept.isEmpty { profile.alternates[k].propertyParameters["ORG"] = kept }
        default:  // ADR
            let (types, pref) = typesAndPref(c)
            let (a, components) = address(c, types: types, pref: pref)
            if components > 7 { warnings.append(VCardWarning(.componentsDropped, line: c.line, property: c.name, message: MessageText("ADR: more than seven components, extra ones not kept"))) }
            guard let valid = item(c, { try V.addressItem(a) }) else { return }
            warnUnhandled(c, also: ["LABEL"])
            while profile.alternates[k].addresses.count <= addressIndex { profile.alternates[k].addresses.append(nil) }
            profile.alternates[k].addresses[addressIndex] = valid
        }
    }

    /// Drops an N's SORT-AS that is what the writer derives from the readings
    /// (``VCardLanguages/derivedSortAs(_:_:readings:language:)``): it writes it again.
    mutating func dropDerivedSortAs() {
        guard let own = profile.language, !profile.phoneticFamilyName.isEmpty else { return }
        let languages = [own] + profile.alternates.map(\.language)
        let readings = languages.first(where: LanguageTag.isJapanese) ?? own
        func drop(_ params: [VCardParameter]?, language: String) -> [VCardParameter]? {
            guard var params, let derived = VCardLanguages.derivedSortAs(profile.phoneticFamilyName, profile.phoneticGivenName,
                                                                          readings: readings, language: language) else { return params }
            let sorts = params.indices.filter { ASCIIText.uppercased(params[$0].name) == "SORT-AS" }
            guard sorts.count == 1, params[sorts[0]].values == derived.values else { return params }
            params.remove(at: sorts[0])
            return params.isEmpty ? nil : params
        }
        profile.propertyParameters["N"] = drop(profile.propertyParameters["N"], language: own)
        for k in profile.alternates.indices {
            profile.alternates[k].propertyParameters["N"] = drop(profile.alternates[k].propertyParameters["N"], language: profile.alternates[k].language)
        }
    }

    /// Drops the ALTID and LANGUAGE kept on the card's own ORG or TITLE when an alternative
    /// gives that property in its language: the writer then writes the card's own line in
    /// the group of its alternatives, with the card's language (``VCardLanguages/own(_:altid:kept:)``),
    /// so what was kept would not come back and the card would not read back the same.
    mutating func dropSupersededGroups() {
        for name in ["ORG", "TITLE"] where profile.alternates.contains(where: { VCardLanguages.has(name, $0) }) {
            guard var kept = profile.propertyParameters[name] else { continue }
            kept.removeAll(where: VCardLanguages.isLanguageTag)
            profile.propertyParameters[name] = kept.isEmpty ? nil : kept
        }
    }

    /// Whether `p` is a plain LANGUAGE on FN, N, ORG, TITLE or ADR that says the card's
    /// language: the card's language holds it, and the writer writes it back.
    func saysOwnLanguage(_ c: VCardContentLine, _ p: VCardParameter) -> Bool {
        guard let own = profile.language, ASCIIText.uppercased(p.name) == "LANGUAGE", Self.alternativeKeys.contains(c.key),
              !c.parameters.contains(where: VCardLanguages.isAltid),
              let tag = Self.language(of: c) else { return false }
        return LanguageTag.same(tag, own)
    }

    // MARK: Lines

    /// The line's one ALTID value, or nil (none, several, or empty).
    static func altid(_ c: VCardContentLine) -> String? {
        let params = c.parameters.filter(VCardLanguages.isAltid)
        guard params.count == 1, params[0].values.count == 1 else { return nil }
        let id = WhiteSpace.trim(params[0].values[0])
        return id.isEmpty ? nil : id
    }

    /// The line's one LANGUAGE, as a tag in its conventional case; nil when it has none,
    /// several, or one that is no language tag.
    static func language(of c: VCardContentLine) -> String? {
        let params = c.parameters.filter { ASCIIText.uppercased($0.name) == "LANGUAGE" }
        guard params.count == 1, params[0].values.count == 1 else { return nil }
        return LanguageTag.normalized(WhiteSpace.trim(params[0].values[0]))
    }

    /// Whether ``take(_:)`` makes the ADR `c` one of the card's addresses, which the writer
    /// writes with the card's language. Asked of the builder itself, so the plan cannot
    /// disagree with it: an ADR it keeps as it is (empty, unreadable, with a type that is no
    /// name) is written back as it is kept, its text no longer what this line's is.
    func takesAsAddress(_ c: VCardContentLine) -> Bool {
        var probe = VCardCardBuilder(lines: [])
        probe.version = version
        probe.take(c)
        return probe.profile.addresses.count == 1
    }

    /// Whether a line says nothing: an empty value, a structured one of blanks (N, ORG), or
    /// a text that is empty as its field holds it, unescaped and trimmed where the field
    /// trims (`TITLE:\n` is an empty title). The card drops such a line (``take(_:)``) and
    /// the writer writes no empty field: taken, it would push a later line of its name into
    /// extras, which would come back first on the next read.
    func isEmptyValue(_ c: VCardContentLine) -> Bool {
        if WhiteSpace.trim(c.value).isEmpty { return true }
        switch c.key {
        case "N", "ORG": return isBlankStructured(c)
        case "NOTE": return S.unescape(c.value).isEmpty
        case "FN", "TITLE", "ROLE", "UID", "REV", "PRONOUNS", "X-PRONOUNS", "X-PHONETIC-LAST-NAME", "X-PHONETIC-FIRST-NAME":
            return WhiteSpace.trim(S.unescape(c.value)).isEmpty
        default: return false
        }
    }

    /// Whether a group's line can be modelled as it is, its value and its parameters: else
    /// the group is read as before, so nothing of it changes. RFC 9554's PHONETIC lines
    /// (readings of another line) are not an alternative language.
    func canModel(_ c: VCardContentLine) -> Bool {
        if c.parameters.contains(where: { ["PHONETIC", "SCRIPT", "X-TYPE"].contains(ASCIIText.uppercased($0.name)) }) { return false }
        switch c.key {
        case "FN", "TITLE":
            return (try? V.text(S.unescape(c.value), field: "", limit: V.textLimit)) != nil
        case "N":
            let comps = nameComponents(c)
            // An alternative's name parts are single texts (no lists).
            return Self.badNamePart(comps) == nil && comps.allSatisfy { $0.filter { !$0.isEmpty }.count <= 1 }
        case "ORG":
            return Self.badOrganizationPart(Self.organizationComponents(c)) == nil
        default:
            var probe = VCardCardBuilder(lines: [])
            let (types, pref) = probe.typesAndPref(c)
            return (try? V.addressItem(address(c, types: types, pref: pref).0))?.isEmpty == false
        }
    }

    /// N's components, each a list (2.1 has no lists: a comma in a name part is a comma).
    func nameComponents(_ c: VCardContentLine) -> [[String]] {
        version.hasComponentLists ? S.compound(c.value) : S.components(c.value).map { [$0] }
    }

    /// The first name part that cannot be kept as a name, if any.
    static func badNamePart(_ comps: [[String]]) -> String? {
        comps.flatMap { $0 }.first { (try? V.text($0, field: "name", limit: V.nameLimit)) == nil || V.normalizeNewlines($0) != $0 || $0.contains("\n") }
    }

    /// ORG's components, trailing empty units left out.
    static func organizationComponents(_ c: VCardContentLine) -> [String] {
        var comps = S.components(c.value)
        while comps.count > 1, comps.last.map(WhiteSpace.trim)?.isEmpty == true { comps.removeLast() }
        return comps
    }

    /// The first organization part that cannot be kept, if any.
    static func badOrganizationPart(_ comps: [String]) -> String? {
        comps.first { (try? V.text($0, field: "organization", limit: V.textLimit)) == nil }
    }

    /// ADR's address (not yet validated) and how many components it had.
    func address(_ c: VCardContentLine, types: [String], pref: Int?) -> (PostalAddress, Int) {
        let lists = version.hasComponentLists ? S.compound(c.value) : S.components(c.value).map { [$0] }
        var comps = lists.map { $0.joinedText(separator: ",") }
        while comps.count < 7 { comps.append("") }
        var a = PostalAddress(poBox: comps[0], extended: comps[1], street: comps[2], locality: comps[3], region: comps[4],
                              postalCode: comps[5], country: comps[6], types: types, pref: pref, label: values(c, "LABEL").first,
                              group: c.group)
        // Only the seven components kept: a list in an eighth (dropped, with a warning)
        // says nothing about them.
        if lists.prefix(7).contains(where: { $0.count > 1 }) {
            a.componentLists = Array((lists + Array(repeating: [""], count: max(0, 7 - lists.count))).prefix(7))
        }
        return (a, lists.count)
    }
}

extension VCardContentLine {
    /// The line without its ALTID and LANGUAGE (held by the card's language and groups).
    var withoutLanguageTags: VCardContentLine {
        var c = self
        c.parameters.removeAll { VCardLanguages.isLanguageTag($0) }
        return c
    }
}

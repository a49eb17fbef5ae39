/// How the writer says a card's languages (issue 13's bilingual cards): the card's own
/// FN, N, ORG, TITLE and ADR carry `LANGUAGE=<its language>`, and in a full 4.0 export each
/// of them is linked to its alternatives in other languages by an `ALTID` (RFC 6350 5.4),
/// the card's own first. ``VCardCardBuilder`` reads exactly this back.
///
/// Every other form (3.0, QR payloads) is written from the card in its own language
/// (``ProfileSnapshot/ownLanguage``): 3.0 has no ALTID, and a payload is one language.
struct VCardLanguages {
    let card: ProfileSnapshot
    /// Writes `LANGUAGE` and keeps parameters: exports, not payloads.
    let full: Bool
    let v4: Bool
    /// The ALTID of each property (`FN`, `N`, `ORG`, `TITLE`) that has alternatives.
    private(set) var altids: [String: String] = [:]
    /// The ALTID of each address (by index) that has alternatives.
    private(set) var addressAltids: [Int: String] = [:]
    /// The parameters (but ALTID) of the RFC 9554 phonetic N the readings were imported as,
    /// when it is written: after the N's group, holding the readings.
    private(set) var phoneticName: [VCardParameter]?

    init(card: ProfileSnapshot, style: VCardStyle) {
        self.card = card
        full = style.full
        v4 = style.version == .v4_0
        guard full, v4, let own = card.language else { return }
        // Only where the reader finds it again: in the group of an N in its language.
        if let params = card.propertyParameters[ProfileSnapshot.phoneticNameKey],
           !(card.phoneticFamilyName.isEmpty && card.phoneticGivenName.isEmpty),
           let tags = params.first(where: { ASCIIText.uppercased($0.name) == "LANGUAGE" })?.values, tags.count == 1,
           LanguageTag.same(tags[0], own) ? card.hasStructuredName : card.alternates.contains(where: { LanguageTag.same($0.language, tags[0]) && Self.has("N", $0) }) {
            phoneticName = params
        }
        guard !card.alternates.isEmpty || phoneticName != nil else { return }
        // Numbered 1, 2… per property name (RFC 6350 compares ALTIDs per property), passing
        // over the ALTIDs kept properties of that name already use: a kept line linked to
        // another group must not join this one when the card is read again.
        func numbers(for name: String) -> some IteratorProtocol<String> {
            let used = Set(card.extras.filter { ASCIIText.uppercased($0.name) == name }
                .flatMap { $0.parameters.filter { ASCIIText.uppercased($0.name) == "ALTID" }.flatMap(\.values) })
            return (1...).lazy.map(String.init).filter { !used.contains($0) }.makeIterator()
        }
        // A formatted name the snapshot derived from an alternative's name parts is derived
        // again on reading: not written when the card's own FN keeps a LANGUAGE or ALTID of
        // its own (read so, as it was), since writing its group would change that FN.
        let ownNameKept = card.propertyParameters["FN"]?.contains(where: Self.isLanguageTag) == true
        func gives(_ name: String, _ a: ProfileAlternate) -> Bool {
            Self.has(name, a) && !(name == "FN" && ownNameKept && a.formattedName == ProfileValidator.derivedName(of: a))
        }
        for name in ["FN", "N", "ORG", "TITLE"] where card.alternates.contains(where: { gives(name, $0) }) || (name == "N" && phoneticName != nil) {
            var n = numbers(for: name)
            altids[name] = n.next()
        }
        var n = numbers(for: "ADR")
        for i in card.addresses.indices where card.alternates.contains(where: { i < $0.addresses.count && $0.addresses[i] != nil }) {
            addressAltids[i] = n.next()
        }
    }

    /// Whether `a` gives the property `name` in its language.
    static func has(_ name: String, _ a: ProfileAlternate) -> Bool {
        switch name {
        case "FN": return !a.formattedName.isEmpty
        case "N": return !(a.familyName.isEmpty && a.givenName.isEmpty && a.additionalNames.isEmpty && a.prefixes.isEmpty && a.suffixes.isEmpty)
        case "ORG": return !a.organization.isEmpty || !a.organizationUnits.isEmpty
        case "TITLE": return !a.title.isEmpty
        default: return false
        }
    }

    /// The parameters of the card's own `name` property (an address's when `name` is `ADR`):
    /// its ALTID and LANGUAGE, then its kept parameters (``ProfileSnapshot/propertyParameters``).
    ///
    /// A kept LANGUAGE or ALTID (a title in another language than the card's, an ALTID the
    /// reader could not take as alternatives) is written as it was read, without the card's
    /// language added: so the card reads back as it was.
    func own(_ name: String, altid: String?, kept: [VCardParameter]) -> [VCardParameter] {
        var kept = kept
        var head: [VCardParameter] = []
        if let altid {
            // The card's own group supersedes what a line held before it had alternatives.
            kept.removeAll { Self.isLanguageTag($0) }
            head.append(VCardParameter(name: "ALTID", values: [altid]))
            if let own = card.language { head.append(VCardParameter(name: "LANGUAGE", values: [own])) }
        } else if full, let own = card.language, !kept.contains(where: Self.isLanguageTag) {
            head.append(VCardParameter(name: "LANGUAGE", values: [own]))
        }
        if name == "N", let sort = sortAs(language: card.language, kept: kept) { kept.append(sort) }
        return head + kept
    }

    /// The parameters of `a`'s `name` property in the group `altid`.
    func alternative(_ name: String, _ a: ProfileAlternate, altid: String) -> [VCardParameter] {
        var kept = a.propertyParameters[name] ?? []
        kept.removeAll { Self.isLanguageTag($0) }
        if name == "N", let sort = sortAs(language: a.language, kept: kept) { kept.append(sort) }
        return [VCardParameter(name: "ALTID", values: [altid]), VCardParameter(name: "LANGUAGE", values: [a.language])] + kept
    }

    /// A Japanese N's `SORT-AS` made of its readings (family, then given), as address books
    /// sort Japanese names by their reading: only in a full 4.0 export, only for the side
    /// the readings belong to, only when the card keeps no SORT-AS of its own. The reader
    /// drops a SORT-AS equal to this (``derivedSortAs(_:language:)``), so it reads back the same.
    private func sortAs(language: String?, kept: [VCardParameter]) -> VCardParameter? {
        guard full, v4, !kept.contains(where: { ASCIIText.uppercased($0.name) == "SORT-AS" }) else { return nil }
        return Self.derivedSortAs(card.phoneticFamilyName, card.phoneticGivenName, readings: card.readingsLanguage, language: language)
    }

    /// The SORT-AS the writer gives the N in `language`, or nil when it gives none. A reading
    /// with a double quote or a line break gets none: no parameter holds either as it is (a
    /// reader makes them an apostrophe and a space), so it would not read back as derived.
    static func derivedSortAs(_ family: String, _ given: String, readings: String?, language: String?) -> VCardParameter? {
        guard let language, let readings, LanguageTag.isJapanese(language), LanguageTag.same(language, readings),
              !family.isEmpty,
              !(family + given).unicodeScalars.contains(where: { $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return nil }
        return VCardParameter(name: "SORT-AS", values: given.isEmpty ? [family] : [family, given])
    }

    /// Whether a parameter is one of those that say a property's language or alternative group.
    static func isLanguageTag(_ p: VCardParameter) -> Bool {
        isAltid(p) || ASCIIText.uppercased(p.name) == "LANGUAGE"
    }

    /// Whether a parameter is an ALTID: 4.0's, or the `X-ALTID` 3.0 carries it as
    /// (``VCardVersionMap/parameters(_:v4:)``), which reads back as the ALTID it was written from.
    static func isAltid(_ p: VCardParameter) -> Bool {
        let name = ASCIIText.uppercased(p.name)
        return name == "ALTID" || name == "X-ALTID"
    }
}

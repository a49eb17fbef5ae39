extension ProfileValidator {
    /// The card's own language and its alternatives, checked and normalized: tags in their
    /// conventional case and each language once, texts as the card's own are checked (the
    /// error names the field with its language, `title [en]`), addresses following the
    /// card's kept ones by position and filed as they are, empty alternatives dropped, and a formatted name
    /// derived from the parts when none is given.
    static func languages(_ language: String?, _ alternates: [ProfileAlternate],
                          keptAddresses: [Int], ownAddresses: [PostalAddress]) throws -> (String?, [ProfileAlternate]) {
        var own: String?
        if let raw = language.map(WhiteSpace.trim), !raw.isEmpty {
            guard let tag = LanguageTag.normalized(raw) else { throw ProfileError.badLanguage(raw) }
            own = tag
        }
        var seen = own.map { [ASCIIText.lowercased($0)] } ?? []
        var out: [ProfileAlternate] = []
        for a in alternates {
            let raw = WhiteSpace.trim(a.language)
            guard let tag = LanguageTag.normalized(raw) else { throw ProfileError.badLanguage(raw) }
            let checked = try alternate(a, language: tag, keptAddresses: keptAddresses, ownAddresses: ownAddresses)
            if checked.isEmpty { continue }
            guard own != nil else { throw ProfileError.languageMissing }
            guard !seen.contains(ASCIIText.lowercased(tag)) else { throw ProfileError.duplicateLanguage(tag) }
            seen.append(ASCIIText.lowercased(tag))
            out.append(checked)
        }
        return (own, out)
    }

    private static func alternate(_ a: ProfileAlternate, language tag: String, keptAddresses: [Int],
                                  ownAddresses: [PostalAddress]) throws -> ProfileAlternate {
        func field(_ f: CardField) -> ProfileError.Field { ProfileError.Field(f).inLanguage(tag) }
        func named(_ label: String) -> ProfileError.Field { ProfileError.Field(label: label).inLanguage(tag) }
        var out = ProfileAlternate(language: tag)
        out.familyName = try text(a.familyName, field: field(.family), limit: CardField.family.limit ?? textLimit)
        out.givenName = try text(a.givenName, field: field(.given), limit: CardField.given.limit ?? textLimit)
        out.additionalNames = try list(a.additionalNames, field: named("additional name"), limit: nameLimit)
        out.prefixes = try list(a.prefixes, field: named("name prefix"), limit: nameLimit)
        out.suffixes = try list(a.suffixes, field: named("name suffix"), limit: nameLimit)
        out.organization = try text(a.organization, field: field(.org), limit: CardField.org.limit ?? textLimit)
        out.organizationUnits = try list(a.organizationUnits, field: field(.unit), limit: textLimit)
        out.title = try text(a.title, field: field(.title), limit: CardField.title.limit ?? textLimit)
        out.addresses = try zip(keptAddresses, ownAddresses).map { i, own in
            guard i < a.addresses.count, let address = a.addresses[i] else { return nil }
            var valid = try addressItem(address)
            // Where an address is filed (its types, preference and group) is one fact for
            // all its languages: the card's own address says it.
            valid.types = own.types
            valid.pref = own.pref
            valid.group = own.group
            return valid.isEmpty ? nil : valid
        }
        while out.addresses.last.map({ $0 == nil }) == true { out.addresses.removeLast() }
        for (name, params) in a.propertyParameters {
            out.propertyParameters[name] = try extra(VCardProperty(name: name, parameters: params, value: "")).parameters
        }
        let fn = try text(a.formattedName, field: field(.name), limit: CardField.name.limit ?? textLimit)
        out.formattedName = fn.isEmpty ? derivedName(of: out) : fn
        return out
    }

    /// The formatted name an alternative gets from its name parts when it gives none; empty
    /// when it has no name (an alternative with none says no name in its language).
    static func derivedName(of a: ProfileAlternate) -> String {
        let parts = Profile(texts: a)
        guard parts.familyName + parts.givenName + (parts.additionalNames + parts.prefixes + parts.suffixes).joinedText() != "" else { return "" }
        return derivedName(parts)
    }
}

extension ProfileSnapshot {
    /// The card's languages: its own first, then its alternatives'; empty when the card
    /// does not say its language.
    public var languages: [String] {
        guard let own = self.language else { return [] }
        return [own] + self.alternates.map(\.language)
    }

    /// The language the readings (``phoneticFamilyName``, ``phoneticGivenName``) belong to:
    /// the card's Japanese side, else its own language. Readings are furigana for a
    /// Japanese name; on the other side of the card they would read a name that is not there.
    public var readingsLanguage: String? {
        languages.first(where: LanguageTag.isJapanese) ?? self.language
    }

    /// The reading of the name (furigana), in the order the formatted name uses: what is
    /// printed above the name, on paper and in the terminal.
    public var reading: String {
        let familyFirst = !self.familyName.isEmpty && self.formattedName.hasPrefix(self.familyName)
        let parts = familyFirst ? [self.phoneticFamilyName, self.phoneticGivenName] : [self.phoneticGivenName, self.phoneticFamilyName]
        return parts.filter { !$0.isEmpty }.joinedText(separator: " ")
    }

    /// The card in its own language alone, its other languages' alternatives left out:
    /// what a surface that shows one language (the terminal, a payload, a page) shows.
    public var inOwnLanguage: ProfileSnapshot {
        self.language.flatMap(inLanguage) ?? self
    }

    /// The card in one of its languages, as a card with no alternatives: what a vCard 3.0
    /// export, a QR payload, the terminal, a printed side or a web page shows, since those
    /// carry one language. `tag` is matched case-insensitively; nil when the card is not in
    /// that language.
    ///
    /// The alternative's name, organization, title and addresses replace the card's own;
    /// a part it does not give (an address left as written locally, a title not
    /// translated, an address's street or postal code when only its city and country are
    /// translated) stays as the card has it. Readings and the name's sort key go only with
    /// the language they belong to. Everything else is the card's as it is.
    public func inLanguage(_ tag: String) -> ProfileSnapshot? {
        if let own = self.language, LanguageTag.same(own, tag) { return ownLanguage }
        guard let a = self.alternates.first(where: { LanguageTag.same($0.language, tag) }) else { return nil }
        var p = Profile(self)
        p.language = a.language
        p.alternates = []
        if !a.formattedName.isEmpty {
            p.formattedName = a.formattedName
            p.familyName = a.familyName
            p.givenName = a.givenName
            p.additionalNames = a.additionalNames
            p.prefixes = a.prefixes
            p.suffixes = a.suffixes
            p.nameLists = nil
        }
        if !a.organization.isEmpty || !a.organizationUnits.isEmpty {
            p.organization = a.organization
            p.organizationUnits = a.organizationUnits
        }
        if !a.title.isEmpty { p.title = a.title }
        for (i, address) in a.addresses.enumerated() where i < p.addresses.count {
            if let replaced = address { p.addresses[i] = replaced.filled(from: p.addresses[i]) }
        }
        // The card's own parameters (SORT-AS, LANGUAGE…) describe its own texts.
        for name in Self.alternativeProperties { p.propertyParameters[name] = a.propertyParameters[name] }
        if let readings = readingsLanguage, !LanguageTag.same(readings, a.language) { p.dropReadings() }
        return ProfileSnapshot(p)
    }

    /// The card's own language alone: the card without its alternatives, and without
    /// readings that belong to another side.
    var ownLanguage: ProfileSnapshot {
        guard !self.alternates.isEmpty else { return self }
        var p = Profile(self)
        p.alternates = []
        if let readings = readingsLanguage, let own = self.language, !LanguageTag.same(readings, own) { p.dropReadings() }
        return ProfileSnapshot(p)
    }

    /// The properties an alternative gives in its own language (RFC 6350 5.4 ALTID).
    public static let alternativeProperties = ["FN", "N", "ORG", "TITLE", "ADR"]

    /// The ``propertyParameters`` entry of readings imported as RFC 9554's phonetic N
    /// (`N;ALTID=1;PHONETIC=script;SCRIPT=Hrkt;LANGUAGE=ja:やまだ;たろう;;;`): that line's
    /// parameters but its ALTID, so a 4.0 export writes the readings in that form too
    /// (beside X-PHONETIC-*). No vCard property has this name.
    public static let phoneticNameKey = "N-PHONETIC"
}

extension Profile {
    fileprivate mutating func dropReadings() {
        phoneticFamilyName = ""
        phoneticGivenName = ""
        propertyParameters["X-PHONETIC-LAST-NAME"] = nil
        propertyParameters["X-PHONETIC-FIRST-NAME"] = nil
        propertyParameters[ProfileSnapshot.phoneticNameKey] = nil
    }
}

/// One side of a bilingual card as a draft, so that everything that edits a card's fields
/// (the field table, its options and the editor template) edits an alternative the same way.
extension Profile {
    /// The texts an alternative gives in its language: the one list behind
    /// ``ProfileAlternate``, ``side(_:)``, ``setSide(_:language:)`` and ``CardField/isTranslatable``.
    static let sideTexts: [WritableKeyPath<Profile, String> & Sendable] = [
        \.formattedName, \.familyName, \.givenName, \.organization, \.title,
    ]
    /// The lists an alternative gives in its language.
    static let sideLists: [WritableKeyPath<Profile, [String]> & Sendable] = [
        \.additionalNames, \.prefixes, \.suffixes, \.organizationUnits,
    ]

    /// The card's side in `language` (matched case-insensitively): the card itself when it is
    /// its own language, else a draft holding only the alternative's name, organization,
    /// title and addresses (empty when the card has no such side yet). An address the
    /// alternative does not give is an empty one with the card's own address's types, so
    /// address fields edit the same position on both sides.
    public func side(_ language: String) -> Profile {
        if let own = self.language, LanguageTag.same(own, language) { return self }
        let a = alternates.first { LanguageTag.same($0.language, language) } ?? ProfileAlternate(language: language)
        var p = Profile(texts: a)
        p.addresses = addresses.indices.map { i in
            if i < a.addresses.count, let address = a.addresses[i] { return address }
            return PostalAddress(types: addresses[i].types, pref: addresses[i].pref)
        }
        return p
    }

    /// A draft holding an alternative's language, texts and kept parameters (no addresses:
    /// they follow a card's own, see ``side(_:)``).
    init(texts a: ProfileAlternate) {
        self.init()
        language = a.language
        copySides(from: a.texts)
        propertyParameters = a.propertyParameters
    }

    /// Takes `other`'s texts and lists of ``sideTexts`` and ``sideLists``.
    mutating func copySides(from other: Profile) {
        for path in Self.sideTexts { self[keyPath: path] = other[keyPath: path] }
        for path in Self.sideLists { self[keyPath: path] = other[keyPath: path] }
    }

    /// Puts `side` back as the card's side in `language`: the card's own fields when it is the
    /// card's own language, else its alternative (made when new, removed when emptied).
    ///
    /// - Throws: ``ProfileError/languageMissing`` when the card does not say its own language
    ///   yet, and ``ProfileError/addressWithoutOriginal(language:)`` when the side has an
    ///   address at a position where the card has none (it would have nothing to translate).
    public mutating func setSide(_ side: Profile, language: String) throws(ProfileError) {
        if let own = self.language, LanguageTag.same(own, language) {
            self = side
            return
        }
        var a = ProfileAlternate(language: language)
        a.texts.copySides(from: side)
        a.propertyParameters = side.propertyParameters
        a.addresses = side.addresses.map { $0.isEmpty ? nil : $0 }
        while a.addresses.last.map({ $0 == nil }) == true { a.addresses.removeLast() }
        if a.addresses.count > addresses.count { throw ProfileError.addressWithoutOriginal(language: language) }
        let index = alternates.firstIndex { LanguageTag.same($0.language, language) }
        if a.isEmpty {
            if let i = index { alternates.remove(at: i) }
            return
        }
        guard self.language != nil else { throw ProfileError.languageMissing }
        if let i = index { alternates[i] = a } else { alternates.append(a) }
    }
}

extension CardField {
    /// Whether the field has a value in each of the card's languages (an alternative holds
    /// it): the name and its parts, the organization and its units, the title and the
    /// address. Everything else has one value for every language.
    public var isTranslatable: Bool {
        switch storage {
        case .text(let path): return Profile.sideTexts.contains { $0 == path() }
        case .texts(let path): return Profile.sideLists.contains { $0 == path() }
        case .addressPart, .addresses: return true
        default: return false
        }
    }
}

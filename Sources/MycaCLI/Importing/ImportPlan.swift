import MycaCore

/// What `myca import` will write: each card of the inputs, the cards refused, and the
/// warnings to print. Made before anything is written, so a bad input changes nothing. The
/// handles are chosen when the cards are written, under the store's lock
/// (``CardFiles/add(_:replace:recognise:imported:)``), so a parallel run cannot take one
/// meanwhile.
struct ImportPlan: Sendable {
    /// One card to store.
    struct Card: Sendable {
        /// The input it came from.
        var file: String
        /// Its 1-based number in that input.
        var number: Int
        /// The line of its `BEGIN:VCARD`, when known.
        var line: Int?
        /// The handle asked for (`--as`), or nil for one made from the card.
        var handle: String?
        /// The card, validated.
        var profile: Profile
    }

    /// Cards to store, in input order.
    var cards: [Card] = []
    /// Cards refused, in input order.
    var rejected: [ImportError] = []
    /// `FILE:LINE: message` lines, in input order.
    var warnings: [String] = []
    /// `FILE:LINE: card N: …` lines that are no warning (a photo's metadata taken out), in input order.
    var notes: [String] = []

    /// Plans the import of `inputs`.
    ///
    /// - Parameter explicitHandle: `--as`; valid only when the inputs hold exactly one card.
    init(inputs: [ImportInput], explicitHandle: String?) throws {
        let total = inputs.reduce(0) { $0 + $1.profiles.count }
        if explicitHandle != nil, total != 1 {
            throw UsageError.invalid(
                MessageText("'--as' names one card, but the input holds %d cards", total),
                hint: MessageText("leave out --as to name the cards after the people on them"))
        }
        for input in inputs {
            for warning in input.warnings {
                warnings.append("\(input.name):\(warning.line): " + Localization.text(warning.text))
            }
            for (index, original) in input.profiles.enumerated() {
                let number = index + 1
                let line = input.line(ofCard: index)
                var profile = original
                let snapshot: ProfileSnapshot
                do {
                    snapshot = try Self.validated(&profile, input: input, number: number)
                } catch {
                    rejected.append(.cardRejected(file: input.name, card: number, line: input.line(ofCard: index, refusing: error),
                                                  reason: error.messageText))
                    continue
                }
                if profile.formattedName != original.formattedName {
                    warnings.append(
                        tr("%s: card %d has no name; it is imported as '%s' (from the file name); give it a name with 'myca edit HANDLE --name NAME'",
                           ImportError.place(input.name, line), number, snapshot.formattedName))
                }
                if PhotoNotice.removed(from: profile.photo, in: snapshot.photo) {
                    notes.append(tr("%s: card %d: %s", ImportError.place(input.name, line), number, PhotoNotice.text))
                }
                cards.append(Card(file: input.name, number: number, line: line, handle: explicitHandle, profile: profile))
            }
        }
    }

    /// Validates `profile`; a card with no name at all (a photo-only card) is given one made
    /// from the input's name and the card's number instead of being dropped.
    static func validated(_ profile: inout Profile, input: ImportInput, number: Int) throws(ProfileError) -> ProfileSnapshot {
        do {
            return try profile.snapshot()
        } catch {
            guard error == .emptyName else { throw error }
            profile.formattedName = fallbackName(for: input, number: number)
            return try profile.snapshot()
        }
    }

    /// `contacts` for the only card of `contacts.vcf`, `contacts 2` for its second card;
    /// `stdin` for standard input. Control characters in the file name are dropped.
    static func fallbackName(for input: ImportInput, number: Int) -> String {
        var base: String
        switch input.source {
        case .standardInput: base = "stdin"
        case .file(let path): base = FileSystem.baseName(of: path)
        }
        if base.lowercased().hasSuffix(".vcf") || base.lowercased().hasSuffix(".vct") { base.removeLast(4) }
        var cleaned = String.UnicodeScalarView()
        for scalar in base.unicodeScalars.prefix(80) {
            cleaned.append(Sanitizer.needsEscape(scalar.value) ? " " : scalar)
        }
        var name = String(cleaned)
        while name.first == " " { name.removeFirst() }
        while name.last == " " { name.removeLast() }
        if name.isEmpty { name = "Imported card" }
        return input.profiles.count > 1 ? "\(name) \(number)" : name
    }
}

import MycaCore

/// The card-field options of `myca new` and `myca edit`, declared once and applied to a
/// ``Profile``: `--name`, `--email [TYPE:]ADDR` (repeatable), …, and for edit the
/// `--remove-…` options and `--unset FIELD`.
///
/// Applying only changes the draft; the values are validated by `profile.snapshot()`
/// when the card is saved, so a bad value writes nothing.
public struct FieldOptions: Sendable, Equatable {
    /// One change, in the order `apply` makes them: unsets, removals, then values.
    public enum Change: Sendable, Equatable {
        /// `--unset FIELD` (`address` clears every postal address).
        case unset(CardField)
        /// `--remove-email ADDR` and friends.
        case remove(CardField, String)
        /// `--name`, `--email`, `--birthday`, …: a value as the option gives it (a list
        /// field gets one more item, a single field is replaced).
        case add(CardField, String)
        /// `--photo`.
        case photo(Photo)

        /// The option that made the change, when it changes something that has one value
        /// in every language (`--email`, `--unset email`), or nil.
        var untranslatableOption: String? {
            switch self {
            case .unset(let f): return f.isTranslatable ? nil : "--unset " + f.key
            case .remove(let f, _): return f.isTranslatable ? nil : "--remove-" + f.key
            case .add(let f, _): return f.isTranslatable ? nil : "--" + f.key
            case .photo: return "--photo"
            }
        }
    }

    /// The changes to make.
    public var changes: [Change] = []
    /// `--lang TAG`: the side of the card the changes are made on, or nil for its own.
    public var language: String?
    /// `--style NAME`, lower-cased and known to ``QRStyle/named(_:)``.
    public var style: String?
    /// Whether `--unset style` was given.
    public var unsetsStyle: Bool = false

    /// No changes.
    public init() {}

    /// Whether no field option was given.
    public var isEmpty: Bool { changes.isEmpty && style == nil && !unsetsStyle }

    /// `--name`, `--email`, …: one option a field the table puts on the command line, in
    /// its order (a list field's option is repeatable).
    static let valueOptions: [(field: CardField, option: Option<String?>)] =
        CardField.all.filter { $0.appears(on: .option) }.map { field in
            (field, Option<String?>(
                field.key, valueName: field.valueName, allowed: field == .style ? QRStyle.allNames : nil,
                repeatable: field.isRepeatable, completion: field == .photo ? .file : nil, category: OptionCategory.cardFields,
                help: field == .style ? "The card's QR style (see 'myca styles')." : field.help))
        }

    /// `--remove-email ADDR`, …: one option a list field that can lose an item (edit only).
    static let removeOptions: [(field: CardField, option: Option<String?>)] =
        CardField.all.filter { $0.appears(on: .option) && $0.isRemovable }.map { field in
            (field, Option<String?>(
                "remove-" + field.key,
                valueName: field == .social ? "SERVICE" : field.valueName.replacingAll("[TYPE:]", with: ""),
                repeatable: true, category: OptionCategory.cardFields,
                help: "Remove the card's \(field.key) \(field == .social ? "profile on SERVICE" : "with this value")."))
        }

    /// `--unset FIELD` (edit only): any field of the table; `address` clears every postal address.
    static let unset = Option<CardField?>(
        "unset", valueName: "FIELD", repeatable: true, category: OptionCategory.cardFields, help: "Clear a field.")

    /// `--lang TAG`: which of the card's languages the field options change.
    static let language = Option<CardLanguage?>(
        "lang", valueName: "TAG", category: OptionCategory.cardFields,
        help: "Change the card in this language (e.g. en): its name, org, title and address there. The first language a card is given is its own; alone, --lang says it.")

    /// The field options `new` and `edit` both take.
    public static let specs: [OptionSpec] = [language.spec] + valueOptions.map(\.option.spec)

    /// The options only `edit` takes: `--remove-email`, …, `--unset FIELD`.
    public static let editSpecs: [OptionSpec] = removeOptions.map(\.option.spec) + [unset.spec]

    /// Reads the field options from `args`; `--photo` is read here (relative to the working
    /// directory) and `--style` and the values of the other fields are checked
    /// (``CardField/check(_:)``), so errors come before any write.
    public static func parse(_ args: ParsedArguments, _ ctx: CommandContext, edit: Bool) throws -> FieldOptions {
        var options = FieldOptions()
        if edit {
            for (field, option) in removeOptions {
                for value in try args.values(option) {
                    options.changes.append(.remove(field, value))
                }
            }
            var unsets: [Change] = []
            for field in try args.values(unset) {
                if field == .style { options.unsetsStyle = true } else { unsets.append(.unset(field)) }
            }
            options.changes = unsets + options.changes
        }
        options.language = try args.value(language)?.tag
        for (field, option) in valueOptions {
            for given in try args.values(option) {
                var raw = given
                // A website typed as the question takes it (`ondes.example`) gets its
                // scheme, as the question gives it, and says so.
                if field == .url, let assumed = TypedValue.assumingHTTPS(given) {
                    raw = assumed
                    ctx.note(tr("website '%s' saved as %s", given, TypedValue.parse(assumed).value))
                }
                switch field {
                case .style:
                    _ = try QRStyle.named(raw)
                    options.style = WhiteSpace.trim(raw).lowercased()
                case .photo:
                    options.changes.append(.photo(try PhotoFile.read(ctx.absolutePath(raw))))
                default:
                    do {
                        try field.check(raw)
                    } catch {
                        throw UsageError.badValue(option: "--" + field.key, value: raw, expected: error.problem.expectedText)
                    }
                    options.changes.append(.add(field, raw))
                }
            }
        }
        return options
    }

    /// `body` (which validates the card: ``Profile/snapshot()``, or a store write that
    /// does), a value given by one of these options that the card cannot take being a
    /// usage error, as any bad option value is.
    ///
    /// - Throws: ``UsageError`` for a refused value of a field an option gave; the error
    ///   itself for anything else (a value the card had before or from elsewhere).
    public func reportingGivenValues<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ProfileError {
            let given = changes.compactMap { if case .add(let field, _) = $0 { field } else { nil } }
            guard let field = error.field, given.contains(field) else { throw error }
            throw UsageError.invalid(MessageText("invalid value for '--%s': %s", field.key, Localization.text(error.messageText)),
                                     hint: error.hintText)
        }
    }

    /// What the changes did to a list field, for the person to read: `added email
    /// 'ann@example.org'; the card now has 2 of them; --remove-email takes one off`, one
    /// line for each value a repeatable field's option added.
    public func additions(before: Profile, after: Profile) -> [String] {
        var fields: [CardField] = []
        for case .add(let field, _) in changes where field.isRepeatable && !fields.contains(field) { fields.append(field) }
        return fields.flatMap { field -> [String] in
            let had = Set(field.values(in: before)), has = field.values(in: after)
            let added = has.filter { !had.contains($0) }
            // Many values at once are counted, not listed.
            guard added.count <= 3 else {
                return [tr("added %d %s values; the card now has %d; %s takes one off", added.count, field.label, has.count,
                           "--remove-" + field.key)]
            }
            return added.map { value in
                has.count == 1 ? tr("added %s '%s'", field.label, value)
                    : tr("added %s '%s'; the card now has %d of them; %s takes one off", field.label, value, has.count,
                         "--remove-" + field.key)
            }
        }
    }

    /// Makes the changes on `profile`, on its side in ``language`` when one is given; a
    /// removal of something the card does not have throws.
    ///
    /// A card that does not say its language takes ``language`` as its own when it has no
    /// name, organization, title or address yet (a new card) or when no field is changed
    /// (`myca edit --lang ja`); otherwise the two sides could not be told apart, and it throws.
    public func apply(to profile: inout Profile) throws {
        guard let language else { return try applyFields(to: &profile) }
        if profile.language == nil {
            let blank = profile.addresses.isEmpty && CardField.all.allSatisfy { !$0.isTranslatable || $0.values(in: profile).isEmpty }
            guard changes.isEmpty || blank else {
                throw EditingError.languageNotSaid(language: language)
            }
            profile.language = language
        }
        if let own = profile.language, LanguageTag.same(own, language) { return try applyFields(to: &profile) }
        if let option = changes.lazy.compactMap(\.untranslatableOption).first {
            throw UsageError.invalid(
                MessageText("'%s' has one value in every language and cannot be given with '--lang %s'", option, language),
                hint: MessageText("give it in a separate 'myca edit' without --lang; --lang changes the name, org, title and address"))
        }
        var side = profile.side(language)
        try applyFields(to: &side)
        try profile.setSide(side, language: language)
    }

    private func applyFields(to profile: inout Profile) throws {
        let before = profile
        defer { guessNameParts(in: &profile, before: before) }
        var i = changes.startIndex
        while i < changes.endIndex {
            switch changes[i] {
            case .unset(let field):
                field.clear(&profile)
            case .remove(let field, let value):
                guard field.remove(value, from: &profile) else {
                    throw EditingError.notPresent(
                        field: field.label, value: WhiteSpace.trim(value), present: field.removableValues(in: profile))
                }
            case .add(let field, let value):
                // A field's values come together (the option's, in order): added at once,
                // each is looked up among the card's by key, never searched for.
                var values = [value]
                while i + 1 < changes.endIndex, case .add(field, let next) = changes[i + 1] {
                    values.append(next)
                    i += 1
                }
                try field.add(values, to: &profile)
            case .photo(let photo):
                profile.photo = photo
            }
            i += 1
        }
    }

    /// A full name given without its given and family parts (`--name` but no
    /// `--given`/`--family`) also sets the parts, guessed from it, unless the card has parts
    /// someone typed. Honorifics and middle names typed beside it (`--prefix`, `--middle`,
    /// `--suffix`) win over the guess's; the others come from the guess.
    private func guessNameParts(in profile: inout Profile, before: Profile) {
        var setsName = false
        var typed: [CardField] = []
        for change in changes {
            switch change {
            case .add(let field, _), .remove(let field, _), .unset(let field):
                if field == .name { setsName = true }
                if field == .given || field == .family { return }
                if [CardField.prefix, .middle, .suffix].contains(field), !typed.contains(field) { typed.append(field) }
            case .photo:
                break
            }
        }
        guard setsName else { return }
        // The guess sees the card as it was but for its new name, then the typed parts go back.
        let kept = profile
        for field in typed { field.copy(from: before, into: &profile) }
        profile.guessNameParts(previousFormattedName: before.formattedName)
        for field in typed { field.copy(from: kept, into: &profile) }
    }
}

extension ProfileError {
    /// What an error is about: a field of the ``CardField`` table or a part of one
    /// (`social profile URL`), or a property no option edits (`UID`, `name prefix`).
    public struct Field: Sendable, Hashable, CustomStringConvertible {
        /// The table's field, or nil for a property that is not one.
        public let cardField: CardField?
        /// The words messages use, e.g. `address postal code`.
        public let label: String

        /// `field`, or its `part` (`Field(.social, part: "URL")` is `social profile URL`).
        public init(_ field: CardField, part: String? = nil) {
            cardField = field
            label = part.map { field.label + " " + $0 } ?? field.label
        }

        /// The field of the table with this label, else a property that is no field of
        /// it (`UID`, `name prefix`).
        public init(label: String) {
            cardField = CardField.all.first { $0.label == label }
            self.label = label
        }

        /// The same field in one of the card's other languages: `family name [en]`.
        public func inLanguage(_ tag: String) -> Field {
            Field(cardField: cardField, label: label + " [" + tag + "]")
        }

        private init(cardField: CardField?, label: String) {
            self.cardField = cardField
            self.label = label
        }

        /// The label.
        public var description: String { label }
    }

    /// The card field the error is about, or nil when it is about no field of the table
    /// (no name at all, a kept property, a UID).
    public var field: CardField? {
        switch self {
        case .controlCharacter(let f, _), .tooLong(let f, _, _), .malformedURL(let f, _), .malformedType(let f, _),
             .badPreference(let f, _), .hiddenCharacter(let f, _, _):
            return f.cardField
        case .malformedEmail: return .email
        case .malformedPhone: return .phone
        case .incompleteSocialProfile, .malformedSocialProfile: return .social
        case .badBirthday: return .birthday
        case .photoTooLarge, .photoNotImage, .photoUnreadable: return .photo
        case .emptyName, .malformedProperty, .badLanguage, .duplicateLanguage, .languageMissing: return nil
        case .addressWithoutOriginal: return .address
        }
    }
}

/// A value that cannot be read as the field it was given for, found before the card is
/// validated: a birthday that is not a date, a social profile without a service.
///
/// Carries data only; the editor template, the command line and batch each say it their way.
public struct CardFieldError: Error, Sendable, Equatable {
    /// What is wrong with the value.
    public enum Problem: Sendable, Equatable {
        /// Not `YYYY-MM-DD` or `--MM-DD`, or not a real date.
        case notADate
        /// A social profile with no service before the colon, or nothing after it.
        case noService

        /// What the value should look like, e.g. `a date YYYY-MM-DD or --MM-DD`.
        public var expected: String { expectedText.english }

        /// `expected` as a translatable message.
        public var expectedText: MessageText {
            switch self {
            case .notADate: return MessageText("a date YYYY-MM-DD or --MM-DD")
            case .noService: return MessageText("SERVICE:URL or SERVICE:USER")
            }
        }

        /// The reason after the value, e.g. `is not a date (YYYY-MM-DD or --MM-DD)`.
        public var reason: String { reasonText.english }

        /// `reason` as a translatable message.
        public var reasonText: MessageText {
            switch self {
            case .notADate: return MessageText("is not a date (YYYY-MM-DD or --MM-DD)")
            case .noService: return MessageText("needs a service: 'SERVICE: URL' or 'SERVICE: USER'")
            }
        }
    }

    /// The field the value was given for.
    public var field: CardField
    /// The value as given.
    public var value: String
    /// What is wrong with it.
    public var problem: Problem
}

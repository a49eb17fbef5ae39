/// Where one card read from vCard text came from: the line of its `BEGIN:VCARD`, and the
/// line of each value the reader took as written although the card cannot hold it (a
/// link with a character that hides text is refused whole, naming the field, rather than
/// kept as an unmodelled property). A card refused when it is validated is then reported
/// at the line of the property at fault, which is where a person fixes it, not at the
/// start of the card.
public struct VCardSourceLines: Sendable, Equatable {
    /// One value taken as written: the error validating it gives, and the line its
    /// property starts on (the first of its folded lines).
    public struct Refused: Sendable, Equatable {
        /// What validating the value throws.
        public var error: ProfileError
        /// The physical line the property starts on.
        public var line: Int
    }

    /// The line of the card's `BEGIN:VCARD`.
    public var start: Int
    /// The values taken as written, in line order.
    public var refused: [Refused] = []

    /// The line to name for `error`, thrown validating the card: the line of the property
    /// whose value throws it, else that of the first refused value of the same field, else
    /// the card's start (an error about the card as a whole, such as a missing name).
    public func line(of error: ProfileError) -> Int {
        if let same = refused.first(where: { $0.error == error }) { return same.line }
        if let field = error.field, let near = refused.first(where: { $0.error.field == field }) { return near.line }
        return start
    }
}

/// The cards read from one input and the warnings collected on the way.
public struct VCardReadResult: Sendable, Equatable {
    /// The cards in input order, as drafts (call `snapshot()` to validate).
    public var profiles: [Profile]
    /// Warnings in input order.
    public var warnings: [VCardWarning]
    /// The line of each card's `BEGIN:VCARD`, in the order of `profiles`.
    public var startLines: [Int]
}

/// What one input may cost the reader; past a cap reading stops with a ``VCardError``.
public struct VCardLimits: Sendable, Hashable {
    /// Largest input in bytes.
    public var maxBytes: Int
    /// Longest logical (unfolded) line in bytes; a 1 MiB photo in base64 needs about 1.4 MB.
    public var maxLineBytes: Int
    /// Most properties in one card.
    public var maxPropertiesPerCard: Int
    /// Most cards in one input.
    public var maxCards: Int
    /// Largest card in bytes (its unfolded lines); a stream of many cards holds one at a time.
    public var maxCardBytes: Int

    /// Custom limits; `maxCardBytes` defaults to `maxBytes` (no cap of its own).
    public init(maxBytes: Int, maxLineBytes: Int, maxPropertiesPerCard: Int, maxCards: Int, maxCardBytes: Int? = nil) {
        self.maxBytes = maxBytes
        self.maxLineBytes = maxLineBytes
        self.maxPropertiesPerCard = maxPropertiesPerCard
        self.maxCards = maxCards
        self.maxCardBytes = maxCardBytes ?? maxBytes
    }

    /// 32 MiB input, 2 MiB lines, 5000 properties per card, 10000 cards.
    public static let `default` = VCardLimits(maxBytes: 32 << 20, maxLineBytes: 2 << 20, maxPropertiesPerCard: 5000, maxCards: 10_000)

    /// A stream read one card at a time (a batch input): no cap on the input or the number
    /// of cards, since only one card is in memory, but 4 MiB a card.
    public static let stream = VCardLimits(maxBytes: .max, maxLineBytes: 2 << 20, maxPropertiesPerCard: 5000, maxCards: .max,
                                           maxCardBytes: 4 << 20)
}

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

    /// Custom limits.
    public init(maxBytes: Int, maxLineBytes: Int, maxPropertiesPerCard: Int, maxCards: Int) {
        self.maxBytes = maxBytes
        self.maxLineBytes = maxLineBytes
        self.maxPropertiesPerCard = maxPropertiesPerCard
        self.maxCards = maxCards
    }

    /// 32 MiB input, 2 MiB lines, 5000 properties per card, 10000 cards.
    public static let `default` = VCardLimits(maxBytes: 32 << 20, maxLineBytes: 2 << 20, maxPropertiesPerCard: 5000, maxCards: 10_000)
}

/// Something the reader could not take as it was, with its 1-based line number; reading went on.
public struct VCardWarning: Sendable, Hashable, CustomStringConvertible {
    /// The line where the property starts.
    public var line: Int
    /// What happened to it.
    public var message: String

    /// A warning.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }

    /// True when the value was not lost: the reader kept the property verbatim (as an
    /// unmodelled property, or as the `X-` property 4.0 allows) because it could not model
    /// it, or only removed control characters no vCard may hold. Such a card re-reads, so a
    /// store must not treat it as unreadable.
    public var keptAsIs: Bool {
        message.hasSuffix("; kept as is") || message.includes("; kept as X-") || message.hasSuffix(": control characters removed")
    }
}

/// The cards read from one input and the warnings collected on the way.
public struct VCardReadResult: Sendable, Equatable {
    /// The cards in input order, as drafts (call `snapshot()` to validate).
    public var profiles: [Profile]
    /// Warnings in input order.
    public var warnings: [VCardWarning]
}

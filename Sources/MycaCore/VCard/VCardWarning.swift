/// Something the reader could not take as it was, with its 1-based line number; reading went on.
public struct VCardWarning: Sendable, Hashable, CustomStringConvertible {
    /// What happened, as data: callers decide by the kind, never by the wording.
    public enum Kind: String, Sendable, Hashable {
        /// Text between cards (or around them) was ignored.
        case outsideCard
        /// A card nested in a card (vCard 2.1 AGENT) was not kept.
        case nestedCard
        /// A `BEGIN` or `END` line that is not a card's own start or end was dropped: it is
        /// structure, never a property, and writing it back could open or close a card.
        case structureDropped
        /// A `BEGIN`/`END` line with parameters or a group (`END;X=1:VCARD`) opened or
        /// closed a card, as strict parsers read it: the lines after it are not the card
        /// before it.
        case cardBoundary
        /// A value was read in the form every version can carry, and the warning says how:
        /// a web address without a scheme (`URL:www.example.de`) as `http://` + it, a
        /// revision timestamp with a fraction of a second as its whole seconds.
        case valueRewritten
        /// A line that is not a content line was ignored.
        case notAProperty
        /// The property could not be modelled and was kept verbatim (no loss).
        case keptAsIs
        /// A parameter (or its value) was not kept.
        case parameterDropped
        /// Components beyond what the property has were not kept.
        case componentsDropped
        /// The card's `VERSION` is not 2.1, 3.0 or 4.0.
        case unknownVersion
        /// The value's bytes were not valid in their charset, or the charset is unknown.
        case charset
        /// Control characters (ESC, BEL, C1…), which no vCard may hold, were removed.
        case controlsRemoved
    }

    /// What happened.
    public var kind: Kind
    /// The line where the property starts.
    public var line: Int
    /// The property's name as written, when the warning is about one.
    public var property: String?
    /// What happened to it, in words (without the line), to be shown in the user's language.
    public var text: MessageText

    /// A warning.
    public init(_ kind: Kind, line: Int, property: String? = nil, message: MessageText) {
        self.kind = kind
        self.line = line
        self.property = property
        self.text = message
    }

    /// What happened to it, in English.
    public var message: String { text.english }

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }

    /// True when the value was not lost: the reader kept the property verbatim (as an
    /// unmodelled property, or as the `X-` property 4.0 allows) because it could not model
    /// it, or only removed control characters no vCard may hold. Such a card re-reads, so
    /// a store must not treat it as unreadable.
    public var keptAsIs: Bool { kind == .keptAsIs || kind == .controlsRemoved }
}

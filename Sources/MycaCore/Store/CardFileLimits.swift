/// What a written card may be for myca to read it back: the caps the store reads a card
/// file with (``CardStore/maxCardBytes``, and the properties and line length of
/// ``VCardLimits/default``), checked on the bytes the writer made. A card past them is
/// refused before anything is written, naming it, rather than stored and then stuck:
/// every way a card comes in (options, the editor, an import, a batch) ends in the writer,
/// and the writer adds lines of its own (VERSION, PRODID, UID, REV) to what came in.
public enum CardFileLimits {
    /// Throws when `bytes`, one card as ``VCardWriter`` writes it, would not read back;
    /// `card` names it in the error (a handle, a name).
    public static func check(_ bytes: [UInt8], card: String) throws(CardFileLimitError) {
        let limits = VCardLimits.default
        var properties = 0
        var counts: [String: Int] = [:]
        var largest = (name: "", bytes: 0)
        // The logical line at hand: its name and its length unfolded.
        var name = ""
        var length = 0
        func endLine() throws(CardFileLimitError) {
            guard !name.isEmpty else { return }
            if length > limits.maxLineBytes {
                throw .lineTooLong(card: card, property: name, bytes: length, limit: limits.maxLineBytes)
            }
            if length > largest.bytes { largest = (name, length) }
            if name != "BEGIN" && name != "END" {
                properties += 1
                counts[name, default: 0] += 1
            }
            name = ""
        }
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0D, bytes[end] != 0x0A { end += 1 }
            if start < end, bytes[start] == 0x20 || bytes[start] == 0x09 {
                length += end - start - 1  // a folded line's first blank is not the value's
            } else if start < end {
                try endLine()
                name = propertyName(bytes[start..<end])
                length = end - start
            }
            start = end
            while start < bytes.count, bytes[start] == 0x0D || bytes[start] == 0x0A { start += 1 }
        }
        try endLine()
        if properties > limits.maxPropertiesPerCard {
            let most = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }
            throw .tooManyProperties(card: card, count: properties, limit: limits.maxPropertiesPerCard,
                                     property: most?.key ?? "", ofIt: most?.value ?? 0)
        }
        if bytes.count > CardStore.maxCardBytes {
            throw .tooLarge(card: card, bytes: bytes.count, limit: CardStore.maxCardBytes,
                            property: largest.name, propertyBytes: largest.bytes)
        }
    }

    /// The upper-cased name of a content line, without its group.
    private static func propertyName(_ line: ArraySlice<UInt8>) -> String {
        let end = line.firstIndex { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ":") } ?? line.endIndex
        let full = line[line.startIndex..<end]
        let start = full.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? full.startIndex
        return ASCIIText.uppercased(String(decoding: full[start...], as: UTF8.self))
    }
}

/// A card that would be written past what myca reads back (``CardFileLimits``).
public enum CardFileLimitError: MycaError, Equatable {
    /// More properties than a card may hold; `property` is the one it has most of.
    case tooManyProperties(card: String, count: Int, limit: Int, property: String, ofIt: Int)
    /// A property's line longer than a line may be.
    case lineTooLong(card: String, property: String, bytes: Int, limit: Int)
    /// More bytes than a card file may take; `property` is its largest.
    case tooLarge(card: String, bytes: Int, limit: Int, property: String, propertyBytes: Int)

    public var messageText: MessageText {
        switch self {
        case let .tooManyProperties(card, count, limit, property, ofIt):
            MessageText("the card '%s' would hold %d properties (%d of them %s), more than the %d a card may hold; nothing written",
                        card, count, ofIt, property, limit)
        case let .lineTooLong(card, property, bytes, limit):
            MessageText("the card '%s' would hold a %s line of %d bytes, more than the %d a line may take; nothing written",
                        card, property, bytes, limit)
        case let .tooLarge(card, bytes, limit, property, propertyBytes):
            MessageText("the card '%s' would take %d bytes (its largest line, %s, %d), more than the %d a card file may take; nothing written",
                        card, bytes, property, propertyBytes, limit)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .tooManyProperties:
            MessageText("give the card fewer values, or split it into two cards")
        case .lineTooLong, .tooLarge:
            MessageText("shrink the photo or the longest values, or leave some out")
        }
    }
}

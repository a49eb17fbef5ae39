/// Why a card cannot go onto an NFC tag, or a tag could not be written.
public enum NFCError: MycaError, Equatable {
    /// Not even the name fits: the smallest message's bytes with its TLV.
    case tooLarge(card: String, bytes: Int, tag: NFCTag)
    /// libnfc finds no reader.
    case noReader
    /// A reader, but no tag on it.
    case noTag
    /// The tag is no NFC Forum Type 2 tag formatted for NDEF: its capability container.
    case notFormatted(capabilityContainer: String)
    /// The capability container says the tag is read-only.
    case readOnly
    /// The tag's NDEF area, as its capability container gives it, is smaller than the TLV.
    case tagTooSmall(bytes: Int, capacity: Int)
    /// libnfc failed at a step, in its words.
    case reader(step: String, detail: String)
    /// What was read back differs from what was written, from this page on.
    case readBack(page: Int)

    /// The library `myca-nfc` writes tags with.
    public static let library = "libnfc"

    public var messageText: MessageText {
        switch self {
        case let .tooLarge(card, bytes, tag):
            MessageText("card %s does not fit on %s even with the name alone: %d bytes, %d available",
                        ProfileError.show(card), tag.description, bytes, tag.userBytes)
        case .noReader:
            MessageText("no NFC reader found: %s, which myca-nfc writes tags with, sees no device", Self.library)
        case .noTag: MessageText("no NFC tag on the reader")
        case let .notFormatted(cc): MessageText("the tag is not formatted for NDEF (capability container %s)", cc)
        case .readOnly: MessageText("the tag is read-only")
        case let .tagTooSmall(bytes, capacity):
            MessageText("the tag holds %d bytes of NDEF data, the card takes %d", capacity, bytes)
        case let .reader(step, detail): MessageText("%s failed at %s: %s", Self.library, step, detail)
        case let .readBack(page): MessageText("the tag reads back other bytes than were written, from page %d", page)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .tooLarge: MessageText("shorten the name, or take a tag with more memory")
        case .noReader:
            MessageText("attach a reader %s drives (an ACR122U, a PN532 or PN533 board), check that nfc-list (Debian package libnfc-bin) lists it, and that you may open its USB device", Self.library)
        case .noTag: MessageText("hold an NTAG213, NTAG215 or NTAG216 on the reader and try again")
        case .notFormatted, .readOnly: MessageText("use a new NTAG21x tag: they come formatted for NDEF and writable")
        case .tagTooSmall: MessageText("take a tag with more memory, or carry fewer fields")
        case .reader, .readBack: MessageText("keep the tag still on the reader and try again")
        }
    }
}

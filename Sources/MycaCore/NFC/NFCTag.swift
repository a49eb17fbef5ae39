/// The NFC tag a message is written to: NXP's NTAG213, NTAG215 and NTAG216 (NFC Forum
/// Type 2 tags), or any tag by the bytes of its user memory.
public struct NFCTag: Sendable, Hashable {
    /// The tag's name (`ntag213`), or nil for a size alone.
    public let name: String?
    /// The user memory in bytes: what the NDEF TLV, its terminator and the padding fill.
    public let userBytes: Int

    /// The NTAG21x family: name, user memory (NTAG213/215/216 data sheets, section 8.5)
    /// and the size byte of the factory capability container.
    static let ntags: [(name: String, userBytes: Int, ccSize: UInt8)] = [
        ("ntag213", 144, 0x12), ("ntag215", 504, 0x3E), ("ntag216", 888, 0x6D),
    ]

    /// The names a tag can be given by.
    public static let names: [String] = ntags.map(\.name)

    /// The smallest and largest user memory a size may give: one page, and what a
    /// three-byte TLV length can address.
    public static let sizes: ClosedRange<Int> = 4...0xFFFF

    /// The tag most cards go on: room for a full card's contact details.
    public static let standard = NFCTag(name: "ntag215", userBytes: 504)

    init(name: String?, userBytes: Int) {
        self.name = name
        self.userBytes = userBytes
    }

    /// A tag by name (`ntag213`, any case) or by its user memory in bytes (`180`); nil for
    /// anything else.
    public init?(parsing text: String) {
        let word = ASCIIText.lowercased(WhiteSpace.trim(text))
        if let ntag = Self.ntags.first(where: { $0.name == word }) {
            self.init(name: ntag.name, userBytes: ntag.userBytes)
        } else if !word.isEmpty, word.allSatisfy(\.isASCII), word.allSatisfy(\.isNumber), word.count <= 6,
                  let bytes = Int(word), Self.sizes.contains(bytes) {
            self.init(name: nil, userBytes: bytes)
        } else {
            return nil
        }
    }

    /// `ntag213` or `180 bytes`.
    public var description: String { name ?? "\(userBytes) bytes" }

    /// `message` as the tag holds it: the NDEF message TLV (type 0x03, the length in one
    /// byte, or 0xFF and two bytes from 255 on), then the terminator TLV 0xFE (NFC Forum
    /// Type 2 Tag, section 2.3).
    public static func tlv(_ message: [UInt8]) -> [UInt8] {
        let length = message.count < 0xFF ? [UInt8(message.count)] : [0xFF, UInt8(message.count >> 8 & 0xFF), UInt8(message.count & 0xFF)]
        return [0x03] + length + message + [0xFE]
    }

    /// Whether `message`, with its TLV, fits in the user memory.
    public func holds(_ message: [UInt8]) -> Bool {
        message.count <= 0xFFFF && Self.tlv(message).count <= userBytes
    }

    /// The user memory holding `message`: its TLV padded with 0x00 to the tag's size.
    public func userMemory(_ message: [UInt8]) -> [UInt8] {
        let tlv = Self.tlv(message)
        return tlv + [UInt8](repeating: 0, count: max(0, userBytes - tlv.count))
    }

    /// The image a Type 2 tag tool writes: for an NTAG, the whole memory page by page as
    /// libnfc's nfc-mfultralight reads and writes it (pages 0–2 for serial number and lock
    /// bytes, page 3 the capability container, the user memory from page 4, then the
    /// dynamic lock bytes and the configuration pages), everything but the user memory at
    /// its factory value, so that writing the image leaves the tag as it came: the tool
    /// skips serial number, lock and capability pages unless asked, and a configuration
    /// of zeros would protect the whole tag with the password 00000000. For a size
    /// alone, the user memory.
    public func image(_ message: [UInt8]) -> [UInt8] {
        let user = userMemory(message)
        guard let ntag = Self.ntags.first(where: { $0.name == name }) else { return user }
        let header: [UInt8] = [UInt8](repeating: 0, count: 12) + [0xE1, 0x10, ntag.ccSize, 0x00]
        let dynamicLock: [UInt8] = [0x00, 0x00, 0x00, 0xBD]
        let configuration: [UInt8] = [0x04, 0x00, 0x00, 0xFF, 0x00, 0x05, 0x00, 0x00]
        let password: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00]
        return header + user + dynamicLock + configuration + password
    }

    /// Where the user memory starts in ``image(_:)``.
    public var imageUserOffset: Int { name == nil ? 0 : 16 }
}

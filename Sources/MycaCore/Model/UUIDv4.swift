/// Random (version 4) UUIDs, the form myca uses for a card's `UID` (`urn:uuid:…`).
public enum UUIDv4 {
    /// A new random UUID in lower-case canonical form, e.g. `0f8c…-…`.
    public static func generate() -> String {
        var rng = SystemRandomNumberGenerator()
        return generate(using: &rng)
    }

    /// A UUID from the given generator (tests pass a seeded one).
    public static func generate<R: RandomNumberGenerator>(using rng: inout R) -> String {
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &rng) }
        bytes[6] = bytes[6] & 0x0F | 0x40  // version 4
        bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 4122 variant
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for (i, b) in bytes.enumerated() {
            if i == 4 || i == 6 || i == 8 || i == 10 { out.append(UInt8(ascii: "-")) }
            out.append(hex[Int(b >> 4)])
            out.append(hex[Int(b & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A new `urn:uuid:` URI, the value myca writes as a card's UID.
    public static func urn() -> String { "urn:uuid:" + generate() }
}

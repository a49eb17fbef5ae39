/// Bytes escaped as a marker and two hex digits: quoted-printable's `=41`, a URI's `%41`.
enum HexEscapes {
    /// `bytes` with every `marker` followed by two hex digits turned into the byte they
    /// name; a broken escape, and everything else, stays as it is.
    static func decode(_ bytes: some Collection<UInt8>, marker: UInt8) -> [UInt8] {
        let bytes = Array(bytes)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == marker, i + 2 < bytes.count, let high = digit(bytes[i + 1]), let low = digit(bytes[i + 2]) {
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }

    /// The value of an ASCII hex digit, either case.
    static func digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

import MycaCore

/// Writes an NDEF TLV to the user memory of the tag on the reader and reads it back.
enum NFCWrite {
    /// The first page of a Type 2 tag's user memory; page 3 is the capability container.
    static let firstUserPage = 4

    /// Writes `tlv` (the NDEF message TLV and its terminator) from page 4 on, after
    /// checking the capability container: formatted for NDEF (0xE1), writable, with room.
    /// Returns the tag's serial number and the pages written.
    static func write(_ tlv: [UInt8]) throws(NFCError) -> (uid: String, pages: Int) {
        let tag = try LibNFC()
        let cc = Array(try tag.read(page: 3).prefix(4))
        guard cc[0] == 0xE1 else { throw .notFormatted(capabilityContainer: cc.map(hex).joinedText(separator: " ")) }
        guard cc[3] & 0xF0 == 0 else { throw .readOnly }
        let capacity = Int(cc[2]) * 8
        guard tlv.count <= capacity else { throw .tagTooSmall(bytes: tlv.count, capacity: capacity) }
        let padded = tlv + [UInt8](repeating: 0, count: (4 - tlv.count % 4) % 4)
        let pages = padded.count / 4
        for index in 0..<pages {
            try tag.write(page: firstUserPage + index, padded[(4 * index)..<(4 * index + 4)])
        }
        // READ returns four pages at a time.
        var back: [UInt8] = []
        while back.count < padded.count { back += try tag.read(page: firstUserPage + back.count / 4) }
        if let first = (0..<padded.count).first(where: { back[$0] != padded[$0] }) {
            throw .readBack(page: firstUserPage + first / 4)
        }
        return (tag.uid, pages)
    }

    /// Two lower-case hex digits.
    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}

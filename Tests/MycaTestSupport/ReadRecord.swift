/// A reading of NDEF records written from the NFC Forum layout (NDEF 1.0, section 3.2),
/// apart from the encoder: every length is taken from the bytes, nothing from the records.
package struct ReadRecord: Equatable {
    package var tnf: UInt8
    package var type: [UInt8]
    package var payload: [UInt8]
    package var begins: Bool, ends: Bool, short: Bool

    /// The records of `bytes`; nil when the bytes do not lay out as a message (a record
    /// past the end, a chunk, MB not on the first or ME not on the last).
    package static func read(_ bytes: [UInt8]) -> [ReadRecord]? {
        var records: [ReadRecord] = []
        var at = 0
        func take(_ n: Int) -> [UInt8]? {
            guard n >= 0, at + n <= bytes.count else { return nil }
            defer { at += n }
            return Array(bytes[at..<(at + n)])
        }
        while at < bytes.count {
            guard let header = take(1)?[0], let typeLength = take(1)?[0] else { return nil }
            let short = header & 0x10 != 0
            guard header & 0x20 == 0 else { return nil }
            guard let lengthBytes = take(short ? 1 : 4) else { return nil }
            let length = lengthBytes.reduce(0) { $0 << 8 | Int($1) }
            let idLength = header & 0x08 != 0 ? Int(take(1)?[0] ?? 0) : 0
            guard let type = take(Int(typeLength)), take(idLength) != nil, let payload = take(length) else { return nil }
            records.append(ReadRecord(tnf: header & 0x07, type: type, payload: payload,
                                      begins: header & 0x80 != 0, ends: header & 0x40 != 0, short: short))
        }
        guard let first = records.first, first.begins, records.last?.ends == true,
              records.dropFirst().allSatisfy({ !$0.begins }), records.dropLast().allSatisfy({ !$0.ends }) else { return nil }
        return records
    }

    /// The URI a `U` record's payload stands for, from the first four identifier codes
    /// (RTD-URI 1.0, table 3) as the test knows them.
    package static func uri(_ payload: [UInt8]) -> String? {
        let prefixes = ["", "http://www.", "https://www.", "http://", "https://"]
        guard let code = payload.first, Int(code) < prefixes.count else { return nil }
        return prefixes[Int(code)] + String(decoding: payload.dropFirst(), as: UTF8.self)
    }

    /// The NDEF message in a Type 2 tag's user memory: the 0x03 TLV (a one-byte length, or
    /// 0xFF and two), which the terminator 0xFE follows.
    package static func tlv(_ memory: ArraySlice<UInt8>) -> [UInt8]? {
        var at = memory.startIndex
        guard memory.count >= 3, memory[at] == 0x03 else { return nil }
        at += 1
        var length = Int(memory[at])
        at += 1
        if length == 0xFF {
            guard memory.count >= 5 else { return nil }
            length = Int(memory[at]) << 8 | Int(memory[at + 1])
            at += 2
        }
        guard at + length < memory.endIndex, memory[at + length] == 0xFE else { return nil }
        return Array(memory[at..<(at + length)])
    }
}


/// Turns UTF-16 input (old Mac Address Book and Entourage exports) into UTF-8, a chunk at a
/// time, so the line splitter and everything after it see the same bytes as for any other
/// file. A byte order mark is dropped; an unpaired surrogate becomes ``unpaired``, a byte
/// no UTF-8 text holds, so the reader can tell the line it is on however the input was
/// cut into chunks (it puts U+FFFD there, with a warning naming the line).
struct UTF16Transcoder {
    /// What an unpaired surrogate (or a last odd byte) becomes: 0xFF never occurs in UTF-8.
    static let unpaired: UInt8 = 0xFF

    /// Which byte of a code unit comes first.
    enum Order: Sendable {
        case littleEndian, bigEndian
    }

    let order: Order
    /// A byte, or a high surrogate, left over from the previous chunk.
    private var pendingByte: UInt8?
    private var pendingHigh: UInt16?
    private var started = false

    init(order: Order) {
        self.order = order
    }

    /// The UTF-8 bytes of `chunk`; `final` flushes what a last odd byte or surrogate left.
    mutating func transcode(_ chunk: [UInt8], final: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(chunk.count)
        var i = 0
        if let first = pendingByte, !chunk.isEmpty {
            unit(order == .littleEndian ? UInt16(first) | UInt16(chunk[0]) << 8 : UInt16(first) << 8 | UInt16(chunk[0]), &out)
            pendingByte = nil
            i = 1
        }
        while i + 1 < chunk.count {
            let a = UInt16(chunk[i]), b = UInt16(chunk[i + 1])
            unit(order == .littleEndian ? a | b << 8 : a << 8 | b, &out)
            i += 2
        }
        if i < chunk.count { pendingByte = chunk[i] }
        if final {
            if pendingByte != nil || pendingHigh != nil { out.append(Self.unpaired) }
            pendingByte = nil
            pendingHigh = nil
        }
        return out
    }

    private mutating func unit(_ u: UInt16, _ out: inout [UInt8]) {
        defer { started = true }
        if !started, u == 0xFEFF { return }  // the byte order mark
        if let high = pendingHigh {
            pendingHigh = nil
            if (0xDC00...0xDFFF).contains(u) {
                append(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(u - 0xDC00), &out)
                return
            }
            out.append(Self.unpaired)
        }
        switch u {
        case 0xD800...0xDBFF: pendingHigh = u
        case 0xDC00...0xDFFF: out.append(Self.unpaired)
        default: append(UInt32(u), &out)
        }
    }

    private func append(_ value: UInt32, _ out: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        UTF8.encode(scalar) { out.append($0) }
    }
}

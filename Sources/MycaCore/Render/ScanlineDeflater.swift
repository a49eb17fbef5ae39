#if canImport(Glibc)
import Glibc
#endif

/// The zlib stream (RFC 1950, deflate RFC 1951) of a PNG's image data whose scanlines
/// come in runs of identical copies, as a scaled QR code's do: each module row is
/// `pixelsPerModule` equal pixel rows.
///
/// zlib searches all of an image's bytes for matches; this encoder knows where the
/// repeats are. The first copy of a line is coded as literal bytes and runs of one byte
/// (a copy at distance 1); every further copy, and the start of the next line as far as
/// it equals this one, is one copy at distance one line. The codes are Huffman codes
/// fitted to the image (a dynamic block per `blockTokens` tokens). On a typical card at
/// 8 pixels per module this is about half the bytes of zlib's run-length strategy and
/// about 5 % fewer than zlib's default level, for a fraction of either's work
/// (bench/README.md).
///
/// Lines are given whole, filter-type byte first (PNG filter type 0, None). The rules
/// are deterministic; `bench/floor.c` implements the same ones in C and must produce the
/// same bytes, so a change here is a change there.
///
/// The stream, the tokens and the pending line live in buffers of their own rather than
/// in arrays: every output byte and token is appended one at a time, and an array checks
/// on each append that its storage is not shared (`swift_isUniquelyReferenced`), which,
/// with the element-by-element line comparison and overflow-checked Adler-32 sums, made
/// this encoder about a quarter dearer than the same rules in C (bench/README.md). A
/// value is used by one owner: copies would share the buffers.
struct ScanlineDeflater {
    /// Runs of one byte shorter than this are coded as literals: on a QR code's rows a
    /// literal costs 1 to 2 bits, so a shorter copy does not pay for its length and
    /// distance codes (measured: 5 gives the smallest files at 8 pixels per module).
    static let minimumRun = 5
    /// Tokens per deflate block: bounds the memory for the largest images.
    static let blockTokens = 16_384

    private let lineLength: Int
    private let buffers: Buffers
    /// The stream so far: `outputCount` bytes of `buffers.output`.
    private var output: UnsafeMutablePointer<UInt8>
    private var outputCount = 0
    private var bits: UInt64 = 0
    private var bitCount = 0
    /// Literal bytes (0...255) and copies (`copyFlag | length << 16 | distance`).
    private let tokens: UnsafeMutablePointer<UInt32>
    private var tokenCount = 0
    /// The line waiting for its successor, which decides how far its repeats' copy reaches.
    private let pending: UnsafeMutablePointer<UInt8>
    private var pendingTimes = 0
    /// Bytes at the start of `pending` already written by the copy before it.
    private var pendingStart = 0
    private var adlerA: UInt64 = 1
    private var adlerB: UInt64 = 0

    private static let copyFlag: UInt32 = 0x8000_0000
    private static let adlerModulus: UInt64 = 65_521

    /// An encoder for lines of `lineLength` bytes (the filter-type byte included).
    init(lineLength: Int) {
        precondition(lineLength >= 2 && lineLength <= 32_768, "a PNG line of 1 to 32,767 bytes")
        self.lineLength = lineLength
        buffers = Buffers(lineLength: lineLength)
        output = buffers.output
        tokens = buffers.tokens
        pending = buffers.pending
        // zlib header: deflate, 32 KiB window, no dictionary; FLEVEL 0 ("fastest"), as
        // only a general compressor's effort is described there.
        appendByte(0x78)
        appendByte(0x01)
    }

    /// Owns the memory the encoder writes through its pointers.
    private final class Buffers {
        private(set) var output: UnsafeMutablePointer<UInt8>
        private(set) var outputCapacity = 2048
        let tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: ScanlineDeflater.blockTokens)
        let pending: UnsafeMutablePointer<UInt8>

        init(lineLength: Int) {
            output = .allocate(capacity: outputCapacity)
            pending = .allocate(capacity: lineLength)
        }

        /// Doubles the output buffer, keeping its first `count` bytes.
        func grow(keeping count: Int) -> UnsafeMutablePointer<UInt8> {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * outputCapacity)
            larger.update(from: output, count: count)
            output.deallocate()
            output = larger
            outputCapacity *= 2
            return larger
        }

        deinit {
            output.deallocate()
            tokens.deallocate()
            pending.deallocate()
        }
    }

    private mutating func appendByte(_ byte: UInt8) {
        if outputCount == buffers.outputCapacity { output = buffers.grow(keeping: outputCount) }
        output[outputCount] = byte
        outputCount &+= 1
    }

    /// Adds `times` copies of `line` (`lineLength` bytes, filter-type byte first).
    mutating func append(_ line: UnsafeBufferPointer<UInt8>, times: Int) {
        precondition(line.count == lineLength && times > 0)
        guard let start = line.baseAddress else { return }  // never nil: at least 2 bytes
        if pendingTimes > 0 {
            if memcmp(pending, start, lineLength) == 0 {
                pendingTimes += times
                return
            }
            emitPending(next: line)
        }
        pending.update(from: start, count: lineLength)
        pendingTimes = times
    }

    /// The finished zlib stream.
    mutating func finish() -> [UInt8] {
        if pendingTimes > 0 { emitPending(next: nil) }
        writeBlock(final: true)
        flushBits()
        let adler = UInt32(adlerB) << 16 | UInt32(adlerA)
        for shift in stride(from: 24, through: 0, by: -8) { appendByte(UInt8(truncatingIfNeeded: adler >> UInt32(shift))) }
        return Array(UnsafeBufferPointer(start: output, count: outputCount))
    }

    // MARK: Tokens

    private mutating func emitPending(next: UnsafeBufferPointer<UInt8>?) {
        let n = lineLength
        let times = pendingTimes
        var prefix = 0
        do {
            let line = UnsafeBufferPointer(start: pending, count: n)
            updateAdler(line, times: times)
            var i = pendingStart
            while i < n {
                let byte = line[i]
                var j = i + 1
                while j < n && line[j] == byte { j += 1 }
                addToken(UInt32(byte))
                let run = j - i - 1
                if run >= Self.minimumRun {
                    addCopy(length: run, distance: 1)
                } else {
                    for _ in 0 ..< run { addToken(UInt32(byte)) }
                }
                i = j
            }
            if let next {
                while prefix < n && next[prefix] == line[prefix] { prefix += 1 }
            }
            let rest = (times - 1) * n + prefix
            if rest >= 3 {
                addCopy(length: rest, distance: n)
            } else {
                // Only for 2-byte lines: one repeat too short for a copy.
                for _ in 1 ..< times { for k in 0 ..< n { addToken(UInt32(line[k])) } }
                prefix = 0
            }
        }
        pendingStart = prefix
    }

    /// `length` (at least 3) bytes copied from `distance` back, as copies of 3 to 258.
    private mutating func addCopy(length: Int, distance: Int) {
        var left = length
        while left > 0 {
            var part = min(left, 258)
            if left - part > 0 && left - part < 3 { part = left - 3 }
            addToken(Self.copyFlag | UInt32(part) << 16 | UInt32(distance))
            left -= part
        }
    }

    private mutating func addToken(_ token: UInt32) {
        tokens[tokenCount] = token
        tokenCount &+= 1
        if tokenCount == Self.blockTokens { writeBlock(final: false) }
    }

    /// Adler-32 of `times` copies of `line`, in closed form: for a copy of n bytes with
    /// sum S and weighted sum T (each byte times the bytes from it to the end),
    /// k copies add k·S to A and k·n·A + n·S·k(k−1)/2 + k·T to B.
    private mutating func updateAdler(_ line: UnsafeBufferPointer<UInt8>, times: Int) {
        let m = Self.adlerModulus
        let n = UInt64(line.count)
        var sum: UInt64 = 0
        var weighted: UInt64 = 0
        // Wrapping arithmetic: at most 32,768 bytes of at most 255, so the weighted sum
        // stays below 2^38; overflow checks were most of this loop.
        var left = n
        for byte in line {
            sum &+= UInt64(byte)
            weighted &+= left &* UInt64(byte)
            left &-= 1
        }
        sum %= m
        weighted %= m
        let k = UInt64(times) % m
        let pairs = (UInt64(times) * UInt64(times - 1) / 2) % m
        let a = adlerA
        adlerA = (a + k * sum) % m
        adlerB = (adlerB + (k * (n % m) % m) * a % m + (n % m) * sum % m * pairs % m + k * weighted % m) % m
    }

    // MARK: Blocks

    private mutating func writeBlock(final: Bool) {
        var literalFrequencies = [UInt32](repeating: 0, count: 286)
        var distanceFrequencies = [UInt32](repeating: 0, count: 30)
        let tokens = UnsafeBufferPointer(start: self.tokens, count: tokenCount)
        for token in tokens {
            if token & Self.copyFlag != 0 {
                literalFrequencies[257 + Self.lengthCode(Int(token >> 16 & 0x1FF)).code] += 1
                distanceFrequencies[Self.distanceCode(Int(token & 0xFFFF)).code] += 1
            } else {
                literalFrequencies[Int(token)] += 1
            }
        }
        literalFrequencies[256] += 1  // end of block
        let literalLengths = Self.codeLengths(Self.atLeastTwo(literalFrequencies), limit: 15)
        let distanceLengths = Self.codeLengths(Self.atLeastTwo(distanceFrequencies), limit: 15)
        var literalCount = 286
        while literalCount > 257 && literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
        var distanceCount = 30
        while distanceCount > 1 && distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }

        // The two code-length lists, run-length coded (symbols 16, 17, 18) as one sequence.
        let lengths = Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount])
        var symbols: [(symbol: Int, extra: Int)] = []
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 { let part = min(run, 138); symbols.append((18, part - 11)); run -= part }
                if run >= 3 { symbols.append((17, run - 3)); run = 0 }
            } else {
                symbols.append((Int(value), 0))
                run -= 1
                while run >= 3 { let part = min(run, 6); symbols.append((16, part - 3)); run -= part }
            }
            for _ in 0 ..< run { symbols.append((Int(value), 0)) }
        }
        var lengthFrequencies = [UInt32](repeating: 0, count: 19)
        for entry in symbols { lengthFrequencies[entry.symbol] += 1 }
        let lengthLengths = Self.codeLengths(Self.atLeastTwo(lengthFrequencies), limit: 7)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var orderCount = 19
        while orderCount > 4 && lengthLengths[order[orderCount - 1]] == 0 { orderCount -= 1 }

        let literalCodes = Self.canonicalCodes(literalLengths)
        let distanceCodes = Self.canonicalCodes(distanceLengths)
        let lengthCodes = Self.canonicalCodes(lengthLengths)
        putBits(final ? 1 : 0, 1)
        putBits(2, 2)  // dynamic Huffman codes
        putBits(UInt32(literalCount - 257), 5)
        putBits(UInt32(distanceCount - 1), 5)
        putBits(UInt32(orderCount - 4), 4)
        for index in 0 ..< orderCount { putBits(UInt32(lengthLengths[order[index]]), 3) }
        for entry in symbols {
            putBits(UInt32(lengthCodes[entry.symbol]), Int(lengthLengths[entry.symbol]))
            switch entry.symbol {
            case 16: putBits(UInt32(entry.extra), 2)
            case 17: putBits(UInt32(entry.extra), 3)
            case 18: putBits(UInt32(entry.extra), 7)
            default: break
            }
        }
        for token in tokens {
            if token & Self.copyFlag != 0 {
                let length = Int(token >> 16 & 0x1FF)
                let distance = Int(token & 0xFFFF)
                let l = Self.lengthCode(length)
                putBits(UInt32(literalCodes[257 + l.code]), Int(literalLengths[257 + l.code]))
                if l.extraBits > 0 { putBits(UInt32(length - l.base), l.extraBits) }
                let d = Self.distanceCode(distance)
                putBits(UInt32(distanceCodes[d.code]), Int(distanceLengths[d.code]))
                if d.extraBits > 0 { putBits(UInt32(distance - d.base), d.extraBits) }
            } else {
                putBits(UInt32(literalCodes[Int(token)]), Int(literalLengths[Int(token)]))
            }
        }
        putBits(UInt32(literalCodes[256]), Int(literalLengths[256]))
        tokenCount = 0
    }

    /// Adds `count` (at most 16) bits; whole 32-bit words go out at once.
    private mutating func putBits(_ value: UInt32, _ count: Int) {
        bits |= UInt64(value) &<< UInt64(bitCount)
        bitCount &+= count
        if bitCount >= 32 {
            if outputCount &+ 4 > buffers.outputCapacity { output = buffers.grow(keeping: outputCount) }
            UnsafeMutableRawPointer(output + outputCount)
                .storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
            outputCount &+= 4
            bits >>= 32
            bitCount &-= 32
        }
    }

    /// Writes the bits still held, the last byte padded with zero bits.
    private mutating func flushBits() {
        while bitCount > 0 {
            appendByte(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            bitCount -= 8
        }
        bitCount = 0
    }

    // MARK: Codes

    /// The deflate length code (257 + `code`) of a copy of 3...258 bytes.
    static func lengthCode(_ length: Int) -> (code: Int, base: Int, extraBits: Int) {
        if length == 258 { return (28, 258, 0) }
        let l = length - 3
        if l < 8 { return (l, length, 0) }
        let extra = (Int.bitWidth - 1 - l.leadingZeroBitCount) - 2
        let sub = (l >> extra) & 3
        return (4 * extra + 4 + sub, 3 + ((4 | sub) << extra), extra)
    }

    /// The deflate distance code of a distance of 1...32,768.
    static func distanceCode(_ distance: Int) -> (code: Int, base: Int, extraBits: Int) {
        let d = distance - 1
        if d < 4 { return (d, distance, 0) }
        let extra = (Int.bitWidth - 1 - d.leadingZeroBitCount) - 1
        let sub = (d >> extra) & 1
        return (2 * extra + 2 + sub, 1 + ((2 | sub) << extra), extra)
    }

    /// Gives unused symbols a count of 1, lowest first, until two are used: every code is
    /// then complete (one used symbol would make a 1-bit code with a hole, which some
    /// decoders refuse).
    static func atLeastTwo(_ frequencies: [UInt32]) -> [UInt32] {
        var result = frequencies
        var used = result.reduce(0) { $0 + ($1 != 0 ? 1 : 0) }
        var symbol = 0
        while used < 2 && symbol < result.count {
            if result[symbol] == 0 { result[symbol] = 1; used += 1 }
            symbol += 1
        }
        return result
    }

    /// Huffman code lengths of at most `limit` bits (at least two symbols used).
    ///
    /// Leaves are ordered by count, then symbol; a leaf goes before a node of equal
    /// weight. When a code is too long, every count is halved (rounding up) and the
    /// tree built again.
    static func codeLengths(_ frequencies: [UInt32], limit: Int) -> [UInt8] {
        var counts = frequencies
        var lengths = [UInt8](repeating: 0, count: counts.count)
        while true {
            var leaves: [Int] = []
            for symbol in counts.indices where counts[symbol] != 0 {
                var index = leaves.count
                leaves.append(symbol)
                while index > 0 && counts[leaves[index - 1]] > counts[symbol] {
                    leaves[index] = leaves[index - 1]
                    index -= 1
                }
                leaves[index] = symbol
            }
            let leafCount = leaves.count
            var weights = leaves.map { UInt64(counts[$0]) }
            weights.reserveCapacity(2 * leafCount)
            var parents = [Int](repeating: 0, count: 2 * leafCount)
            var nextLeaf = 0
            var nextNode = leafCount
            for _ in 0 ..< leafCount - 1 {
                var picked = (0, 0)
                for slot in 0 ..< 2 {
                    let pick: Int
                    if nextLeaf < leafCount && (nextNode >= weights.count || weights[nextLeaf] <= weights[nextNode]) {
                        pick = nextLeaf
                        nextLeaf += 1
                    } else {
                        pick = nextNode
                        nextNode += 1
                    }
                    if slot == 0 { picked.0 = pick } else { picked.1 = pick }
                }
                parents[picked.0] = weights.count
                parents[picked.1] = weights.count
                weights.append(weights[picked.0] + weights[picked.1])
            }
            var depths = [Int](repeating: 0, count: weights.count)
            var deepest = 0
            for node in stride(from: weights.count - 2, through: 0, by: -1) {
                depths[node] = depths[parents[node]] + 1
                deepest = max(deepest, depths[node])
            }
            if deepest <= limit {
                for (index, symbol) in leaves.enumerated() { lengths[symbol] = UInt8(depths[index]) }
                return lengths
            }
            for symbol in counts.indices where counts[symbol] != 0 { counts[symbol] = (counts[symbol] + 1) >> 1 }
        }
    }

    /// Canonical Huffman codes (RFC 1951, 3.2.2), bit-reversed: deflate sends a code's
    /// first bit first into a stream filled from each byte's low bit.
    static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var perLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bitsUsed in 1 ..< 16 {
            code = (code + perLength[bitsUsed - 1]) << 1
            next[bitsUsed] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            var value = next[Int(length)]
            next[Int(length)] += 1
            var reversed = 0
            for _ in 0 ..< Int(length) {
                reversed = reversed << 1 | value & 1
                value >>= 1
            }
            codes[symbol] = UInt16(reversed)
        }
        return codes
    }
}

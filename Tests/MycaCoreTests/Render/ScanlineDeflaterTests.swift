import MycaTestSupport
import Testing
@testable import MycaCore

@Suite("ScanlineDeflater")
struct ScanlineDeflaterTests {
    /// A repeatable generator (xorshift), so a failure can be replayed.
    struct Xorshift: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    /// Lines of `width` greyscale bytes (filter byte first), each with a repeat count.
    static func lines(width: Int, count: Int, seed: UInt64, alphabet: [UInt8]) -> [([UInt8], Int)] {
        var random = Xorshift(state: seed)
        var result: [([UInt8], Int)] = []
        for index in 0 ..< count {
            var line: [UInt8] = [0]
            // Runs of random length, so both literals and copies at distance 1 occur.
            while line.count < width + 1 {
                let byte = alphabet[Int.random(in: 0 ..< alphabet.count, using: &random)]
                let run = Int.random(in: 1 ... 12, using: &random)
                line += Array(repeating: byte, count: min(run, width + 1 - line.count))
            }
            // Some lines equal the one before (merged), some share a prefix with it.
            if index > 0 && index % 5 == 0 { line = result[index - 1].0 }
            if index > 0 && index % 7 == 0 { line.replaceSubrange(0 ..< width / 2, with: result[index - 1].0[0 ..< width / 2]) }
            result.append((line, Int.random(in: 1 ... 9, using: &random)))
        }
        return result
    }

    /// An 8-bit greyscale PNG around the deflater's stream, read back by libpng.
    static func roundTrip(width: Int, lines: [([UInt8], Int)]) throws -> (pixels: [UInt8], stream: [UInt8]) {
        var deflater = ScanlineDeflater(lineLength: width + 1)
        for (line, times) in lines {
            line.withUnsafeBufferPointer { deflater.append($0, times: times) }
        }
        let stream = deflater.finish()
        let height = lines.reduce(0) { $0 + $1.1 }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be32(width) + be32(height) + [8, 0, 0, 0, 0])
        png += chunk("IDAT", stream)
        png += chunk("IEND", [])
        let image = try PNGInspector(png)
        return (stride(from: 0, to: image.rgba.count, by: 4).map { image.rgba[$0] }, stream)
    }

    static func be32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return be32(data.count) + body + be32(Int(crc ^ 0xFFFF_FFFF))
    }

    static func expected(_ lines: [([UInt8], Int)]) -> (pixels: [UInt8], adler: [UInt8]) {
        var pixels: [UInt8] = []
        var a: UInt32 = 1
        var b: UInt32 = 0
        for (line, times) in lines {
            for _ in 0 ..< times {
                pixels += line.dropFirst()
                for byte in line {
                    a = (a + UInt32(byte)) % 65_521
                    b = (b + a) % 65_521
                }
            }
        }
        return (pixels, be32(Int(b << 16 | a)))
    }

    @Test("what goes in comes out, Adler-32 included", arguments: [(1, 3), (2, 40), (61, 61), (200, 30)])
    func roundTrips(width: Int, count: Int) throws {
        let input = Self.lines(width: width, count: count, seed: UInt64(width * 7919 + count), alphabet: [0, 0xFF, 0x0F, 0x80])
        let (pixels, stream) = try Self.roundTrip(width: width, lines: input)
        let expected = Self.expected(input)
        #expect(pixels == expected.pixels)
        #expect(Array(stream.suffix(4)) == expected.adler)
    }

    @Test("more tokens than one block holds: several dynamic blocks")
    func severalBlocks() throws {
        let input = Self.lines(width: 1000, count: 60, seed: 42, alphabet: Array(0 ... 255))
        let (pixels, stream) = try Self.roundTrip(width: 1000, lines: input)
        let expected = Self.expected(input)
        #expect(pixels == expected.pixels)
        #expect(Array(stream.suffix(4)) == expected.adler)
    }

    @Test("a line repeated thousands of times is a handful of copies, and Adler-32 still adds up")
    func manyRepeats() throws {
        let input: [([UInt8], Int)] = [([0] + Array(repeating: 0xFF, count: 40), 5000), ([0] + Array(repeating: 0x0F, count: 40), 3)]
        let (pixels, stream) = try Self.roundTrip(width: 40, lines: input)
        let expected = Self.expected(input)
        #expect(pixels == expected.pixels)
        #expect(Array(stream.suffix(4)) == expected.adler)
        #expect(stream.count < 1000)
    }

    @Test("length and distance codes match RFC 1951's tables")
    func codes() {
        let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        for length in 3 ... 258 {
            let code = ScanlineDeflater.lengthCode(length)
            let expected = lengthBases.lastIndex { $0 <= length }!
            #expect(code.code == expected && code.base == lengthBases[expected] && code.extraBits == lengthExtra[expected])
        }
        let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                             2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
        for distance in 1 ... 32_768 {
            let code = ScanlineDeflater.distanceCode(distance)
            let expected = distanceBases.lastIndex { $0 <= distance }!
            #expect(code.code == expected && code.base == distanceBases[expected]
                    && code.extraBits == max(0, expected / 2 - 1))
        }
    }

    @Test("code lengths stay within the limit and form a complete code")
    func lengthLimit() {
        // Fibonacci counts make the deepest possible tree: 24 symbols want 23 bits.
        var counts: [UInt32] = [1, 1]
        while counts.count < 24 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
        let lengths = ScanlineDeflater.codeLengths(counts, limit: 15)
        #expect(lengths.allSatisfy { $0 >= 1 && $0 <= 15 })
        let kraft = lengths.reduce(0.0) { $0 + 1.0 / Double(1 << Int($1)) }
        #expect(kraft == 1.0)
    }
}

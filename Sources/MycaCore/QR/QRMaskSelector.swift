/// libqrencode's choice of mask pattern, made on packed bits: the same penalties, the
/// same arithmetic and the same tie-break, so the same mask and the same modules as
/// `QRcode_encodeInput`, for about a third of the work.
///
/// Why: choosing the mask is most of a code's cost. libqrencode writes each of the eight
/// masked symbols a byte per module and walks it a module at a time, most of what
/// `bench/floor.c` spends on a typical batch row. Here a line of
/// modules is three 64-bit words: masking is an XOR a word, the 2×2 blocks are counted
/// with popcount, and runs are found by counting zero bits between colour changes
/// (bench/README.md has the figures).
///
/// The rules, as libqrencode 4.x (mask.c) applies them to each masked symbol, format
/// information written in:
/// - N1: each run of 5 or more modules of one colour, in a row or a column, costs
///   3 + (length − 5).
/// - N2: each 2×2 block of one colour costs 3 (blocks overlap).
/// - N3: a dark run of 3f between dark and light runs of f each (1:1:3:1:1) costs 40
///   when the run before the first f (or the edge) or the run after the last f (or the
///   edge) is at least 4f long, or when the pattern starts at the second dark run of the
///   line; libqrencode's run list starts with a light run, of length −1 when the line
///   starts dark, and its tests are reproduced as they are, edge cases included.
/// - N4: 10 for every 5 % the share of dark modules (rounded to a whole percent) is
///   away from 50 %.
/// The lowest total wins; on a tie, the lower mask number.
///
/// `QREncoderTests` checks the result against libqrencode's own choice over every
/// version, level and many payloads; `bench/floor.c`, which calls libqrencode as it
/// is, keeps writing byte-identical PNGs.
enum QRMaskSelector {
    /// Lines repeat every 12 modules in every mask (the patterns use x mod 2, 3 and 6,
    /// and y / 2 with x / 3): the patterns are stored for 12 lines.
    private static let period = 12
    /// Words of a line: 177 modules (version 40) fit in three.
    private static let lineWords = 3

    /// Whether the mask flips module (x, y), libqrencode's `(expression) == 0`.
    private static func flips(_ mask: Int, _ x: Int, _ y: Int) -> Bool {
        switch mask {
        case 0: (x + y) & 1 == 0
        case 1: y & 1 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (y / 2 + x / 3) & 1 == 0
        case 5: ((x * y) & 1) + (x * y) % 3 == 0
        case 6: (((x * y) & 1) + (x * y) % 3) & 1 == 0
        default: ((x * y) % 3 + ((x + y) & 1)) & 1 == 0
        }
    }

    /// `rowPatterns[((mask * period) + y % period) * lineWords + word]`: bit x of the
    /// flipped modules of row y; `columnPatterns` the same for column x, bit y.
    private static let rowPatterns: [UInt64] = patterns(transposed: false)
    private static let columnPatterns: [UInt64] = patterns(transposed: true)

    /// `tiles[mask * period + y]`: bit x (x < 12) of the modules the mask flips in row y
    /// of one period: 1,152 calls of `flips`, which both pattern tables share.
    private static let tiles: [UInt16] = (0 ..< 8 * period).map { index in
        let (mask, y) = index.quotientAndRemainder(dividingBy: period)
        var row: UInt16 = 0
        for x in 0 ..< period where flips(mask, x, y) { row |= 1 << UInt16(x) }
        return row
    }

    /// Each line's flips over one period (a row of the tile, or a column), then repeated
    /// across its words: a one-card `myca qr` would feel 36,864 calls of `flips`.
    private static func patterns(transposed: Bool) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: 8 * period * lineWords)
        for mask in 0 ..< 8 {
            for line in 0 ..< period {
                var cycle: UInt64 = 0
                if transposed {
                    for position in 0 ..< period where tiles[mask * period + position] & (1 << UInt16(line)) != 0 {
                        cycle |= 1 << UInt64(position)
                    }
                } else {
                    cycle = UInt64(tiles[mask * period + line])
                }
                for word in 0 ..< lineWords {
                    // Bit j of the word is position 64 × word + j: cycle bit (offset + j) mod 12.
                    let offset = UInt64(64 * word % period)
                    let rotated = (cycle >> offset | cycle << (UInt64(period) - offset)) & 0xFFF
                    var value: UInt64 = 0
                    for shift in stride(from: 0, to: 64, by: period) { value |= rotated << UInt64(shift) }
                    words[(mask * period + line) * lineWords + word] = value
                }
            }
        }
        return words
    }

    /// The 15 bits of format information for `ecc` and `mask` (ISO/IEC 18004, 7.9):
    /// the level's 2 bits and the mask's 3, a BCH(15,5) remainder, XOR 0x5412.
    static func formatInformation(ecc: ErrorCorrection, mask: Int) -> Int {
        let levelBits = switch ecc {
        case .low: 1
        case .medium: 0
        case .quartile: 3
        case .high: 2
        }
        let data = levelBits << 3 | mask
        var remainder = data << 10
        for bit in stride(from: 14, through: 10, by: -1) where remainder & (1 << bit) != 0 {
            remainder ^= 0x537 << (bit - 10)
        }
        return (data << 10 | remainder) ^ 0x5412
    }

    /// Where format bit `index` (0 = least significant) goes, twice, as libqrencode's
    /// `Mask_writeFormatInformation` places it in a symbol `width` modules wide.
    private static func formatPositions(_ index: Int, width: Int) -> ((x: Int, y: Int), (x: Int, y: Int)) {
        if index < 8 {
            return ((width - 1 - index, 8), (8, index < 6 ? index : index + 1))
        }
        let i = index - 8
        return ((8, width - 7 + i), (i == 0 ? 7 : 6 - i, 8))
    }

    /// Masks `frame` (libqrencode's unmasked symbol, a byte per module: bit 0 dark,
    /// bit 7 a function module, which no mask touches) with the mask libqrencode would
    /// choose, and writes the format information.
    /// - Returns: the mask number and the modules, packed as ``QRMatrix`` stores them.
    static func mask(frame: UnsafeBufferPointer<UInt8>, width: Int, ecc: ErrorCorrection) -> (mask: Int, rows: [UInt64]) {
        precondition(width >= 21 && width <= 177 && frame.count == width * width)
        let words = (width + 63) >> 6
        let lineCount = width * words
        // Base and function modules as rows and as columns; the masked symbol in `rows`
        // and `columns`; the run lengths of one line in `runs` (one more than the modules:
        // libqrencode's leading −1).
        let scratch = UnsafeMutablePointer<UInt64>.allocate(capacity: 6 * lineCount)
        scratch.initialize(repeating: 0, count: 6 * lineCount)
        let runs = UnsafeMutablePointer<Int>.allocate(capacity: width + 2)
        defer {
            scratch.deallocate()
            runs.deallocate()
        }
        let baseRows = scratch, functionRows = scratch + lineCount
        let baseColumns = scratch + 2 * lineCount, functionColumns = scratch + 3 * lineCount
        let rows = scratch + 4 * lineCount, columns = scratch + 5 * lineCount

        for y in 0 ..< width {
            let line = y * width
            for x in 0 ..< width {
                let module = frame[line + x]
                if module & 0x81 == 0 { continue }
                let rowBit: UInt64 = 1 << UInt64(x & 63), columnBit: UInt64 = 1 << UInt64(y & 63)
                if module & 1 != 0 {
                    baseRows[y * words + (x >> 6)] |= rowBit
                    baseColumns[x * words + (y >> 6)] |= columnBit
                }
                if module & 0x80 != 0 {
                    functionRows[y * words + (x >> 6)] |= rowBit
                    functionColumns[x * words + (y >> 6)] |= columnBit
                }
            }
        }
        // The bits of a line that are modules.
        let validWords: [UInt64] = (0 ..< lineWords).map { word in
            let bits = max(0, min(64, width - 64 * word))
            return bits == 64 ? ~0 : (1 << UInt64(bits)) - 1
        }

        let area = width * width
        var best = 0
        var bestDemerit = Int.max
        validWords.withUnsafeBufferPointer { valid in
            rowPatterns.withUnsafeBufferPointer { rowPatterns in
                columnPatterns.withUnsafeBufferPointer { columnPatterns in
                    for mask in 0 ..< 8 {
                        apply(mask, ecc: ecc, width: width, words: words, valid: valid,
                              base: baseRows, function: functionRows, patterns: rowPatterns, into: rows,
                              baseColumns: baseColumns, functionColumns: functionColumns,
                              columnPatterns: columnPatterns, intoColumns: columns)
                        var dark = 0
                        for index in 0 ..< lineCount { dark += rows[index].nonzeroBitCount }
                        let percent = (200 * dark + area) / area / 2
                        var demerit = abs(percent - 50) / 5 * 10
                        demerit += blocks(rows, width: width, words: words, valid: valid)
                        for line in 0 ..< width {
                            demerit += runPenalty(rows + line * words, width: width, words: words, valid: valid, runs: runs)
                            demerit += runPenalty(columns + line * words, width: width, words: words, valid: valid, runs: runs)
                        }
                        if demerit < bestDemerit {
                            bestDemerit = demerit
                            best = mask
                        }
                    }
                    apply(best, ecc: ecc, width: width, words: words, valid: valid,
                          base: baseRows, function: functionRows, patterns: rowPatterns, into: rows,
                          baseColumns: nil, functionColumns: nil, columnPatterns: nil, intoColumns: nil)
                }
            }
        }
        return (best, Array(UnsafeBufferPointer(start: rows, count: lineCount)))
    }

    /// The symbol masked with `mask`, format information written in, as rows (and as
    /// columns when asked for).
    private static func apply(
        _ mask: Int, ecc: ErrorCorrection, width: Int, words: Int, valid: UnsafeBufferPointer<UInt64>,
        base: UnsafeMutablePointer<UInt64>, function: UnsafeMutablePointer<UInt64>,
        patterns: UnsafeBufferPointer<UInt64>, into rows: UnsafeMutablePointer<UInt64>,
        baseColumns: UnsafeMutablePointer<UInt64>?, functionColumns: UnsafeMutablePointer<UInt64>?,
        columnPatterns: UnsafeBufferPointer<UInt64>?, intoColumns columns: UnsafeMutablePointer<UInt64>?
    ) {
        func fill(_ out: UnsafeMutablePointer<UInt64>, _ base: UnsafeMutablePointer<UInt64>,
                  _ function: UnsafeMutablePointer<UInt64>, _ patterns: UnsafeBufferPointer<UInt64>) {
            for line in 0 ..< width {
                let pattern = (mask * period + line % period) * lineWords
                for word in 0 ..< words {
                    let index = line * words + word
                    out[index] = (base[index] ^ (patterns[pattern + word] & ~function[index])) & valid[word]
                }
            }
        }
        fill(rows, base, function, patterns)
        if let columns, let baseColumns, let functionColumns, let columnPatterns {
            fill(columns, baseColumns, functionColumns, columnPatterns)
        }
        // Format modules are function modules, light in the base: set the dark ones.
        let format = formatInformation(ecc: ecc, mask: mask)
        func setDark(_ x: Int, _ y: Int) {
            rows[y * words + (x >> 6)] |= 1 << UInt64(x & 63)
            columns?[x * words + (y >> 6)] |= 1 << UInt64(y & 63)
        }
        for index in 0 ..< 15 where (format >> index) & 1 != 0 {
            let (first, second) = formatPositions(index, width: width)
            setDark(first.x, first.y)
            setDark(second.x, second.y)
        }
    }

    /// N2: 3 for each 2×2 block of one colour.
    private static func blocks(_ rows: UnsafeMutablePointer<UInt64>, width: Int, words: Int,
                               valid: UnsafeBufferPointer<UInt64>) -> Int {
        var count = 0
        for y in 1 ..< width {
            let above = rows + (y - 1) * words, here = rows + y * words
            for word in 0 ..< words {
                let dark = above[word] & here[word]
                let light = ~(above[word] | here[word]) & valid[word]
                // Bit x of the shifted words is module x + 1 (the next word's first bit
                // comes in at the top); modules past the width are light in neither.
                let nextDark = word + 1 < words ? above[word + 1] & here[word + 1] : 0
                let nextLight = word + 1 < words ? ~(above[word + 1] | here[word + 1]) & valid[word + 1] : 0
                count &+= (dark & (dark >> 1 | nextDark << 63)).nonzeroBitCount
                count &+= (light & (light >> 1 | nextLight << 63)).nonzeroBitCount
            }
        }
        return 3 * count
    }

    /// N1 and N3 of one row or column, as libqrencode's `Mask_calcN1N3` computes them
    /// from its run list, with the arithmetic rearranged: N1 while the runs are found,
    /// and for N3 only the dark runs (odd places), compared with the run before them
    /// (3f == 3 × runs[i − 1] is libqrencode's `runs[i] % 3 == 0` and `runs[i − 1] ==
    /// runs[i] / 3` in one test, without a division).
    private static func runPenalty(_ line: UnsafeMutablePointer<UInt64>, width: Int, words: Int,
                                   valid: UnsafeBufferPointer<UInt64>, runs: UnsafeMutablePointer<Int>) -> Int {
        var demerit = 0
        // The run list: a light run first (−1 long when the line starts dark).
        var length = 0
        if line[0] & 1 != 0 {
            runs[0] = -1
            length = 1
        }
        var start = 0
        var carry: UInt64 = 0
        for word in 0 ..< words {
            let bits = line[word]
            // Bit x: module x differs from module x − 1 (never at x = 0).
            var changes = (bits ^ (bits << 1 | carry)) & valid[word]
            if word == 0 { changes &= ~1 }
            carry = bits >> 63
            while changes != 0 {
                // Wrapping arithmetic: every value here is below 200, and overflow checks
                // would be much of this loop's work.
                let x = word &<< 6 | changes.trailingZeroBitCount
                let run = x &- start
                runs[length] = run
                length &+= 1
                demerit &+= run >= 5 ? run &- 2 : 0  // N1: 3 + (run − 5)
                start = x
                changes &= changes &- 1
            }
        }
        let last = width &- start
        runs[length] = last
        length &+= 1
        demerit &+= last >= 5 ? last &- 2 : 0

        var i = 3
        while i < length &- 2 {
            let f = runs[i &- 1]
            if runs[i] == 3 &* f, runs[i &- 2] == f, runs[i &+ 1] == f, runs[i &+ 2] == f,
               i == 3 || runs[i &- 3] >= 4 &* f || i &+ 4 >= length || runs[i &+ 3] >= 4 &* f {
                demerit &+= 40
            }
            i &+= 2
        }
        return demerit
    }
}

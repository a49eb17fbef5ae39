/// The modules of a QR code: a square of dark and light cells, without quiet zone.
///
/// The only thing renderers see. Immutable and `Sendable`, so it can cross from
/// the encoding task to whoever renders it.
///
/// Stored as bits, a row in `(size + 63) / 64` words (bit x of a row is column x, bits
/// past the edge are zero): how ``QRMaskSelector`` makes the modules, and how the PNG
/// renderer finds a row's runs of dark modules a word at a time instead of asking for
/// each module (bench/README.md).
public struct QRMatrix: Sendable, Hashable {
    /// The quiet zone ISO/IEC 18004 asks around a QR code, in modules on each side: the
    /// default margin of every renderer and the blank border of every drawn code.
    public static let quietZone = 4

    /// Modules per side (21 for version 1, up to 177 for version 40).
    public let size: Int
    /// The QR version (1...40).
    public let version: Int
    /// `wordsPerRow` words a row, row-major.
    private let rows: [UInt64]

    /// Creates a matrix from row-major modules (true = dark).
    ///
    /// Returns nil unless `version` is 1...40, `size` is `17 + 4 * version`
    /// and there are exactly `size * size` modules.
    public init?(version: Int, size: Int, modules: [Bool]) {
        guard (1...40).contains(version), size == 17 + 4 * version,
              modules.count == size * size else { return nil }
        let words = Self.wordsPerRow(size)
        var rows = [UInt64](repeating: 0, count: size * words)
        for y in 0 ..< size {
            for x in 0 ..< size where modules[y * size + x] {
                rows[y * words + (x >> 6)] |= 1 << UInt64(x & 63)
            }
        }
        self.init(version: version, size: size, packedRows: rows)
    }

    /// A matrix from rows already packed as it stores them (bits past the edge zero).
    init(version: Int, size: Int, packedRows: [UInt64]) {
        precondition((1...40).contains(version) && size == 17 + 4 * version
                     && packedRows.count == size * Self.wordsPerRow(size))
        self.version = version
        self.size = size
        self.rows = packedRows
    }

    /// 64-bit words per packed row.
    static func wordsPerRow(_ size: Int) -> Int { (size + 63) >> 6 }

    /// Whether the module at column `x`, row `y` is dark.
    ///
    /// Coordinates outside the symbol are light: that is the quiet zone, so
    /// renderers may ask for `-margin ..< size + margin` without bounds checks.
    public subscript(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < size, y < size else { return false }
        return (rows[y * Self.wordsPerRow(size) + (x >> 6)] >> UInt64(x & 63)) & 1 != 0
    }

    /// The number of dark modules, handy for tests and statistics.
    public var darkCount: Int { rows.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// Calls `body(start, end)` for each run of dark modules `start ..< end` of row `y`,
    /// left to right, found a word at a time.
    func forEachDarkRun(inRow y: Int, _ body: (_ start: Int, _ end: Int) -> Void) {
        let words = Self.wordsPerRow(size)
        rows.withUnsafeBufferPointer { all in
            let row = UnsafeBufferPointer(rebasing: all[y * words ..< (y + 1) * words])
            var x = 0
            while x < size {
                // The next dark module at or after x (the top bits shifted in are light).
                let dark = row[x >> 6] >> UInt64(x & 63)
                if dark == 0 {
                    x = ((x >> 6) + 1) << 6
                    continue
                }
                x += dark.trailingZeroBitCount
                let start = x
                // The next light module after it (bits past the edge are light).
                while x < size {
                    let light = ~row[x >> 6] >> UInt64(x & 63)
                    if light == 0 {
                        x = ((x >> 6) + 1) << 6
                    } else {
                        x += light.trailingZeroBitCount
                        break
                    }
                }
                body(start, min(x, size))
            }
        }
    }
}

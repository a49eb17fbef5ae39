/// Makes batch file names unique: the first row keeps its stem, a later row one of whose
/// files would take a name already handed out (compared ASCII case-insensitively, for
/// case-insensitive disks) gets `-2`, `-3`…. Whole file names are compared, extension
/// included, since stems differ where names do not: row `x` writes `x.signature.html` as
/// its signature, and row `x.signature` would write it as its page.
///
/// Memory: one 64-bit FNV-1a hash per name (≈ 16 bytes a row in the set), not the
/// names. A hash collision can only cause an unneeded suffix, never a duplicate name,
/// and the hash is fixed (not seeded per process), so every run — and every shard,
/// since each shard names every row — picks the same names.
public struct FileNameAllocator: Sendable {
    private var taken: Set<UInt64> = []

    /// An allocator with no names taken.
    public init() {}

    /// A stem none of whose names `STEM.SUFFIX` was handed out before; claims them all.
    public mutating func claim(_ stem: String, suffixes: [String]) -> String {
        var candidate = stem
        var number = 2
        while true {
            let hashes = suffixes.map { Self.hash(candidate + "." + $0) }
            if hashes.allSatisfy({ !taken.contains($0) }) {
                taken.formUnion(hashes)
                return candidate
            }
            candidate = stem + "-" + String(number)
            number += 1
        }
    }

    /// FNV-1a over the ASCII-lower-cased UTF-8 bytes.
    static func hash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for var byte in text.utf8 {
            if byte >= 65 && byte <= 90 { byte += 32 }
            h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return h
    }
}
